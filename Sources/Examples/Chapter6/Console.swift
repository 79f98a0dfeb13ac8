import Decl

/// Xcode's debug console, for the listings whose actions only `print(_:)`. Writing to standard
/// output would tear the terminal screen, so those listings keep the printed lines in a state
/// property (their own `print(_:)` shadows the global one) and show the latest under the
/// screen, as Xcode shows them under the canvas.
extension View {
  func console(_ lines: [String]) -> some View {
    VStack {
      self.frame(maxWidth: .infinity, maxHeight: .infinity)
      Divider()
      Text(lines.isEmpty ? "Console" : lines.suffix(2).joined(separator: "\n"))
        .foregroundColor(lines.isEmpty ? .secondary : nil)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
  }
}
