/// Which way `accessibilityAdjustableAction` is asked to adjust a value.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  case increment
  case decrement
}
