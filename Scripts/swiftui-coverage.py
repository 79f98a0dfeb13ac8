#!/usr/bin/env python3
"""Mark which entries of docs/swiftui-api.tsv Decl declares, and write docs/SwiftUI-coverage.md.

Usage: Scripts/swiftui-coverage.py [--symbols DIR] [--no-extract] [--no-probes]

Builds nothing: run `swift build` first, and Scripts/swiftui-inventory.py (which needs the
interfaces, and leaves the declarations' signatures in .build/ for the probes). The script extracts Decl's public symbol graph
(`swift symbolgraph-extract`) into DIR (default .build/decl-symbols), matches every inventory
entry by the type it belongs to, its name and its argument labels, writes the result into the
inventory's `decl` column, and regenerates the coverage page from the inventory. The
SwiftUIInventoryTests suite checks that page, inventory and probes agree.
"""
import collections
import re
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
INVENTORY = ROOT / "docs/swiftui-api.tsv"
PAGE = ROOT / "docs/SwiftUI-coverage.md"
# Names SwiftUI declares that Decl spells the SwiftUI way in another place: the owner Decl
# uses for the same API (a protocol extension instead of each conforming type).
OWNER_ALIASES = {"Never": ["View"]}


def parameter_list(declaration, start):
    """The parameters of the list whose "(" is at `start`, split at top-level commas."""
    depth, end = 0, len(declaration)
    for index in range(start, len(declaration)):
        if declaration[index - 1:index + 1] == "->":
            continue
        depth += declaration[index] in "([<{"
        depth -= declaration[index] in ")]>}"
        if depth == 0:
            end = index
            break
    return split_top(declaration[start + 1:end])


def callable_titles(title, fragments):
    """The titles a call can use when it leaves out some defaulted arguments."""
    if "(" not in title or not title.endswith(")"):
        return []
    declaration = "".join(fragment["spelling"] for fragment in fragments)
    start = declaration.find("(")
    if start < 0:
        return []
    params = parameter_list(declaration, start)
    labels = title[title.index("(") + 1:-1].split(":")[:-1]
    if len(params) != len(labels):
        return []
    defaulted = [index for index, param in enumerate(params) if len(split_top(param, "=")) > 1]
    if not defaulted or len(defaulted) > 8:
        return []
    base = title[:title.index("(")]
    titles = []
    for mask in range(1, 1 << len(defaulted)):
        dropped = {defaulted[bit] for bit in range(len(defaulted)) if mask >> bit & 1}
        kept = [label for index, label in enumerate(labels) if index not in dropped]
        titles.append(base + "(" + "".join(label + ":" for label in kept) + ")")
    return titles


def decl_symbols(directory, extract):
    directory.mkdir(parents=True, exist_ok=True)
    modules = next((ROOT / ".build").glob("*/debug/Modules"))
    for module in ("Decl", "DeclCombine", "DeclCanvas", "DeclInput", "DeclTerminal", "DeclGraph",
                   "DeclRender") if extract else ():
        subprocess.run(["swift", "symbolgraph-extract", "-module-name", module, "-I", str(modules),
                        "-target", "x86_64-unknown-linux-gnu", "-output-dir", str(directory),
                        "-minimum-access-level", "public", "-skip-inherited-docs"], check=True)
    members, types = set(), set()
    for path in directory.glob("Decl*.symbols.json"):
        graph = json.loads(path.read_text())
        for symbol in graph["symbols"]:
            kind = symbol["kind"]["identifier"]
            components = symbol["pathComponents"]
            if kind in ("swift.struct", "swift.enum", "swift.class", "swift.protocol",
                        "swift.typealias", "swift.associatedtype"):
                types.add(".".join(components))
            owner = ".".join(components[:-1])
            members.add((owner, components[-1]))
            # A call may leave out defaulted arguments: every label list it accepts counts.
            for title in callable_titles(components[-1], symbol.get("declarationFragments", [])):
                members.add((owner, title))
            # A parameter pack (`_ content: repeat each C`) takes any number of arguments, as
            # SwiftUI's fixed-arity builder overloads do.
            declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
            title = components[-1]
            if title.endswith("(_:)") and "repeat each" in declaration:
                for arity in range(2, 11):
                    members.add((owner, title[:-len("(_:)")] + "(" + "_:" * arity + ")"))
            # The inventory names a subscript's parameters as its interface spells them (a
            # subscript's single name is not a label at the call site): name Decl's the same way.
            if title.startswith("subscript(") and "(" in declaration:
                start = declaration.index("(", declaration.index("subscript"))
                names = [param.strip().split(":")[0].split()[0]
                         for param in parameter_list(declaration, start) if param.strip()]
                members.add((owner, "subscript(" + "".join(name + ":" for name in names) + ")"))
            # enum cases and static members are written the same way at a use site
            members.add((owner, components[-1].split("(")[0]))
    return members, types


