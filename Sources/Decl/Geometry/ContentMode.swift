/// How content fills a space of another shape, keeping its aspect ratio: whole inside it
/// (`fit`) or covering it (`fill`).
public enum ContentMode: Hashable, Sendable, CaseIterable {
  case fit
  case fill
}
