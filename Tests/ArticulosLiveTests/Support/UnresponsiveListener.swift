/// A port on 127.0.0.1 where connecting never completes, for testing the connect timeout.
///
/// The socket listens with a backlog of zero and never accepts; one connection fills its
/// queue, after which Linux drops further connection requests (SYNs) instead of answering
/// them, just as a firewalled or unreachable host would. A client's connect then hangs until
/// its own timeout.
///
/// ```swift
/// let listener = try UnresponsiveListener()
/// defer { listener.close() }
/// // connecting to listener.port now times out
/// ```
final class UnresponsiveListener: Sendable {
  /// The port that never completes a connection.
  let port: UInt16
  private let listener: LoopbackSocket
  private let filler: LoopbackSocket

  /// Listens and fills the accept queue.
  init() throws {
    listener = try LoopbackSocket.listen(backlog: 0)
    port = listener.port
    // NB: Exactly one: the queue of a zero backlog holds one connection, and a second
    // blocking connect would itself hang for minutes while the kernel retries its SYN.
    filler = try LoopbackSocket.connect(port: port)
  }

  /// Releases the sockets.
  func close() {
    filler.close()
    listener.close()
  }
}
