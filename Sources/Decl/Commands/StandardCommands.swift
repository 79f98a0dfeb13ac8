// The system's own command sets. They hold nothing a terminal runs: accepted, and empty.

/// The sidebar commands (Toggle Sidebar).
public struct SidebarCommands: Commands {
  public init() {}
  public var body: some Commands { EmptyCommands() }
}

/// The toolbar commands (Show Toolbar, Customize Toolbar).
public struct ToolbarCommands: Commands {
  public init() {}
  public var body: some Commands { EmptyCommands() }
}

/// The text editing commands (Find, Spelling, Substitutions).
public struct TextEditingCommands: Commands {
  public init() {}
  public var body: some Commands { EmptyCommands() }
}

/// The text formatting commands (Font, Text).
public struct TextFormattingCommands: Commands {
  public init() {}
  public var body: some Commands { EmptyCommands() }
}

/// The inspector commands (Show Inspector).
public struct InspectorCommands: Commands {
  public init() {}
  public var body: some Commands { EmptyCommands() }
}

/// The commands that import from nearby devices.
public struct ImportFromDevicesCommands: Commands {
  public init() {}
  public var body: some Commands { EmptyCommands() }
}
