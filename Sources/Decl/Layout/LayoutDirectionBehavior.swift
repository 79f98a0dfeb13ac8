/// Whether a view or shape mirrors in a right-to-left layout. Decl lays out left to right, so
/// nothing mirrors; the value is kept for code that reads it.
public enum LayoutDirectionBehavior: Hashable, Sendable {
  /// Never mirrors.
  case fixed
  /// Mirrors when the layout direction is `direction`.
  case mirrors(in: LayoutDirection)

  /// Mirrors in a right-to-left layout.
  public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}
