// In the style of Apple's "Landmarks" tutorial: an @Observable model in the environment, a
// filtered list with a favourites toggle, and a detail screen.
import Decl
import Foundation

struct T01Landmark: Hashable, Codable, Identifiable {
  var id: Int
  var name: String
  var park: String
  var state: String
  var isFavorite: Bool
}

@Observable
class T01ModelData {
  var landmarks: [T01Landmark] = [
    T01Landmark(
      id: 1001, name: "Turtle Rock", park: "Joshua Tree", state: "California", isFavorite: true),
    T01Landmark(
      id: 1002, name: "Silver Salmon Creek", park: "Lake Clark", state: "Alaska", isFavorite: false),
    T01Landmark(
      id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush", state: "Alaska",
      isFavorite: true),
  ]
}

struct T01LandmarkRow: View {
  var landmark: T01Landmark

  var body: some View {
    HStack {
      Image(systemName: "photo")
      Text(landmark.name)
      Spacer()
      if landmark.isFavorite {
        Image(systemName: "star.fill")
          .foregroundStyle(.yellow)
      }
    }
  }
}

struct T01LandmarkDetail: View {
  @Environment(T01ModelData.self) var modelData
  var landmark: T01Landmark

  var landmarkIndex: Int {
    modelData.landmarks.firstIndex(where: { $0.id == landmark.id })!
  }

  var body: some View {
    @Bindable var modelData = modelData
    ScrollView {
      VStack(alignment: .leading) {
        HStack {
          Text(landmark.name)
            .font(.title)
          Button {
            modelData.landmarks[landmarkIndex].isFavorite.toggle()
          } label: {
            Label(
              "Toggle Favorite",
              systemImage: modelData.landmarks[landmarkIndex].isFavorite ? "star.fill" : "star"
            )
            .labelStyle(.iconOnly)
          }
        }
        HStack {
          Text(landmark.park)
          Spacer()
          Text(landmark.state)
        }
        .font(.subheadline)
        .foregroundStyle(.secondary)
        Divider()
        Text("About \(landmark.name)")
          .font(.title2)
      }
      .padding()
    }
    .navigationTitle(landmark.name)
    .navigationBarTitleDisplayMode(.inline)
  }
}

struct T01LandmarkList: View {
  @Environment(T01ModelData.self) var modelData
  @State private var showFavoritesOnly = false

  var filteredLandmarks: [T01Landmark] {
    modelData.landmarks.filter { landmark in
      (!showFavoritesOnly || landmark.isFavorite)
    }
  }

  var body: some View {
    NavigationSplitView {
      List {
        Toggle(isOn: $showFavoritesOnly) {
          Text("Favorites only")
        }
        ForEach(filteredLandmarks) { landmark in
          NavigationLink {
            T01LandmarkDetail(landmark: landmark)
          } label: {
            T01LandmarkRow(landmark: landmark)
          }
        }
      }
      .animation(.default, value: filteredLandmarks)
      .navigationTitle("Landmarks")
    } detail: {
      Text("Select a Landmark")
    }
  }
}

struct T01ContentView: View {
  var body: some View {
    T01LandmarkList()
      .environment(T01ModelData())
  }
}
