/// A behaviour that reacts when a screen pushed over its view covers it, and when it is on
/// top again: as in SwiftUI, the views of a covered screen disappear (actions run, tasks are
/// cancelled) and appear again, though their state is kept.
@MainActor
package protocol CoverableBehavior: NodeBehavior {
  func setCovered(_ covered: Bool, node: ViewNode)
}
