/// A navigation stack: it lays out the screens pushed onto it (presented content that is not
/// modal) and the toolbar items of the views inside it, so layout goes to it from those.
@MainActor
package protocol NavigationContainerBehavior: NodeBehavior {}