def covered(row, members, types):
    kind, owner, name, labels = row["kind"], row["owner"], row["name"], row["labels"]
    if kind in ("struct", "enum", "class", "protocol", "actor"):
        return (f"{owner}.{name}" if owner else name) in types
    owners = [owner] + OWNER_ALIASES.get(owner, [])
    for candidate in owners:
        if kind == "init":
            if (candidate, "init" + labels) in members:
                return True
        elif kind in ("func", "static func", "subscript"):
            if (candidate, name + labels) in members:
                return True
            # An operator's parameters have no argument labels: the inventory names them
            # (`+=(lhs:rhs:)`), the symbol graph does not (`+=(_:_:)`).
            if not (name[0].isalpha() or name[0] == "_") and labels.count(":"):
                if (candidate, name + "(" + "_:" * labels.count(":") + ")") in members:
                    return True
        elif kind == "case":
            if (candidate, name + labels) in members or (candidate, name) in members:
                return True
        else:
            if (candidate, name) in members:
                return True
    return False


def read_inventory():
    header, rows = [], []
    columns = None
    for line in INVENTORY.read_text().splitlines():
        if line.startswith("#"):
            header.append(line)
            continue
        cells = line.split("\t")
        if columns is None:
            columns = cells
            continue
        rows.append(dict(zip(columns, cells)))
    return header, columns, rows


def write_inventory(header, columns, rows):
    columns = [c for c in columns if c not in ("decl", "probe")] + ["decl", "probe"]
    lines = header + ["\t".join(columns)]
    lines += ["\t".join(row.get(column, "") for column in columns) for row in rows]
    INVENTORY.write_text("\n".join(lines) + "\n")


def page(rows):
    by_family = collections.OrderedDict()
    for row in rows:
        by_family.setdefault(row["family"], []).append(row)
    ordered = sorted(by_family.items(), key=lambda item: (-len(item[1]), item[0]))
    total = len(rows)
    have = sum(row["decl"] == "yes" for row in rows)
    swiftui = [row for row in rows if row["module"] == "SwiftUI"]
    deprecated = [row for row in rows if row["deprecated"]]
    out = [
        "# SwiftUI coverage",
        "",
        "<!-- Generated by Scripts/swiftui-coverage.py from docs/swiftui-api.tsv: do not edit. -->",
        "",
        "How much of SwiftUI's (and Combine's) published iOS API a program can write against Decl,",
        "family by family. The inventory `docs/swiftui-api.tsv` has one row per public declaration",
        "of the iOS 17.4 SDK's `SwiftUI.swiftinterface` and `Combine.swiftinterface` that iOS",
        "makes available (deprecated ones included; underscored names and conformance boilerplate",
        "left out), made by `Scripts/swiftui-inventory.py`; its header says where the interfaces",
        "came from. `Scripts/swiftui-coverage.py` marks each row `yes` when Decl declares the same",
        "member of the same type with the same argument labels (from Decl's symbol graph), and",
        "writes this page. `Tests/DeclTests/Coverage/SwiftUIInventoryProbes.swift` calls each",
        "entry Decl has with placeholder arguments of SwiftUI's parameter types, where a generated",
        "line can (the \"probed\" column; the rest are generic in ways one line cannot name), and",
        "the `SwiftUIInventoryTests` suite fails when this page, the inventory, the probes and the",
        "sources disagree. How each common entry behaves is in [SwiftUI-behaviour.md](SwiftUI-behaviour.md).",
        "",
        "Where Decl's behaviour differs from SwiftUI's, the README's \"Differences from SwiftUI\"",
        "table says how. Matching is by name and labels: an overload with the same labels but",
        "other parameter types counts as present when Decl has one of them.",
        "",
        f"**Overall: {have} of {total} entries ({100 * have / total:.1f}%)**; SwiftUI alone "
        f"{sum(r['decl'] == 'yes' for r in swiftui)} of {len(swiftui)} "
        f"({100 * sum(r['decl'] == 'yes' for r in swiftui) / len(swiftui):.1f}%); deprecated API "
        f"{sum(r['decl'] == 'yes' for r in deprecated)} of {len(deprecated)}.",
        "",
        "| family | entries | in Decl | % | probed |",
        "|---|---:|---:|---:|---:|",
    ]
    for family, items in ordered:
        count = sum(row["decl"] == "yes" for row in items)
        probed = sum(row.get("probe") == "yes" for row in items)
        out.append(f"| {family} | {len(items)} | {count} | {100 * count / len(items):.1f}% | {probed} |")
    probed = sum(row.get("probe") == "yes" for row in rows)
    out.append(f"| **all** | {total} | {have} | {100 * have / total:.1f}% | {probed} |")
    out += ["", "## Missing, by family", "",
            "Each family's entries Decl does not declare yet, as `Type.name(labels)`.", ""]
    for family, items in ordered:
        missing = [row for row in items if row["decl"] != "yes"]
        if not missing:
            continue
        out.append(f"### {family} ({len(missing)} missing)")
        out.append("")
        names = []
        for row in missing:
            owner = f"{row['owner']}." if row["owner"] else ""
            names.append(f"`{owner}{row['name']}{row['labels']}`")
        out.append(", ".join(sorted(set(names))))
        out.append("")
    return "\n".join(out)


