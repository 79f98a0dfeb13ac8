import Decl
import Testing

@Suite struct CollectionOffsetsTests {
  @Test func removeAtOffsets() {
    var letters = ["a", "b", "c", "d"]
    letters.remove(atOffsets: [1, 3])
    #expect(letters == ["a", "c"])
    letters.remove(atOffsets: [7])
    #expect(letters == ["a", "c"])
  }

  @Test func moveFromOffsetsMatchesSwiftUI() {
    var letters = ["a", "b", "c", "d"]
    letters.move(fromOffsets: [0], toOffset: 2)
    #expect(letters == ["b", "a", "c", "d"])
    letters = ["a", "b", "c", "d"]
    letters.move(fromOffsets: [3], toOffset: 0)
    #expect(letters == ["d", "a", "b", "c"])
    letters = ["a", "b", "c", "d"]
    letters.move(fromOffsets: [0, 1], toOffset: 4)
    #expect(letters == ["c", "d", "a", "b"])
  }

  @Test func moveWorksOnAnyMutableCollection() {
    var slice = ["a", "b", "c", "d", "e"][1...]
    slice.move(fromOffsets: [0], toOffset: 3)
    #expect(Array(slice) == ["c", "d", "b", "e"])
    var letters = ["a", "b"]
    letters.move(fromOffsets: [5], toOffset: 0)
    #expect(letters == ["a", "b"])
  }
}
