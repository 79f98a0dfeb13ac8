import Foundation

// What VoiceOver's speech and typesetting do with text. A terminal speaks nothing and sets every
// script in the terminal's font, so each is accepted and the text is drawn as it is.

extension Text {
  /// VoiceOver reads the punctuation too; a terminal speaks nothing, so the text is unchanged.
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
  /// VoiceOver spells the text letter by letter; the text is unchanged.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
  /// VoiceOver raises or lowers its pitch; the text is unchanged.
  public func speechAdjustedPitch(_ value: Double) -> Text { self }
  /// VoiceOver queues the announcement; the text is unchanged.
  public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
  /// The language whose line heights the text is set with; a terminal has one line height.
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
    self
  }
  /// The language whose line heights the text is set with; a terminal has one line height.
  public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text {
    self
  }
  /// A smaller (`.secondary`) size for the text; a terminal cell has one size, so it is drawn
  /// at the usual one.
  public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }

  /// A size for text relative to its font.
  public struct Scale: Hashable, Sendable {
    private let name: String
    /// The font's own size.
    public static let `default` = Scale(name: "default")
    /// A smaller size, for text beside text of the usual size.
    public static let secondary = Scale(name: "secondary")
  }
}

extension View {
  /// VoiceOver reads punctuation in the text inside; a terminal speaks nothing: accepted.
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
  /// VoiceOver spells the text inside; a terminal speaks nothing: accepted.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }
  /// VoiceOver's pitch for the text inside; a terminal speaks nothing: accepted.
  public func speechAdjustedPitch(_ value: Double) -> some View { self }
  /// VoiceOver queues announcements of the text inside; a terminal speaks nothing: accepted.
  public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
  /// The language whose line heights text inside is set with; a terminal has one line height.
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true)
    -> some View
  { self }
  /// The language whose line heights text inside is set with; a terminal has one line height.
  public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true)
    -> some View
  { self }
  /// A smaller size for text inside; a terminal cell has one size: accepted.
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
}

/// The language text is typeset for.
public struct TypesettingLanguage: Sendable {
  private let language: Locale.Language?
  /// The language of the text, as the system judges it.
  public static let automatic = TypesettingLanguage(language: nil)
  /// A given language.
  public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
    TypesettingLanguage(language: language)
  }
}
