/// One preview of the program: a `#Preview` or a `PreviewProvider`.
@MainActor
package struct PreviewEntry {
  /// The name `--preview` and snapshot files use: the `#Preview`'s name, else its file's name
  /// (numbered when the file has several unnamed previews), or the provider type's name.
  package let name: String
  /// The module it is written in.
  package let module: String
  /// Where it is written (`Module/File.swift:12`), or the provider type's full name.
  package let location: String
  /// How large it is shown: the last layout trait given to `#Preview`.
  package let layout: PreviewTrait<Preview.ViewTraits>.Kind
  /// Makes the previewed view.
  package let make: @MainActor () -> any View

  /// The previewed view, laid out as its traits say: at its ideal size for
  /// `.sizeThatFitsLayout`, in a frame of the given points for `.fixedLayout`, top-leading.
  package func view() -> AnyView {
    let content = AnyView(make())
    switch layout {
    case .sizeThatFits:
      return AnyView(
        content.fixedSize().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      )
    case .fixed(let width, let height):
      return AnyView(
        content.frame(width: width, height: height)
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    case .defaultLayout, .orientation:
      return content
    }
  }
}
