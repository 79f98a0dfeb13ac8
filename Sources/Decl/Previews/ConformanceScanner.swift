#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the Swift runtime's protocol conformance records to find the types that conform to
/// some of Decl's protocols (see `PreviewRegistry` for why).
enum ConformanceScanner {
  /// The non-generic types that conform to a protocol of Decl named in `protocolNames`.
  static func types(conformingTo protocolNames: Set<String>) -> [Any.Type] {
    guard let enumerate = enumerateAllMetadataSections else { return [] }
    let search = Search(protocolNames: protocolNames)
    withExtendedLifetime(search) {
      enumerate(
        { sections, context in
          let search = Unmanaged<Search>.fromOpaque(context!).takeUnretainedValue()
          search.scan(sections: sections)
          return true
        }, Unmanaged.passUnretained(search).toOpaque())
    }
    return search.found
  }

  private typealias SectionVisitor =
    @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) ->
    Bool
  private typealias Enumerate = @convention(c) (SectionVisitor, UnsafeMutableRawPointer?) -> Void
  private typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer?

  private static let enumerateAllMetadataSections: Enumerate? = {
    guard let handle = dlopen(nil, RTLD_NOW),
      let symbol = dlsym(handle, "swift_enumerateAllMetadataSections")
    else { return nil }
    return unsafeBitCast(symbol, to: Enumerate.self)
  }()

  private final class Search {
    let protocolNames: Set<String>
    var found: [Any.Type] = []

    init(protocolNames: Set<String>) { self.protocolNames = protocolNames }

    /// Scans one image's `swift5_protocol_conformances` section. `MetadataSections` is
    /// { version, reserved, next, prev, swift5_protocols (start, length),
    /// swift5_protocol_conformances (start, length), … }, all pointer-sized.
    func scan(sections: UnsafeRawPointer) {
      let word = MemoryLayout<UInt>.size
      let start = sections.load(fromByteOffset: word * 6, as: UInt.self)
      let length = sections.load(fromByteOffset: word * 7, as: UInt.self)
      guard let base = UnsafeRawPointer(bitPattern: start), length > 0 else { return }
      for offset in stride(from: 0, to: Int(length), by: 4) {
        guard let descriptor = relative(base + offset) else { continue }
        visit(conformance: descriptor)
      }
    }

    /// A conformance descriptor: { protocol (indirectable relative), type reference
    /// (relative), witness table pattern (relative), flags }.
    private func visit(conformance: UnsafeRawPointer) {
      guard let proto = indirectable(conformance), isWanted(protocol: proto) else { return }
      let flags = conformance.load(fromByteOffset: 12, as: UInt32.self)
      let typeReference = conformance + 4
      let descriptor: UnsafeRawPointer?
      switch (flags >> 3) & 0x7 {
      case 0: descriptor = relative(typeReference)
      case 1: descriptor = relative(typeReference)?.load(as: UnsafeRawPointer?.self)
      default: descriptor = nil  // Objective-C classes
      }
      guard let descriptor, let type = metadata(of: descriptor) else { return }
      found.append(type)
    }

    /// A protocol descriptor { flags, parent, name } of Decl with one of the wanted names.
    private func isWanted(protocol proto: UnsafeRawPointer) -> Bool {
      guard let name = relative(proto + 8),
        protocolNames.contains(String(cString: name.assumingMemoryBound(to: CChar.self))),
        let parent = indirectable(proto + 4), let moduleName = relative(parent + 8)
      else { return false }
      return String(cString: moduleName.assumingMemoryBound(to: CChar.self)) == "Decl"
    }

    /// The type of a non-generic struct, enum or class descriptor { flags, parent, name,
    /// access function, … }, through its metadata access function.
    private func metadata(of descriptor: UnsafeRawPointer) -> Any.Type? {
      let flags = descriptor.load(as: UInt32.self)
      let kind = flags & 0x1F
      guard (16...18).contains(kind), flags & 0x80 == 0, let accessor = relative(descriptor + 12)
      else { return nil }
      let access = unsafeBitCast(accessor, to: MetadataAccessor.self)
      guard let metadata = access(0) else { return nil }
      return unsafeBitCast(metadata, to: Any.Type.self)
    }

    /// The target of a 32-bit relative pointer at `address` (nil when it is 0).
    private func relative(_ address: UnsafeRawPointer) -> UnsafeRawPointer? {
      let offset = address.load(as: Int32.self)
      return offset == 0 ? nil : address + Int(offset)
    }

    /// The target of a relative pointer whose low bit says it points at a pointer to the target.
    private func indirectable(_ address: UnsafeRawPointer) -> UnsafeRawPointer? {
      let offset = address.load(as: Int32.self)
      guard offset != 0 else { return nil }
      let target = address + Int(offset & ~1)
      return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
    }
  }
}