PROBES = ROOT / "Tests/DeclTests/Coverage/SwiftUIInventoryProbes.swift"
# A concrete type for each protocol a generic parameter is constrained to, so a probe can name
# one; a receiver for members of a protocol's extensions.
CONCRETE = {
    "View": "EmptyView", "StringProtocol": "String", "Hashable": "Int", "Equatable": "Int",
    "Comparable": "Int", "Identifiable": "InventoryItem", "ShapeStyle": "Color",
    "Shape": "Rectangle", "InsettableShape": "Circle", "Gesture": "TapGesture",
    "Sequence": "[Int]", "Collection": "[Int]", "RandomAccessCollection": "[Int]",
    "BidirectionalCollection": "[Int]", "MutableCollection": "[Int]",
    "RangeReplaceableCollection": "[Int]", "BinaryFloatingPoint": "Double",
    "FloatingPoint": "Double", "BinaryInteger": "Int", "Numeric": "Int", "Strideable": "Int",
    "Publisher": "Just<Int>", "Error": "InventoryError", "Decodable": "Int", "Encodable": "Int",
    "Codable": "Int", "Sendable": "Int", "ViewModifier": "InventoryModifier",
    "PreferenceKey": "InventoryPreference", "EnvironmentKey": "InventoryKey",
    "Layout": "HStackLayout", "Scene": "WindowGroup<EmptyView>", "ObservableObject": "InventoryModel",
    "AnyObject": "InventoryModel", "Animatable": "Rectangle", "VectorArithmetic": "Double",
    "ToolbarContent": "ToolbarItem<Void, EmptyView>", "Commands": "EmptyCommands",
    "Transition": "OpacityTransition", "CustomStringConvertible": "Int", "Scheduler": "DispatchQueue",
    "ButtonStyle": "InventoryButtonStyle", "PrimitiveButtonStyle": "PlainButtonStyle",
    "ToggleStyle": "SwitchToggleStyle", "LabelStyle": "TitleOnlyLabelStyle",
    "ProgressViewStyle": "LinearProgressViewStyle", "TextFieldStyle": "PlainTextFieldStyle",
    "PickerStyle": "MenuPickerStyle", "ListStyle": "PlainListStyle",
    "Subject": "PassthroughSubject<Int, Never>", "Cancellable": "AnyCancellable",
    "DynamicProperty": "State<Int>", "Keyframes": "LinearKeyframe<Double>",
    "BinaryFloatingPoint & Sendable": "Double", "Transferable": "String",
}
PRELUDE = '''// Generated by Scripts/swiftui-coverage.py from docs/swiftui-api.tsv: do not edit.
// One probe for each inventory entry Decl declares that a generated line can reach: calling it
// with placeholder arguments of SwiftUI's parameter types. The file only has to compile.
// swift-format-ignore-file

import Decl
import DeclCombine
import DeclRender
import Foundation

func __a<T>() -> T { fatalError() }
struct InventoryItem: Identifiable, Hashable { var id = 0 }
struct InventoryError: Error {}
struct InventoryModifier: ViewModifier { func body(content: Content) -> some View { content } }
struct InventoryPreference: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
}
struct InventoryKey: EnvironmentKey { static let defaultValue = 0 }
final class InventoryModel: ObservableObject {}
struct InventoryButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View { configuration.label }
}
'''


