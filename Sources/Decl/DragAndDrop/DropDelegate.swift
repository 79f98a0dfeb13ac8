import Foundation

// Dropping onto views. A terminal has no drag and drop, but dropping a file onto a terminal
// window pastes its path: a paste that no text field takes goes to the drop destination around
// the focused view (or the first on the screen), as the dropped items — a file URL for each
// pasted path that names a file, else the text.

/// What a drop hands over: where, and the items.
public struct DropInfo {
  /// Where the drop happened, in the destination's coordinates (its top leading corner: a
  /// paste has no position).
  public let location: CGPoint
  package let providers: [NSItemProvider]

  package init(location: CGPoint, providers: [NSItemProvider]) {
    self.location = location
    self.providers = providers
  }

  /// Whether an item conforms to one of `contentTypes`.
  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
    providers.contains { $0.hasItem(conformingToAnyOf: contentTypes) }
  }

  /// The items conforming to one of `contentTypes`.
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
    providers.filter { $0.hasItem(conformingToAnyOf: contentTypes) }
  }

  /// Whether an item conforms to one of the type identifiers.
  @available(*, deprecated, message: "Provide `UTType`s as the `types` instead.")
  public func hasItemsConforming(to types: [String]) -> Bool {
    hasItemsConforming(to: types.map { UTType(exportedAs: $0) })
  }

  /// The items conforming to one of the type identifiers.
  @available(*, deprecated, message: "Provide `UTType`s as the `types` instead.")
  public func itemProviders(for types: [String]) -> [NSItemProvider] {
    itemProviders(for: types.map { UTType(exportedAs: $0) })
  }
}

/// What a drop destination does as a drop comes, moves and lands (`onDrop(of:delegate:)`).
/// A paste lands at once: `validateDrop`, `dropEntered`, `dropUpdated`, `performDrop` and
/// `dropExited` run in that order.
@MainActor @preconcurrency
public protocol DropDelegate {
  /// Whether the drop is accepted.
  func validateDrop(info: DropInfo) -> Bool
  /// Takes the items; returns whether it did.
  func performDrop(info: DropInfo) -> Bool
  /// A drop came over the view.
  func dropEntered(info: DropInfo)
  /// A drop moved over the view: the operation it would be.
  func dropUpdated(info: DropInfo) -> DropProposal?
  /// A drop left the view.
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  /// Accepts every drop.
  public func validateDrop(info: DropInfo) -> Bool { true }
  public func dropEntered(info: DropInfo) {}
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
  public func dropExited(info: DropInfo) {}
}

/// What a drop would do with its items.
public enum DropOperation: Sendable {
  /// Nothing; the drop is called off.
  case cancel
  /// Nothing: the destination does not take the items.
  case forbidden
  /// Copies the items.
  case copy
  /// Moves the items.
  case move
}

/// A drop destination's answer to a drop moving over it.
public struct DropProposal: Sendable {
  /// The operation the drop would be.
  public let operation: DropOperation

  public init(operation: DropOperation) { self.operation = operation }
}

/// `onDrop`: the types a view takes and what it does with them.
package struct DropDestinationModifier: ViewModifier {
  package let contentTypes: [UTType]
  package let isTargeted: Binding<Bool>?
  package let perform: @MainActor (DropInfo) -> Bool

  package typealias Body = Never
}

extension DropDestinationModifier {
  /// Drops `providers` here: runs the action with those of the accepted types; false when
  /// there are none.
  @MainActor
  package func drop(_ providers: [NSItemProvider]) -> Bool {
    let info = DropInfo(location: .zero, providers: providers)
    guard info.hasItemsConforming(to: contentTypes) else { return false }
    isTargeted?.wrappedValue = true
    defer { isTargeted?.wrappedValue = false }
    return perform(DropInfo(location: .zero, providers: info.itemProviders(for: contentTypes)))
  }
}

extension NSItemProvider {
  /// The items a paste stands for: a file URL for each line that names an existing file
  /// (as terminals paste a dropped file's path, quoted or with escaped spaces), else the text.
  package static func dropped(pasting text: String) -> [NSItemProvider] {
    let lines = text.split(whereSeparator: \.isNewline).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let urls = lines.compactMap { line -> URL? in
      var path = line
      if path.count >= 2, let first = path.first, first == "'" || first == "\"",
        path.last == first
      {
        path = String(path.dropFirst().dropLast())
      }
      path = path.replacingOccurrences(of: "\\ ", with: " ")
      if path.hasPrefix("file://"), let url = URL(string: path) { path = url.path }
      path = (path as NSString).expandingTildeInPath
      guard path.hasPrefix("/"), FileManager.default.fileExists(atPath: path) else { return nil }
      return URL(fileURLWithPath: path)
    }
    if !lines.isEmpty, urls.count == lines.count {
      return urls.compactMap { NSItemProvider(contentsOf: $0) }
    }
    return [NSItemProvider(object: text)]
  }
}
