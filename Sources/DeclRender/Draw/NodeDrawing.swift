import Decl

/// Where drawing goes: a translation (from `offset`) and the rectangle nothing may leave.
struct DrawContext {
  var offset = Point(x: 0, y: 0)
  var clip: Rect

  func translated(_ rect: Rect) -> Rect {
    Rect(x: rect.minX + offset.x, y: rect.minY + offset.y, width: rect.width, height: rect.height)
  }

  func clipped(to rect: Rect) -> DrawContext {
    var context = self
    context.clip = clip.intersection(translated(rect))
    return context
  }
}

// Drawing: each node paints its frame into the canvas, children after (over) their parent.

extension ViewNode {
  func draw(into canvas: inout Canvas, context: DrawContext) {
    // Leaves draw only inside their own frame: one off screen (a row scrolled away) costs
    // nothing to skip.
    if isLeaf, context.translated(frame).intersection(context.clip).isEmpty { return }
    switch kind {
    case .composite, .customModifier, .transparent:
      if isColorSchemeRoot { paintSchemeBackground(into: &canvas, context: context) }
      drawChildren(into: &canvas, context: context)
    case .text:
      drawText(into: &canvas, context: context)
    case .fill(let style):
      fill(context.translated(frame), with: style, into: &canvas, clip: context.clip)
    case .spacer:
      break
    case .divider:
      drawDivider(into: &canvas, context: context)
    case .image(let image):
      drawImage(image, into: &canvas, context: context)
    case .container(.list), .container(.form):
      drawChildren(into: &canvas, context: context.clipped(to: frame))
      drawScrollIndicator(into: &canvas, context: context.clipped(to: frame))
    case .container(.scrollView(_, let showsIndicators)):
      drawChildren(into: &canvas, context: context.clipped(to: frame))
      if showsIndicators { drawScrollIndicator(into: &canvas, context: context.clipped(to: frame)) }
    case .container(.navigationStack):
      drawNavigationStack(into: &canvas, context: context)
    case .container:
      drawChildren(into: &canvas, context: context)
    case .modifier(let modifier):
      drawModifier(modifier, into: &canvas, context: context)
    case .control(let control):
      drawControl(control, into: &canvas, context: context)
    }
  }

  /// Whether the node draws itself and has nothing below it.
  private var isLeaf: Bool {
    switch kind {
    case .text, .fill, .divider, .image, .spacer, .control(.textField): true
    default: false
    }
  }

  func drawChildren(into canvas: inout Canvas, context: DrawContext) {
    for child in screenChildren { child.draw(into: &canvas, context: context) }
  }

  private func drawModifier(
    _ modifier: BuiltinModifier, into canvas: inout Canvas, context: DrawContext
  ) {
    switch modifier {
    case .hidden:
      return
    case .opacity(let opacity):
      guard opacity > 0 else { return }
      drawChildren(into: &canvas, context: context)
      if opacity < 1 {
        canvas.modifyStyle(in: context.translated(frame).intersection(context.clip)) {
          $0.attributes.insert(.dim)
        }
      }
    case .offset(let x, let y):
      var moved = context
      moved.offset = Point(x: context.offset.x + x, y: context.offset.y + y)
      drawChildren(into: &canvas, context: moved)
    case .decoration(_, _, let inFront):
      let (first, second) = inFront ? (children[0], children[1]) : (children[1], children[0])
      first.draw(into: &canvas, context: context)
      second.draw(into: &canvas, context: context)
    case .border(let style, let width):
      drawChildren(into: &canvas, context: context)
      guard width > 0 else { return }
      BoxDrawing.stroke(
        context.translated(frame), color: StyleResolver(environment: environment).foreground(style),
        into: &canvas,
        clip: context.clip)
    case .frame, .flexibleFrame, .padding, .fixedSize, .layoutPriority, .environment, .id,
      .lifecycle, .focusBinding, .exitCommand, .presentation, .navigationBar, .destinationBuilder:
      drawChildren(into: &canvas, context: context)
    }
  }

  /// Whether this node is where a `preferredColorScheme` took effect.
  private var isColorSchemeRoot: Bool {
    environment.isColorSchemeExplicit && !(parent?.environment.isColorSchemeExplicit ?? false)
  }

  private func paintSchemeBackground(into canvas: inout Canvas, context: DrawContext) {
    let background = StyleResolver.background(of: environment.colorScheme)
    let foreground = StyleResolver.foreground(of: environment.colorScheme)
    let style = CellStyle(
      foreground: .rgb(foreground.0, foreground.1, foreground.2),
      background: .rgb(background.0, background.1, background.2), attributes: [])
    canvas.fill(context.translated(frame).intersection(context.clip), style: style)
  }

