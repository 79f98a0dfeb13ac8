/// The built-in modifiers the renderer applies itself.
package enum BuiltinModifier {
  case padding(top: Int, leading: Int, bottom: Int, trailing: Int)
  case frame(width: Int?, height: Int?, alignment: Alignment)
  case flexibleFrame(FlexibleFrame)
  case fixedSize(horizontal: Bool, vertical: Bool)
  case layoutPriority(Double)
  case offset(x: Int, y: Int)
  /// A view drawn behind (`background`) or in front of (`overlay`) the content, sized by it.
  case decoration(any View, alignment: Alignment, inFront: Bool)
  case border(AnyShapeStyle, width: Int)
  case hidden
  case environment((inout EnvironmentValues) -> Void)
  case id(AnyHashable)
}

/// The limits of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
package struct FlexibleFrame: Hashable, Sendable {
  package var minWidth: Int?
  package var idealWidth: Int?
  package var maxWidth: Int?
  package var minHeight: Int?
  package var idealHeight: Int?
  package var maxHeight: Int?
  package var alignment: Alignment
}

/// A modifier that is nothing but a built-in description.
package struct BuiltinModifierValue: ViewModifier, PrimitiveModifier {
  package let builtin: BuiltinModifier
  package init(_ builtin: BuiltinModifier) { self.builtin = builtin }
  package typealias Body = Never
}

extension View {
  package func builtin(_ modifier: BuiltinModifier) -> ModifiedContent<Self, BuiltinModifierValue> {
    ModifiedContent(content: self, modifier: BuiltinModifierValue(modifier))
  }
}
