#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds every `#Preview` and `PreviewProvider` of the running program, without a registration
/// call in user code.
///
/// Swift has no static initialisers, so a preview cannot add itself to a list. Instead the
/// registry reads the protocol conformance records the compiler emits for every image: each
/// `#Preview` expands to a type conforming to `__PreviewRegistration`, and each provider conforms
/// to `PreviewProvider`. The Swift runtime lists every loaded image's metadata sections through
/// `swift_enumerateAllMetadataSections` (exported on Linux and Windows for test discovery);
/// the records' layout is Swift's stable ABI (conformance descriptors, context descriptors,
/// metadata access functions). Where that entry point is missing (Apple platforms), the list
/// is empty.
@MainActor
package enum PreviewRegistry {
  /// Every preview, `#Preview`s in file and line order, then providers by name.
  package static func all() -> [PreviewEntry] {
    var macros: [any __PreviewRegistration.Type] = []
    var providers: [any PreviewProvider.Type] = []
    for type in ConformanceScanner.types(conformingTo: ["__PreviewRegistration", "PreviewProvider"])
    {
      if let macro = type as? any __PreviewRegistration.Type {
        macros.append(macro)
      } else if let provider = type as? any PreviewProvider.Type {
        providers.append(provider)
      }
    }
    macros.sort { ($0.previewFileID, $0.previewLine) < ($1.previewFileID, $1.previewLine) }
    var entries: [PreviewEntry] = []
    var unnamedInFile: [String: Int] = [:]
    for macro in macros {
      let file =
        macro.previewFileID.split(separator: "/").last.map(String.init) ?? macro.previewFileID
      var name = macro.previewName ?? ""
      if name.isEmpty {
        let base = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
        let count = unnamedInFile[base, default: 0] + 1
        unnamedInFile[base] = count
        name = count == 1 ? base : "\(base) \(count)"
      }
      let layout = macro.previewTraits.last { $0.kind != .orientation }?.kind ?? .defaultLayout
      entries.append(
        PreviewEntry(
          name: name, module: String(macro.previewFileID.prefix { $0 != "/" }),
          location: "\(macro.previewFileID):\(macro.previewLine)", layout: layout,
          make: { macro.makePreview() }))
    }
    for provider in providers.sorted(by: { String(describing: $0) < String(describing: $1) }) {
      entries.append(
        PreviewEntry(
          name: String(describing: provider),
          module: String(String(reflecting: provider).prefix { $0 != "." }),
          location: String(reflecting: provider),
          layout: .defaultLayout, make: { previews(of: provider) }))
    }
    return entries
  }

  /// The preview called `name` (exactly, else ignoring case), if there is one.
  package static func preview(named name: String) -> PreviewEntry? {
    let entries = all()
    return entries.first { $0.name == name }
      ?? entries.first { $0.name.lowercased() == name.lowercased() }
  }

  private static func previews<Provider: PreviewProvider>(of provider: Provider.Type) -> any View {
    Provider.previews
  }
}
