import Decl

// Listing 6-45: storing data in an observable object. The model of the examples that follow:
// `@Observable` makes every stored property report reads and changes, so views that read
// them redraw when they change. (In the book the class lives in ApplicationData.swift.)
enum Listing6_45 {
  @Observable final class ApplicationData {
    var title: String = "Default Title"
    var titleInput: String = ""
  }
}
