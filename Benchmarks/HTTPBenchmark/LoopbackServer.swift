import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc

  private let flujo = Int32(SOCK_STREAM.rawValue)
  /// `send` that never raises SIGPIPE on a closed peer.
  private func enviarSinSenal(_ d: Int32, _ b: UnsafeRawPointer?, _ n: Int) -> Int {
    Glibc.send(d, b, n, Int32(MSG_NOSIGNAL))
  }
  private func sinSigpipe(_ descriptor: Int32) {}
#elseif canImport(Darwin)
  import Darwin

  // NB: Written for macOS, not run here: Darwin has no MSG_NOSIGNAL, SO_NOSIGPIPE does it.
  private let flujo = SOCK_STREAM
  private func enviarSinSenal(_ d: Int32, _ b: UnsafeRawPointer?, _ n: Int) -> Int {
    Darwin.send(d, b, n, 0)
  }
  private func sinSigpipe(_ descriptor: Int32) {
    var uno: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &uno, socklen_t(MemoryLayout<Int32>.size))
  }
#endif

/// A minimal keep-alive HTTP server on 127.0.0.1 that answers fast enough not to be what the
/// benchmark measures.
///
/// Each connection gets its own thread with blocking sockets, so the server never shares
/// Swift's cooperative pool with the clients it serves, and a request costs it one `recv` and
/// one `send`. Every request gets the same small JSON answer, except `/stall`, which gets the
/// headers and half of its body and then nothing, for measuring how fast a cancelled transfer
/// stops.
///
/// ```swift
/// let server = try LoopbackServer()
/// let url = server.url("/item")
/// ```
final class LoopbackServer: Sendable {
  /// The port the server listens on.
  let port: UInt16
  private let listener: Int32
  private let stalledRequests = Atomic(0)

  private static let answer = Array(
    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{\"ok\":true}"
      .utf8)
  private static let stallingAnswer = Array(
    "HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n{\"partial\":".utf8)

  /// Starts listening on a free port.
  init() throws {
    let listener = socket(AF_INET, flujo, 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = in_addr_t(UInt32(0x7f00_0001).bigEndian)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard listener >= 0, bound == 0, listen(listener, 128) == 0 else {
      throw BenchmarkError("could not listen on 127.0.0.1: \(String(cString: strerror(errno)))")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(listener, $0, &length)
      }
    }
    self.listener = listener
    port = UInt16(bigEndian: address.sin_port)
    Thread.detachNewThread { [self] in acceptConnections() }
  }

  /// `http://127.0.0.1:<port><path>`.
  func url(_ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)")!
  }

  /// How many `/stall` requests have arrived.
  var stalledRequestCount: Int {
    stalledRequests.load(ordering: .acquiring)
  }

  private func acceptConnections() {
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else {
        if errno == EINTR { continue }
        return
      }
      var noDelay: Int32 = 1
      setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, 4)
      sinSigpipe(connection)
      Thread.detachNewThread { [self] in
        serve(connection)
        close(connection)
      }
    }
  }

  private func serve(_ connection: Int32) {
    var buffer = [UInt8](repeating: 0, count: 16384)
    var filled = 0
    while true {
      let count = buffer.withUnsafeMutableBytes {
        recv(connection, $0.baseAddress! + filled, $0.count - filled, 0)
      }
      guard count > 0 else { return }
      filled += count
      // NB: The clients send GETs without bodies, so a request ends at its blank line. Scanned
      // by hand: a generic search here cost the server more than the clients it served.
      var start = 0
      while let end = Self.endOfHead(in: buffer, from: start, to: filled) {
        let stalls = buffer[start..<end].starts(with: Self.stallPrefix)
        start = end
        guard !stalls else {
          _ = send(connection, Self.stallingAnswer)
          stalledRequests.add(1, ordering: .releasing)
          return drain(connection)
        }
        guard send(connection, Self.answer) else { return }
      }
      buffer.replaceSubrange(0..<filled - start, with: buffer[start..<filled])
      filled -= start
      if filled == buffer.count { return }
    }
  }

  private static let stallPrefix = Array("GET /stall".utf8)

  /// The index just past the first `\r\n\r\n` in `buffer[from..<to]`, if any.
  private static func endOfHead(in buffer: [UInt8], from start: Int, to end: Int) -> Int? {
    var index = start
    while index + 3 < end {
      if buffer[index + 3] == 0x0A, buffer[index + 2] == 0x0D, buffer[index + 1] == 0x0A,
        buffer[index] == 0x0D
      {
        return index + 4
      }
      index += 1
    }
    return nil
  }

  private func send(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes {
      enviarSinSenal(connection, $0.baseAddress, $0.count) == $0.count
    }
  }

  private func drain(_ connection: Int32) {
    var byte: UInt8 = 0
    while recv(connection, &byte, 1, 0) > 0 {}
  }
}
