import Decl

extension FloatingLabelExample {
  /// The shipping-address form of episode 2: every `TextField` replaced by `TextInputField`.
  struct ShippingForm: View {
    @State var shippingAddress = ShippingAddress()

    var body: some View {
      Form {
        Section(header: Text("Shipping address")) {
          TextInputField("First Name", text: $shippingAddress.firstName)
          TextInputField("Last Name", text: $shippingAddress.lastName)
          TextInputField("Street", text: $shippingAddress.street)
          TextInputField("Number", text: $shippingAddress.number)
          TextInputField("Post code", text: $shippingAddress.postcode)
          TextInputField("City", text: $shippingAddress.city)
          TextInputField("County", text: $shippingAddress.county)
          TextInputField("Country", text: $shippingAddress.country)
        }
      }
    }
  }
}
