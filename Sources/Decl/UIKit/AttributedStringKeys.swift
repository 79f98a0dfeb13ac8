import Foundation

// The text attributes UIKit adds to `NSAttributedString.Key`, which appearance code passes
// (`titleTextAttributes = [.foregroundColor: UIColor.white]`). Foundation outside Apple's
// platforms has the key type but not these keys.
#if !canImport(Darwin)
  extension NSAttributedString.Key {
    /// The text colour (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background colour behind the text (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The font (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// Extra space between letters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline style.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough style.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The paragraph style.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  }
#endif
