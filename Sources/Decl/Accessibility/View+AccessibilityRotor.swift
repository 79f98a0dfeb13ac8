// `accessibilityRotor`: a named list of places in the view, for VoiceOver's rotor. The entries
// are made when read, as SwiftUI makes them (lazily), and `TestHost` lists their labels.

extension View {
  /// Attaches a rotor named `label` with the entries `entries` builds.
  ///
  /// ```swift
  /// .accessibilityRotor("Unread") {
  ///   ForEach(unread) { AccessibilityRotorEntry($0.subject, id: $0.id) }
  /// }
  /// ```
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    rotor(label.plainString) { (entries() as? any RotorEntryLabels)?.rotorEntryLabels ?? [] }
  }

  /// Adds entries to a system rotor (headings, links, …).
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ systemRotor: AccessibilitySystemRotor,
    @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    rotor(systemRotor.name) {
      (entries() as? any RotorEntryLabels)?.rotorEntryLabels ?? []
    }
  }

  /// Attaches a rotor named with a localized string.
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ labelKey: LocalizedStringKey,
    @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    accessibilityRotor(Text(labelKey), entries: entries)
  }

  /// Attaches a rotor named with a string.
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
    _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    accessibilityRotor(Text(label), entries: entries)
  }

  /// Attaches a rotor whose entries are `entries`, labelled by `entryLabel`.
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    rotor(rotorLabel.plainString) { entries.map { $0[keyPath: entryLabel] } }
  }

  /// Attaches a rotor whose entries are `entries`, identified by `entryID`.
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    rotor(rotorLabel.plainString) { entries.map { $0[keyPath: entryLabel] } }
  }

  /// Adds `entries` to a system rotor.
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    rotor(systemRotor.name) { entries.map { $0[keyPath: entryLabel] } }
  }

  /// Adds `entries`, identified by `entryID`, to a system rotor.
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
    entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    rotor(systemRotor.name) { entries.map { $0[keyPath: entryLabel] } }
  }

  /// Attaches a rotor named with a localized string over `entries`.
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel],
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    accessibilityRotor(Text(rotorLabelKey), entries: entries, entryLabel: entryLabel)
  }

  /// Attaches a rotor named with a string over `entries`.
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
    _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    accessibilityRotor(Text(rotorLabel), entries: entries, entryLabel: entryLabel)
  }

  /// Attaches a rotor named with a localized string over `entries`, identified by `entryID`.
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel],
    entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    accessibilityRotor(
      Text(rotorLabelKey), entries: entries, entryID: entryID, entryLabel: entryLabel)
  }

  /// Attaches a rotor named with a string over `entries`, identified by `entryID`.
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
    _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    accessibilityRotor(
      Text(rotorLabel), entries: entries, entryID: entryID, entryLabel: entryLabel)
  }

  /// Attaches a rotor over ranges of the view's text; each entry is the text in its range
  /// when the view is a `Text`, else "".
  public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
    let text = (self as? Text)?.plainString
    return rotor(label.plainString) {
      textRanges.map { range in
        guard let text, range.upperBound <= text.endIndex else { return "" }
        return String(text[range])
      }
    }
  }

  /// Adds ranges of the view's text to a system rotor.
  public func accessibilityRotor(
    _ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]
  ) -> some View {
    accessibilityRotor(Text(systemRotor.name), textRanges: textRanges)
  }

  /// Attaches a rotor named with a localized string over ranges of the view's text.
  public func accessibilityRotor(
    _ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]
  ) -> some View {
    accessibilityRotor(Text(labelKey), textRanges: textRanges)
  }

  /// Attaches a rotor named with a string over ranges of the view's text.
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol>(
    _ label: L, textRanges: [Range<String.Index>]
  ) -> some View {
    accessibilityRotor(Text(label), textRanges: textRanges)
  }

  private func rotor(_ name: String, entries: @escaping @MainActor () -> [String])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment {
      $0.rotors.append(AccessibilityRotorInfo(name: name, entries: entries))
    }
  }
}
