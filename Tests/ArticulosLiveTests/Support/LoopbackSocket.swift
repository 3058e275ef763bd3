import Foundation

// The system calls, named apart from the methods of the same names, on either C library.
#if canImport(Glibc)
  import Glibc

  private let flujo = Int32(SOCK_STREAM.rawValue)
  private let sinSenal = Int32(MSG_NOSIGNAL)
  private func escuchar(_ d: Int32, _ cola: Int32) -> Int32 { Glibc.listen(d, cola) }
  private func cerrar(_ d: Int32) -> Int32 { Glibc.close(d) }
  private func conectar(_ d: Int32, _ a: UnsafePointer<sockaddr>, _ l: socklen_t) -> Int32 {
    Glibc.connect(d, a, l)
  }
  private func aceptar(_ d: Int32) -> Int32 { Glibc.accept(d, nil, nil) }
  private func enviar(_ d: Int32, _ b: UnsafeRawPointer?, _ n: Int, _ f: Int32) -> Int {
    Glibc.send(d, b, n, f)
  }
  private func cortar(_ d: Int32) -> Int32 { Glibc.shutdown(d, Int32(SHUT_RDWR)) }
#elseif canImport(Darwin)
  import Darwin

  // NB: Written for macOS, not run here. Darwin has no MSG_NOSIGNAL; SO_NOSIGPIPE, set on
  // every socket in `sinSigpipe`, does the same.
  private let flujo = SOCK_STREAM
  private let sinSenal: Int32 = 0
  private func escuchar(_ d: Int32, _ cola: Int32) -> Int32 { Darwin.listen(d, cola) }
  private func cerrar(_ d: Int32) -> Int32 { Darwin.close(d) }
  private func conectar(_ d: Int32, _ a: UnsafePointer<sockaddr>, _ l: socklen_t) -> Int32 {
    Darwin.connect(d, a, l)
  }
  private func aceptar(_ d: Int32) -> Int32 { Darwin.accept(d, nil, nil) }
  private func enviar(_ d: Int32, _ b: UnsafeRawPointer?, _ n: Int, _ f: Int32) -> Int {
    Darwin.send(d, b, n, f)
  }
  private func cortar(_ d: Int32) -> Int32 { Darwin.shutdown(d, SHUT_RDWR) }
#endif

/// Keeps a write to a closed peer from raising SIGPIPE where the send flag cannot (Darwin).
private func sinSigpipe(_ descriptor: Int32) {
  #if canImport(Darwin)
    var uno: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &uno, socklen_t(MemoryLayout<Int32>.size))
  #endif
}

/// A TCP socket on 127.0.0.1 for the test servers: just what they need from the C library.
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
    let socket = try bound(sharingAddress: true)
    guard escuchar(socket.descriptor, backlog) == 0 else {
      socket.close()
      throw SocketError(operation: "listen")
    }
    return socket
  }

  /// A socket bound to a port on 127.0.0.1 that the kernel picks, and not listening: every
  /// connection to that port is refused, and no other socket can take the port while this one
  /// is open. (A port merely closed can be handed to the next test's server at once.)
  static func refusingConnections() throws -> LoopbackSocket {
    try bound(sharingAddress: false)
  }

  private static func bound(sharingAddress: Bool) throws -> LoopbackSocket {
    let descriptor = socket(AF_INET, flujo, 0)
    guard descriptor >= 0 else { throw SocketError(operation: "socket") }
    sinSigpipe(descriptor)
    if sharingAddress {
      var reuse: Int32 = 1
      setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = in_addr_t(UInt32(0x7f00_0001).bigEndian)
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      _ = cerrar(descriptor)
      throw SocketError(operation: "bind")
    }
    return LoopbackSocket(descriptor: descriptor)
  }

  /// A socket connected to 127.0.0.1 at `port`.
  static func connect(port: UInt16) throws -> LoopbackSocket {
    let descriptor = socket(AF_INET, flujo, 0)
    guard descriptor >= 0 else { throw SocketError(operation: "socket") }
    sinSigpipe(descriptor)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = in_addr_t(UInt32(0x7f00_0001).bigEndian)
    address.sin_port = port.bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        conectar(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      _ = cerrar(descriptor)
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
      let accepted = aceptar(descriptor)
      if accepted >= 0 {
        sinSigpipe(accepted)
        return LoopbackSocket(descriptor: accepted)
      }
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
        enviar(descriptor, $0.baseAddress, $0.count, sinSenal)
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
    _ = cortar(descriptor)
  }

  /// Releases the descriptor.
  func close() {
    _ = cerrar(descriptor)
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
