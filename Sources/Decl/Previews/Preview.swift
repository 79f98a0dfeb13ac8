/// The namespace of the traits a `#Preview` of a view takes.
public struct Preview {
  /// The kind of traits a view preview takes (`PreviewTrait<Preview.ViewTraits>`).
  public struct ViewTraits: Sendable {}
}
