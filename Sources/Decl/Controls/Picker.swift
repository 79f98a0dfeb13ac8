/// A control for choosing one of several tagged options.
///
/// Options are the views of `content` with a `tag(_:)`, or the elements of a `ForEach`, tagged
/// with their ids, when they carry no tag of their own.
///
/// - `.menu` (and `.automatic`): the label, then `‹ current ›`; Left and Right choose the
///   previous and next option; Enter, Space or a click on the current option open a pop-up
///   menu of the options (the current one checked and focused).
/// - `.segmented`: every option in a row, the selected one on the tint colour; Left and Right
///   move the selection, Enter and Space choose the next one (wrapping around).
/// - `.inline` (and `.wheel`, `.radioGroup`): the label, then one option per row with a `✓` at
///   the selected one. Up and Down move a highlight between the rows (and leave the picker past
///   the first or last row, as they move focus elsewhere); Enter or Space choose the
///   highlighted option.
///
/// A click chooses the option under the pointer (`‹` and `›` step a menu picker).
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///   ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  /// The bindings it chooses for: one, or one per source (`Picker(sources:selection:)`).
  private var selections: [Binding<SelectionValue>]
  private let label: Label
  private let content: Content

  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selections = [selection]
    self.content = content()
    self.label = label()
  }

  /// The iOS 13 form, with the label given as a view before the options.
  public init(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.selections = [selection]
    self.content = content()
    self.label = label
  }

  public typealias Body = Never
  /// What the renderer needs of the picker.
  package var control: PickerControl {
    let selections = self.selections
    return PickerControl(
      selection: { selections.first.flatMap { PickerOptions.normalized($0.wrappedValue) } },
      select: { tag in
        guard let value = tag.base as? SelectionValue else { return }
        for selection in selections { selection.wrappedValue = value }
      }, label: label, content: content, identity: [selections, label])
  }
}

extension Picker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker where Label == Decl.Label<Text, Image> {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) {
      Decl.Label(titleKey, systemImage: systemImage)
    }
  }
}

extension Picker {
  /// A picker for several values at once (the selected items' settings): it shows the first
  /// source's value, and choosing an option sets every source's.
  public init<C: RandomAccessCollection>(
    sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selections = sources.map { $0[keyPath: selection] }
    self.content = content()
    self.label = label()
  }
}

extension Picker where Label == Text {
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol>(
    _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content) { Text(title) }
  }
}

extension Picker where Label == Decl.Label<Text, Image> {
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) {
      Decl.Label(title, systemImage: systemImage)
    }
  }

  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content) {
      Decl.Label(titleKey, systemImage: systemImage)
    }
  }

  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol>(
    _ title: S, systemImage: String, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content) {
      Decl.Label(title, systemImage: systemImage)
    }
  }

  /// A picker labelled with a title and an image of the asset catalog.
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Decl.Label(titleKey, image: image) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: ImageResource, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Decl.Label(title, image: image) }
  }

  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content) {
      Decl.Label(titleKey, image: image)
    }
  }

  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol>(
    _ title: S, image: ImageResource, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content) {
      Decl.Label(title, image: image)
    }
  }
}

extension View {
  /// Tags the view, so a `Picker` can tell its options apart by their tags.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    TaggedView(content: self, tag: tag)
  }
}

/// A view with a tag; it looks exactly like its content.
package struct TaggedView<Content: View, Tag: Hashable>: View, ErasedView, TagCarrying {
  package let content: Content
  package let tag: Tag

  package var tagValue: AnyHashable { PickerOptions.normalized(tag) ?? AnyHashable(tag) }
  package var taggedContent: any View { content }

  package typealias Body = Never
  package var erasedContent: any View { content }
}

/// A view that carries a tag.
@MainActor
package protocol TagCarrying {
  var tagValue: AnyHashable { get }
  var taggedContent: any View { get }
}

