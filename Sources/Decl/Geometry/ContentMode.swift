/// How content fills a space of another shape: whole inside it (`fit`) or covering it
/// (`fill`), keeping its aspect ratio.
///
/// ```swift
/// Image("cover").resizable().aspectRatio(contentMode: .fit)
/// ```
public enum ContentMode: Hashable, Sendable, CaseIterable {
  case fit
  case fill
}
