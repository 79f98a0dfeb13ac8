/// A focus move a presentation asks for once the next layout has placed its controls.
package enum FocusHandoff {
  /// Focus the first control of newly shown content (an alert's cancel button).
  case firstIn(ViewNode)
  /// Focus again what was focused before the content covering it appeared.
  case restore(ViewNode?)
}
