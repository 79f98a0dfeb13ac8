import Foundation

// Widgets. A terminal has no home screen to put a widget on; a widget's configuration and
// bundle compile, and its entry view is an ordinary SwiftUI view, which previews and snapshots
// show (`assertSnapshot(of: WidgetEntryView(entry: …))`). WidgetKit's configurations
// (`StaticConfiguration`, `AppIntentConfiguration`) are WidgetKit's, not SwiftUI's.

/// A widget: its kind and configuration (`body`).
@MainActor @preconcurrency
public protocol Widget {
  /// The widget's configuration.
  associatedtype Body: WidgetConfiguration
  /// A widget, as the system makes it.
  init()
  /// The widget's configuration.
  @MainActor @preconcurrency var body: Body { get }
}

/// The widgets an extension offers (`@main struct Widgets: WidgetBundle`).
@MainActor @preconcurrency
public protocol WidgetBundle {
  /// The widgets.
  associatedtype Body: Widget
  /// A bundle, as the system makes it.
  init()
  /// The widgets.
  @WidgetBundleBuilder @MainActor @preconcurrency var body: Body { get }
}

/// What a widget is: its timeline, its views, the families it comes in.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
  /// The configuration this one is made of.
  associatedtype Body: WidgetConfiguration
  /// The configuration this one is made of.
  @MainActor @preconcurrency var body: Body { get }
}

extension Never: WidgetConfiguration {}

extension WidgetConfiguration where Body == Never {
  public var body: Never { fatalError("\(Self.self) is a primitive widget configuration") }
}

/// A configuration with nothing in it.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
  public typealias Body = Never
  public init() {}
}

/// A configuration available on some systems only (`if #available` in a widget bundle).
public struct LimitedAvailabilityConfiguration: WidgetConfiguration {
  public typealias Body = Never
}

/// Widgets listed in a bundle's `body`, in order.
public struct _WidgetGroup: Widget {
  /// The widgets, made as the system makes them.
  package let widgets: [any Widget]

  public init() { widgets = [] }

  package init(_ widgets: [any Widget]) { self.widgets = widgets }

  public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// A widget kept by `buildLimitedAvailability` for `buildOptional`.
public protocol _LimitedAvailabilityWidgetMarker {}

extension _WidgetGroup: _LimitedAvailabilityWidgetMarker {}

/// Builds a bundle's widgets from a block of them.
@resultBuilder
@MainActor @preconcurrency
public struct WidgetBundleBuilder {
  public static func buildExpression<Content: Widget>(_ content: Content) -> Content { content }

  public static func buildBlock() -> some Widget { _WidgetGroup([]) }

  public static func buildBlock<Content: Widget>(_ content: Content) -> some Widget {
    _WidgetGroup([content])
  }

  public static func buildOptional(
    _ widget: (any Widget & _LimitedAvailabilityWidgetMarker)?
  ) -> some Widget {
    _WidgetGroup(widget.map { [$0] } ?? [])
  }

  public static func buildLimitedAvailability(_ widget: some Widget)
    -> any Widget & _LimitedAvailabilityWidgetMarker
  {
    _WidgetGroup([widget])
  }

  public static func buildBlock<C0: Widget, C1: Widget>(
    _ c0: C0, _ c1: C1
  ) -> some Widget {
    _WidgetGroup([c0, c1])
  }

  public static func buildBlock<C0: Widget, C1: Widget, C2: Widget>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> some Widget {
    _WidgetGroup([c0, c1, c2])
  }

  public static func buildBlock<C0: Widget, C1: Widget, C2: Widget, C3: Widget>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> some Widget {
    _WidgetGroup([c0, c1, c2, c3])
  }

  public static func buildBlock<C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> some Widget {
    _WidgetGroup([c0, c1, c2, c3, c4])
  }

  public static func buildBlock<
    C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> some Widget {
    _WidgetGroup([c0, c1, c2, c3, c4, c5])
  }

  public static func buildBlock<
    C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget, C6: Widget
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> some Widget {
    _WidgetGroup([c0, c1, c2, c3, c4, c5, c6])
  }

  public static func buildBlock<
    C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget, C6: Widget, C7: Widget
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> some Widget {
    _WidgetGroup([c0, c1, c2, c3, c4, c5, c6, c7])
  }

  public static func buildBlock<
    C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget, C6: Widget, C7: Widget,
    C8: Widget
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> some Widget {
    _WidgetGroup([c0, c1, c2, c3, c4, c5, c6, c7, c8])
  }

  public static func buildBlock<
    C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget, C6: Widget, C7: Widget,
    C8: Widget, C9: Widget
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> some Widget {
    _WidgetGroup([c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
  }
}
