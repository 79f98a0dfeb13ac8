/// `inspector(isPresented:content:)`: while presented, the inspector's content is a column at
/// the trailing edge, beside the view and separated from it by a line (as on iPad and macOS;
/// a terminal is wide enough not to need the iPhone's sheet). Its width is what
/// `inspectorColumnWidth` set inside it, or SwiftUI's default of 280 points.
struct InspectorModifier<Inspector: View>: ViewModifier {
  let isPresented: Binding<Bool>
  let inspector: Inspector

  func body(content: Content) -> some View {
    if isPresented.wrappedValue {
      HStack(spacing: 0) {
        content.frame(maxWidth: .infinity, maxHeight: .infinity)
        Divider()
        InspectorColumn(content: inspector)
      }
    } else {
      content
    }
  }
}

/// The inspector's column: as wide as `inspectorColumnWidth` asked, read from inside it.
private struct InspectorColumn<Content: View>: View {
  let content: Content
  @State private var width: InspectorWidth?

  var body: some View {
    content
      .frame(
        minWidth: width?.min, idealWidth: width?.ideal ?? 280, maxWidth: width?.max ?? 280,
        maxHeight: .infinity, alignment: .topLeading
      )
      .onPreferenceChange(InspectorWidthKey.self) { width = $0 }
  }
}

/// The width `inspectorColumnWidth` asked for, in points.
struct InspectorWidth: Equatable, Sendable {
  var min: CGFloat?
  var ideal: CGFloat
  var max: CGFloat?
}

struct InspectorWidthKey: PreferenceKey {
  static let defaultValue: InspectorWidth? = nil
  static func reduce(value: inout InspectorWidth?, nextValue: () -> InspectorWidth?) {
    value = value ?? nextValue()
  }
}

extension View {
  /// Shows `content` in an inspector column at the trailing edge while `isPresented` is true.
  ///
  /// ```swift
  /// NoteList().inspector(isPresented: $showsDetails) { NoteDetails() }
  /// ```
  public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(InspectorModifier(isPresented: isPresented, inspector: content()))
  }

  /// Sets the width of the inspector column this view is the content of.
  public func inspectorColumnWidth(_ width: CGFloat) -> some View {
    preference(
      key: InspectorWidthKey.self, value: InspectorWidth(min: width, ideal: width, max: width))
  }

  /// Sets the least, ideal and largest width of the inspector column this view is the content
  /// of.
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
    -> some View
  {
    preference(key: InspectorWidthKey.self, value: InspectorWidth(min: min, ideal: ideal, max: max))
  }
}
