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
}
