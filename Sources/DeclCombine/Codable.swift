// Combine's Codable conformances: a demand, a completion and a recording can be saved and read
// back (a recording of `Codable` outputs and failure, for replaying a stream in tests).

extension Subscribers.Demand: Codable {
  /// Creates a demand from its encoded count (`UInt.max` is unlimited).
  public init(from decoder: any Decoder) throws {
    let count = try decoder.singleValueContainer().decode(UInt.self)
    self = count >= UInt(Int.max) ? .unlimited : .max(Int(count))
  }

  /// Encodes the demand as its count (`UInt.max` for unlimited).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(max.map { UInt($0) } ?? .max)
  }
}

extension Subscribers.Completion: Codable where Failure: Codable {
  private enum CodingKeys: String, CodingKey {
    case success, error
  }

  /// Creates a completion from an encoded one: `finished`, or a failure with its error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if try container.decode(Bool.self, forKey: .success) {
      self = .finished
    } else {
      self = .failure(try container.decode(Failure.self, forKey: .error))
    }
  }

  /// Encodes whether the stream finished, and its error if it failed.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .finished:
      try container.encode(true, forKey: .success)
    case .failure(let error):
      try container.encode(false, forKey: .success)
      try container.encode(error, forKey: .error)
    }
  }
}

extension Record.Recording: Codable where Output: Codable, Failure: Codable {
  private enum CodingKeys: String, CodingKey {
    case output, completion
  }

  /// Creates a recording from its encoded outputs and completion.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      output: try container.decode([Output].self, forKey: .output),
      completion: try container.decode(Subscribers.Completion<Failure>.self, forKey: .completion))
  }

  /// Encodes the recorded outputs and completion.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(output, forKey: .output)
    try container.encode(completion, forKey: .completion)
  }
}

extension Record: Codable where Output: Codable, Failure: Codable {
  private enum CodingKeys: String, CodingKey {
    case recording
  }

  /// Creates a record publisher from an encoded recording.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(recording: try container.decode(Recording.self, forKey: .recording))
  }

  /// Encodes the recording.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(recording, forKey: .recording)
  }
}
