/// Commands added to, or replacing, a group of a standard menu; in a terminal their
/// buttons' shortcuts work, unseen.
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
  private let content: Content

  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    content = addition()
  }

  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    content = addition()
  }

  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    content = addition()
  }

  public typealias Body = Never
  package var commandViews: [AnyView] { [AnyView(content)] }
}

/// The standard command groups of an app's menus.
public struct CommandGroupPlacement: Hashable, Sendable {
  private let name: String

  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  public static let systemServices = CommandGroupPlacement(name: "systemServices")
  public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
  public static let appTermination = CommandGroupPlacement(name: "appTermination")
  public static let newItem = CommandGroupPlacement(name: "newItem")
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  public static let importExport = CommandGroupPlacement(name: "importExport")
  public static let printItem = CommandGroupPlacement(name: "printItem")
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  public static let textEditing = CommandGroupPlacement(name: "textEditing")
  public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  public static let windowSize = CommandGroupPlacement(name: "windowSize")
  public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
  public static let windowList = CommandGroupPlacement(name: "windowList")
  public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
  public static let help = CommandGroupPlacement(name: "help")
}