def split_top(text, separator=","):
    out, depth, current = [], 0, ""
    for index, ch in enumerate(text):
        if ch == ">" and index and text[index - 1] == "-":
            current += ch
            continue
        if ch in "([<{":
            depth += 1
        elif ch in ")]>}":
            depth -= 1
        if ch == separator and depth == 0:
            out.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        out.append(current)
    return out


CLEAN = re.compile(r"\b(SwiftUI|Swift|Combine|Foundation|CoreGraphics|CoreFoundation|_Concurrency|"
                   r"Dispatch|ObjectiveC|DeveloperToolsSupport|Observation)\.")


def clean(text):
    text = CLEAN.sub("", text)
    return text.replace("__owned ", "").replace("__shared ", "")


def generic_clause(text):
    """('<A, B: P>' contents, rest) when text starts with a generic clause."""
    if not text.startswith("<"):
        return "", text
    depth = 0
    for index, ch in enumerate(text):
        depth += ch == "<"
        depth -= ch == ">"
        if depth == 0:
            return text[1:index], text[index + 1:]
    return "", text


def bindings_for(params, where):
    """A concrete type for each generic parameter, or None when one cannot be chosen."""
    constraints = {}
    equal = {}
    for param in split_top(params):
        name, _, bound = param.partition(":")
        constraints.setdefault(name.strip(), []).extend(b.strip() for b in bound.split("&") if b.strip())
    for clause in split_top(where):
        if "==" in clause:
            left, right = (side.strip() for side in clause.split("==", 1))
            equal[left] = right
        elif ":" in clause:
            left, right = (side.strip() for side in clause.split(":", 1))
            constraints.setdefault(left, []).extend(b.strip() for b in right.split("&"))
    bound = {}
    for name, protocols in constraints.items():
        if "." in name:
            continue
        choice = "Int"
        for protocol in protocols:
            protocol = re.sub(r"<.*", "", protocol)
            if protocol in CONCRETE:
                choice = CONCRETE[protocol]
                break
        bound[name] = choice
    for name, value in equal.items():
        if "." not in name and not re.search(r"\b[A-Z]\w*\.", value):
            bound[name] = value
    return bound


def substitute(text, bound):
    for name, value in sorted(bound.items(), key=lambda item: -len(item[0])):
        text = re.sub(rf"(?<![\w.]){re.escape(name)}\b", value, text)
    return text


def parameters(text):
    """[(label, type)] of a parameter list, or None when a probe cannot pass one."""
    out = []
    for param in split_top(text):
        param = param.strip()
        head, _, type_text = param.partition(":")
        if not type_text:
            return None
        type_text = split_top(type_text, "=")[0].strip()
        type_text = re.sub(r"@[\w.]+(<[^>]*>)?(\([^)]*\))?\s*", "", type_text).strip()
        if type_text.startswith("inout ") or "some " in type_text or type_text.endswith("..."):
            return None
        names = re.sub(r"@[\w.]+(<[^>]*>)?(\([^)]*\))?\s*", "", head).split()
        if not names:
            return None
        out.append((names[0], type_text))
    return out


def param_text(signature):
    start = signature.find("(")
    if start < 0:
        return None, ""
    depth = 0
    for index in range(start, len(signature)):
        depth += signature[index] == "("
        depth -= signature[index] == ")"
        if depth == 0:
            return signature[start + 1:index], signature[index + 1:]
    return None, ""


