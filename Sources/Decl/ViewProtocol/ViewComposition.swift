/// How a view value is made of other views, for Decl code that looks inside the views it is
/// given: a `Picker` finding its tagged options, a control's label finding its subtitle.
/// The renderer does not use this; it has a behaviour per view kind.
package enum ViewComposition {
  /// Several views shown as siblings in the enclosing container (tuples, groups).
  case siblings([any View])
  /// Views generated from data (`ForEach`).
  case generated(any ForEachContent)
  /// One view shown in the same place (a branch of an `if`, a type-erased view).
  case alternative(any View)
  /// A view under a modifier.
  case modified(any View)
  /// The rows of a `Section`.
  case section(any View)
  /// The content of a `VStack`.
  case column(any View)
}

/// A view whose composition Decl's own code can look into.
@MainActor
package protocol ComposedView {
  var composition: ViewComposition { get }
}

/// A view shown in place of another with nothing added: configuration labels, type-erased
/// views. The renderer gives all of them one behaviour (`AnyViewNode`).
@MainActor
package protocol ErasedView: ComposedView {
  var erasedContent: any View { get }
}

extension ErasedView {
  package var composition: ViewComposition { .alternative(erasedContent) }
}

/// A part of a style's configuration (a button's label, a group box's content): a view a style's
/// body places, shown as the view it was made from.
package protocol StyleConfigurationPart: View, ErasedView where Body == Never {
  /// The view this part shows.
  var content: any View { get }
}

extension StyleConfigurationPart {
  package var erasedContent: any View { content }
}
