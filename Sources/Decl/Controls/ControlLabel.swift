// What the controls share: hidden labels, a label's subtitle, styles that run with the node's
// dynamic properties, indicators the renderer draws, and regions a click can land in.

extension EnvironmentValues {
  /// Whether controls inside hide their labels (`labelsHidden()`).
  @Entry package var labelsHidden: Bool = false

  /// Whether this view is drawn by a control (a button's or toggle's label, a style's body):
  /// a tap gesture there belongs to the control, which takes focus and clicks itself.
  @Entry package var isInsideControl: Bool = false
}

extension View {
  /// Hides the labels of the toggles, sliders, steppers and pickers inside; the controls keep
  /// their labels for `TestHost.tap`. A text field's title stays its placeholder.
  public func labelsHidden() -> some View {
    modifier(EnvironmentWriter { $0.labelsHidden = true })
  }

  /// Draws the view grey when `isEnabled` is false, keeping the foreground style otherwise.
  package func disabledForeground(_ isEnabled: Bool) -> some View {
    modifier(
      EnvironmentWriter {
        if !isEnabled { $0.foregroundStyle = Color.gray._erased }
      })
  }
}

/// A control's label as the control shows it: nothing when labels are hidden, and a label of
/// several texts (`VStack { Text("Title"); Text("Subtitle") }`) as a title with its following
/// lines in the secondary colour, as SwiftUI shows a subtitle.
package struct ControlLabel: View {
  package let content: any View
  @Environment(\.labelsHidden) private var labelsHidden

  package init(_ content: any View) { self.content = content }

  package var body: some View {
    if !labelsHidden {
      if let lines = Self.subtitleLines(of: content) {
        VStack(alignment: .leading, spacing: 0) {
          ViewList(
            [lines[0]]
              + lines.dropFirst().map {
                AnyView($0.foregroundStyle(HierarchicalShapeStyle.secondary))
              })
        }
      } else {
        AnyView(content)
      }
    }
  }

  /// The texts of a label made of several texts, directly or in a `VStack`.
  private static func subtitleLines(of view: any View) -> [any View]? {
    switch (view as? any ComposedView)?.composition {
    case .column(let content)?:
      return subtitleLines(of: content)
    case .siblings(let views)?:
      guard views.count >= 2, views.allSatisfy({ $0 is Text }) else { return nil }
      return views
    case .generated?, .alternative?, .modified?, .section?, nil:
      return nil
    }
  }
}

/// Several views, as siblings in the enclosing container.
package struct ViewList: View, ComposedView {
  package let views: [any View]
  package init(_ views: [any View]) { self.views = views }
  package typealias Body = Never
  package var composition: ViewComposition { .siblings(views) }
}

/// Runs a style's `makeBody` with the style's own dynamic properties (`@Environment`,
/// `@State`) installed in this view's node. The view itself must have none of its own, so
/// the style's properties take its slots.
package struct StyledBody: View {
  package let make: @MainActor ((any DynamicPropertyContext)?) -> any View

  package init(_ make: @escaping @MainActor ((any DynamicPropertyContext)?) -> any View) {
    self.make = make
  }

  package var body: some View {
    AnyView(make(DependencyTracking.currentReader as? any DynamicPropertyContext))
  }
}

extension DynamicPropertyInstaller {
  /// Installs a style's dynamic properties, when there is a node to keep them in.
  package static func install<Style>(style: inout Style, context: (any DynamicPropertyContext)?) {
    if let context { install(&style, context: context) }
  }
}

/// Parts of controls the renderer draws itself.
package enum Indicator {
  /// A slider's track with its thumb at `fraction` (0...1) of the way.
  case sliderTrack(fraction: Double)
  /// A progress bar filled to `fraction`; `nil` is an indeterminate bar that moves.
  case progressBar(fraction: Double?)
  /// An indeterminate spinner.
  case spinner
}

/// A view of an indicator.
package struct IndicatorView: View {
  package let indicator: Indicator
  package init(_ indicator: Indicator) { self.indicator = indicator }
  package typealias Body = Never
}

/// Marks part of a control's look that a click can land on (a stepper's minus half, a
/// picker's option), so the renderer can tell which part was clicked.
@MainActor
package protocol ControlRegionMarking {
  var regionID: Int { get }
}

/// Part of a control's look that a click can land on.
package struct ControlRegion<Content: View>: View, ControlRegionMarking {
  package let regionID: Int
  package let content: Content

  package init(_ regionID: Int, @ViewBuilder content: () -> Content) {
    self.regionID = regionID
    self.content = content()
  }

  package var body: some View { content }
}
