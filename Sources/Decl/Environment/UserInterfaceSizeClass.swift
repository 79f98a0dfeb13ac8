/// How much room there is along one axis, as SwiftUI's size classes say it: Decl takes it from
/// the terminal's size (regular from 60 columns wide and from 24 rows high; see the README).
///
/// ```swift
/// @Environment(\.horizontalSizeClass) private var horizontalSizeClass
/// var body: some View {
///   if horizontalSizeClass == .compact { VStack { content } } else { HStack { content } }
/// }
/// ```
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
  case compact
  case regular

  /// The size class of a terminal `columns` wide: regular from 60 columns, where a split view
  /// shows its columns side by side.
  package static func horizontal(columns: Int) -> UserInterfaceSizeClass {
    columns >= 60 ? .regular : .compact
  }

  /// The size class of a terminal `rows` high: regular from 24 rows (a phone held sideways is
  /// about 24 rows of 16 points).
  package static func vertical(rows: Int) -> UserInterfaceSizeClass {
    rows >= 24 ? .regular : .compact
  }
}

extension EnvironmentValues {
  /// The horizontal size class: `.regular` from 60 terminal columns, else `.compact`.
  @Entry public var horizontalSizeClass: UserInterfaceSizeClass? = nil

  /// The vertical size class: `.regular` from 24 terminal rows, else `.compact`.
  @Entry public var verticalSizeClass: UserInterfaceSizeClass? = nil
}
