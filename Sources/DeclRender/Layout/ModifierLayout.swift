import Decl

/// Layout of the built-in single-content modifiers: padding, frames, fixed size and the ones
/// that do not change layout at all (offset, decorations, border, hidden, priority).
@MainActor
struct ModifierLayout {
  let modifier: BuiltinModifier

  func size(for proposal: ProposedSize, content: ViewNode) -> Size {
    switch modifier {
    case .padding(let top, let leading, let bottom, let trailing):
      let inner = ProposedSize(
        width: proposal.width.map { max(0, $0 - leading - trailing) },
        height: proposal.height.map { max(0, $0 - top - bottom) })
      let size = content.sizeThatFits(inner)
      return Size(width: size.width + leading + trailing, height: size.height + top + bottom)
    case .frame(let width, let height, _):
      let inner = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
      if let width, let height { return Size(width: width, height: height) }
      let size = content.sizeThatFits(inner)
      return Size(width: width ?? size.width, height: height ?? size.height)
    case .flexibleFrame(let frame):
      return FlexibleFrameLayout(frame: frame).size(for: proposal, content: content)
    case .fixedSize(let horizontal, let vertical):
      return content.sizeThatFits(
        fixedProposal(proposal, horizontal: horizontal, vertical: vertical))
    case .layoutPriority, .offset, .decoration, .border, .hidden, .opacity, .environment, .id,
      .lifecycle, .focusBinding, .exitCommand, .presentation, .navigationBar, .destinationBuilder:
      return content.sizeThatFits(proposal)
    }
  }

  func place(_ children: [ViewNode], in rect: Rect) {
    let content = children[0]
    // What the content was measured for: this modifier's own proposal, or (padding) less.
    let proposal = content.parent?.currentProposal
    switch modifier {
    case .padding(let top, let leading, let bottom, let trailing):
      let inner = proposal.map {
        ProposedSize(
          width: $0.width.map { max(0, $0 - leading - trailing) },
          height: $0.height.map { max(0, $0 - top - bottom) })
      }
      content.place(
        in: Rect(
          x: rect.minX + leading, y: rect.minY + top,
          width: max(0, rect.width - leading - trailing),
          height: max(0, rect.height - top - bottom)),
        answering: inner)
    case .frame(_, _, let alignment):
      let size = content.sizeThatFits(ProposedSize(rect.size))
      content.place(
        in: Rect(origin: alignedOrigin(of: size, in: rect, alignment: alignment), size: size))
    case .flexibleFrame(let frame):
      let size = content.sizeThatFits(
        FlexibleFrameLayout(frame: frame).childProposal(ProposedSize(rect.size)))
      content.place(
        in: Rect(origin: alignedOrigin(of: size, in: rect, alignment: frame.alignment), size: size))
    case .fixedSize(let horizontal, let vertical):
      let size = content.sizeThatFits(
        fixedProposal(ProposedSize(rect.size), horizontal: horizontal, vertical: vertical))
      content.place(
        in: Rect(origin: alignedOrigin(of: size, in: rect, alignment: .center), size: size))
    case .decoration(_, let alignment, _):
      content.place(in: rect, answering: proposal)
      let decoration = children[1]
      let size = decoration.sizeThatFits(ProposedSize(rect.size))
      decoration.place(
        in: Rect(origin: alignedOrigin(of: size, in: rect, alignment: alignment), size: size))
    case .layoutPriority, .offset, .border, .hidden, .opacity, .environment, .id, .lifecycle,
      .focusBinding, .exitCommand, .presentation, .navigationBar, .destinationBuilder:
      content.place(in: rect, answering: proposal)
    }
  }

  private func fixedProposal(_ proposal: ProposedSize, horizontal: Bool, vertical: Bool)
    -> ProposedSize
  {
    ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// The content is offered the proposal clamped to the limits (or the ideal size when the
/// proposal is unspecified); the frame then takes the content's size clamped by the limits,
/// growing toward the proposal when a maximum allows it (so `maxWidth: .infinity` fills).
@MainActor
struct FlexibleFrameLayout {
  let frame: FlexibleFrame

  func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: clampProposal(
        proposal.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
      height: clampProposal(
        proposal.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight))
  }

  func size(for proposal: ProposedSize, content: ViewNode) -> Size {
    let child = content.sizeThatFits(childProposal(proposal))
    return Size(
      width: dimension(
        child: child.width, proposed: proposal.width, min: frame.minWidth, ideal: frame.idealWidth,
        max: frame.maxWidth),
      height: dimension(
        child: child.height, proposed: proposal.height, min: frame.minHeight,
        ideal: frame.idealHeight,
        max: frame.maxHeight))
  }

  private func clampProposal(_ proposed: Int?, min: Int?, ideal: Int?, max: Int?) -> Int? {
    guard var value = proposed ?? ideal else { return nil }
    if let min { value = Swift.max(value, min) }
    if let max { value = Swift.min(value, max) }
    return value
  }

  private func dimension(child: Int, proposed: Int?, min: Int?, ideal: Int?, max: Int?) -> Int {
    if min == nil && max == nil { return proposed == nil ? (ideal ?? child) : child }
    let target = proposed ?? ideal ?? child
    var result = child
    if let min { result = Swift.max(min, Swift.min(result, target)) }
    if let max { result = Swift.min(max, Swift.max(result, target)) }
    return Swift.max(0, result)
  }
}
