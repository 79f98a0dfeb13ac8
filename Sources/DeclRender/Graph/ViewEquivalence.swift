import Decl

/// Decides whether a new view value is the same as the old one, so its body need not run again.
///
/// `Equatable` views compare with `==`. Other values compare field by field: equatable fields
/// with `==`, objects by identity, bindings by what they point at, dynamic properties as equal
/// (their values live in the node, not the view). Closures and anything else unknown count as
/// changed, so a skip is only taken when it is certainly safe.
@MainActor
enum ViewEquivalence {
  private static let maximumDepth = 4

  static func isEquivalent(_ a: Any, _ b: Any) -> Bool {
    isEquivalent(a, b, depth: 0)
  }

  private static func isEquivalent(_ a: Any, _ b: Any, depth: Int) -> Bool {
    guard type(of: a) == type(of: b) else { return false }
    if let equatable = a as? any Equatable { return equatable.isEqual(to: b) }
    // Controls' closures (a button's action, a setter) are read afresh from the latest view
    // value when used, so only what the controls show is compared.
    if let first = a as? any ControlView, let second = b as? any ControlView,
      let leftParts = first.equivalenceParts, let rightParts = second.equivalenceParts
    {
      return leftParts.count == rightParts.count
        && zip(leftParts, rightParts).allSatisfy { isEquivalent($0, $1, depth: depth + 1) }
    }
    if type(of: a) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
    if a is any DynamicProperty {
      if let binding = a as? any BindingLocating, let other = b as? any BindingLocating {
        guard let location = binding.bindingLocation else { return false }
        return location == other.bindingLocation
      }
      if a is any InstallableProperty { return true }
    }
    guard depth < maximumDepth else { return false }
    let left = Mirror(reflecting: a)
    let right = Mirror(reflecting: b)
    // Only values made of fields compare field by field.
    guard [.struct, .tuple, .optional].contains(left.displayStyle) else { return false }
    guard left.children.count == right.children.count else { return false }
    for (l, r) in zip(left.children, right.children)
    where !isEquivalent(l.value, r.value, depth: depth + 1) {
      return false
    }
    return true
  }
}

/// Bindings expose where they point, so two bindings to the same state compare equal.
protocol BindingLocating {
  var bindingLocation: AnyHashable? { get }
}

extension Binding: BindingLocating {
  var bindingLocation: AnyHashable? { location }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
