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
  /// Drawn dim below full opacity, not at all at zero.
  case opacity(Double)
  case environment((inout EnvironmentValues) -> Void)
  case id(AnyHashable)
  /// `onAppear`, `onDisappear`, `onChange`, `task`: no layout of their own.
  case lifecycle(LifecycleEvent)
  /// `focused(_:)` and `focused(_:equals:)`: ties focus of the control inside to a focus state.
  case focusBinding(FocusBinding)
  /// `onExitCommand`: what Escape does when nothing inside used it.
  case exitCommand(@MainActor () -> Void)
  /// A sheet, alert, dialog or pushed screen the content presents while its state says so.
  case presentation(Presentation)
  /// A title or back-button setting for the navigation stack's title bar.
  case navigationBar(NavigationBarPreference)
  /// A `navigationDestination(for:)`: how the stack shows pushed values of one type.
  case destinationBuilder(DestinationBuilder)
}

/// Something that happens as a view comes, changes or goes.
package enum LifecycleEvent {
  case appear(@MainActor () -> Void)
  case disappear(@MainActor () -> Void)
  case change(ChangeObserver)
  case task(TaskSpec)
}

/// The work of a `task` modifier, and the id that restarts it.
package struct TaskSpec {
  package let id: Any?
  /// Whether another spec's id is the same (then the running task is kept).
  package let hasSameID: (TaskSpec) -> Bool
  package let priority: TaskPriority
  package let action: @Sendable () async -> Void

  package init(priority: TaskPriority, action: @escaping @Sendable () async -> Void) {
    self.id = nil
    self.hasSameID = { $0.id == nil }
    self.priority = priority
    self.action = action
  }

  package init<ID: Equatable>(
    id: ID, priority: TaskPriority, action: @escaping @Sendable () async -> Void
  ) {
    self.id = id
    self.hasSameID = { ($0.id as? ID) == id }
    self.priority = priority
    self.action = action
  }
}

/// The value `onChange(of:)` watches and what to do when it changes.
package struct ChangeObserver {
  package let value: Any
  package let isEqual: (Any) -> Bool
  package let action: @MainActor (_ old: Any, _ new: Any) -> Void
  package let initial: Bool

  package init<V: Equatable>(value: V, initial: Bool, action: @escaping @MainActor (V, V) -> Void) {
    self.value = value
    self.isEqual = { ($0 as? V) == value }
    self.action = { old, new in action(old as! V, new as! V) }
    self.initial = initial
  }
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