/// What the renderer needs of a picker.
package struct PickerControl {
  /// The current selection, unwrapped from an optional (nil when there is none).
  package let selection: @MainActor () -> AnyHashable?
  /// Writes an option's tag through the binding, when its type fits.
  package let select: @MainActor (AnyHashable) -> Void
  package let label: any View
  package let content: any View
  /// What tells two pickers apart for equivalence; the content is compared too.
  package let identity: [Any]

  /// The options of the content, in order.
  @MainActor package var options: [PickerOption] { PickerOptions.collect(content) }

  /// The position of the selected option.
  @MainActor package func selectedIndex(in options: [PickerOption]) -> Int? {
    guard let selection = selection() else { return nil }
    return options.firstIndex { $0.tag == selection }
  }
}

/// One option of a picker: its tag and its label.
package struct PickerOption {
  package let tag: AnyHashable
  package let label: any View
}

/// Finds the options of a picker's content.
@MainActor
package enum PickerOptions {
  package static func collect(_ content: any View) -> [PickerOption] {
    var options: [PickerOption] = []
    collect(content, implicitTag: nil, into: &options)
    return options
  }

  /// A selection or tag value with any optional unwrapped, so `Int?` selections match `Int`
  /// tags; nil for `nil`.
  package static func normalized(_ value: Any) -> AnyHashable? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return nil }
      return normalized(wrapped)
    }
    return value as? AnyHashable
  }

  private static func collect(
    _ view: any View, implicitTag: AnyHashable?, into options: inout [PickerOption]
  ) {
    if let tagged = view as? any TagCarrying {
      options.append(PickerOption(tag: tagged.tagValue, label: tagged.taggedContent))
      return
    }
    guard let composition = (view as? any ComposedView)?.composition else {
      if let implicitTag { options.append(PickerOption(tag: implicitTag, label: view)) }
      return
    }
    switch composition {
    case .siblings(let views):
      for child in views { collect(child, implicitTag: nil, into: &options) }
    case .generated(let content):
      for index in 0..<content.count {
        collect(
          content.view(at: index), implicitTag: content.id(at: index).anyHashable, into: &options)
      }
    case .alternative(let content):
      collect(content, implicitTag: implicitTag, into: &options)
    case .section(let content):
      collect(content, implicitTag: nil, into: &options)
    case .modified(let content):
      // A modifier outside the tag (`Text("A").tag(1).bold()`): the option is the whole view.
      let start = options.count
      collect(content, implicitTag: nil, into: &options)
      if options.count == start + 1 {
        options[start] = PickerOption(tag: options[start].tag, label: view)
      } else if options.count == start, let implicitTag {
        options.append(PickerOption(tag: implicitTag, label: view))
      }
    case .column:
      if let implicitTag { options.append(PickerOption(tag: implicitTag, label: view)) }
    }
  }
}

// MARK: - Styles

/// How a picker shows its options. Decl draws the built-in styles (see `Picker`).
public protocol PickerStyle: Sendable {}

/// The layouts the built-in picker styles come down to.
package enum PickerStyleKind: Hashable, Sendable {
  case menu, segmented, inline
}

package protocol BuiltinPickerStyle {
  var kind: PickerStyleKind { get }
}

/// The default: a menu.
public struct DefaultPickerStyle: PickerStyle, BuiltinPickerStyle {
  public init() {}
  package var kind: PickerStyleKind { .menu }
}

/// The label, then `‹ current ›`.
public struct MenuPickerStyle: PickerStyle, BuiltinPickerStyle {
  public init() {}
  package var kind: PickerStyleKind { .menu }
}

/// Every option in a row, the selected one highlighted.
public struct SegmentedPickerStyle: PickerStyle, BuiltinPickerStyle {
  public init() {}
  package var kind: PickerStyleKind { .segmented }
}

/// One option per row, the selected one checked.
public struct InlinePickerStyle: PickerStyle, BuiltinPickerStyle {
  public init() {}
  package var kind: PickerStyleKind { .inline }
}

/// A wheel cannot turn in a terminal: drawn as `.inline`.
public struct WheelPickerStyle: PickerStyle, BuiltinPickerStyle {
  public init() {}
  package var kind: PickerStyleKind { .inline }
}

/// Radio buttons: drawn as `.inline`.
public struct RadioGroupPickerStyle: PickerStyle, BuiltinPickerStyle {
  public init() {}
  package var kind: PickerStyleKind { .inline }
}

