import Foundation
import Synchronization

/// A tiny HTTP/1.1 server on 127.0.0.1 whose every answer a test scripts, faults included.
///
/// It runs on plain threads with blocking sockets, so it never competes with the code under
/// test for Swift's cooperative pool. Each connection is served on its own thread and kept
/// alive across requests, so a test can count connections to prove reuse. The `reply` closure
/// picks, for each received request, a ``Reply``: a normal response, or one of the faults the
/// client must survive. ``stop()`` (or deinit) closes everything, so a test never leaves a
/// thread blocked.
///
/// ```swift
/// let server = try ScriptedHTTPServer { request in .respond(status: 200, body: "ok") }
/// defer { server.stop() }
/// let response = try await client.send(HTTPRequest(url: server.url("/x")))
/// ```
final class ScriptedHTTPServer: Sendable {
  /// A request as the server read it.
  struct Request: Sendable {
    /// The method, such as `GET`.
    let method: String
    /// The request target, such as `/items?page=2`.
    let target: String
    /// The header fields, names as sent.
    let headers: [(name: String, value: String)]
    /// The body (read by `Content-Length`).
    let body: [UInt8]
    /// Which connection (0, 1, ...) carried it.
    let connection: Int

    /// The first value of the header `name`, in any case.
    func header(_ name: String) -> String? {
      headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
  }

  /// What the server does with a request.
  enum Reply: Sendable {
    /// A complete response with `Content-Length`; the connection stays open.
    case respond(status: Int, headers: [(String, String)] = [], body: String = "")
    /// Headers announcing `announced` body bytes, then `sent`, then the connection closes.
    case closeMidBody(announced: Int, sent: String)
    /// Closes the connection without a byte of response.
    case closeWithoutReply
    /// Resets the connection (RST) without a response.
    case reset
    /// Sends nothing and keeps the connection open until the client gives up.
    case neverRespond
    /// Headers announcing `announced` bytes and the first `sent`, then nothing more.
    case stallMidBody(announced: Int, sent: String)
    /// A chunked body that never ends: 64 KiB chunks until the client hangs up.
    case endlessBody
    /// Bytes that are not HTTP.
    case garbage(String)
  }

  private struct State {
    var requests: [Request] = []
    var acceptedConnections = 0
    var openConnections: [Int: LoopbackSocket] = [:]
    var listenerIsOpen = true
    var stopped = false
  }

  /// The port the server listens on.
  let port: UInt16
  private let listener: LoopbackSocket
  private let state = Mutex(State())
  private let reply: @Sendable (Request) -> Reply
  private let greeting: String?

  /// Starts a server on a free port of 127.0.0.1 answering with `reply`.
  ///
  /// With a `greeting`, the server instead sends those bytes as soon as a connection opens,
  /// without reading a request, and closes it: what a client meets when it expects to speak
  /// first (a TLS handshake) and the server does not wait for it.
  init(greeting: String? = nil, reply: @escaping @Sendable (Request) -> Reply) throws {
    listener = try LoopbackSocket.listen(backlog: 128)
    port = listener.port
    self.reply = reply
    self.greeting = greeting
    Thread.detachNewThread { [self] in acceptConnections() }
  }

  /// A server that sends `greeting` on every new connection and closes it.
  convenience init(greeting: String) throws {
    try self.init(greeting: greeting) { _ in .closeWithoutReply }
  }

  /// A server that answers each request with the next reply of `replies`, repeating the last.
  convenience init(replies: [Reply]) throws {
    let next = Mutex(0)
    try self.init { _ in
      let index = next.withLock { index in
        defer { index += 1 }
        return index
      }
      return replies[min(index, replies.count - 1)]
    }
  }

  deinit {
    stop()
  }

