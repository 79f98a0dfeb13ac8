// Programmatic navigation with NavigationPath, as WWDC22 and many tutorials show it: values
// pushed with navigationDestination(for:), the path saved with `codable` and restored.
import Decl
import Foundation

struct T10Recipe: Hashable, Codable, Identifiable {
  var id: String { name }
  var name: String
  var minutes: Int
}

final class T10NavigationModel: ObservableObject {
  @Published var path = NavigationPath()

  var savedData: Data? {
    guard let representation = path.codable else { return nil }
    return try? JSONEncoder().encode(representation)
  }

  func restore(from data: Data) {
    if let representation = try? JSONDecoder().decode(
      NavigationPath.CodableRepresentation.self, from: data)
    {
      path = NavigationPath(representation)
    }
  }
}

struct T10RecipeBook: View {
  @StateObject private var navigation = T10NavigationModel()
  let recipes = [T10Recipe(name: "Pancakes", minutes: 20), T10Recipe(name: "Soup", minutes: 45)]

  var body: some View {
    NavigationStack(path: $navigation.path) {
      List(recipes) { recipe in
        NavigationLink(value: recipe) {
          LabeledContent(recipe.name, value: "\(recipe.minutes) min")
        }
      }
      .navigationTitle("Recipes")
      .navigationDestination(for: T10Recipe.self) { recipe in
        VStack {
          Text(recipe.name).font(.title)
          Text("Ready in \(recipe.minutes) minutes")
          Button("Save path") {
            if let data = navigation.savedData {
              navigation.path = NavigationPath()
              navigation.restore(from: data)
            }
          }
        }
      }
    }
  }
}