def owner_type(owner, types, bound_extra=None):
    """A concrete spelling of the owner type, or None."""
    if owner in CONCRETE and (types.get(owner, "").startswith(owner) or owner not in types):
        return CONCRETE[owner]
    signature = types.get(owner)
    if signature is None:
        return owner if owner else None
    signature = clean(signature)
    name = owner.split(".")[-1]
    rest = signature[len(name):] if signature.startswith(name) else signature
    params, rest = generic_clause(rest)
    if not params:
        return owner
    where = rest.split("where", 1)[1].split("{")[0] if "where" in rest else ""
    bound = bindings_for(params, where)
    names = [p.split(":")[0].strip() for p in split_top(params)]
    return f"{owner}<{', '.join(bound.get(n, 'Int') for n in names)}>"


def probe_for(row, signature, types):
    kind, owner, name = row["kind"], row["owner"], row["name"]
    if kind in ("struct", "enum", "class", "actor", "protocol"):
        full = f"{owner}.{name}" if owner else name
        if kind == "protocol":
            return f"_ = (any {full}).self"
        spelled = owner_type(full, types)
        return f"_ = {spelled}.self" if spelled else None
    signature = clean(signature).rstrip("{").strip()
    if kind in ("var", "static var"):
        if owner in PROTOCOLS and (kind == "static var" or owner not in CONCRETE):
            if kind == "static var":
                type_text = signature.split(":", 1)[1].split("{")[0].strip() if ":" in signature else ""
                if not type_text or "Self" in type_text or "<" in type_text and "some" in type_text:
                    return None
                return f"let _: {type_text} = .{name}"
            return None
        receiver = owner_type(owner, types)
        if receiver is None:
            return None
        if kind == "static var":
            return f"_ = {receiver}.{name}"
        return f"_ = (__a() as {receiver}).{name}"
    if kind == "case":
        receiver = owner_type(owner, types)
        if receiver is None:
            return None
        if not row["labels"]:
            return f"_ = {receiver}.{name}"
        params, _ = param_text(signature)
        args = []
        for index, part in enumerate(split_top(params or "")):
            label, _, type_text = part.rpartition(":")
            type_text = type_text if label else part
            label = label.strip().split()[0] if label.strip() else ""
            args.append(f"{label + ': ' if label and label != '_' else ''}__a() as {type_text.strip()}")
        return f"_ = {receiver}.{name}({', '.join(args)})"
    if kind in ("func", "static func", "init"):
        text = signature[len(name):] if kind != "init" else signature
        generics, text = generic_clause(text.strip())
        params, after = param_text(text)
        if params is None:
            return None
        where = after.split(" where ", 1)[1] if " where " in after else ""
        bound = bindings_for(generics, where)
        parsed = parameters(params)
        if parsed is None:
            return None
        owner_generics = {}
        owner_signature = clean(types.get(owner, ""))
        if owner_signature:
            short = owner.split(".")[-1]
            clause, rest = generic_clause(owner_signature[len(short):] if owner_signature.startswith(short) else "")
            owner_where = rest.split("where", 1)[1].split("{")[0] if "where" in rest else ""
            owner_generics = bindings_for(clause, owner_where)
        everything = dict(owner_generics)
        everything.update(bound)
        everything.setdefault("Self", owner_type(owner, types) or owner)
        args = []
        for label, type_text in parsed:
            type_text = substitute(type_text, everything)
            prefix = "" if label == "_" else f"{label}: "
            args.append(f"{prefix}__a() as {type_text}")
        call = f"({', '.join(args)})"
        if kind == "init":
            if owner in PROTOCOLS:
                return None
            return f"_ = {owner}{call}"
        if kind == "static func":
            if owner in PROTOCOLS:
                returns = after.split("->", 1)[1].split(" where ")[0].strip() if "->" in after else ""
                if not returns or "Self" in returns or "some" in returns:
                    return None
                return f"let _: {substitute(returns, everything)} = .{name}{call}"
            receiver = owner_type(owner, types)
            return f"_ = {receiver}.{name}{call}" if receiver else None
        receiver = owner_type(owner, types)
        if receiver is None:
            return None
        # A method that returns a concrete type (Image.resizable() -> Image) must return it, so
        # that a chain through it compiles, not only a `View` method of the same name.
        returns = after.split("->", 1)[1].split(" where ")[0].strip() if "->" in after else ""
        if returns and not any(word in returns for word in ("some ", "Self", "any ")):
            typed = substitute(returns, everything)
            if re.fullmatch(r"[A-Za-z_][\w.]*", typed) and typed not in everything:
                return f"let _: {typed} = (__a() as {receiver}).{name}{call}"
        return f"_ = (__a() as {receiver}).{name}{call}"
    return None


