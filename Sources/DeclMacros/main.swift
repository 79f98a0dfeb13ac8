// The macro plugin the compiler starts for `#Preview` and `@Previewable`. It speaks the
// compiler's plugin protocol itself (length-prefixed JSON on standard input and output), so
// Decl needs no swift-syntax: see PluginConnection and PreviewExpansion.
let connection = PluginConnection()
while let message = connection.receive() {
  connection.send(PluginRequestHandler.reply(to: message))
}
