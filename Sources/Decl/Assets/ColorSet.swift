import Foundation

/// A colour set's colours, read from its `Contents.json`: the one for any (light) appearance
/// and, when the set has one, the dark appearance's.
///
/// Components may be written as Xcode writes them in each input mode: floating point
/// (`"0.502"`), 8-bit integers (`"128"`) or 8-bit hexadecimal (`"0x80"`); alpha is a fraction
/// (`"1.000"`, or an integer 0 or 1; larger integers count as 8-bit). Every colour space is
/// read as sRGB (`srgb`, `display-p3`, `extended-srgb`, `gray-gamma-22`, `extended-gray`),
/// except that linear spaces (`extended-linear-srgb`, …) are converted to sRGB's curve;
/// extended values are clamped to 0…1. A colour may instead name a system colour
/// (`"reference": "systemBlueColor"`). Entries for high contrast are ignored; universal
/// entries are preferred over device-specific ones.
package struct ColorSet: Hashable, Sendable {
  package let light: Color
  package let dark: Color?

  package init(light: Color, dark: Color?) {
    self.light = light
    self.dark = dark
  }

  /// Parses a colour set's `Contents.json`.
  package init(json data: Data) throws(AssetContentsError) {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw AssetContentsError("Contents.json is not a JSON object")
    }
    guard let entries = root["colors"] as? [[String: Any]], !entries.isEmpty else {
      throw AssetContentsError("Contents.json lists no colors")
    }
    var light: (rank: Int, color: Color)?
    var dark: (rank: Int, color: Color)?
    for entry in entries {
      let appearance = Self.appearance(of: entry)
      guard appearance != .ignored, let value = entry["color"] else { continue }
      let color = try Self.color(value)
      // Universal entries first, then sRGB-gamut ones, then the order of the file.
      let rank =
        ((entry["idiom"] as? String ?? "universal") == "universal" ? 0 : 2)
        + (entry["display-gamut"] == nil ? 0 : 1)
      if appearance == .dark {
        if dark == nil || rank < dark!.rank { dark = (rank, color) }
      } else if light == nil || rank < light!.rank {
        light = (rank, color)
      }
    }
    guard let light = light?.color ?? dark?.color else {
      throw AssetContentsError("no colour for the light or any appearance")
    }
    self.init(light: light, dark: dark?.color)
  }

  private enum Appearance { case any, dark, ignored }

  /// The appearance an entry is for: any (or light), dark, or one this reader ignores (high
  /// contrast and other traits).
  private static func appearance(of entry: [String: Any]) -> Appearance {
    var result = Appearance.any
    for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
      guard appearance["appearance"] as? String == "luminosity" else { return .ignored }
      if appearance["value"] as? String == "dark" { result = .dark }
    }
    return result
  }

  private static func color(_ value: Any) throws(AssetContentsError) -> Color {
    guard let value = value as? [String: Any] else {
      throw AssetContentsError("a \"color\" entry is not an object")
    }
    if let reference = value["reference"] as? String {
      guard let color = systemColors[reference] else {
        throw AssetContentsError("unknown system colour \(reference)")
      }
      return color
    }
    guard let components = value["components"] as? [String: Any] else {
      throw AssetContentsError("a colour has no components")
    }
    let space = (value["color-space"] as? String ?? "srgb").lowercased()
    func channel(_ key: String) throws(AssetContentsError) -> Double {
      guard let raw = components[key] else {
        throw AssetContentsError("a colour has no \"\(key)\" component")
      }
      guard let parsed = component(raw, isAlpha: false) else {
        throw AssetContentsError("the \"\(key)\" component \(raw) is not a number")
      }
      return space.contains("linear") ? gammaEncoded(parsed) : parsed
    }
    let alpha = try components["alpha"].map { raw throws(AssetContentsError) in
      guard let alpha = component(raw, isAlpha: true) else {
        throw AssetContentsError("the \"alpha\" component \(raw) is not a number")
      }
      return alpha
    }
    if components["white"] != nil {
      let white = try channel("white")
      return Color(white: white, opacity: alpha ?? 1)
    }
    return Color(
      red: try channel("red"), green: try channel("green"), blue: try channel("blue"),
      opacity: alpha ?? 1)
  }

  /// A component between 0 and 1 from a string or number in any of Xcode's notations.
  static func component(_ raw: Any, isAlpha: Bool) -> Double? {
    let value: Double
    var isInteger = false
    if let text = raw as? String {
      let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
      if trimmed.hasPrefix("0x"), let hex = Int(trimmed.dropFirst(2), radix: 16) {
        return min(1, Double(hex) / 255)
      }
      guard let number = Double(trimmed), number.isFinite else { return nil }
      value = number
      isInteger = !trimmed.contains(".") && !trimmed.contains("e")
    } else if let number = raw as? NSNumber, number.doubleValue.isFinite {
      value = number.doubleValue
      isInteger = value == value.rounded() && value > 1
    } else {
      return nil
    }
    // An integer is an 8-bit value, except an alpha of 0 or 1.
    if isInteger && !(isAlpha && value <= 1) { return min(1, max(0, value / 255)) }
    return min(1, max(0, value))
  }

  /// A linear-light value on sRGB's transfer curve.
  private static func gammaEncoded(_ linear: Double) -> Double {
    linear <= 0.003_130_8 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
  }

  /// System colours a colour set may refer to, by their UIKit names.
  private static let systemColors: [String: Color] = [
    "systemRedColor": .red, "systemOrangeColor": .orange, "systemYellowColor": .yellow,
    "systemGreenColor": .green, "systemMintColor": .mint, "systemTealColor": .teal,
    "systemCyanColor": .cyan, "systemBlueColor": .blue, "systemIndigoColor": .indigo,
    "systemPurpleColor": .purple, "systemPinkColor": .pink, "systemBrownColor": .brown,
    "systemGrayColor": .gray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
    "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5,
    "systemGray6Color": .systemGray6, "labelColor": .primary, "secondaryLabelColor": .secondary,
    "blackColor": .black, "whiteColor": .white, "clearColor": .clear,
  ]
}
