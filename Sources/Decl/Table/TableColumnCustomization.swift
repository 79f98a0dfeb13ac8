import Foundation

/// Which of a table's columns show, by their `customizationID`; store it (`@SceneStorage`,
/// `@AppStorage`) to keep a person's choice.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
  private var visibilities: [String: String] = [:]

  public init() {}

  /// Whether the column with `id` shows (`.automatic`: as its `defaultVisibility` says).
  public subscript(visibility id: String) -> Visibility {
    get {
      switch visibilities[id] {
      case "visible": .visible
      case "hidden": .hidden
      default: .automatic
      }
    }
    set {
      switch newValue {
      case .visible: visibilities[id] = "visible"
      case .hidden: visibilities[id] = "hidden"
      case .automatic: visibilities[id] = nil
      }
    }
  }

  /// Puts the columns back in the order the table declares them (a terminal never reorders
  /// them).
  public mutating func resetOrder() {}

  public init(from decoder: any Decoder) throws {
    visibilities = try decoder.singleValueContainer().decode([String: String].self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(visibilities)
  }
}

/// What a person can change of a table's columns: their order, width and visibility.
public struct TableColumnCustomizationBehavior: SetAlgebra, Sendable {
  public typealias Element = TableColumnCustomizationBehavior
  private var bits: UInt8

  private init(bits: UInt8) { self.bits = bits }

  public init() { bits = 0 }

  public static var all: TableColumnCustomizationBehavior { [.reorder, .resize, .visibility] }
  public static let reorder = TableColumnCustomizationBehavior(bits: 1)
  public static let resize = TableColumnCustomizationBehavior(bits: 2)
  public static let visibility = TableColumnCustomizationBehavior(bits: 4)

  public func contains(_ member: Element) -> Bool { bits & member.bits == member.bits }
  public func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }
  public func intersection(_ other: Self) -> Self { Self(bits: bits & other.bits) }
  public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits ^ other.bits) }

  public mutating func insert(_ newMember: Element) -> (inserted: Bool, memberAfterInsert: Element)
  {
    let inserted = !contains(newMember)
    bits |= newMember.bits
    return (inserted, newMember)
  }

  public mutating func remove(_ member: Element) -> Element? {
    let removed = intersection(member)
    bits &= ~member.bits
    return removed.bits == 0 ? nil : removed
  }

  public mutating func update(with newMember: Element) -> Element? {
    let present = intersection(newMember)
    bits |= newMember.bits
    return present.bits == 0 ? nil : present
  }

  public mutating func formUnion(_ other: Self) { bits |= other.bits }
  public mutating func formIntersection(_ other: Self) { bits &= other.bits }
  public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
}
