import Foundation
#if canImport(Glibc)
  import Glibc
#endif

/// A TCP socket on 127.0.0.1 for the test servers: just what they need from Glibc.
///
/// ```swift
/// let listener = try LoopbackSocket.listen(backlog: 16)
/// print(listener.port)
/// ```
struct LoopbackSocket: Sendable {
  /// The file descriptor.
  let descriptor: Int32

  /// A socket listening on 127.0.0.1 on a port the kernel picks.
  static func listen(backlog: Int32) throws -> LoopbackSocket {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw SocketError(operation: "socket") }
    var reuse: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = in_addr_t(UInt32(0x7f00_0001).bigEndian)
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, Glibc.listen(descriptor, backlog) == 0 else {
      _ = Glibc.close(descriptor)
      throw SocketError(operation: "bind/listen")
    }
    return LoopbackSocket(descriptor: descriptor)
  }

  /// A socket connected to 127.0.0.1 at `port`.
  static func connect(port: UInt16) throws -> LoopbackSocket {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw SocketError(operation: "socket") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = in_addr_t(UInt32(0x7f00_0001).bigEndian)
    address.sin_port = port.bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      _ = Glibc.close(descriptor)
      throw SocketError(operation: "connect")
    }
    return LoopbackSocket(descriptor: descriptor)
  }

  /// The local port.
  var port: UInt16 {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    return UInt16(bigEndian: address.sin_port)
  }

  /// The next accepted connection, or `nil` once the listener is shut down.
  func accept() -> LoopbackSocket? {
    while true {
      let accepted = Glibc.accept(descriptor, nil, nil)
      if accepted >= 0 { return LoopbackSocket(descriptor: accepted) }
      if errno != EINTR { return nil }
    }
  }

  /// Up to `maximum` bytes; empty when the peer closed or the socket was shut down.
  func receive(maximum: Int = 65536) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: maximum)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, maximum, 0) }
      if count >= 0 { return Array(buffer.prefix(count)) }
      if errno != EINTR { return [] }
    }
  }

  /// Sends all of `bytes`; false when the peer is gone.
  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }

  /// Makes the next `close` send a reset (RST) instead of a clean end (FIN).
  func setResetOnClose() {
    var option = linger(l_onoff: 1, l_linger: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
  }

  /// Wakes every thread blocked on this socket (`accept`, `recv`) with an end of stream.
  func shutDown() {
    Glibc.shutdown(descriptor, Int32(SHUT_RDWR))
  }

  /// Releases the descriptor.
  func close() {
    _ = Glibc.close(descriptor)
  }
}

/// A socket call that failed while a test server was being set up.
struct SocketError: Error, CustomStringConvertible {
  /// The call that failed.
  let operation: String
  /// The `errno` at the time.
  let code = errno

  var description: String { "\(operation) failed: \(String(cString: strerror(code)))" }
}
