import ArticulosLive

/// The ways of sending GETs that the benchmark compares.
enum Benchmarked: CaseIterable {
  /// A plain libcurl C loop with one reused handle, libcurl's minimal request.
  case curlLoop
  /// The same loop sending the request the wrapper sends.
  case curlLoopSameRequest
  /// ``HTTPClient/send(_:)`` from a task of the cooperative pool: two thread hand-offs each.
  case wrapper
  /// ``HTTPClient`` inside `sequentially`: the requests run on the kept connection's thread.
  case wrapperSequentially
  /// `URLSession` from FoundationNetworking.
  case urlSession

  /// All of them, in a fixed order.
  static let all: [Benchmarked] = [
    .curlLoop, .curlLoopSameRequest, .wrapperSequentially, .wrapper, .urlSession,
  ]

  /// The row label.
  var name: String {
    switch self {
    case .curlLoop: "C loop, bare request"
    case .curlLoopSameRequest: "C loop, wrapper's request"
    case .wrapper: "HTTPClient.send from a task"
    case .wrapperSequentially: "HTTPClient.sequentially"
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
