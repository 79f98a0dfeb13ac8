/// The size of controls: bordered buttons get more padding as they grow.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge

  /// Columns on each side of a bordered button's label.
  package var horizontalPadding: Int {
    switch self {
    case .mini: 0
    case .small, .regular: 1
    case .large: 2
    case .extraLarge: 3
    }
  }

  /// Rows above and below a bordered button's label.
  package var verticalPadding: Int {
    switch self {
    case .mini, .small, .regular: 0
    case .large, .extraLarge: 1
    }
  }
}

extension EnvironmentValues {
  /// The size of controls inside.
  @Entry public var controlSize: ControlSize = ControlSize.regular
}

extension View {
  /// Sets the size of controls inside.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    environment(\.controlSize, controlSize)
  }
}
