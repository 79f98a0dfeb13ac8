/// A type that gives previews of views, as Xcode's canvas reads them: `swift run App --preview`
/// lists each provider, and `assertPreviewSnapshots()` snapshots it.
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///   static var previews: some View { ContentView() }
/// }
/// ```
public protocol PreviewProvider {
  /// The type of view the previews are.
  associatedtype Previews: View

  /// The views to preview.
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }

  /// The platform to preview on; a terminal is the one platform, so it changes nothing.
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// No platform is named.
  public static var platform: PreviewPlatform? { nil }
}

/// A platform a preview may name: accepted; previews show in the terminal.
public enum PreviewPlatform: Sendable {
  case iOS, macOS, tvOS, watchOS, visionOS
}
