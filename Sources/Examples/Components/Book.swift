import Decl

/// A book in the list, as in the course's sample data.
struct Book: Identifiable {
  var id = UUID()
  var title: String
  var author: String
  var isbn: String
  var pages: Int
  /// The course shows cover images; a terminal shows a coloured block in the book's colour.
  var coverColor: Color
  var mediumCoverImageName: String { "\(isbn)-M" }
}

extension Book {
  static let samples = [
    Book(
      title: "Changer", author: "Matt Gemmell", isbn: "9781916265202", pages: 476,
      coverColor: .orange),
    Book(
      title: "SwiftUI for Absolute Beginners", author: "Jayant Varma", isbn: "9781484255155",
      pages: 200,
      coverColor: .blue),
    Book(
      title: "Why we sleep: Unlocking the Power of Sleep and Dreams", author: "Matthew Walker",
      isbn: "9781501144325", pages: 368, coverColor: .indigo),
    Book(
      title: "The Hitchhiker's Guide to the Galaxy", author: "Douglas Adams", isbn: "9780671461492",
      pages: 216, coverColor: .green),
  ]
}
