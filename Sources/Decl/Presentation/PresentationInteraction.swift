import Foundation

/// Whether the view behind a sheet takes input; a terminal's sheet covers it and takes it all.
public struct PresentationBackgroundInteraction: Sendable {
  private let name: String

  /// The platform's choice.
  public static var automatic: PresentationBackgroundInteraction { Self(name: "automatic") }
  /// The view behind takes input.
  public static var enabled: PresentationBackgroundInteraction { Self(name: "enabled") }
  /// The view behind takes input while the sheet is at most `detent` tall.
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  {
    Self(name: "enabled")
  }
  /// The view behind takes no input.
  public static var disabled: PresentationBackgroundInteraction { Self(name: "disabled") }
}

/// Whether a swipe on a sheet resizes it or scrolls its content.
public struct PresentationContentInteraction: Equatable, Sendable {
  private let name: String

  /// The platform's choice.
  public static var automatic: PresentationContentInteraction { Self(name: "automatic") }
  /// A swipe resizes the sheet.
  public static var resizes: PresentationContentInteraction { Self(name: "resizes") }
  /// A swipe scrolls the content.
  public static var scrolls: PresentationContentInteraction { Self(name: "scrolls") }
}

/// How a presentation adapts in a compact size; a terminal shows every one as a sheet.
public struct PresentationAdaptation: Sendable {
  private let name: String

  /// The platform's choice.
  public static var automatic: PresentationAdaptation { Self(name: "automatic") }
  /// No adaptation.
  public static var none: PresentationAdaptation { Self(name: "none") }
  /// As a popover.
  public static var popover: PresentationAdaptation { Self(name: "popover") }
  /// As a sheet.
  public static var sheet: PresentationAdaptation { Self(name: "sheet") }
  /// As a full-screen cover.
  public static var fullScreenCover: PresentationAdaptation { Self(name: "fullScreenCover") }
}

extension View {
  /// A terminal's sheet covers what is behind it: accepted and ignored.
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
    -> some View
  {
    self
  }

  /// A terminal's sheet does not resize: accepted and ignored.
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction)
    -> some View
  {
    self
  }

  /// A terminal shows every presentation as a sheet: accepted and ignored.
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    self
  }

  /// A terminal shows every presentation as a sheet: accepted and ignored.
  public func presentationCompactAdaptation(
    horizontal horizontalAdaptation: PresentationAdaptation,
    vertical verticalAdaptation: PresentationAdaptation
  ) -> some View {
    self
  }

  /// A terminal's sheet has square corners: accepted and ignored.
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
}
