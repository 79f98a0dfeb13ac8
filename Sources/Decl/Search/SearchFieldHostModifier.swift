/// Where a `searchable` view's field is shown: handed to a navigation stack inside, which
/// shows it under its title bar, or else above the content.
package struct SearchFieldHostModifier: ViewModifier {
  package let field: SearchField
  package typealias Body = Never
}
