// Rotors: named lists of places in a view that VoiceOver's rotor moves through (headings,
// unread messages, links). A terminal has no rotor; the lists are kept on the element, where
// `TestHost` reads them (`TestElement.rotors`).

/// What an `accessibilityRotor` lists: its entries, made by `AccessibilityRotorContentBuilder`.
public protocol AccessibilityRotorContent {}

/// A place a rotor moves to: a label, and the view (by id) or the text range it stands for.
///
/// ```swift
/// .accessibilityRotor("Unread") {
///   ForEach(unread) { message in AccessibilityRotorEntry(message.subject, id: message.id) }
/// }
/// ```
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent, View {
  package let label: Text?
  package let id: ID?
  package let textRange: Range<String.Index>?
  package let prepare: () -> Void

  /// An entry labelled `label` for the view with `id`.
  public init(
    _ label: Text, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping (() -> Void) = {}
  ) {
    self.label = label
    self.id = id
    self.textRange = textRange
    self.prepare = prepare
  }

  /// An entry for the view with `id` in `namespace`.
  public init(
    _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping (() -> Void) = {}
  ) {
    self.init(label, id: id, textRange: textRange, prepare: prepare)
  }

  /// An entry labelled with a localized string for the view with `id`.
  public init(
    _ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping (() -> Void) = {}
  ) {
    self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
  }

  /// An entry labelled with a string for the view with `id`.
  @_disfavoredOverload
  public init<L: StringProtocol>(
    _ label: L, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping (() -> Void) = {}
  ) {
    self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
  }

  /// An entry labelled with a localized string for the view with `id` in `namespace`.
  public init(
    _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID,
    textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}
  ) {
    self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
  }

  /// An entry labelled with a string for the view `id` in `namespace`.
  @_disfavoredOverload
  public init<L: StringProtocol>(
    _ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping (() -> Void) = {}
  ) {
    self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
  }

  /// Draws nothing: an entry is a view only so that `ForEach` can make entries.
  public var body: EmptyView { EmptyView() }
}

extension AccessibilityRotorEntry where ID == Never {
  /// An entry for a range of the element's text.
  public init(
    _ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}
  ) {
    self.label = label
    self.id = nil
    self.textRange = textRange
    self.prepare = prepare
  }

  /// An entry labelled with a localized string for a range of the element's text.
  public init(
    _ labelKey: LocalizedStringKey, textRange: Range<String.Index>,
    prepare: @escaping (() -> Void) = {}
  ) {
    self.init(Text(labelKey), textRange: textRange, prepare: prepare)
  }

  /// An entry labelled with a string for a range of the element's text.
  @_disfavoredOverload
  public init<L: StringProtocol>(
    _ label: L, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}
  ) {
    self.init(Text(label), textRange: textRange, prepare: prepare)
  }
}

/// The entries of rotor content, in order, as labels (an entry without one is "").
@MainActor
package protocol RotorEntryLabels {
  var rotorEntryLabels: [String] { get }
}

extension AccessibilityRotorEntry: RotorEntryLabels {
  package var rotorEntryLabels: [String] { [label?.plainString ?? ""] }
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {}

extension ForEach: RotorEntryLabels where Content: AccessibilityRotorContent {
  package var rotorEntryLabels: [String] {
    data.flatMap { element in
      (content(element) as? any RotorEntryLabels)?.rotorEntryLabels ?? []
    }
  }
}

/// Several rotor contents in a row (what the builder makes of a block).
public struct _AccessibilityRotorGroup: AccessibilityRotorContent {
  package let parts: [any AccessibilityRotorContent]
}

extension _AccessibilityRotorGroup: RotorEntryLabels {
  package var rotorEntryLabels: [String] {
    parts.flatMap { ($0 as? any RotorEntryLabels)?.rotorEntryLabels ?? [] }
  }
}

/// Builds a rotor's entries from a block of `AccessibilityRotorEntry` and `ForEach`.
@resultBuilder
public struct AccessibilityRotorContentBuilder {
  public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content)
    -> Content
  { content }

  public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content)
    -> some AccessibilityRotorContent
  { _AccessibilityRotorGroup(parts: [content]) }

  public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent>(
    _ c0: C0, _ c1: C1
  ) -> some AccessibilityRotorContent {
    _AccessibilityRotorGroup(parts: [c0, c1])
  }

  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> some AccessibilityRotorContent {
    _AccessibilityRotorGroup(parts: [c0, c1, c2])
  }

  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> some AccessibilityRotorContent {
    _AccessibilityRotorGroup(parts: [c0, c1, c2, c3])
  }

  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> some AccessibilityRotorContent {
    _AccessibilityRotorGroup(parts: [c0, c1, c2, c3, c4])
  }

  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> some AccessibilityRotorContent {
    _AccessibilityRotorGroup(parts: [c0, c1, c2, c3, c4, c5])
  }

  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
    C6: AccessibilityRotorContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> some AccessibilityRotorContent {
    _AccessibilityRotorGroup(parts: [c0, c1, c2, c3, c4, c5, c6])
  }

  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
    C6: AccessibilityRotorContent, C7: AccessibilityRotorContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> some AccessibilityRotorContent {
    _AccessibilityRotorGroup(parts: [c0, c1, c2, c3, c4, c5, c6, c7])
  }

  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
    C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> some AccessibilityRotorContent {
    _AccessibilityRotorGroup(parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
  }

  public static func buildBlock<
    C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
    C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent,
    C9: AccessibilityRotorContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> some AccessibilityRotorContent {
    _AccessibilityRotorGroup(parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
  }

  public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?)
    -> some AccessibilityRotorContent
  { _AccessibilityRotorGroup(parts: content.map { [$0] } ?? []) }

  public static func buildEither<First: AccessibilityRotorContent>(first: First)
    -> _AccessibilityRotorGroup
  { _AccessibilityRotorGroup(parts: [first]) }

  public static func buildEither<Second: AccessibilityRotorContent>(second: Second)
    -> _AccessibilityRotorGroup
  { _AccessibilityRotorGroup(parts: [second]) }
}

/// The rotors the system offers, which a view can add entries to.
public struct AccessibilitySystemRotor: Sendable {
  package let name: String

  /// Links; `visited` picks visited or unvisited ones.
  public static func links(visited: Bool) -> AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: visited ? "Visited Links" : "Links")
  }
  /// All links.
  public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "Links") }
  /// Headings of `level`.
  public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "Headings Level \(level.rawValue)")
  }
  /// All headings.
  public static var headings: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "Headings")
  }
  public static var boldText: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "Bold Text")
  }
  public static var italicText: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "Italic Text")
  }
  public static var underlineText: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "Underlined Text")
  }
  public static var misspelledWords: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "Misspelled Words")
  }
  public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "Images") }
  public static var textFields: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "Text Fields")
  }
  public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "Tables") }
  public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "Lists") }
  public static var landmarks: AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: "Landmarks")
  }
}

/// A rotor attached to an element: its name and its entries' labels.
package struct AccessibilityRotorInfo {
  package let name: String
  package let entries: @MainActor () -> [String]
}
