import Foundation

// Padding and backgrounds a container gives its content: a scene's margins, a container's
// background, a palette's selection look, dialog decorations.

/// How much padding `scenePadding(_:edges:)` adds.
public struct ScenePadding: Equatable, Sendable {
  private let name: String
  /// The least padding content of a scene needs: one column across, none down.
  public static let minimum = ScenePadding(name: "minimum")
}

/// The container a `containerBackground` is for.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  private let name: String
  /// A widget's background.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
  /// A navigation stack's or split view's background.
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
}

/// How a palette picker shows its selected option.
public struct PaletteSelectionEffect: Hashable, Sendable {
  private let name: String
  /// The platform's look (Decl's palette draws the selection on the tint colour).
  public static let automatic = PaletteSelectionEffect(name: "automatic")
  /// The option's symbol in `variant` marks the selection.
  public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
    PaletteSelectionEffect(name: "symbolVariant")
  }
  /// The options show the selection themselves.
  public static let custom = PaletteSelectionEffect(name: "custom")
}

extension View {
  /// Pads the view by the platform's scene margins along `edges`: what `.padding()` adds.
  public func scenePadding(_ edges: Edge.Set = .all) -> some View {
    padding(edges)
  }

  /// Pads the view by `padding` along `edges`: the standard padding.
  public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
    self.padding(edges)
  }

  /// Fills the background of the container the view is in (a widget, a navigation stack) with
  /// `style`; Decl fills the view's own frame.
  public func containerBackground<S: ShapeStyle>(
    _ style: S, for container: ContainerBackgroundPlacement
  )
    -> some View
  {
    background(style)
  }

  /// Draws `content` behind the container the view is in; Decl draws it behind the view.
  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View {
    background(alignment: alignment, content: content)
  }

  /// How a palette picker inside shows its selection: accepted (Decl draws it on the tint).
  public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { self }

  /// The icon of dialogs inside (macOS): accepted; a terminal dialog has no icon.
  public func dialogIcon(_ icon: Image?) -> some View { self }

  /// A "do not show again" toggle in dialogs inside (macOS): accepted; Decl's dialogs show no
  /// toggle, so `isSuppressed` is left as it is.
  public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>)
    -> some View
  { self }

  @_disfavoredOverload
  public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>)
    -> some View
  { self }

  public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View {
    self
  }

  public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }

  /// The text type-to-select matches for this row (macOS): accepted; Decl lists have no
  /// type-to-select.
  public func typeSelectEquivalent(_ text: Text?) -> some View { self }

  public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { self }

  @_disfavoredOverload
  public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View { self }

  /// The kind of text a field inside holds, for the keyboard's suggestions: accepted (a
  /// terminal offers none).
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

  /// Presents the find bar of a text editor inside: accepted; a terminal text editor has none.
  public func findNavigator(isPresented: Binding<Bool>) -> some View { self }

  /// Disables find in a text editor inside: accepted (there is no find to disable).
  public func findDisabled(_ isDisabled: Bool = true) -> some View { self }

  /// Disables replace in a text editor inside: accepted (there is no replace to disable).
  public func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }

  /// The document a navigation title's menu shares: accepted (Decl's title has no menu).
  public func navigationDocument(_ url: URL) -> some View { self }
}

/// The kind of text a field holds (UIKit's `UITextContentType`), for keyboards' suggestions.
// swift-format-ignore: AlwaysUseLowerCamelCase
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let name = UITextContentType(rawValue: "name")
  public static let givenName = UITextContentType(rawValue: "givenName")
  public static let familyName = UITextContentType(rawValue: "familyName")
  public static let nickname = UITextContentType(rawValue: "nickname")
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  public static let jobTitle = UITextContentType(rawValue: "jobTitle")
  public static let location = UITextContentType(rawValue: "location")
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  public static let countryName = UITextContentType(rawValue: "countryName")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let URL = UITextContentType(rawValue: "URL")
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  public static let dateTime = UITextContentType(rawValue: "dateTime")
}
