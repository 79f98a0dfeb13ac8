// `import DeclRender` (and `import SwiftUI`) brings the layers below it too: their public
// types (`KeyEvent`, `CellCanvas`, `TerminalCapabilities`, `RenderStats`, …) are part of the
// renderer's API.
@_exported import DeclCanvas
@_exported import DeclGraph
@_exported import DeclInput
@_exported import DeclTerminal
