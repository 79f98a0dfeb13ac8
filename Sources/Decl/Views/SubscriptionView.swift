/// A view that runs `action` with each value `publisher` sends while `content` is on screen:
/// what `onReceive(_:perform:)` makes.
public struct SubscriptionView<PublisherType: Publisher, Content: View>: View
where PublisherType.Failure == Never {
  /// The view shown.
  public var content: Content
  /// What is listened to.
  public var publisher: PublisherType
  /// What each value is given to.
  public var action: (PublisherType.Output) -> Void

  public init(
    content: Content, publisher: PublisherType,
    action: @escaping (PublisherType.Output) -> Void
  ) {
    self.content = content
    self.publisher = publisher
    self.action = action
  }

  public var body: some View {
    // The action runs on the main actor, as every `onReceive` action does.
    let action = UncheckedSendable(action)
    return content.onReceive(publisher) { action.value($0) }
  }
}
