/// A section of a list: list layout draws its header and footer and the space between sections.
@MainActor
package protocol ListSectionBehavior: NodeBehavior {}
