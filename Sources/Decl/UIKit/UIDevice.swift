import Foundation

/// The device the app runs on: a terminal, which SwiftUI code sees as a phone (the layouts
/// iOS apps choose for `.phone` suit a terminal's width best).
@MainActor @preconcurrency
public final class UIDevice {
  /// The device.
  public static let current = UIDevice()

  private init() {}

  /// The kind of interface: `.phone`.
  public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }

  /// The machine's name (its host name).
  public var name: String { ProcessInfo.processInfo.hostName }

  /// The operating system's name: `Linux`, `macOS` or the like.
  public var systemName: String {
    #if os(Linux)
      "Linux"
    #elseif os(macOS)
      "macOS"
    #elseif os(Windows)
      "Windows"
    #else
      "Unknown"
    #endif
  }

  /// The operating system's version, as `major.minor.patch`.
  public var systemVersion: String {
    let v = ProcessInfo.processInfo.operatingSystemVersion
    return "\(v.majorVersion).\(v.minorVersion).\(v.patchVersion)"
  }

  /// The model: `Terminal`.
  public var model: String { "Terminal" }

  /// The localized model: `Terminal`.
  public var localizedModel: String { model }

  /// The orientation: a terminal is wider than tall, but apps lay out for portrait phones,
  /// so `.portrait`.
  public var orientation: UIDeviceOrientation { .portrait }

  /// A stable identifier for this app on this machine, for the process's lifetime.
  public let identifierForVendor: UUID? = UUID()

  /// Whether battery monitoring is on; the battery is unknown in a terminal.
  public var isBatteryMonitoringEnabled = false

  /// The battery level, -1 when unknown (always, in a terminal).
  public var batteryLevel: Float { -1 }

  /// Whether orientation notifications are sent: accepted.
  public func beginGeneratingDeviceOrientationNotifications() {}

  /// Stops orientation notifications: accepted.
  public func endGeneratingDeviceOrientationNotifications() {}
}

/// The kind of device interface.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone, pad, tv, carPlay
  case mac = 5
  case vision = 6
}

/// How the device is held.
public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

  /// Whether the orientation is portrait.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the orientation is landscape.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
