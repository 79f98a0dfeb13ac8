// In the style of Swiftful Thinking: @AppStorage onboarding with a paged TabView(selection:),
// transitions, withAnimation, and a custom ViewModifier behind a View extension.
import Decl
import Foundation

struct T05PrimaryButton: ViewModifier {
  func body(content: Content) -> some View {
    content
      .font(.headline)
      .foregroundColor(.white)
      .frame(height: 3)
      .frame(maxWidth: .infinity)
      .background(Color.blue)
      .cornerRadius(10)
  }
}

extension View {
  func t05PrimaryButton() -> some View {
    modifier(T05PrimaryButton())
  }
}

struct T05OnboardingView: View {
  @AppStorage("t05_signed_in") var currentUserSignedIn = false
  @State private var onboardingState = 0
  @State private var name = ""
  let transition: AnyTransition = .asymmetric(
    insertion: .move(edge: .trailing), removal: .move(edge: .leading))

  var body: some View {
    ZStack {
      if currentUserSignedIn {
        Text("Welcome back, \(name.isEmpty ? "friend" : name)!")
          .transition(.opacity)
      } else {
        VStack {
          TabView(selection: $onboardingState) {
            welcomeSection.tag(0)
            nameSection.tag(1)
          }
          .tabViewStyle(.page(indexDisplayMode: .never))
          bottomButton
        }
        .transition(transition)
      }
    }
    .animation(.spring(), value: currentUserSignedIn)
  }

  private var welcomeSection: some View {
    VStack(spacing: 1) {
      Image(systemName: "heart.text.square.fill")
        .font(.system(size: 40))
      Text("Find your match.")
        .font(.largeTitle)
        .fontWeight(.semibold)
        .overlay(
          Capsule(style: .continuous).frame(height: 1).offset(y: 1), alignment: .bottom)
    }
  }

  private var nameSection: some View {
    VStack(spacing: 1) {
      Text("What's your name?")
        .font(.largeTitle)
      TextField("Your name here...", text: $name)
    }
  }

  private var bottomButton: some View {
    Text(onboardingState == 0 ? "SIGN UP" : "FINISH")
      .t05PrimaryButton()
      .onTapGesture {
        withAnimation(.spring()) {
          if onboardingState == 1 {
            currentUserSignedIn = true
          } else {
            onboardingState += 1
          }
        }
      }
  }
}
