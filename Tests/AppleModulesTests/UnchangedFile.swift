// An iOS file as Xcode keeps it (linked into AppleModulesSwift5Tests too, for Swift 5 mode):
// Apple's imports, every preview form and asset symbols from
// this target's Assets.xcassets (the AssetSymbols plugin), unchanged.
import Combine
import SwiftUI
import UIKit

final class PreviewModel: ObservableObject {
  @Published var count = 0
}

struct Greeting: View {
  var name: String
  var body: some View { Text("Hello, \(name)!") }
}

struct CounterView: View {
  @Binding var count: Int
  var body: some View {
    VStack {
      Text("Count: \(count)")
      Button("Add") { count += 1 }
    }
  }
}

#Preview {
  Greeting(name: "plain")
}

#Preview("Named") {
  Greeting(name: "named")
}

#Preview("With traits", traits: .sizeThatFitsLayout, .landscapeLeft) {
  Greeting(name: "traits")
}

#Preview("Fixed", traits: .fixedLayout(width: 160, height: 64)) {
  Greeting(name: "fixed")
}

#Preview("Statements") {
  let names = ["a", "b"]  // a comment with a } brace
  let joined = names.joined(separator: "\"}")
  return Greeting(name: joined)
}

#Preview("Previewable") {
  @Previewable @State var count = 3
  CounterView(count: $count)
}

struct Greeting_Previews: PreviewProvider {
  static var previews: some View {
    Greeting(name: "provider")
      .previewDevice("iPhone 15 Pro")
      .previewLayout(.sizeThatFits)
      .previewDisplayName("Provider")
      .previewInterfaceOrientation(.landscapeLeft)
  }
}

/// Asset symbols the AssetSymbols plugin generates from this target's Assets.xcassets.
struct Swatches: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text("accent").foregroundStyle(.accentBlue)
      Text("brand").foregroundColor(Color.brand)
      Text("surface").background(Color(.Theme.surface))
      Color(.accentBlue).frame(width: 16, height: 16)
      Text("again").foregroundColor(Color(Color.brand))
      Image(.logo)
    }
  }
}

#Preview("Swatches", traits: .sizeThatFitsLayout) {
  Swatches()
}
