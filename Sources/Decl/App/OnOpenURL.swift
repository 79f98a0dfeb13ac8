import Foundation

extension View {
  /// Runs `action` when the app is asked to open a URL. A terminal program is not sent URLs:
  /// accepted and ignored.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}
