/// Declares a custom environment value, transaction value or focused value in one line: the
/// key and the accessors that read and write it through the key.
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accent: Color = .orange
/// }
///
/// Text("Hi").foregroundStyle(accent)   // in a view with @Environment(\.accent) var accent
/// ```
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "DeclMacros", type: "EntryMacro")
