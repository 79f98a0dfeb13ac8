import Decl

/// The gallery's "Looks like iOS" section (issue 30): a mail-like app written as an iPhone app
/// is, to compare with the iPhone screen drawn in cells.
enum LooksLikeIOSExamples {
  static let seed = (id: "ios", title: "Looks like iOS")

  static let all: [Example] = [
    Example(
      "mail", seed: "ios",
      title: "Mail: large title, search, badges, swipe actions, toolbars, a sheet, a form"
    ) { _ in
      AnyView(MailApp())
    }
  ]
}
