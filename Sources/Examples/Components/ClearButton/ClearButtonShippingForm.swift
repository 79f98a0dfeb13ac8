import Decl

extension ClearButtonExample {
  /// The shipping form of episode 3. The name fields keep the default (a clear button once
  /// they have text); the address section hides the buttons of every field inside it with
  /// one modifier, and "Number" turns its own back on. `.textCase(.uppercase)` on the same
  /// section reaches every field in it, just as the environment carries `clearButtonHidden`.
  ///
  /// The episode shows these two configurations one after the other on the same form; the
  /// rebuild puts both on one screen as two sections.
  struct ShippingForm: View {
    @State var shippingAddress = ShippingAddress()

    var body: some View {
      Form {
        Section(header: Text("Name")) {
          TextInputField("First Name", text: $shippingAddress.firstName)
          TextInputField("Last Name", text: $shippingAddress.lastName)
        }
        Section(header: Text("Address")) {
          TextInputField("Street", text: $shippingAddress.street)
          TextInputField("Number", text: $shippingAddress.number)
            .clearButtonHidden(false)
          TextInputField("Post code", text: $shippingAddress.postcode)
          TextInputField("City", text: $shippingAddress.city)
          TextInputField("Country", text: $shippingAddress.country)
        }
        .clearButtonHidden()
        .textCase(.uppercase)
      }
    }
  }
}
