import Decl

// Seed 000, episode 1: a list of books, refactored into a row subview (`BookRowView`), a
// shared-style method (`detailLabel(_:)`) and a computed property (`titleLabel`).

struct BooksListView: View {
  var books: [Book] = Book.samples

  var body: some View {
    List(books) { book in
      BookRowView(book: book)
    }
  }
}

struct BookRowView: View {
  var book: Book

  var body: some View {
    HStack(alignment: .top) {
      BookCoverView(book: book)
      VStack(alignment: .leading) {
        titleLabel
        detailLabel("by \(book.author)")
        detailLabel("\(book.pages) pages")
      }
      Spacer()
    }
  }

  var titleLabel: some View {
    Text(book.title)
      .font(.headline)
      .lineLimit(2)
  }

  func detailLabel(_ text: String) -> some View {
    Text(text)
      .font(.subheadline)
      .foregroundColor(.secondary)
      .lineLimit(1)
  }
}

/// Stands in for `Image(book.mediumCoverImageName).resizable().aspectRatio(contentMode: .fit)`:
/// a block in the cover's colour with the title's initial.
struct BookCoverView: View {
  var book: Book

  var body: some View {
    Text(book.title.prefix(1))
      .bold()
      .foregroundColor(.white)
      // The episode gives no size: 40 × 48 points (5 columns, 3 rows) is a portrait cover as
      // tall as the row's three lines of text.
      .frame(width: 40, height: 48)
      .background(book.coverColor)
  }
}
