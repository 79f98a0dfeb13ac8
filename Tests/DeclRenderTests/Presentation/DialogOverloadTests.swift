import Decl
import DeclRender
import Foundation
import Testing

private struct SaveError: LocalizedError {
  let file: String
  var errorDescription: String? { "Could not save \(file)" }
}

private struct Pet: Identifiable {
  let name: String
  var id: String { name }
}

/// Every title form (`String`, `LocalizedStringKey`, `Text`) of `alert` and
/// `confirmationDialog`, with and without `presenting:` and `message:`: they must compile as
/// they do with SwiftUI. A few are shown to check they reach the same dialog.
private struct EveryOverload: View {
  @State private var on = false
  @State private var pet: Pet?
  @State private var error: SaveError?
  private let title = "Title"
  private let pending: Pet? = Pet(name: "Rex")

  var body: some View {
    VStack {
      alerts
      presentingAlerts
      dialogs
      presentingDialogs
    }
  }

  private var alerts: some View {
    Text("overloads")
      .alert("Key", isPresented: $on) {}
      .alert(title, isPresented: $on) {}
      .alert(Text("Text"), isPresented: $on) {}
      .alert("Key", isPresented: $on) {
      } message: {
        Text("m")
      }
      .alert(title, isPresented: $on) {
      } message: {
        Text("m")
      }
      .alert(Text("Text"), isPresented: $on) {
      } message: {
        Text("m")
      }
      .alert(isPresented: $on, error: error) {}
      .alert(isPresented: $on, error: error) { _ in
      } message: {
        Text($0.file)
      }
      .alert(error: $error) {}
      .alert(error: $error) { _ in
      } message: {
        Text($0.file)
      }
  }

  private var presentingAlerts: some View {
    Text("")
      .alert("Key", isPresented: $on, presenting: pending) { Text($0.name) }
      .alert(title, isPresented: $on, presenting: pending) { Text($0.name) }
      .alert(Text("Text"), isPresented: $on, presenting: pending) { Text($0.name) }
      .alert("Key", isPresented: $on, presenting: pending) { _ in
      } message: {
        Text($0.name)
      }
      .alert(title, isPresented: $on, presenting: pending) { _ in
      } message: {
        Text($0.name)
      }
      .alert(Text("T"), isPresented: $on, presenting: pending) { _ in
      } message: {
        Text($0.name)
      }
      .alert("Key", item: $pet) { Text($0.name) }
      .alert(title, item: $pet) { _ in
      } message: {
        Text($0.name)
      }
      .alert(Text("Text"), item: $pet) { Text($0.name) }
  }

  private var dialogs: some View {
    Text("")
      .confirmationDialog("Key", isPresented: $on) {}
      .confirmationDialog(title, isPresented: $on, titleVisibility: .visible) {}
      .confirmationDialog(Text("Text"), isPresented: $on) {}
      .confirmationDialog("Key", isPresented: $on) {
      } message: {
        Text("m")
      }
      .confirmationDialog(title, isPresented: $on) {
      } message: {
        Text("m")
      }
      .confirmationDialog(Text("Text"), isPresented: $on) {
      } message: {
        Text("m")
      }
  }

  private var presentingDialogs: some View {
    Text("")
      .confirmationDialog("Key", isPresented: $on, presenting: pending) { Text($0.name) }
      .confirmationDialog(title, isPresented: $on, presenting: pending) { Text($0.name) }
      .confirmationDialog(Text("T"), isPresented: $on, presenting: pending) { Text($0.name) }
      .confirmationDialog("Key", isPresented: $on, presenting: pending) { _ in
      } message: {
        Text($0.name)
      }
      .confirmationDialog(title, isPresented: $on, presenting: pending) { _ in
      } message: {
        Text($0.name)
      }
      .confirmationDialog(Text("T"), isPresented: $on, presenting: pending) { _ in
      } message: {
        Text($0.name)
      }
  }
}

@MainActor
@Suite struct DialogOverloadTests {
  @Test func everyOverloadCompilesAndNothingShowsWhileNotPresented() {
    let host = TestHost(width: 30, height: 3) { EveryOverload() }
    #expect(host.screen.contains("overloads"))
  }

