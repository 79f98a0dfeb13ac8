import Foundation

// Small option values that tune how SwiftUI presents controls, badges and dialogs. Where a
// terminal can follow one it does (named on each); the rest are kept in the environment and
// listed in the README's differences table.

/// How prominent the badges inside are (`badgeProminence(_:)`).
public struct BadgeProminence: Hashable, Sendable {
  package let level: Int
  /// Less prominent than standard: drawn dimmed.
  public static let decreased = BadgeProminence(level: -1)
  /// The standard prominence.
  public static let standard = BadgeProminence(level: 0)
  /// More prominent than standard: drawn bold.
  public static let increased = BadgeProminence(level: 1)
}

/// Whether holding a button down runs its action again and again (`buttonRepeatBehavior`).
public struct ButtonRepeatBehavior: Hashable, Sendable {
  package let name: String
  /// The platform's choice: no repeat.
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  /// Holding the button (a held key) repeats its action.
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  /// The action runs once per press.
  public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// How severe an alert or confirmation dialog is.
public struct DialogSeverity: Equatable, Sendable {
  package let name: String
  /// The platform's choice.
  public static let automatic = DialogSeverity(name: "automatic")
  /// A dialog about something that cannot be undone.
  public static let critical = DialogSeverity(name: "critical")
  /// An ordinary dialog.
  public static let standard = DialogSeverity(name: "standard")
}

/// Whether choosing a menu's action closes the menu.
public struct MenuActionDismissBehavior: Equatable, Sendable {
  package let name: String
  /// The platform's choice: closes.
  public static let automatic = MenuActionDismissBehavior(name: "automatic")
  /// Closes the menu.
  public static let enabled = MenuActionDismissBehavior(name: "enabled")
  /// Leaves the menu open.
  public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

/// How a palette-style picker marks its selected option.
public struct PaletteSelectionEffect: Sendable, Equatable {
  package let name: String
  package let variant: SymbolVariants?
  /// The platform's choice.
  public static let automatic = PaletteSelectionEffect(name: "automatic", variant: nil)
  /// The selected option's symbol takes `variant`.
  public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
    PaletteSelectionEffect(name: "symbolVariant", variant: variant)
  }
  /// The options draw the selection themselves.
  public static let custom = PaletteSelectionEffect(name: "custom", variant: nil)
}

/// How tall rows of a sidebar list are.
public enum SidebarRowSize: Sendable {
  case small
  case medium
  case large
}

/// How prominent the background behind views is (`backgroundProminence`).
public struct BackgroundProminence: Hashable, Sendable {
  package let level: Int
  /// An ordinary background.
  public static let standard = BackgroundProminence(level: 0)
  /// A prominent background, such as a selected row's.
  public static let increased = BackgroundProminence(level: 1)
}

/// The language text is typeset for (line height and hyphenation of its script).
public struct TypesettingLanguage: Sendable, Equatable {
  package let language: Locale.Language?
  /// The language of the text itself.
  public static let automatic = TypesettingLanguage(language: nil)
  /// Typesets as `language`.
  public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
    TypesettingLanguage(language: language)
  }
}

/// How dictation starts in a text input.
public struct TextInputDictationBehavior: Equatable, Sendable {
  package let name: String
  /// The platform's choice.
  public static let automatic = TextInputDictationBehavior(name: "automatic")
  /// Dictation appears in the field itself, started as `activation` says.
  public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior
  {
    TextInputDictationBehavior(name: "inline \(activation.name)")
  }
}

/// What starts inline dictation.
public struct TextInputDictationActivation: Equatable, Sendable {
  package let name: String
  /// Selecting the field.
  public static let onSelect = TextInputDictationActivation(name: "onSelect")
  /// Looking at the field.
  public static let onLook = TextInputDictationActivation(name: "onLook")
}

/// Padding around a scene's content that the platform chooses.
public struct ScenePadding: Equatable, Sendable {
  package let name: String
  /// The smallest padding that keeps content off the scene's edges.
  public static let minimum = ScenePadding(name: "minimum")
}

/// How a shape or view responds to a right-to-left layout.
public enum LayoutDirectionBehavior: Hashable, Sendable {
  /// Never mirrored.
  case fixed
  /// Mirrored when the layout direction is `in`.
  case mirrors(in: LayoutDirection)
  /// Mirrored in right-to-left layouts.
  public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

/// The tint of a list row's icons (`listItemTint`).
public struct ListItemTint: Sendable {
  package let color: Color?
  package let isFixed: Bool
  /// Always `tint`, whatever the user's accent colour.
  public static func fixed(_ tint: Color) -> ListItemTint {
    ListItemTint(color: tint, isFixed: true)
  }
  /// `tint`, unless the platform prefers the user's accent colour.
  public static func preferred(_ tint: Color) -> ListItemTint {
    ListItemTint(color: tint, isFixed: false)
  }
  /// The primary colour, no tint.
  public static let monochrome = ListItemTint(color: .primary, isFixed: true)
}

/// The editing actions a `List` or `ForEach` over a binding offers its rows.
public struct EditActions<Data>: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Swipe (or Delete) to remove a row.
  public static var delete: EditActions<Data> { EditActions(rawValue: 1 << 0) }
  /// Move rows.
  public static var move: EditActions<Data> { EditActions(rawValue: 1 << 1) }
  /// Every action.
  public static var all: EditActions<Data> { [.delete, .move] }
}

/// Where search suggestions show.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
  package let name: String
  /// The platform's choice: Decl shows them in rows under the search field.
  public static let automatic = SearchSuggestionsPlacement(name: "automatic")
  /// In a menu under the field.
  public static let menu = SearchSuggestionsPlacement(name: "menu")
  /// In the searchable view's content.
  public static let content = SearchSuggestionsPlacement(name: "content")

  /// A set of placements.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// In a menu.
    public static let menu = Set(rawValue: 1 << 0)
    /// In the content.
    public static let content = Set(rawValue: 1 << 1)
  }
}

/// When a searchable view shows its search scopes.
public struct SearchScopeActivation: Sendable {
  package let name: String
  /// The platform's choice: shown.
  public static var automatic: SearchScopeActivation { SearchScopeActivation(name: "automatic") }
  /// Once the user types in the search field.
  public static var onTextEntry: SearchScopeActivation {
    SearchScopeActivation(name: "onTextEntry")
  }
  /// While search is presented.
  public static var onSearchPresentation: SearchScopeActivation {
    SearchScopeActivation(name: "onSearchPresentation")
  }
}

/// Whether the pointer is over a view, and where (`onContinuousHover`).
public enum HoverPhase: Equatable {
  /// The pointer is over the view at this point.
  case active(CGPoint)
  /// The pointer left the view.
  case ended
}