/// A row that would push a list of options: drawn as `.menu`.
public struct NavigationLinkPickerStyle: PickerStyle, BuiltinPickerStyle {
  public init() {}
  package var kind: PickerStyleKind { .menu }
}

/// A row of options: drawn as `.segmented`.
public struct PalettePickerStyle: PickerStyle, BuiltinPickerStyle {
  public init() {}
  package var kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension EnvironmentValues {
  /// How pickers inside lay out their options.
  @Entry package var pickerStyleKind: PickerStyleKind = PickerStyleKind.menu
}

extension View {
  /// Styles the pickers inside.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let kind = (style as? any BuiltinPickerStyle)?.kind ?? .menu
    return modifier(EnvironmentWriter { $0.pickerStyleKind = kind })
  }
}

// MARK: - Look

/// The look of a picker in its style.
package struct PickerBody: View {
  package let control: PickerControl
  /// Whether a menu picker's pop-up is open, and what closes it.
  package let isMenuOpen: Bool
  package let closeMenu: @MainActor () -> Void
  @Environment(\.pickerStyleKind) private var kind
  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.tint) private var tint
  @Environment(\.isInList) private var isInList

  package init(
    control: PickerControl, isMenuOpen: Bool = false,
    closeMenu: @escaping @MainActor () -> Void = {}
  ) {
    self.control = control
    self.isMenuOpen = isMenuOpen
    self.closeMenu = closeMenu
  }

  package var body: some View {
    let options = control.options
    let selected = control.selectedIndex(in: options)
    let accent = accentColor
    switch kind {
    case .segmented:
      // iOS: the control fills the width it is offered with segments of equal width, each
      // label centred in its own.
      HStack(spacing: 0) {
        ForEach(0..<options.count) { index in
          ControlRegion(index) {
            AnyView(options[index].label)
              .modifier(
                EnvironmentWriter {
                  if index == selected { $0.foregroundStyle = Color.white._erased }
                }
              )
              .padding(.horizontal, cells: 1)
              .frame(maxWidth: .infinity)
              .background(
                index == selected ? (isEnabled ? accent : Color.systemGray3) : Color.systemGray5)
          }
        }
      }
      .disabledForeground(isEnabled)
    case .inline:
      VStack(alignment: .leading, spacing: 0) {
        ControlLabel(control.label).bold()
        ForEach(0..<options.count) { index in
          ControlRegion(index) {
            HStack {
              Text(index == selected ? "✓" : " ").foregroundColor(accent)
              AnyView(options[index].label)
            }
          }
        }
      }
      .disabledForeground(isEnabled)
    case .menu:
      // iOS 17: the current option and `⌃⌄`; in a form or list row the label leads and they
      // trail in the secondary colour, elsewhere they stand alone in the tint colour.
      HStack {
        if isInList && !labelsHidden {
          ControlLabel(control.label)
          Spacer()
        }
        HStack {
          if let selected { AnyView(options[selected].label) }
          Text("⌃⌄")
        }
        .foregroundColor(isEnabled ? (isInList ? .secondary : accent) : .gray)
        // The options pop up under the current one.
        .presentation(
          Presentation(
            style: .menu, content: isMenuOpen ? menu(options, selected: selected) : nil,
            dismiss: closeMenu))
      }
      .disabledForeground(isEnabled)
    }
  }

  /// A menu picker's pop-up: every option, the current one checked (and focused first).
  private func menu(_ options: [PickerOption], selected: Int?) -> some View {
    MenuPopup(dismiss: DismissAction(token: nil, action: closeMenu)) {
      ForEach(0..<options.count) { index in
        Button {
          control.select(options[index].tag)
        } label: {
          CellStackLayout(.horizontal, spacing: 1) {
            Text(index == selected ? "✓" : " ").foregroundColor(accentColor)
            AnyView(options[index].label)
          }
        }
        .environment(\.prefersInitialFocus, index == (selected ?? 0))
      }
    }
  }

  private var accentColor: Color { isEnabled ? (tint ?? .accentColor) : Color.gray }
}