  @Test func stringTitleWithPresentedDataAndMessage() {
    struct Screen: View {
      @State private var isAsking = false
      let title: String = "Remove pet?"
      var body: some View {
        Button("Ask") { isAsking = true }
          .alert(title, isPresented: $isAsking, presenting: Pet(name: "Rex")) { pet in
            Button("Remove \(pet.name)", role: .destructive) {}
          } message: { pet in
            Text("\(pet.name) leaves the list.")
          }
      }
    }
    let host = TestHost(width: 50, height: 10) { Screen() }
    #expect(host.tap("Ask"))
    #expect(host.screen.contains("Remove pet?"))
    #expect(host.screen.contains("Remove Rex"))
    #expect(host.screen.contains("Rex leaves the list."))
  }

  @Test func errorAlertIsTitledWithTheDescriptionAndClearsTheError() {
    struct Screen: View {
      @State private var error: SaveError?
      var body: some View {
        VStack {
          Text(error == nil ? "no error" : "has error")
          Button("Save") { error = SaveError(file: "notes.txt") }
        }
        .alert(error: $error) { error in
          Button("OK") {}
        } message: { error in
          Text("Try another name than \(error.file).")
        }
      }
    }
    let host = TestHost(width: 50, height: 10) { Screen() }
    #expect(host.tap("Save"))
    #expect(host.screen.contains("Could not save notes.txt"))
    #expect(host.screen.contains("Try another name than notes.txt."))
    #expect(host.tap("OK"))
    #expect(!host.screen.contains("Could not save"))
    #expect(host.screen.contains("no error"))
  }

  @Test func itemAlertShowsForTheItemAndClearsIt() {
    struct Screen: View {
      @State private var pet: Pet?
      var body: some View {
        Button("Pick") { pet = Pet(name: "Tom") }
          .alert("Selected", item: $pet) { pet in
            Button("Keep \(pet.name)") {}
          }
      }
    }
    let host = TestHost(width: 50, height: 10) { Screen() }
    #expect(host.tap("Pick"))
    #expect(host.screen.contains("Keep Tom"))
    #expect(host.tap("Keep Tom"))
    #expect(!host.screen.contains("Selected"))
  }

  @Test func presentingDialogWithMessageStacksItsButtons() {
    struct Screen: View {
      @State private var isAsking = false
      @State private var log = "none"
      var body: some View {
        VStack {
          Text("log \(log)")
          Button("Share") { isAsking = true }
        }
        .confirmationDialog(
          "Share", isPresented: $isAsking, titleVisibility: .visible, presenting: Pet(name: "Rex")
        ) { pet in
          Button("Mail \(pet.name)") { log = "mail" }
          Button("Print \(pet.name)") { log = "print" }
        } message: { pet in
          Text("How to share \(pet.name)")
        }
      }
    }
    let host = TestHost(width: 50, height: 14) { Screen() }
    #expect(host.tap("Share"))
    #expect(host.screen.contains("How to share Rex"))
    let mail = host.position(of: "Mail Rex")
    let print = host.position(of: "Print Rex")
    if let mail, let print { #expect(print.y == mail.y + 1) } else { Issue.record("no buttons") }
    #expect(host.tap("Print Rex"))
    #expect(host.screen.contains("log print"))
  }

  @Test func legacyActionSheet() {
    struct Screen: View {
      @State private var isShowing = false
      @State private var log = "none"
      var body: some View {
        VStack {
          Text("log \(log)")
          Button("Photo") { isShowing = true }
        }
        .actionSheet(isPresented: $isShowing) {
          ActionSheet(
            title: Text("Add a photo"), message: Text("From where?"),
            buttons: [.default(Text("Camera")) { log = "camera" }, .cancel()])
        }
      }
    }
    let host = TestHost(width: 50, height: 14) { Screen() }
    #expect(host.tap("Photo"))
    #expect(host.screen.contains("Add a photo"))
    #expect(host.screen.contains("From where?"))
    #expect(host.screen.contains("Cancel"))
    #expect(host.tap("Camera"))
    #expect(host.screen.contains("log camera"))
    #expect(!host.screen.contains("Add a photo"))
  }
}
