import Foundation
import Testing

@testable import Decl

struct ColorSetTests {
  private func parse(_ entries: String) throws -> ColorSet {
    try ColorSet(json: Data(#"{"colors":[\#(entries)]}"#.utf8))
  }

  @Test func componentNotations() throws {
    let floats = try parse(
      AssetFolder.color(#"{"red":"1.000","green":"0.500","blue":"0.000","alpha":"1.000"}"#))
    #expect(floats == ColorSet(light: Color(red: 1, green: 0.5, blue: 0), dark: nil))
    let integers = try parse(
      AssetFolder.color(#"{"red":"255","green":"128","blue":"0","alpha":"1"}"#))
    #expect(integers.light == Color(red: 1, green: 128.0 / 255, blue: 0))
    let hex = try parse(
      AssetFolder.color(#"{"red":"0xFF","green":"0x80","blue":"0x00","alpha":"0.500"}"#))
    #expect(hex.light == Color(red: 1, green: 128.0 / 255, blue: 0, opacity: 0.5))
    // Numbers as JSON numbers, alpha as an 8-bit integer.
    let numbers = try parse(AssetFolder.color(#"{"red":0.25,"green":64,"blue":1,"alpha":"128"}"#))
    #expect(numbers.light == Color(red: 0.25, green: 64.0 / 255, blue: 1, opacity: 128.0 / 255))
  }

  @Test func componentRules() {
    #expect(ColorSet.component("0.5", isAlpha: false) == 0.5)
    #expect(ColorSet.component("1", isAlpha: false) == 1.0 / 255)
    #expect(ColorSet.component("1", isAlpha: true) == 1)
    #expect(ColorSet.component("0x1", isAlpha: false) == 1.0 / 255)
    #expect(ColorSet.component("1.2", isAlpha: false) == 1)
    #expect(ColorSet.component("-0.3", isAlpha: false) == 0)
    #expect(ColorSet.component("abc", isAlpha: false) == nil)
    #expect(ColorSet.component("nan", isAlpha: false) == nil)
  }

  @Test func colourSpaces() throws {
    let grey = try parse(
      AssetFolder.color(#"{"white":"0.500","alpha":"1.000"}"#, space: "gray-gamma-22"))
    #expect(grey.light == Color(white: 0.5))
    let p3 = try parse(
      AssetFolder.color(
        #"{"red":"0.2","green":"0.4","blue":"0.6","alpha":"1"}"#, space: "display-p3"))
    #expect(p3.light == Color(red: 0.2, green: 0.4, blue: 0.6))
    let extended = try parse(
      AssetFolder.color(
        #"{"red":"1.2","green":"-0.1","blue":"0.6","alpha":"1"}"#, space: "extended-srgb"))
    #expect(extended.light == Color(red: 1, green: 0, blue: 0.6))
    // Linear light 0.214 is about 0.5 on sRGB's curve.
    let linear = try parse(
      AssetFolder.color(
        #"{"red":"0.214","green":"0","blue":"1.000","alpha":"1"}"#, space: "extended-linear-srgb"))
    guard case .rgb(let red, let green, let blue) = linear.light.storage else {
      Issue.record("not an RGB colour")
      return
    }
    #expect(abs(red - 0.5) < 0.002)
    #expect(green == 0 && abs(blue - 1) < 1e-9)
  }

  @Test func appearances() throws {
    let set = try parse(
      AssetFolder.color(#"{"red":"1.000","green":"1.000","blue":"1.000","alpha":"1.000"}"#) + ","
        + AssetFolder.color(
          #"{"red":"0.000","green":"0.000","blue":"0.000","alpha":"1.000"}"#, dark: true) + ","
        + AssetFolder.color(
          #"{"red":"0.5","green":"0.5","blue":"0.5","alpha":"1"}"#,
          extra: #""appearances":[{"appearance":"contrast","value":"high"}],"#))
    #expect(
      set
        == ColorSet(light: .init(red: 1, green: 1, blue: 1), dark: .init(red: 0, green: 0, blue: 0))
    )
    // Only a dark entry: it serves for both.
    let darkOnly = try parse(
      AssetFolder.color(#"{"red":"0.1","green":"0.1","blue":"0.1","alpha":"1"}"#, dark: true))
    #expect(darkOnly.light == Color(red: 0.1, green: 0.1, blue: 0.1) && darkOnly.dark != nil)
  }

  @Test func universalEntriesWinOverDeviceOnes() throws {
    let set = try parse(
      #"{"color":{"components":{"red":"1","green":"0","blue":"0","alpha":"1"}},"idiom":"iphone"},"#
        + AssetFolder.color(#"{"red":"0","green":"0","blue":"0x10","alpha":"1"}"#))
    #expect(set.light == Color(red: 0, green: 0, blue: 16.0 / 255))
  }

  @Test func systemColourReferences() throws {
    let set = try parse(
      #"{"color":{"platform":"ios","reference":"systemBlueColor"},"idiom":"universal"}"#)
    #expect(set.light == .blue)
    #expect(throws: AssetContentsError("unknown system colour fancyColor")) {
      try parse(#"{"color":{"reference":"fancyColor"}}"#)
    }
  }

  @Test func malformedContents() {
    #expect(throws: AssetContentsError("Contents.json is not a JSON object")) {
      try ColorSet(json: Data("[1, 2".utf8))
    }
    #expect(throws: AssetContentsError("Contents.json lists no colors")) {
      try ColorSet(json: Data(#"{"colors":[]}"#.utf8))
    }
    #expect(throws: AssetContentsError("a colour has no \"blue\" component")) {
      try parse(AssetFolder.color(#"{"red":"1","green":"1","alpha":"1"}"#))
    }
    #expect(throws: AssetContentsError("the \"red\" component x is not a number")) {
      try parse(AssetFolder.color(#"{"red":"x","green":"1","blue":"1","alpha":"1"}"#))
    }
    #expect(throws: AssetContentsError("no colour for the light or any appearance")) {
      try parse(#"{"idiom":"universal"}"#)
    }
  }
}
