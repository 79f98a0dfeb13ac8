import Foundation

/// A space frames are measured in (`GeometryProxy.frame(in:)`): the screen, the view itself,
/// or an ancestor named with `coordinateSpace(_:)`.
public enum CoordinateSpace: Hashable {
  /// The whole screen.
  case global
  /// The view's own bounds: its frame's origin is zero.
  case local
  /// The nearest ancestor given this name with `coordinateSpace(name:)`.
  case named(AnyHashable)

  public var isGlobal: Bool { self == .global }
  public var isLocal: Bool { self == .local }
}

/// A coordinate space written the iOS 17 way: `.global`, `.local`, `.named("scroll")`,
/// `.scrollView`.
public protocol CoordinateSpaceProtocol {
  /// The space as a `CoordinateSpace`.
  var coordinateSpace: CoordinateSpace { get }
}

/// The screen's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space, or the nearest scroll view's.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
  package enum Name: Hashable {
    case name(AnyHashable)
    /// The visible part of the nearest scroll view.
    case scrollView
  }

  package let name: Name

  package init(_ name: Name) { self.name = name }

  public var coordinateSpace: CoordinateSpace {
    switch name {
    case .name(let name): .named(name)
    case .scrollView: .named(NamedCoordinateSpace.scrollViewName)
    }
  }

  /// The name the scroll view space goes by as a `CoordinateSpace`.
  package static var scrollViewName: AnyHashable { AnyHashable("Decl.scrollView") }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The screen.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own bounds.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The nearest ancestor named `name` with `coordinateSpace(_:)`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(.name(AnyHashable(name)))
  }

  /// The visible part of the nearest enclosing scroll view.
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(.scrollView) }

  /// The visible part of the nearest enclosing scroll view along `axis`.
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
    NamedCoordinateSpace(.scrollView)
  }
}

extension View {
  /// Names this view's bounds, so views inside can measure frames in it:
  /// `geometry.frame(in: .named("board"))`.
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(CoordinateSpaceModifier(name: name.coordinateSpace))
  }

  /// Names this view's bounds (the iOS 13 spelling of `coordinateSpace(.named(name))`).
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    modifier(CoordinateSpaceModifier(name: .named(AnyHashable(name))))
  }
}

/// `coordinateSpace(_:)`: names the modified view's bounds. It changes no layout.
package struct CoordinateSpaceModifier: ViewModifier {
  package let name: CoordinateSpace

  package typealias Body = Never
}
