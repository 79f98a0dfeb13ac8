import Foundation

extension ListSelection {
  /// This selection, with the rows of `ids` never chosen (`selectionDisabled()` rows).
  package func refusing(_ ids: Set<AnyHashable>) -> ListSelection {
    guard !ids.isEmpty else { return self }
    let choose = choose
    return ListSelection(
      isMultiple: isMultiple, contains: contains,
      choose: { id in if !ids.contains(id) { choose(id) } }, isEmpty: isEmpty, clear: clear)
  }

  private init(
    isMultiple: Bool, contains: @escaping (AnyHashable) -> Bool,
    choose: @escaping (AnyHashable) -> Void, isEmpty: @escaping () -> Bool,
    clear: @escaping () -> Void
  ) {
    self.isMultiple = isMultiple
    self.contains = contains
    self.choose = choose
    self.isEmpty = isEmpty
    self.clear = clear
  }
}
