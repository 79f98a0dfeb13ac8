#!/usr/bin/env python3
"""Parse SwiftUI's (and Combine's) published module interfaces into docs/swiftui-api.tsv.

Usage: Scripts/swiftui-inventory.py SwiftUI.swiftinterface Combine.swiftinterface

The interfaces are not in this repository. The inventory checked in was made from the iOS 17.4
SDK's arm64e-apple-ios.swiftinterface files of SwiftUI.framework and Combine.framework, as
published in the public repository github.com/danpashin/sdks, commit
dd1de01a606dffa5b26670c82595ea912e4a73ab ("17.4"), paths
System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
and System/Library/Frameworks/Combine.framework/Modules/Combine.swiftmodule/arm64e-apple-ios.swiftinterface.

One row per public declaration a program can name: types, initializers, methods, properties,
enum cases and protocol requirements. Left out: underscored (SPI-like) names, declarations iOS
marks unavailable, and conformance boilerplate (==, hash(into:), hashValue, Body, typealiases).
Overloads with the same labels appear once per distinct signature.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "docs/swiftui-api.tsv"
SOURCE = ("github.com/danpashin/sdks@dd1de01a606dffa5b26670c82595ea912e4a73ab, iOS 17.4 SDK, "
          "{SwiftUI,Combine}.framework/Modules/*.swiftmodule/arm64e-apple-ios.swiftinterface")

DECL = re.compile(
    r"^(?P<mods>(?:(?:public|open|final|static|class|mutating|nonmutating|override|convenience|"
    r"indirect|required|nonisolated|dynamic|optional|lazy|prefix|postfix|infix|"
    r"__consuming|consuming|borrowing)\s+)*)"
    r"(?P<kw>struct|enum|class|protocol|actor|extension|func|init\??|var|let|subscript|case|"
    r"typealias|associatedtype|macro)\b(?P<rest>.*)$")
ATTR = re.compile(r"^@[\w.]+(<[^>]*>)?(\((?:[^()]|\([^()]*\))*\))?\s*")
SKIP_NAMES = {"==", "!=", "hash", "hashValue", "Body", "_makeView", "_makeViewList",
              "_viewListCount", "_makeGesture", "_makeScene", "_makeCommands", "<", "~=",
              "body", "description", "debugDescription", "customMirror", "encode", "rawValue",
              "allCases", "AllCases", "RawValue", "_makeToolbarContent", "+", "-", "*", "/",
              "_makeContent", "_makeLayoutView", "_makeModifier", "_makeAccessibilityRotorContent",
              "_makeTableColumns", "_makeRows", "_makeInputs"}


def strip_attrs(text):
    attrs = []
    while True:
        text = text.lstrip()
        match = ATTR.match(text)
        if not match:
            return attrs, text
        attrs.append(match.group(0).strip())
        text = text[match.end():]


def ios_availability(attrs):
    """(introduced, deprecated, unavailable) for iOS from @available attributes."""
    introduced = deprecated = ""
    unavailable = False
    for attr in attrs:
        if not attr.startswith("@available("):
            continue
        body = attr[len("@available("):-1]
        parts = [p.strip() for p in body.split(",")]
        if parts[0] in ("iOS", "*"):
            rest = ",".join(parts[1:])
            if "unavailable" in parts[1:] and parts[0] == "iOS":
                unavailable = True
            if parts[0] == "*" and "unavailable" in parts[1:]:
                unavailable = True
            intro = re.search(r"introduced:\s*([\d.]+)", rest)
            if intro and parts[0] == "iOS":
                introduced = intro.group(1)
            dep = re.search(r"deprecated(?::\s*([\d.]+))?", rest)
            if dep:
                deprecated = dep.group(1) or "yes"
                if deprecated == "100000.0":
                    deprecated = "yes"
        else:
            for part in parts:
                match = re.match(r"iOS\s+([\d.]+)$", part)
                if match:
                    introduced = match.group(1)
    return introduced, deprecated, unavailable


def split_params(params):
    """Split a parameter list at top-level commas."""
    out, depth, current = [], 0, ""
    for index, ch in enumerate(params):
        if ch == ">" and index and params[index - 1] == "-":
            current += ch
            continue
        if ch in "([<{":
            depth += 1
        elif ch in ")]>}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        out.append(current)
    return out


def param_list(rest):
    """The text between the first '(' at depth 0 and its matching ')'."""
    start = rest.find("(")
    if start < 0:
        return None
    depth = 0
    for index in range(start, len(rest)):
        if rest[index] == "(":
            depth += 1
        elif rest[index] == ")":
            depth -= 1
            if depth == 0:
                return rest[start + 1:index]
    return rest[start + 1:]


def labels_of(params):
    labels = []
    for param in split_params(params):
        _, param = strip_attrs(param.strip())
        if ":" not in param:
            labels.append("_")
            continue
        names = param.split(":")[0].split()
        if not names:
            continue
        labels.append(names[0])
    return labels


def clean_type(name):
    return re.sub(r"\b(SwiftUI|Swift|Combine|Foundation|CoreGraphics|CoreFoundation|"
                  r"_Concurrency|SwiftUICore|UIKit|Observation)\.", "", name)


class Parser:
    def __init__(self, module, text):
        self.module = module
        self.lines = text.splitlines()
        self.rows = []
        self.conformances = {}
        self.wrappers = set()

    def run(self):
        stack = []  # (owner, depth_at_open, availability, is_protocol)
        depth = 0
        pending = []
        skip_to = None
        for raw in self.lines:
            line = raw.strip()
            opens = line.count("{") - line.count("}")
            if skip_to is not None:
                depth += opens
                if depth <= skip_to:
                    skip_to = None
                continue
            while stack and depth <= stack[-1][1]:
                stack.pop()
            if not line or line.startswith("//") or line.startswith("import ") or line.startswith("#"):
                depth += opens
                if line.startswith("}"):
                    while stack and depth <= stack[-1][1]:
                        stack.pop()
                continue
            attrs, text = strip_attrs(line)
            if not text:
                pending += attrs
                depth += opens
                continue
            attrs = pending + attrs
            pending = []
            match = DECL.match(text)
            if not match:
                depth += opens
                while stack and depth <= stack[-1][1]:
                    stack.pop()
                continue
            kw, rest, mods = match.group("kw"), match.group("rest").strip(), match.group("mods")
            owner = stack[-1][0] if stack else ""
            outer = stack[-1][2] if stack else ("", "", False)
            intro, dep, unavail = ios_availability(attrs)
            avail = (intro or outer[0], dep or outer[1], unavail or outer[2])
            in_protocol = bool(stack) and stack[-1][3]
            is_public = ("public" in mods or "open" in mods or kw == "case" or in_protocol
                         or kw == "extension")
            if "internal" in text.split("(")[0] or "@usableFromInline" in attrs:
                is_public = False
            if kw in ("struct", "enum", "class", "protocol", "actor", "extension"):
                head = re.split(r"[\s<:{]", rest, maxsplit=1)[0]
                name = clean_type(head)
                full = name if kw == "extension" or not owner else f"{owner}.{name}"
                conf = re.search(r":\s*([^{]*?)(?:\bwhere\b|\{|$)", rest)
                if conf and kw != "extension":
                    self.conformances.setdefault(full, set()).update(
                        clean_type(c.strip()) for c in conf.group(1).split(","))
                elif conf and kw == "extension":
                    self.conformances.setdefault(full, set()).update(
                        clean_type(c.strip()) for c in conf.group(1).split(","))
                if any(a.startswith("@propertyWrapper") for a in attrs):
                    self.wrappers.add(full)
                if kw != "extension" and is_public:
                    self.add(kw, owner, name, "", avail, attrs, signature=rest)
                if opens > 0:
                    stack.append((full, depth, avail, kw == "protocol"))
                depth += opens
                continue
            if is_public:
                self.member(kw, owner, rest, avail, attrs, mods)
            if opens > 0:
                skip_to = depth
            depth += opens
        return self

    def member(self, kw, owner, rest, avail, attrs, mods):
        if kw in ("typealias", "associatedtype", "macro"):
            return
        if kw.startswith("init"):
            rest = rest.lstrip("?!")
            params = param_list(rest if rest.startswith("(") or rest.startswith("<") else "(" + rest)
            labels = labels_of(params or "")
            self.add("init", owner, "init", "(" + "".join(l + ":" for l in labels) + ")", avail, attrs,
                     signature=rest)
            return
        if kw == "func":
            match = re.match(r"([^\s(<]+)", rest)
            if not match:
                return
            name = match.group(1)
            params = param_list(rest[len(name):]) or ""
            labels = labels_of(params)
            kind = "static func" if "static" in mods or "class" in mods.split() else "func"
            self.add(kind, owner, name, "(" + "".join(l + ":" for l in labels) + ")", avail, attrs,
                     signature=rest)
            return
        if kw == "subscript":
            params = param_list(rest) or ""
            labels = labels_of(params)
            self.add("subscript", owner, "subscript", "(" + "".join(l + ":" for l in labels) + ")",
                     avail, attrs, signature=rest)
            return
        if kw in ("var", "let"):
            match = re.match(r"([^\s:]+)", rest)
            if not match:
                return
            name = match.group(1)
            kind = "static var" if "static" in mods or "class" in mods.split() else "var"
            self.add(kind, owner, name, "", avail, attrs, signature=rest)
            return
        if kw == "case":
            for case in split_params(rest):
                name = re.match(r"\s*`?(\w+)`?", case)
                if name:
                    params = param_list(case)
                    labels = "(" + "".join(l + ":" for l in labels_of(params)) + ")" if params else ""
                    self.add("case", owner, name.group(1), labels, avail, attrs, signature=case)

    def add(self, kind, owner, name, labels, avail, attrs, signature=""):
        intro, dep, unavail = avail
        if unavail or name in SKIP_NAMES or name.startswith("_") or name.startswith("`_"):
            return
        if any(part.startswith("_") for part in owner.split(".")):
            return
        if any(a.startswith("@_spi") for a in attrs):
            return
        self.rows.append({
            "module": self.module, "kind": kind, "owner": owner, "name": name.strip("`"),
            "labels": labels, "ios": intro, "deprecated": dep, "signature": signature,
            "disfavored": any(a.startswith("@_disfavoredOverload") for a in attrs)})


FAMILY_BY_CONFORMANCE = [
    ("PrimitiveButtonStyle", "Styles"), ("ButtonStyle", "Styles"), ("ToggleStyle", "Styles"),
    ("PickerStyle", "Styles"), ("ListStyle", "Styles"), ("TextFieldStyle", "Styles"),
    ("LabelStyle", "Styles"), ("NavigationViewStyle", "Styles"), ("TabViewStyle", "Styles"),
    ("DatePickerStyle", "Styles"), ("ProgressViewStyle", "Styles"), ("GaugeStyle", "Styles"),
    ("MenuStyle", "Styles"), ("GroupBoxStyle", "Styles"), ("DisclosureGroupStyle", "Styles"),
    ("FormStyle", "Styles"), ("ControlGroupStyle", "Styles"), ("LabeledContentStyle", "Styles"),
    ("IndexViewStyle", "Styles"), ("NavigationSplitViewStyle", "Styles"),
    ("TableStyle", "Styles"), ("MenuButtonStyle", "Styles"), ("ShapeStyle", "Shape styles and colors"),
    ("Shape", "Shapes"), ("InsettableShape", "Shapes"), ("Gesture", "Gestures"),
    ("Layout", "Layout"), ("Scene", "App structure"), ("App", "App structure"),
    ("Commands", "App structure"), ("ToolbarContent", "Toolbars"),
    ("CustomizableToolbarContent", "Toolbars"), ("DynamicProperty", "State and data flow"),
    ("Transition", "Animation"), ("ViewModifier", "Modifiers (types)"), ("View", "Views"),
]
FAMILY_BY_OWNER = {
    "View": "View modifiers", "Scene": "Scene modifiers", "EnvironmentValues": "Environment values",
    "Text": "Text and fonts", "Font": "Text and fonts", "Font.Weight": "Text and fonts",
    "Font.Design": "Text and fonts", "Font.TextStyle": "Text and fonts", "LocalizedStringKey": "Text and fonts",
    "Image": "Images", "Color": "Shape styles and colors", "Gradient": "Shape styles and colors",
    "Animation": "Animation", "AnyTransition": "Animation", "Transaction": "Animation",
    "Angle": "Geometry", "UnitPoint": "Geometry", "EdgeInsets": "Geometry", "Edge": "Geometry",
    "Edge.Set": "Geometry", "Alignment": "Layout", "HorizontalAlignment": "Layout",
    "VerticalAlignment": "Layout", "GeometryProxy": "Layout", "Path": "Shapes",
    "Binding": "State and data flow", "State": "State and data flow",
    "ToolbarItemPlacement": "Toolbars", "Alert": "Presentation", "ActionSheet": "Presentation",
    "Alert.Button": "Presentation", "ActionSheet.Button": "Presentation",
    "PresentationDetent": "Presentation", "NavigationPath": "Navigation",
    "GraphicsContext": "Drawing", "Canvas": "Drawing", "ImageRenderer": "Drawing",
}


def family(row, conformances, wrappers):
    owner, kind, name = row["owner"], row["kind"], row["name"]
    if row["module"] == "Combine":
        return "Combine"
    top = owner.split(".")[0] if owner else name
    if owner in FAMILY_BY_OWNER:
        return FAMILY_BY_OWNER[owner]
    key = owner if owner else name
    if key in wrappers or top in wrappers:
        return "State and data flow"
    if key.startswith("Accessibility") or name.startswith("accessibility"):
        return "Accessibility"
    if key.endswith("Style") or key.endswith("StyleConfiguration") or "Style." in key:
        return "Styles"
    for candidate in (key, top):
        confs = conformances.get(candidate, set())
        for protocol, fam in FAMILY_BY_CONFORMANCE:
            if protocol in confs or candidate == protocol:
                return fam
    if top in FAMILY_BY_OWNER:
        return FAMILY_BY_OWNER[top]
    if "Navigation" in key:
        return "Navigation"
    if "Toolbar" in key:
        return "Toolbars"
    if "Animation" in key or "Transition" in key or "Spring" in key:
        return "Animation"
    if "Focus" in key:
        return "Focus"
    return "Other types"


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    rows, conformances, wrappers = [], {}, set()
    for path in sys.argv[1:]:
        module = "Combine" if "Combine" in pathlib.Path(path).name else "SwiftUI"
        parser = Parser(module, pathlib.Path(path).read_text()).run()
        rows += parser.rows
        for key, value in parser.conformances.items():
            conformances.setdefault(key, set()).update(value)
        wrappers |= parser.wrappers
    seen = set()
    out = []
    for row in rows:
        row["family"] = family(row, conformances, wrappers)
        key = (row["module"], row["kind"], row["owner"], row["name"], row["labels"],
               clean_type(row["signature"]))
        if key in seen:
            continue
        seen.add(key)
        out.append(row)
    header = [
        "# SwiftUI and Combine public API inventory, generated by Scripts/swiftui-inventory.py.",
        f"# Source: {SOURCE}.",
        "# Columns: id, module, family, kind, owner (type extended or containing), name, argument "
        "labels, iOS introduced, iOS deprecated (version, yes, or empty).",
        "\t".join(["id", "module", "family", "kind", "owner", "name", "labels", "ios", "deprecated"]),
    ]
    lines = []
    for index, row in enumerate(out, 1):
        lines.append("\t".join([f"{index:05d}", row["module"], row["family"], row["kind"], row["owner"],
                                row["name"], row["labels"], row["ios"], row["deprecated"]]))
    OUTPUT.write_text("\n".join(header + lines) + "\n")
    signatures = ROOT / ".build/swiftui-api-signatures.tsv"
    signatures.parent.mkdir(exist_ok=True)
    signatures.write_text("\n".join(
        f"{index:05d}\t{row['signature']}\t{int(row['disfavored'])}" for index, row in enumerate(out, 1)) + "\n")
    # The generic parameters of every type, for the coverage script's probes.
    generics = {}
    for row in out:
        if row["kind"] in ("struct", "enum", "class", "protocol", "actor"):
            full = f"{row['owner']}.{row['name']}" if row["owner"] else row["name"]
            generics[full] = row["signature"]
    (ROOT / ".build/swiftui-api-types.json").write_text(__import__("json").dumps(generics))
    print(f"{OUTPUT.relative_to(ROOT)}: {len(out)} entries")


if __name__ == "__main__":
    main()
