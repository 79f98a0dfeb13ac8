import Decl

/// Renders one frame of `view` as plain text, for pipes and documentation.
///
/// ```swift
/// print(renderPlainText(width: 60, height: 10) { Text("Hello") })
/// ```
@MainActor
public func renderPlainText<V: View>(width: Int, height: Int, @ViewBuilder _ view: () -> V)
  -> String
{
  let renderer = FrameRenderer(root: view(), size: Size(width: width, height: height))
  renderer.renderFrame()
  return renderer.canvas.plainText
}
