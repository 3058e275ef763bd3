import ArticulosLive

/// The three ways of sending GETs that the benchmark compares.
enum Benchmarked: CaseIterable {
  /// A plain libcurl C loop with one reused handle.
  case curlLoop
  /// ``HTTPClient``.
  case wrapper
  /// `URLSession` from FoundationNetworking.
  case urlSession

  /// All three, in a fixed order.
  static let all: [Benchmarked] = [.curlLoop, .wrapper, .urlSession]

  /// The row label.
  var name: String {
    switch self {
    case .curlLoop: "libcurl C loop, 1 handle"
    case .wrapper: "HTTPClient (wrapper)"
    case .urlSession: "URLSession"
    }
  }

  /// libcurl's version string.
  static var curlVersion: String { HTTPClient.libraryVersion }
}

extension Array {
  /// The elements starting at `offset` (modulo the count), wrapping around.
  func rotated(by offset: Int) -> [Element] {
    guard !isEmpty else { return self }
    let start = offset % count
    return Array(self[start...] + self[..<start])
  }
}