  /// `http://127.0.0.1:<port><path>`.
  func url(_ path: String = "/") -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)")!
  }

  /// Every request received so far, in order.
  var requests: [Request] {
    state.withLock { $0.requests }
  }

  /// How many connections were accepted so far.
  var connectionCount: Int {
    state.withLock { $0.acceptedConnections }
  }

  /// Waits until `count` requests arrived; false if `timeout` passed first.
  func waitForRequests(_ count: Int, timeout: Duration = .seconds(60)) async throws -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      if requests.count >= count { return true }
      try await Task.sleep(for: .milliseconds(2))
    }
    return false
  }

  /// Stops listening and shuts every connection, waking all the server's threads.
  func stop() {
    // NB: Sockets are shut down and closed only under the lock, so a descriptor number that
    // was closed and then reused by someone else (the client under test) is never touched.
    state.withLock { state in
      guard !state.stopped else { return }
      state.stopped = true
      if state.listenerIsOpen { listener.shutDown() }
      for connection in state.openConnections.values { connection.shutDown() }
    }
  }

  private func acceptConnections() {
    while let connection = listener.accept() {
      let index = state.withLock { state -> Int? in
        guard !state.stopped else {
          connection.close()
          return nil
        }
        defer { state.acceptedConnections += 1 }
        state.openConnections[state.acceptedConnections] = connection
        return state.acceptedConnections
      }
      guard let index else { break }
      Thread.detachNewThread { [self] in
        serve(connection, index: index)
        state.withLock { state in
          state.openConnections[index] = nil
          connection.close()
        }
      }
    }
    state.withLock { state in
      state.listenerIsOpen = false
      listener.close()
    }
  }

  private func serve(_ connection: LoopbackSocket, index: Int) {
    if let greeting {
      connection.send(Array(greeting.utf8))
      return
    }
    var buffer: [UInt8] = []
    while let request = readRequest(from: connection, buffer: &buffer, connection: index) {
      state.withLock { $0.requests.append(request) }
      guard perform(reply(request), on: connection) else { return }
    }
  }

  /// Acts out `reply`; returns whether the connection may carry another request.
  private func perform(_ reply: Reply, on connection: LoopbackSocket) -> Bool {
    switch reply {
    case .respond(let status, let headers, let body):
      var head = "HTTP/1.1 \(status) Scripted\r\nContent-Length: \(body.utf8.count)\r\n"
      for (name, value) in headers { head += "\(name): \(value)\r\n" }
      return connection.send(Array((head + "\r\n" + body).utf8))
    case .closeMidBody(let announced, let sent):
      connection.send(Array("HTTP/1.1 200 OK\r\nContent-Length: \(announced)\r\n\r\n\(sent)".utf8))
      return false
    case .closeWithoutReply:
      return false
    case .reset:
      connection.setResetOnClose()
      return false
    case .neverRespond:
      drain(connection)
      return false
    case .stallMidBody(let announced, let sent):
      connection.send(Array("HTTP/1.1 200 OK\r\nContent-Length: \(announced)\r\n\r\n\(sent)".utf8))
      drain(connection)
      return false
    case .endlessBody:
      guard connection.send(Array("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n".utf8))
      else { return false }
      let chunk =
        Array("10000\r\n".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 65536)
        + Array("\r\n".utf8)
      while connection.send(chunk) {}
      return false
    case .garbage(let text):
      connection.send(Array(text.utf8))
      return false
    }
  }

  /// Reads until the peer closes or the server stops, sending nothing.
  private func drain(_ connection: LoopbackSocket) {
    while !connection.receive().isEmpty {}
  }

  private func readRequest(
    from connection: LoopbackSocket, buffer: inout [UInt8], connection index: Int
  ) -> Request? {
    let separator = Array("\r\n\r\n".utf8)
    var headEnd: Int?
    while true {
      headEnd = buffer.firstRange(of: separator)?.lowerBound
      if headEnd != nil { break }
      let received = connection.receive()
      guard !received.isEmpty else { return nil }
      buffer += received
    }
    let head = String(decoding: buffer[..<headEnd!], as: UTF8.self)
    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ")
    guard requestLine.count == 3 else { return nil }
    let headers = lines.compactMap { line -> (name: String, value: String)? in
      guard let colon = line.firstIndex(of: ":") else { return nil }
      return (
        String(line[..<colon]),
        line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      )
    }
    let length =
      headers.first { $0.name.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? 0
    let bodyStart = headEnd! + separator.count
    while buffer.count < bodyStart + length {
      let received = connection.receive()
      guard !received.isEmpty else { return nil }
      buffer += received
    }
    let body = Array(buffer[bodyStart..<bodyStart + length])
    buffer.removeFirst(bodyStart + length)
    return Request(
      method: String(requestLine[0]), target: String(requestLine[1]), headers: headers,
      body: body, connection: index)
  }
}
