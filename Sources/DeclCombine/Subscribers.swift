/// A namespace for types that serve as subscribers.
public enum Subscribers {}

extension Subscribers {
  /// A signal that a publisher doesn't produce additional elements, normally or with an error.
  public enum Completion<Failure: Error> {
    /// The publisher finished normally.
    case finished
    /// The publisher stopped publishing due to the indicated error.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Sendable {}
extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}

extension Subscribers {
  /// A requested number of items, sent to a publisher from a subscriber through a subscription.
  ///
  /// Values are `.none`, `.max(n)` or `.unlimited`; arithmetic saturates at `.unlimited`, as in
  /// Combine, so adding to an unlimited demand keeps it unlimited.
  public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
    // `UInt.max` encodes unlimited; every finite demand is below `Int.max`.
    private let rawValue: UInt

    private init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A request for as many values as the publisher can produce.
    public static let unlimited = Demand(rawValue: .max)

    /// A request for no elements from the publisher.
    public static let none = Demand(rawValue: 0)

    /// Creates a demand for the given maximum number of elements (not negative).
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "demand cannot be negative")
      return Demand(rawValue: UInt(value))
    }

    /// The number of requested values, or `nil` if unlimited.
    public var max: Int? {
      self == .unlimited ? nil : Int(rawValue)
    }

    public var description: String {
      self == .unlimited ? "unlimited" : "max(\(rawValue))"
    }

    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
    // Combine declares the other orderings of two demands itself, beside `<`.
    public static func <= (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue <= rhs.rawValue }
    public static func > (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue > rhs.rawValue }
    public static func >= (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue >= rhs.rawValue }

    /// Adds two demands; anything plus unlimited is unlimited.
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      if lhs == .unlimited || rhs == .unlimited { return .unlimited }
      let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
      return overflow || sum >= UInt(Int.max) ? .unlimited : Demand(rawValue: sum)
    }

    /// Adds a number of elements to a demand.
    public static func + (lhs: Demand, rhs: Int) -> Demand {
      rhs < 0 ? lhs - .max(-rhs) : lhs + .max(rhs)
    }

    /// Subtracts one demand from another, stopping at none; unlimited stays unlimited.
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      if lhs == .unlimited { return .unlimited }
      if rhs == .unlimited { return .none }
      return lhs.rawValue > rhs.rawValue ? Demand(rawValue: lhs.rawValue - rhs.rawValue) : .none
    }

    /// Subtracts a number of elements from a demand.
    public static func - (lhs: Demand, rhs: Int) -> Demand {
      rhs < 0 ? lhs + .max(-rhs) : lhs - .max(rhs)
    }

    /// Multiplies a demand by a number of elements.
    public static func * (lhs: Demand, rhs: Int) -> Demand {
      precondition(rhs >= 0, "demand cannot be negative")
      if lhs == .unlimited { return rhs == 0 ? .none : .unlimited }
      let (product, overflow) = lhs.rawValue.multipliedReportingOverflow(by: UInt(rhs))
      return overflow || product >= UInt(Int.max) ? .unlimited : Demand(rawValue: product)
    }

    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
    public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
    public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
    public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

    public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
    public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.max != rhs }
    public static func == (lhs: Int, rhs: Demand) -> Bool { rhs.max == lhs }
    public static func != (lhs: Int, rhs: Demand) -> Bool { rhs.max != lhs }
    public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }
    public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 <= rhs } ?? false }
    public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }
    public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 >= rhs } ?? true }
    public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
    public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }
    public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
    public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }
  }
}
