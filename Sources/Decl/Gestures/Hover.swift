import Foundation

/// Where the pointer is over a view (`onContinuousHover`).
public enum HoverPhase: Equatable, Sendable {
  /// The pointer is over the view, at this point.
  case active(CGPoint)
  /// The pointer left the view.
  case ended
}

extension View {
  /// Runs `action` when the pointer enters (`true`) or leaves (`false`) the view. Decl asks the
  /// terminal for clicks and drags, not for the pointer's every move, so it is not called.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

  /// Runs `action` as the pointer moves over the view. Decl asks the terminal for clicks and
  /// drags, not for the pointer's every move, so it is not called.
  public func onContinuousHover(
    coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (HoverPhase) -> Void
  ) -> some View { self }
}
