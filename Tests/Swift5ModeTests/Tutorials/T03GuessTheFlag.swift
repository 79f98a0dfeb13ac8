// In the style of 100 Days of SwiftUI's "Guess the Flag": a gradient background, buttons with
// custom labels, a score alert, and a computed property builder.
import Decl
import Foundation

struct T03FlagImage: View {
  var country: String

  var body: some View {
    Text(country.prefix(2).uppercased())
      .padding(.horizontal)
      .background(.regularMaterial)
      .clipShape(.capsule)
      .shadow(radius: 5)
  }
}

struct T03GuessTheFlagView: View {
  @State private var showingScore = false
  @State private var scoreTitle = ""
  @State private var score = 0
  @State private var countries = ["Estonia", "France", "Germany", "Ireland", "Italy"]
  @State private var correctAnswer = 0

  var body: some View {
    ZStack {
      RadialGradient(
        stops: [
          .init(color: Color(red: 0.1, green: 0.2, blue: 0.45), location: 0.3),
          .init(color: Color(red: 0.76, green: 0.15, blue: 0.26), location: 0.3),
        ], center: .top, startRadius: 200, endRadius: 700
      )
      .ignoresSafeArea()

      VStack(spacing: 15) {
        Text("Guess the Flag")
          .font(.largeTitle.weight(.bold))
          .foregroundStyle(.white)
        VStack {
          Text("Tap the flag of")
            .foregroundStyle(.secondary)
            .font(.subheadline.weight(.heavy))
          Text(countries[correctAnswer])
            .font(.largeTitle.weight(.semibold))
        }
        ForEach(0..<3) { number in
          Button {
            flagTapped(number)
          } label: {
            T03FlagImage(country: countries[number])
          }
        }
        Text("Score: \(score)")
          .foregroundStyle(.white)
          .font(.title.bold())
      }
      .padding()
    }
    .alert(scoreTitle, isPresented: $showingScore) {
      Button("Continue", action: askQuestion)
    } message: {
      Text("Your score is \(score)")
    }
  }

  func flagTapped(_ number: Int) {
    if number == correctAnswer {
      scoreTitle = "Correct"
      score += 1
    } else {
      scoreTitle = "Wrong! That's the flag of \(countries[number])"
    }
    showingScore = true
  }

  func askQuestion() {
    countries.shuffle()
    correctAnswer = 0
  }
}
