import Decl

/// The address the shipping form edits (episodes 2 and 3 of the series).
struct ShippingAddress {
  var firstName: String
  var lastName: String
  var street: String
  var number: String
  var postcode: String
  var city: String
  var county: String
  var country: String
}

extension ShippingAddress {
  /// An empty address, so a form can start with every field blank.
  init() {
    self.init(
      firstName: "", lastName: "", street: "", number: "", postcode: "", city: "", county: "",
      country: "")
  }
}
