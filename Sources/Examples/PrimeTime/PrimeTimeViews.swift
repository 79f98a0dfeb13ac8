import Decl

/// Seed 004, PrimeTime (Point-Free episode, Chinese translation): a counter whose state is
/// shared by every screen through one `ObservableObject`, a modal that says whether the count
/// is prime and saves it to the favourites, an asynchronous "nth prime" effect shown in an
/// alert, and the list of favourites with deletion.
///
/// The episode was recorded on Xcode 11 beta 3; this follows its corrections (`sheet` for
/// `.presentation(Modal)`, `@ObservedObject` for `@ObjectBinding`, `@Published` for
/// `didChange`, `alert(item:)`). `alert(item:)` needs an `Identifiable` value, so the prime is
/// wrapped in `PrimeAlert`, as the episode's code later does.
enum PrimeTime {
  @MainActor
  final class AppState: ObservableObject {
    @Published var count = 0
    @Published var favoritePrimes: [Int] = []

    init(count: Int = 0, favoritePrimes: [Int] = []) {
      self.count = count
      self.favoritePrimes = favoritePrimes
    }
  }

  struct PrimeAlert: Identifiable {
    let prime: Int
    var id: Int { prime }
  }

  struct ContentView: View {
    @ObservedObject var state: AppState

    var body: some View {
      NavigationStack {
        List {
          NavigationLink(destination: CounterView(state: self.state)) {
            Text("Counter demo")
          }
          NavigationLink(destination: FavoritePrimes(state: self.state)) {
            Text("Favorite primes")
          }
        }
        .navigationBarTitle("State management")
      }
    }
  }

  struct CounterView: View {
    @ObservedObject var state: AppState
    @State var isPrimeModalShown = false
    @State var alertNthPrime: PrimeAlert?
    @State var isNthPrimeButtonDisabled = false
    @Environment(\.nthPrimeClient) var nthPrimeClient

    var body: some View {
      VStack {
        HStack {
          Button(action: { self.state.count -= 1 }) {
            Text("−")
          }
          Text("\(self.state.count)")
          Button(action: { self.state.count += 1 }) {
            Text("+")
          }
        }
        Button(action: { self.isPrimeModalShown = true }) {
          Text("Is this prime?")
        }
        Button(action: self.nthPrimeButtonAction) {
          HStack {
            if self.isNthPrimeButtonDisabled { ProgressView() }
            Text("What's the \(PrimeMath.ordinal(self.state.count)) prime?")
          }
        }
        .disabled(self.isNthPrimeButtonDisabled)
      }
      .navigationBarTitle("Counter demo")
      .sheet(isPresented: self.$isPrimeModalShown) {
        IsPrimeModalView(state: self.state)
      }
      .alert(item: self.$alertNthPrime) { alert in
        Alert(
          title: Text("The \(PrimeMath.ordinal(self.state.count)) prime is \(alert.prime)"),
          dismissButton: .default(Text("Ok"))
        )
      }
    }

    func nthPrimeButtonAction() {
      self.isNthPrimeButtonDisabled = true
      let n = self.state.count
      let client = self.nthPrimeClient
      Task {
        let prime = await client.nthPrime(n)
        self.alertNthPrime = prime.map(PrimeAlert.init(prime:))
        self.isNthPrimeButtonDisabled = false
      }
    }
  }

  struct IsPrimeModalView: View {
    @ObservedObject var state: AppState

    var body: some View {
      VStack {
        if PrimeMath.isPrime(self.state.count) {
          Text("\(self.state.count) is prime 🎉")
          if self.state.favoritePrimes.contains(self.state.count) {
            Button(action: {
              self.state.favoritePrimes.removeAll(where: { $0 == self.state.count })
            }) {
              Text("Remove from favorite primes")
            }
          } else {
            Button(action: { self.state.favoritePrimes.append(self.state.count) }) {
              Text("Save to favorite primes")
            }
          }
        } else {
          Text("\(self.state.count) is not prime :(")
        }
      }
    }
  }

  struct FavoritePrimes: View {
    @ObservedObject var state: AppState

    var body: some View {
      List {
        ForEach(self.state.favoritePrimes, id: \.self) { prime in
          Text("\(prime)")
        }
        .onDelete(perform: { indexSet in
          for index in indexSet {
            self.state.favoritePrimes.remove(at: index)
          }
        })
      }
      .navigationBarTitle(Text("Favorite Primes"))
    }
  }

  /// The app keeps one state for all its screens.
  struct Root: View {
    @StateObject private var state = AppState()

    var body: some View {
      ContentView(state: state)
    }
  }
}
