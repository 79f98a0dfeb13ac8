import Testing

/// Every view `Decl` declares with `Body == Never` has a behaviour in `DeclRender`. The compiler
/// checks that a primitive view names its behaviour's type (`PrimitiveNodeView.Behavior`), but
/// it cannot see from `Decl` that `DeclRender` gives a view a behaviour at all; without one the
/// view's node would run its `body` and stop the program. This scan is that missing check.
@Suite struct PrimitiveViewTests {
  /// Protocols through which a view or modifier gets a behaviour.
  static let primitiveProtocols: Set<Substring> = [
    "PrimitiveNodeView", "AnyPrimitiveNodeView", "PrimitiveNodeModifier", "SiblingViews",
  ]

  @Test func everyViewWithoutABodyHasABehaviour() {
    let declarations = SourceScan(target: "Decl").declarations()
    // Scenes and commands with `Body == Never` are read by the app runner, not the graph, and
    // widget configurations by nothing; `Never` is the body type itself.
    let withoutBody = Set(
      declarations.filter { declaration in
        declaration.body.contains { $0.contains("typealias Body = Never") }
          && !declaration.header.contains("Scene") && !declaration.header.contains("Commands")
          && !declaration.header.contains("WidgetConfiguration")
          && declaration.name != "Never"
      }.map(\.name))
    let withBehaviour = Set(
      SourceScan(target: "DeclRender").declarations().filter { declaration in
        declaration.kind == "extension"
          && SourceScan.identifiers(in: declaration.header).contains {
            Self.primitiveProtocols.contains($0)
          }
      }.map(\.name))
    #expect(withoutBody.count > 50, "the scan found the primitive views")
    #expect(withoutBody.subtracting(withBehaviour).sorted() == [])
  }
}