PROTOCOLS = set()


def typecheck(probes, modules):
    """The indices of probes that do not compile."""
    scratch = ROOT / ".build/inventory-probes"
    scratch.mkdir(parents=True, exist_ok=True)
    source = scratch / "Probes.swift"
    lines = [PRELUDE, "@MainActor enum InventoryProbes {"]
    where = {}
    for index, (row, probe) in enumerate(probes):
        where[len("\n".join(lines).splitlines()) + 1] = index
        lines.append(f"  static func p{index}() {{ {probe} }}")
    lines.append("}")
    source.write_text("\n".join(lines) + "\n")
    # SIL, not only type-checking: a placeholder of a type with no values ("will never be
    # executed") is only diagnosed there.
    result = subprocess.run(["swiftc", "-emit-sil", "-o", "/dev/null", "-swift-version", "6",
                             "-I", str(modules), str(source)], capture_output=True, text=True)
    failed = set()
    for match in re.finditer(r"Probes\.swift:(\d+):\d+: (?:error|warning)", result.stderr):
        line = int(match.group(1))
        if line in where:
            failed.add(where[line])
    if result.returncode != 0 and not failed:
        sys.exit("probe prelude does not compile:\n" + result.stderr[:3000])
    return failed


def write_probes(rows, modules):
    signatures = {}
    for line in (ROOT / ".build/swiftui-api-signatures.tsv").read_text().splitlines():
        index, signature, _ = line.split("\t")
        signatures[index] = signature
    types = json.loads((ROOT / ".build/swiftui-api-types.json").read_text())
    for row in rows:
        if row["kind"] == "protocol":
            PROTOCOLS.add(f"{row['owner']}.{row['name']}" if row["owner"] else row["name"])
    candidates = []
    for row in rows:
        row["probe"] = "no"
        if row["decl"] != "yes":
            continue
        try:
            probe = probe_for(row, signatures.get(row["id"], ""), types)
        except (IndexError, ValueError):
            probe = None
        if probe:
            candidates.append((row, probe))
    for _ in range(4):
        failed = typecheck(candidates, modules)
        if not failed:
            break
        candidates = [c for i, c in enumerate(candidates) if i not in failed]
    out = [PRELUDE, "@MainActor enum SwiftUIInventoryProbes {"]
    for row, probe in candidates:
        row["probe"] = "yes"
        owner = f"{row['owner']}." if row["owner"] else ""
        out.append(f"  // {row['id']} {owner}{row['name']}{row['labels']}")
        out.append(f"  static func p{row['id']}() {{ {probe} }}")
    out.append("}")
    PROBES.write_text("\n".join(out) + "\n")
    return len(candidates)


def main():
    directory = ROOT / ".build/decl-symbols"
    if "--symbols" in sys.argv:
        directory = pathlib.Path(sys.argv[sys.argv.index("--symbols") + 1])
    members, types = decl_symbols(directory, "--no-extract" not in sys.argv)
    header, columns, rows = read_inventory()
    for row in rows:
        row["decl"] = "yes" if covered(row, members, types) else "no"
    if "--no-probes" not in sys.argv:
        modules = next((ROOT / ".build").glob("*/debug/Modules"))
        print(f"{write_probes(rows, modules)} probes")
    write_inventory(header, columns, rows)
    PAGE.write_text(page(rows))
    have = sum(row["decl"] == "yes" for row in rows)
    print(f"{have} of {len(rows)} entries in Decl ({100 * have / len(rows):.1f}%)")


if __name__ == "__main__":
    main()
