/// How a `Form` arranges its sections (`formStyle`). Every form in a terminal is grouped:
/// sections with their headers, one control a row.
public protocol FormStyle {}

/// The platform's form style: grouped.
public struct AutomaticFormStyle: FormStyle {
  public init() {}
}

/// Sections set apart with their headers, as a `Form` is drawn.
public struct GroupedFormStyle: FormStyle {
  public init() {}
}

/// Labels and controls in two columns on macOS; drawn grouped in a terminal.
public struct ColumnsFormStyle: FormStyle {
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The platform's form style.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  /// Sections set apart with their headers.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// Labels and controls in two columns.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
  /// Sets the style of forms inside; a terminal draws every form grouped: accepted.
  public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
