import Foundation

#if !canImport(Darwin)
  extension UserDefaults {
    /// Key-value coding's setter, which Apple's `UserDefaults` inherits from `NSObject` and
    /// code calls as `UserDefaults.standard.setValue(value, forKey: "key")`; Linux's
    /// Foundation has no key-value coding.
    public func setValue(_ value: Any?, forKey key: String) {
      set(value, forKey: key)
    }
  }
#endif
