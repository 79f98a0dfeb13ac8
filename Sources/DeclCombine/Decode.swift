import Foundation

/// A type that defines methods for decoding, such as `JSONDecoder`.
public protocol TopLevelDecoder {
  /// The type this decoder accepts.
  associatedtype Input

  /// Decodes an instance of the indicated type.
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// A type that defines methods for encoding, such as `JSONEncoder`.
public protocol TopLevelEncoder {
  /// The type this encoder produces.
  associatedtype Output

  /// Encodes an instance of the indicated type.
  func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publishers {
  /// A publisher that decodes elements received from an upstream publisher, using a given
  /// decoder.
  public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
  where Upstream.Output == Coder.Input {
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    private let decoder: Coder

    /// Creates a decoding publisher; prefer `decode(type:decoder:)`.
    public init(upstream: Upstream, decoder: Coder) {
      self.upstream = upstream
      self.decoder = decoder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let decoder = self.decoder
      upstream.subscribe(
        OperatorSubscriber(downstream: subscriber, failures: .erased) { value in
          .emit(try decoder.decode(Output.self, from: value))
        })
    }
  }

  /// A publisher that encodes elements received from an upstream publisher, using a given
  /// encoder.
  public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher
  where Upstream.Output: Encodable {
    public typealias Output = Coder.Output
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    private let encoder: Coder

    /// Creates an encoding publisher; prefer `encode(encoder:)`.
    public init(upstream: Upstream, encoder: Coder) {
      self.upstream = upstream
      self.encoder = encoder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let encoder = self.encoder
      upstream.subscribe(
        OperatorSubscriber(downstream: subscriber, failures: .erased) { value in
          .emit(try encoder.encode(value))
        })
    }
  }
}

extension Publisher {
  /// Decodes the output from the upstream using a specified decoder; a decoding error ends the
  /// stream.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
    -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input
  {
    Publishers.Decode(upstream: self, decoder: decoder)
  }

  /// Encodes the output from the upstream using a specified encoder.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder>
  where Output: Encodable {
    Publishers.Encode(upstream: self, encoder: encoder)
  }
}
