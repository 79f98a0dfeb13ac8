import Foundation
@_spi(Reflection) import Swift

extension View {
  /// Prints, when called from `body`, why the body runs, in SwiftUI's words:
  /// `ContentView: @self, @identity, _count changed.` the first time, then for instance
  /// `ContentView: _count changed.`
  ///
  /// ```swift
  /// var body: some View {
  ///   let _ = Self._printChanges()
  ///   Text("\(count)")
  /// }
  /// ```
  ///
  /// `@identity` means the view is new; `@self`, that its own stored properties differ from the
  /// last run (seen from the third run on: the first run of a view that prints is not kept);
  /// `_name`, that the dynamic property `name` changed (a `@State` written, an observed object
  /// that published, a binding or environment value that differs); `@dependencies`, that
  /// something else the body read changed (an `@Observable` property). The line goes to
  /// standard error, since standard output is the terminal being drawn on. Outside a body
  /// being rendered, it prints nothing.
  public static func _printChanges() {
    ChangeLog.report(Self.self)
  }
}

/// What `_printChanges` remembers of one view's node between body runs.
@MainActor
package final class ChangeLog {
  /// The storage slot a node keeps its log in.
  static let slot = -1
  /// The nodes whose views print their changes; the installer keeps their latest view value.
  static var reportingNodes: Set<ObjectIdentifier> = []
  /// The view value last installed in one of `reportingNodes`.
  static var installed: (node: ObjectIdentifier, value: Any)?
  /// Where the lines go: standard error, unless a test or a renderer says otherwise.
  package static var output: @MainActor (String) -> Void = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  private let node: ObjectIdentifier
  /// `DependencyTracking.changeClock` when the body last ran.
  private var lastRun = 0
  /// The view's own stored properties at the last run, as text.
  private var selfMark: String?
  /// Values of dynamic properties that have no change count (bindings, environment values).
  private var valueMarks: [String: String] = [:]

  private init(node: ObjectIdentifier) {
    self.node = node
    Self.reportingNodes.insert(node)
  }

  isolated deinit {
    Self.reportingNodes.remove(node)
  }

  static func report(_ type: Any.Type) {
    guard let context = DependencyTracking.currentReader as? any DynamicPropertyContext else {
      return
    }
    let node = ObjectIdentifier(context)
    var isNew = false
    let log = context.storage(slot: slot) {
      isNew = true
      return ChangeLog(node: node)
    }
    var value: Any?
    if let installed, installed.node == node, Swift.type(of: installed.value) == type {
      value = installed.value
    }
    let changes = DependencyTracking.reading(as: nil) { log.changes(in: value, isNew: isNew) }
    output(
      "\(type): "
        + (isNew ? ["@self", "@identity"] + dynamicPropertyNames(of: type) : changes)
        .joined(separator: ", ") + " changed.")
  }

  /// What changed since the last run, and remembers this run. Reads nothing as a dependency.
  private func changes(in value: Any?, isNew: Bool) -> [String] {
    defer { lastRun = DependencyTracking.changeClock }
    guard let value else { return isNew ? [] : ["@dependencies"] }
    var changed: [String] = []
    var own: [String] = []
    for child in Mirror(reflecting: value).children {
      let label = child.label ?? ""
      guard child.value is any DynamicProperty else {
        own.append(Self.mark(child.value))
        continue
      }
      if let source = Self.source(in: child.value) {
        if source.lastChange > lastRun { changed.append(label) }
        continue
      }
      let mark = Self.mark((child.value as? any AnyBindingValue)?.anyWrappedValue ?? child.value)
      if let old = valueMarks[label], old != mark { changed.append(label) }
      valueMarks[label] = mark
    }
    let selfMark = own.joined(separator: "\u{1F}")
    if let old = self.selfMark, old != selfMark { changed.insert("@self", at: 0) }
    self.selfMark = selfMark
    return changed.isEmpty && !isNew ? ["@dependencies"] : changed
  }

  /// The state a dynamic property keeps in its node (a `@State` box, an object subscription).
  private static func source(in property: Any) -> DependencySource? {
    Mirror(reflecting: property).children.lazy.compactMap { $0.value as? DependencySource }.first
  }

  /// A value as text to compare runs by: objects by identity, values by their reflection.
  private static func mark(_ value: Any) -> String {
    if type(of: value) is AnyClass { return "\(ObjectIdentifier(value as AnyObject))" }
    return String(reflecting: value)
  }

  /// The names of the view type's dynamic properties (`_count`), in declaration order.
  private static func dynamicPropertyNames(of type: Any.Type) -> [String] {
    var names: [String] = []
    _ = _forEachField(of: type, options: []) { name, _, fieldType, _ in
      if fieldType is any DynamicProperty.Type { names.append(String(cString: name)) }
      return true
    }
    return names
  }
}
