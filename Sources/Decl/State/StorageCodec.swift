import Foundation

/// How `@AppStorage` and `@SceneStorage` turn a value into what a store holds (a property-list
/// value) and back. Reading is lenient, as `UserDefaults`' typed getters are: a number stored
/// as a string still reads as a number.
package struct StorageCodec<Value> {
  /// The value a stored object stands for, or nil when it is not one.
  package let decode: (Any) -> Value?
  /// What to store for a value; nil removes the key.
  package let encode: (Value) -> Any?

  package init(
    decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any?
  ) {
    self.decode = decode
    self.encode = encode
  }

  /// The same codec for an optional value: nil removes the key.
  package var optional: StorageCodec<Value?> {
    let (decode, encode) = (self.decode, self.encode)
    return StorageCodec<Value?>(
      decode: { object in decode(object).map { Optional($0) } },
      encode: { value in value.flatMap(encode) })
  }
}

extension StorageCodec where Value == Bool {
  package static var bool: Self {
    Self(
      decode: { object in
        if let value = object as? Bool { return value }
        if let number = object as? NSNumber { return number.boolValue }
        if let string = object as? String {
          return ["yes", "true", "1"].contains(string.lowercased())
        }
        return nil
      }, encode: { $0 })
  }
}

extension StorageCodec where Value == Int {
  package static var int: Self {
    Self(
      decode: { object in
        if let value = object as? Int { return value }
        if let number = object as? NSNumber { return number.intValue }
        if let string = object as? String { return Int(string) }
        return nil
      }, encode: { $0 })
  }
}

extension StorageCodec where Value == Double {
  package static var double: Self {
    Self(
      decode: { object in
        if let value = object as? Double { return value }
        if let number = object as? NSNumber { return number.doubleValue }
        if let string = object as? String { return Double(string) }
        return nil
      }, encode: { $0 })
  }
}

extension StorageCodec where Value == String {
  package static var string: Self {
    Self(decode: { $0 as? String }, encode: { $0 })
  }
}

extension StorageCodec where Value == URL {
  /// URLs are stored as their absolute string (Linux's `UserDefaults.set(_:forKey:)` for a URL
  /// loses it); a stored string or archived-free data both read back.
  package static var url: Self {
    Self(
      decode: { object in
        if let url = object as? URL { return url }
        if let string = object as? String { return URL(string: string) }
        if let data = object as? Data { return URL(dataRepresentation: data, relativeTo: nil) }
        return nil
      }, encode: { $0.absoluteString })
  }
}

extension StorageCodec where Value == Data {
  package static var data: Self {
    Self(decode: { $0 as? Data }, encode: { $0 })
  }
}

extension StorageCodec where Value == Date {
  package static var date: Self {
    Self(
      decode: { object in
        if let date = object as? Date { return date }
        if let seconds = object as? Double { return Date(timeIntervalSinceReferenceDate: seconds) }
        return nil
      }, encode: { $0 })
  }
}

extension StorageCodec where Value: RawRepresentable, Value.RawValue == Int {
  /// An enumeration stored as its integer raw value.
  package static var intRawValue: Self {
    let int = StorageCodec<Int>.int
    return Self(
      decode: { int.decode($0).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
  }
}

extension StorageCodec where Value: RawRepresentable, Value.RawValue == String {
  /// A value stored as its string raw value.
  package static var stringRawValue: Self {
    Self(decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
  }
}
