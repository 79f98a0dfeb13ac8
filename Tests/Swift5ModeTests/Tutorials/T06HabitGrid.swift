// An indie app's habit tracker: a LazyVGrid of cards with a custom ButtonStyle, a Stepper, a
// ProgressView, a numeric content transition, kerning, and a scroll view that does not bounce.
import Decl
import Foundation

struct T06Habit: Identifiable {
  let id: Int
  var name: String
  var count: Int
  var goal: Int
}

struct T06CardButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(4)
      .background(configuration.isPressed ? Color.gray.opacity(0.3) : Color.clear)
      .overlay(RoundedRectangle(cornerRadius: 8).stroke(.secondary, lineWidth: 1))
  }
}

struct T06HabitCard: View {
  @Binding var habit: T06Habit

  var body: some View {
    VStack(alignment: .leading) {
      Text(habit.name.uppercased())
        .font(.caption)
        .kerning(1.5)
      Text("\(habit.count)/\(habit.goal)")
        .font(.title2.monospacedDigit())
        .contentTransition(.numericText())
      ProgressView(value: Double(habit.count), total: Double(habit.goal))
      Stepper("Done", value: $habit.count, in: 0...habit.goal)
    }
  }
}

struct T06HabitGridView: View {
  @State private var habits = [
    T06Habit(id: 1, name: "Read", count: 2, goal: 5),
    T06Habit(id: 2, name: "Run", count: 0, goal: 3),
  ]
  private let columns = [GridItem(.adaptive(minimum: 200))]

  var body: some View {
    ScrollView {
      LazyVGrid(columns: columns, spacing: 1) {
        ForEach($habits) { $habit in
          Button {
            withAnimation { habit.count = min(habit.count + 1, habit.goal) }
          } label: {
            T06HabitCard(habit: $habit)
          }
          .buttonStyle(T06CardButtonStyle())
        }
      }
      .padding(.horizontal)
    }
    .scrollBounceBehavior(.basedOnSize)
  }
}
