import Foundation

/// A task the system runs while the app is in the background (an app refresh, the end of a
/// background URL session). A terminal program runs only while it is open, so the system never
/// starts these; `backgroundTask(_:action:)` is kept.
public struct BackgroundTask<Request, Response>: Sendable {
  package let name: String
}

extension BackgroundTask {
  /// Background URL sessions, by identifier.
  public static var urlSession: BackgroundTask<String, Void> {
    BackgroundTask<String, Void>(name: "urlSession")
  }

  /// The background URL session with `identifier`.
  public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
    BackgroundTask<Void, Void>(name: "urlSession \(identifier)")
  }

  /// Background URL sessions whose identifiers `matching` accepts.
  public static func urlSession(matching: @escaping @Sendable (String) -> Bool)
    -> BackgroundTask<String, Void>
  {
    BackgroundTask<String, Void>(name: "urlSession matching")
  }

  /// The app refresh task with `identifier`.
  public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
    BackgroundTask<Void, Void>(name: "appRefresh \(identifier)")
  }
}

extension WidgetConfiguration {
  /// Runs `action` when the system starts `task` for the widget: kept (never started).
  public func backgroundTask<D: Sendable, R: Sendable>(
    _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
  ) -> some WidgetConfiguration {
    self
  }
}

extension Scene {
  /// Runs `action` when the system starts `task` in the background: kept (a terminal program
  /// is not started in the background).
  public func backgroundTask<D: Sendable, R: Sendable>(
    _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
  ) -> some Scene {
    self
  }
}