  private func drawText(into canvas: inout Canvas, context: DrawContext) {
    let prepared = textLayout
    let rect = context.translated(frame)
    let lines = prepared.lines(width: frame.width, height: frame.height)
    for (row, line) in lines.enumerated() {
      let y = rect.minY + row
      guard y >= context.clip.minY, y < context.clip.maxY else { continue }
      var x = rect.minX + offset(free: rect.width - line.width, prepared.alignment.horizontal)
      var lastStyle = prepared.styles.first ?? .plain
      for index in line.range {
        let cluster = prepared.clusters[index]
        lastStyle = prepared.styles[Int(cluster.style)]
        put(
          cluster.character, width: Int(cluster.width), x: x, y: y, style: lastStyle, into: &canvas,
          clip: context.clip)
        x += Int(cluster.width)
      }
      if line.isTruncated {
        put("…", width: 1, x: x, y: y, style: lastStyle, into: &canvas, clip: context.clip)
      }
    }
  }

  private func drawDivider(into canvas: inout Canvas, context: DrawContext) {
    let rect = context.translated(frame)
    let style = CellStyle(
      foreground: StyleResolver(environment: environment).cellColor(.systemGray2) ?? .default,
      background: .default,
      attributes: [])
    if (stackAxis ?? .vertical) == .vertical {
      for x in rect.minX..<max(rect.minX, rect.maxX) {
        put("─", width: 1, x: x, y: rect.minY, style: style, into: &canvas, clip: context.clip)
      }
    } else {
      for y in rect.minY..<max(rect.minY, rect.maxY) {
        put("│", width: 1, x: rect.minX, y: y, style: style, into: &canvas, clip: context.clip)
      }
    }
  }

  private func drawImage(_ image: Image, into canvas: inout Canvas, context: DrawContext) {
    let glyph = image.glyph
    let rect = context.translated(frame)
    let width = TerminalWidth.of(glyph)
    var x = rect.minX + max(0, rect.width - width) / 2
    let y = rect.minY + max(0, rect.height - 1) / 2
    // A symbol takes the text style around it (colour, and bold for a bold font); drawn
    // `.original` it keeps the terminal's own colour instead of the foreground style.
    var style = StyleResolver(environment: environment).textStyle(TextStyle())
    if image.renderingMode == .original { style.foreground = .default }
    for character in glyph {
      let characterWidth = TerminalWidth.of(character)
      put(
        character, width: characterWidth, x: x, y: y, style: style, into: &canvas,
        clip: context.clip)
      x += characterWidth
    }
  }

  /// Puts a grapheme over whatever background is already painted there.
  func put(
    _ character: Character, width: Int, x: Int, y: Int, style: CellStyle, into canvas: inout Canvas,
    clip: Rect
  ) {
    var style = style
    style.background = canvas[x: x, y: y].style.background
    canvas.put(character, width: width, x: x, y: y, style: style, clip: clip)
  }

  private func fill(_ rect: Rect, with style: AnyShapeStyle, into canvas: inout Canvas, clip: Rect)
  {
    let resolver = StyleResolver(environment: environment)
    let area = rect.intersection(clip)
    guard !area.isEmpty else { return }
    if case .linearGradient(let gradient) = style.storage {
      let sampler = GradientSampler(gradient: gradient, resolver: resolver)
      if sampler.isVertical {
        for y in area.minY..<area.maxY {
          guard let color = sampler.color(at: y - rect.minY, of: rect.height) else { continue }
          canvas.setBackground(color, in: Rect(x: area.minX, y: y, width: area.width, height: 1))
        }
      } else {
        for x in area.minX..<area.maxX {
          guard let color = sampler.color(at: x - rect.minX, of: rect.width) else { continue }
          canvas.setBackground(color, in: Rect(x: x, y: area.minY, width: 1, height: area.height))
        }
      }
      return
    }
    let color: CellColor?
    switch style.storage {
    case .color(let value): color = resolver.cellColor(value)
    default: color = resolver.foreground(style)
    }
    guard let color else { return }
    canvas.fill(area, style: CellStyle(foreground: .default, background: color, attributes: []))
  }
}

extension TextAlignment {
  var horizontal: HorizontalAlignment.Value {
    switch self {
    case .leading: .leading
    case .center: .center
    case .trailing: .trailing
    }
  }
}

/// Outlines drawn with box-drawing characters.
enum BoxDrawing {
  /// Strokes the outermost cells of `rect` with box-drawing lines, with arcs at the corners
  /// when `rounded`.
  static func stroke(
    _ rect: Rect, color: CellColor, into canvas: inout Canvas, clip: Rect, rounded: Bool = false
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    func put(_ character: Character, _ x: Int, _ y: Int) {
      let style = CellStyle(
        foreground: color, background: canvas[x: x, y: y].style.background, attributes: [])
      canvas.put(character, width: 1, x: x, y: y, style: style, clip: clip)
    }
    let (left, right, top, bottom) = (rect.minX, rect.maxX - 1, rect.minY, rect.maxY - 1)
    if rect.height == 1 {
      for x in left...right { put("─", x, top) }
      return
    }
    if rect.width == 1 {
      for y in top...bottom { put("│", left, y) }
      return
    }
    for x in (left + 1)..<right {
      put("─", x, top)
      put("─", x, bottom)
    }
    for y in (top + 1)..<bottom {
      put("│", left, y)
      put("│", right, y)
    }
    put(rounded ? "╭" : "┌", left, top)
    put(rounded ? "╮" : "┐", right, top)
    put(rounded ? "╰" : "└", left, bottom)
    put(rounded ? "╯" : "┘", right, bottom)
  }
}
