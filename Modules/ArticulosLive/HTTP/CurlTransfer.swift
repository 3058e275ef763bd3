import CCurl
import Foundation

/// The state of one transfer that libcurl's callbacks fill in: body, headers, trace.
///
/// ``CurlConnection`` makes one per request and hands libcurl an unretained pointer to it as
/// the user data of every callback (see ``CurlCallbacks``); the transfer outlives the pointer
/// because the connection keeps it until the transfer loop returns. Only the transfer thread
/// touches it, so it needs no lock. The body is capped: past ``maximumResponseSize`` bytes the
/// write callback refuses the data, libcurl stops, and ``exceededMaximumResponseSize`` tells
/// why.
///
/// ```swift
/// let transfer = CurlTransfer(
///   maximumResponseSize: 1 << 20, cancellation: CurlCancellation(), secrets: [], trace: nil)
/// ```
final class CurlTransfer {
  /// The largest body accepted, in bytes.
  let maximumResponseSize: Int
  /// Set by the task's cancellation handler; read by the progress callback.
  let cancellation: CurlCancellation
  /// Values scrubbed from every trace line.
  let secrets: [String]
  /// Where redacted trace lines go, or `nil`.
  let trace: (@Sendable (String) -> Void)?

  /// The body received so far.
  private(set) var body = Data()
  /// The headers of the latest response received (a redirect's are dropped).
  private(set) var headers = HTTPHeaders()
  /// Whether the body grew past ``maximumResponseSize`` and the transfer was stopped.
  private(set) var exceededMaximumResponseSize = false
  /// Whether the blank line that ends the last response's headers arrived. libcurl 7.88 takes
  /// a connection closed in the middle of the headers for a complete answer without a body.
  private(set) var headersEnded = false
  /// How many times libcurl sent request headers: once per request it sent, redirects and
  /// re-sends on a new connection included. Counted only when the debug callback is installed.
  private(set) var requestsSent = 0

  /// Creates the state of a transfer that has not started.
  init(
    maximumResponseSize: Int, cancellation: CurlCancellation, secrets: [String],
    trace: (@Sendable (String) -> Void)?
  ) {
    self.maximumResponseSize = maximumResponseSize
    self.cancellation = cancellation
    self.secrets = secrets
    self.trace = trace
  }

  /// Appends body bytes; returns how many were taken, which is fewer than given (making
  /// libcurl stop with `CURLE_WRITE_ERROR`) when the cap would be passed.
  func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
    guard bytes.count <= maximumResponseSize - body.count else {
      exceededMaximumResponseSize = true
      return 0
    }
    if let base = bytes.baseAddress {
      body.append(base.assumingMemoryBound(to: UInt8.self), count: bytes.count)
    }
    return bytes.count
  }

  /// Records one header line as libcurl delivers it (status line, field, or the blank line
  /// that ends the block).
  func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) {
    // NB: Parsed as bytes, not Characters: this runs for every header of every response, and
    // grapheme-by-grapheme String work here cost more than the rest of a loopback request.
    let line = Self.trimmed(bytes[...])
    guard let first = bytes.first else { return }
    guard !line.isEmpty else {
      // NB: Only a line of just CR LF (or LF) ends the headers; libcurl hands it over too.
      headersEnded = true
      return
    }
    if line.starts(with: Self.statusLinePrefix) {
      // A new response begins (after a redirect or a `100 Continue`): forget the last one's.
      headers = HTTPHeaders()
      headersEnded = false
    } else if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
      // An obsolete folded line continues the previous field's value.
      headers.extendLastValue(with: String(decoding: line, as: UTF8.self))
    } else if let colon = line.firstIndex(of: UInt8(ascii: ":")) {
      headers.add(
        name: String(decoding: Self.trimmed(line[..<colon]), as: UTF8.self),
        value: String(decoding: Self.trimmed(line[(colon + 1)...]), as: UTF8.self))
    }
  }

  private static let statusLinePrefix = Array("HTTP/".utf8)

  /// The bytes without leading and trailing spaces, tabs, carriage returns and line feeds.
  private static func trimmed(
    _ bytes: Slice<UnsafeRawBufferPointer>
  )
    -> Slice<UnsafeRawBufferPointer>
  {
    let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A }
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end, isBlank(bytes[start]) { start += 1 }
    while end > start, isBlank(bytes[end - 1]) { end -= 1 }
    return bytes[start..<end]
  }

  /// Sends libcurl's verbose output to ``trace`` the way `curl -v` prints it (`* ` notes,
  /// `> ` sent headers, `< ` received headers), with every secret redacted. Bodies and TLS
  /// records are left out.
  func receiveTrace(kind: curl_infotype, _ bytes: UnsafeRawBufferPointer) {
    if kind == CURLINFO_HEADER_OUT { requestsSent += 1 }
    guard let trace else { return }
    let prefix: String
    switch kind {
    case CURLINFO_TEXT: prefix = "* "
    case CURLINFO_HEADER_OUT: prefix = "> "
    case CURLINFO_HEADER_IN: prefix = "< "
    default: return
    }
    let text = String(decoding: bytes, as: UTF8.self)
    for line in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
      let redacted = HTTPRedaction.redactingURLCredentials(
        in: HTTPRedaction.redactedHeaderLine(line))
      trace(prefix + HTTPRedaction.scrubbed(redacted, secrets: secrets))
    }
  }
}
