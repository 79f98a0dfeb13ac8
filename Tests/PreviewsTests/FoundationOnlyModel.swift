import Foundation

// A model file as iOS apps write it: it imports only Foundation, which on Apple platforms
// brings Combine and Observation. The AssetSymbols plugin re-exports them for the target.
final class FoundationOnlyStore: ObservableObject {
  @Published var count = 1
}

@Observable final class FoundationOnlyModel {
  var name = "model"
}
