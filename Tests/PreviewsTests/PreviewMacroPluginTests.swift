import DeclTesting
import Foundation
import Testing

/// The `#Preview` macro plugin speaks the compiler's protocol: length-prefixed JSON messages on
/// standard input and output. These tests talk to the built plugin as the compiler does.
@Suite struct PreviewMacroPluginTests {
  /// A running plugin process.
  private final class Plugin {
    let process = Process()
    let input = Pipe()
    let output = Pipe()

    init() throws {
      let path = try #require(
        BuiltExecutable.path(named: "DeclMacros-tool"),
        "the macro plugin is not built: run `swift build` before `swift test`")
      process.executableURL = URL(fileURLWithPath: path)
      process.standardInput = input
      process.standardOutput = output
      try process.run()
    }

    /// Sends `message` and reads the reply.
    func send(_ message: [String: Any]) throws -> [String: Any] {
      let body = try JSONSerialization.data(withJSONObject: message)
      var size = UInt64(body.count).littleEndian
      input.fileHandleForWriting.write(Data(bytes: &size, count: 8) + body)
      let header = try #require(try output.fileHandleForReading.read(upToCount: 8))
      try #require(header.count == 8)
      let length = header.withUnsafeBytes {
        UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self))
      }
      let reply = try #require(try output.fileHandleForReading.read(upToCount: Int(length)))
      return try #require(try JSONSerialization.jsonObject(with: reply) as? [String: Any])
    }

    /// The expansion of `source` as a `#Preview` use: the source, or the diagnostics' messages.
    func expand(_ source: String) throws -> (source: String?, errors: [String]) {
      let location: [String: Any] = [
        "fileID": "App/View.swift", "fileName": "/src/App/View.swift", "offset": 100, "line": 7,
        "column": 1,
      ]
      let reply = try send([
        "expandFreestandingMacro": [
          "macro": ["moduleName": "DeclMacros", "typeName": "PreviewMacro", "name": "Preview"],
          "macroRole": "declaration", "discriminator": "$s3App4ViewfMf_",
          "syntax": ["kind": "declaration", "source": source, "location": location],
        ] as [String: Any]
      ])
      let result = try #require(reply["expandMacroResult"] as? [String: Any])
      let diagnostics = result["diagnostics"] as? [[String: Any]] ?? []
      return (
        result["expandedSource"] as? String, diagnostics.compactMap { $0["message"] as? String }
      )
    }

    deinit {
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
    }
  }

  @Test func answersTheCapabilityQuestion() throws {
    let plugin = try Plugin()
    let reply = try plugin.send(["getCapability": ["capability": ["protocolVersion": 8]]])
    let result = try #require(reply["getCapabilityResult"] as? [String: Any])
    #expect((result["capability"] as? [String: Any])?["protocolVersion"] as? Int == 7)
  }

  @Test func expandsToAUniquelyNamedRegistration() throws {
    let plugin = try Plugin()
    let expansion = try plugin.expand(
      "\n#Preview(\"A \\(1) \\\"b\\\"\", traits: .landscapeLeft, .sizeThatFitsLayout) {\n  Text(\"}\")\n}"
    )
    let source = try #require(expansion.source)
    #expect(expansion.errors.isEmpty)
    #expect(source.contains("enum $s3App4ViewfMf_13__DeclPreviewfMu_: Decl.__PreviewRegistration"))
    #expect(source.contains("static let previewName: String? = \"A \\(1) \\\"b\\\"\""))
    #expect(source.contains("[.landscapeLeft, .sizeThatFitsLayout]"))
    #expect(source.contains("static let previewLine = 8"))
    #expect(source.contains("Text(\"}\")"))
  }

  @Test func hoistsPreviewableDeclarationsIntoTheViewState() throws {
    let plugin = try Plugin()
    let expansion = try plugin.expand(
      """
      #Preview {
        @Previewable @State var items = [
          1,
          2,
        ]
        @Previewable @State var name = "x"; let twice = items.count * 2
        List(items, id: \\.self) { Text("\\($0) \\(twice) \\(name)") }
      }
      """)
    let source = try #require(expansion.source)
    #expect(
      source.contains(
        "    @State var items = [\n    1,\n    2,\n  ]\n    @State var name = \"x\";\n"))
    #expect(!source.contains("@Previewable"))
    #expect(source.contains("let twice = items.count * 2"))
  }

  @Test func malformedUsesGetADiagnostic() throws {
    let plugin = try Plugin()
    let cases: [(String, String)] = [
      ("#Preview(\"A\"", "argument list is not closed"),
      ("#Preview(\"A\")", "needs a closure"),
      ("#Preview { Text(\"a) }", "closure is not closed"),
      ("#Preview(\"A\", colour: .red) { }", "unexpected argument 'colour: .red'"),
      ("#Preview { } extra", "unexpected text after"),
      ("#Preview(body: { Text(\"a\") }) { }", "two bodies"),
      ("Preview { }", "expected '#Preview'"),
    ]
    for (source, message) in cases {
      let expansion = try plugin.expand(source)
      #expect(expansion.source == nil, "\(source)")
      #expect(expansion.errors.contains { $0.contains(message) }, "\(source): \(expansion.errors)")
    }
  }

  @Test func everyPrefixOfAUseGetsAnAnswer() throws {
    let plugin = try Plugin()
    let use = ##"""
      #Preview("N", traits: .fixedLayout(width: 10, height: 2)) {
        @Previewable @State var on = #"raw "quoted" \#(1)"#
        /* a /* nested */ comment } */
        return Toggle("""
          multi "line"
          """, isOn: $on)
      }
      """##
    let characters = Array(use)
    for end in 0...characters.count {
      let expansion = try plugin.expand(String(characters[..<end]))
      #expect((expansion.source == nil) != expansion.errors.isEmpty, "prefix of \(end) characters")
    }
    #expect(try plugin.expand(use).source != nil)
  }
}
