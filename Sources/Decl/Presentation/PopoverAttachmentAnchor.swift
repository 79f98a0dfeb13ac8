/// Where a popover points on the view that presents it. A terminal presents a popover as a
/// sheet, so the anchor is kept but not used.
public enum PopoverAttachmentAnchor {
  /// A rectangle of the view.
  case rect(Anchor<CGRect>.Source)
  /// A point of the view.
  case point(UnitPoint)
}

extension View {
  /// Presents `content` while `isPresented` is true. A terminal has no room for a bubble beside
  /// the view: it is presented as a sheet (Escape dismisses it).
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// Presents `content` for `item` while it is not nil, as a sheet.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }
}
