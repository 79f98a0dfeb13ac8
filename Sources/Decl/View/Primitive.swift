/// What a primitive view or modifier means to the renderer.
///
/// Decl describes; DeclRender interprets. Every view Decl ships either has a `body` made of
/// other views or is a `PrimitiveView` that says here what it is, so the renderer never needs
/// to know the concrete generic types.
@MainActor
package protocol PrimitiveView {
  var primitive: Primitive { get }
}

/// The closed set of things the renderer knows how to reconcile, lay out and draw.
package enum Primitive {
  /// Nothing at all.
  case empty
  /// Several sibling views that flow into the enclosing container (tuples, `Group`).
  case group([any View])
  /// One of several alternatives; a different index is a different identity.
  case branch(Int, any View)
  /// A view whose type is erased; a different wrapped type is a different identity.
  case erased(any View)
  /// Views generated from data, each with an identity.
  case forEach(any ForEachContent)
  /// A view leaf the renderer draws itself.
  case leaf(Leaf)
  /// A container that lays out its content.
  case container(Container, content: any View)
  /// Content changed by a built-in modifier.
  case modified(content: any View, modifier: BuiltinModifier)
  /// Content changed by a user `ViewModifier` with a body.
  case customModifier(content: any View, modifier: any ViewModifier)
  /// The `content` placeholder inside a `ViewModifier.body(content:)`.
  case modifierContent(any View)
  /// An interactive control: focusable, driven by keys.
  case control(Control)
  /// A value pushed on a navigation stack's path, shown by the stack's
  /// `navigationDestination(for:)` for its type.
  case navigationPathPage(AnyHashable)
}

/// The interactive controls the renderer drives.
package enum Control {
  case button(ButtonControl)
  case textField(TextFieldControl)
  case toggle(ToggleControl)
  case slider(SliderControl)
  case stepper(StepperControl)
  case picker(PickerControl)
  /// Any view made focusable or tappable (`focusable()`, `onTapGesture`).
  case focusable(FocusableControl)
  /// A list row that can be selected, deleted or moved.
  case listRow(ListRowControl)
  /// A part of a control the renderer draws itself (a slider's track, a progress bar, a
  /// spinner); never focusable.
  case indicator(Indicator)
}

/// Leaves drawn directly by the renderer.
package enum Leaf {
  case text(Text)
  case fill(AnyShapeStyle)
  case spacer(minLength: Int?)
  case divider
  case image(Image)
}

/// Containers with a layout of their own.
package enum Container {
  case vStack(alignment: HorizontalAlignment, spacing: Int?)
  case hStack(alignment: VerticalAlignment, spacing: Int?)
  case zStack(alignment: Alignment)
  case list
  case form
  case section(header: (any View)?, footer: (any View)?)
  case scrollView(axes: Axis.Set, showsIndicators: Bool)
  /// Shows its top screen under a title bar; the content is the root screen.
  case navigationStack(NavigationStackSpec)
}
