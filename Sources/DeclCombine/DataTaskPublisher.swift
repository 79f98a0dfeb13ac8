import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession {
  /// Returns a publisher that wraps a URL session data task for a given URL.
  ///
  /// ```swift
  /// URLSession.shared.dataTaskPublisher(for: url)
  ///   .map(\.data)
  ///   .decode(type: Profile.self, decoder: JSONDecoder())
  /// ```
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
    DataTaskPublisher(request: URLRequest(url: url), session: self)
  }

  /// Returns a publisher that wraps a URL session data task for a given URL request.
  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
    DataTaskPublisher(request: request, session: self)
  }

  /// A publisher that delivers the results of performing URL session data tasks.
  ///
  /// The task starts at the subscriber's first demand; it publishes the data and response
  /// once, then finishes, or fails with a `URLError`. Cancelling cancels the task. Results
  /// arrive on the session's delegate queue, not the main queue.
  public struct DataTaskPublisher: DeclCombine.Publisher {
    public typealias Output = (data: Data, response: URLResponse)
    public typealias Failure = URLError

    /// The URL request performed by the data task associated with this publisher.
    public let request: URLRequest
    /// The URL session that performs the data task associated with this publisher.
    public let session: URLSession

    /// Creates a data task publisher from the provided URL request and URL session.
    public init(request: URLRequest, session: URLSession) {
      self.request = request
      self.session = session
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      subscriber.receive(
        subscription: DataTaskSubscription(
          request: request, session: session, downstream: subscriber))
    }
  }
}

/// Runs one data task for one subscriber.
private final class DataTaskSubscription<Downstream: Subscriber>: Subscription
where Downstream.Input == URLSession.DataTaskPublisher.Output, Downstream.Failure == URLError {
  private let request: URLRequest
  private let session: URLSession
  private let lock = NSLock()
  // Guarded by `lock`; `downstream` is `nil` once finished or cancelled.
  private var downstream: Downstream?
  private var task: URLSessionDataTask?

  init(request: URLRequest, session: URLSession, downstream: Downstream) {
    self.request = request
    self.session = session
    self.downstream = downstream
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    guard lock.lock(if: downstream != nil && task == nil) else { return }
    let complete = SendableCallback<(Data?, URLResponse?, (any Error)?)> { [self] in
      finish(data: $0.0, response: $0.1, error: $0.2)
    }
    let task = session.dataTask(with: request) { complete(($0, $1, $2)) }
    self.task = task
    lock.unlock()
    task.resume()
  }

  func cancel() {
    lock.lock()
    let task = self.task
    downstream = nil
    self.task = nil
    lock.unlock()
    task?.cancel()
  }

  private func finish(data: Data?, response: URLResponse?, error: (any Error)?) {
    lock.lock()
    let downstream = self.downstream
    self.downstream = nil
    task = nil
    lock.unlock()
    guard let downstream else { return }
    if let error {
      downstream.receive(completion: .failure(Self.urlError(error)))
    } else if let response {
      _ = downstream.receive((data ?? Data(), response))
      downstream.receive(completion: .finished)
    } else {
      downstream.receive(completion: .failure(URLError(.badServerResponse)))
    }
  }

  /// The task's error as a `URLError` (on Linux it may arrive as a plain `NSError`).
  private static func urlError(_ error: any Error) -> URLError {
    if let error = error as? URLError { return error }
    let error = error as NSError
    return URLError(URLError.Code(rawValue: error.code) ?? .unknown, userInfo: error.userInfo)
  }
}
