import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A view that loads an image from a URL and shows it, with a placeholder until it arrives.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/icon.png")) { image in
///   image.resizable().scaledToFit()
/// } placeholder: {
///   ProgressView()
/// }
/// .frame(width: 64, height: 64)
/// ```
///
/// The image is loaded with `URLSession.shared` (a `file:` URL is read from disk) when the view
/// appears, and again when its URL changes; PNG images only.
public struct AsyncImage<Content: View>: View {
  private let url: URL?
  private let scale: CGFloat
  private let content: (AsyncImagePhase) -> Content
  @State private var phase = AsyncImagePhase.empty

  /// Loads the image at `url`, shown at its own size; a grey box fills the space until then.
  public init(url: URL?, scale: CGFloat = 1) where Content == _AsyncImageDefaultContent {
    self.init(url: url, scale: scale) { _AsyncImageDefaultContent(phase: $0) }
  }

  /// Loads the image at `url` and shows `content(image)`, or `placeholder()` until it loads (and
  /// if it fails).
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _AsyncImageConditionalContent<I, P> {
    self.init(url: url, scale: scale) { phase in
      _AsyncImageConditionalContent(
        storage: phase.image.map { .trueContent(content($0)) } ?? .falseContent(placeholder()))
    }
  }

  /// Loads the image at `url` and shows what `content` makes of each phase: empty while
  /// loading, then the image or the error. The transaction is accepted (no animation).
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.scale = scale
    self.content = content
  }

  public var body: some View {
    content(phase)
      .task(id: url) {
        phase = .empty
        guard let url else { return }
        let loaded = await AsyncImageLoader.load(url, scale: scale)
        if !Task.isCancelled { phase = loaded }
      }
  }
}

/// The phase of an `AsyncImage`'s load.
public enum AsyncImagePhase: @unchecked Sendable {
  /// Not loaded yet (or no URL).
  case empty
  /// Loaded.
  case success(Image)
  /// The load failed: no connection, an HTTP error, or data that is not a PNG image.
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { image } else { nil }
  }

  /// Why the load failed, if it did.
  public var error: (any Error)? {
    if case .failure(let error) = self { error } else { nil }
  }
}

/// Why an `AsyncImage` shows no image.
public enum AsyncImageError: Error, CustomStringConvertible, Sendable {
  /// The server answered with this HTTP status.
  case httpStatus(Int)
  /// The data is not a PNG file (Decl draws PNG images only).
  case unsupportedFormat(bytes: Int)

  public var description: String {
    switch self {
    case .httpStatus(let status): "the server answered HTTP \(status)"
    case .unsupportedFormat(let bytes): "\(bytes) bytes that are not a PNG image"
    }
  }
}

/// The content of `AsyncImage(url:scale:)`: the image at its own size, or a grey box filling
/// the space offered while it loads or when it fails, as SwiftUI's default placeholder does.
public struct _AsyncImageDefaultContent: View {
  let phase: AsyncImagePhase

  public var body: some View {
    if let image = phase.image {
      image
    } else {
      Rectangle().fill(.quaternary)
    }
  }
}

/// The content of `AsyncImage(url:scale:content:placeholder:)`: the image's view or the
/// placeholder.
public struct _AsyncImageConditionalContent<TrueContent: View, FalseContent: View>: View {
  let storage: _ConditionalContent<TrueContent, FalseContent>.Storage

  public var body: some View { _ConditionalContent(storage: storage) }
}

/// Fetches an `AsyncImage`'s data and checks it is a PNG file.
enum AsyncImageLoader {
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  static func load(_ url: URL, scale: CGFloat) async -> AsyncImagePhase {
    do {
      let data: Data
      if url.isFileURL {
        data = try await Task.detached { try Data(contentsOf: url) }.value
      } else {
        let (body, response) = try await URLSession.shared.data(from: url)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
          return .failure(AsyncImageError.httpStatus(http.statusCode))
        }
        data = body
      }
      guard data.starts(with: pngSignature) else {
        return .failure(AsyncImageError.unsupportedFormat(bytes: data.count))
      }
      return .success(Image(data: data, scale: scale))
    } catch {
      return .failure(error)
    }
  }
}
