/// Sends ``HTTPRequest``s with libcurl and returns ``HTTPResponse``s or typed ``HTTPError``s.
///
/// The client owns a small pool of reusable libcurl handles, one per connection, so requests
/// to the same server reuse an open connection (keep-alive). Each transfer runs on its
/// connection's own thread, never on Swift's cooperative pool, and the calling task waits
/// through a continuation; any number of tasks may send at once, and requests beyond
/// ``HTTPClientConfiguration/maximumConnections`` wait their turn without holding a thread.
/// The methods are `nonisolated(nonsending)`: they start and finish on the caller's executor,
/// so a caller on the main actor does not pay two extra hops per request. Requests sent one
/// after another inside ``sequentially(_:)`` keep one connection and run on its thread, with
/// no hand-off at all.
///
/// Cancelling the calling task aborts its transfer at once: the cancellation handler sets a
/// flag that the transfer loop and libcurl's progress callback check, and wakes the loop if
/// it is waiting for the network. Every request is sent once: the client retries nothing.
///
/// ```swift
/// let client = HTTPClient()
/// let request = HTTPRequest(url: URL(string: "http://127.0.0.1:8001/db.json")!)
/// let response = try await client.send(request).requireSuccess()
/// ```
package final class HTTPClient: Sendable {
  /// The settings applied to every request.
  ///
  /// ```swift
  /// HTTPClient().configuration.maximumConnections  // 4
  /// ```
  package let configuration: HTTPClientConfiguration
  private let pool: CurlConnectionPool

  /// Creates a client; no connection opens before the first request.
  ///
  /// ```swift
  /// let client = HTTPClient(configuration: HTTPClientConfiguration())
  /// ```
  package init(configuration: HTTPClientConfiguration = HTTPClientConfiguration()) {
    self.configuration = configuration
    self.pool = CurlConnectionPool(capacity: configuration.maximumConnections)
  }

  /// The libcurl in use and its TLS and compression libraries, such as
  /// `libcurl/7.88.1 OpenSSL/3.0.15 zlib/1.2.13`, for `--version` output and bug reports.
  ///
  /// ```swift
  /// print(HTTPClient.libraryVersion)
  /// ```
  package static var libraryVersion: String {
    CurlRuntime.versionDescription
  }

  /// Sends `request` once and returns the response, whatever its status.
  ///
  /// The client never sends a request again by itself: whether a failure is worth another try,
  /// and how long to wait first, is the caller's decision (the app core's
  /// `PoliticaDeReintentos`, the one retry policy of the workspace). The request's total
  /// timeout (its own ``HTTPRequest/timeouts``, else the configuration's) bounds the exchange.
  ///
  /// Fails with ``HTTPError``: ``HTTPError/cancelled`` when the task is cancelled (during the
  /// transfer or while waiting for a connection), otherwise what went wrong.
  ///
  /// ```swift
  /// let response = try await client.send(HTTPRequest(url: url))
  /// print(response.status)
  /// ```
  nonisolated(nonsending) package func send(
    _ request: HTTPRequest
  ) async throws(HTTPError)
    -> HTTPResponse
  {
    try await result(of: request).get()
  }

  /// Sends `request` once, with its outcome as a value.
  private nonisolated(nonsending) func result(
    of request: HTTPRequest
  ) async
    -> Result<HTTPResponse, HTTPError>
  {
    guard !Task.isCancelled else { return .failure(.cancelled) }
    if let reserved = reservedConnectionHere {
      let cancellation = CurlCancellation()
      let configuration = configuration
      return await withTaskCancellationHandler {
        reserved.perform(request, configuration: configuration, cancellation: cancellation)
      } onCancel: {
        cancellation.cancel()
        reserved.wakeUp()
      }
    }
    let connection: CurlConnection
    do {
      connection = try await pool.acquire()
    } catch {
      return .failure(error)
    }
    defer { pool.release(connection) }
    let cancellation = CurlCancellation()
    let configuration = configuration
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        connection.thread.run {
          continuation.resume(
            returning: connection.perform(
              request, configuration: configuration, cancellation: cancellation))
        }
      }
    } onCancel: {
      cancellation.cancel()
      connection.wakeUp()
    }
  }

  /// The connection that ``sequentially(_:)`` reserved for the running task, and its client.
  @TaskLocal private static var reservation: (client: ObjectIdentifier, connection: CurlConnection)?

  /// The connection this client reserved for the running task, if the task runs on its thread
  /// now: a request can then be performed right here.
  private var reservedConnectionHere: CurlConnection? {
    guard let reservation = Self.reservation, reservation.client == ObjectIdentifier(self),
      reservation.connection.thread.isRunningHere
    else { return nil }
    return reservation.connection
  }

  /// Runs `body` on one connection of the pool, kept for it: every request `body` sends goes
  /// over that connection, from that connection's own thread, with no hand-off between
  /// threads per request.
  ///
  /// For work that sends requests one after another, like walking the pages of a listing.
  /// `body` runs on the connection's thread (a task executor preference), off Swift's
  /// cooperative pool like every transfer; tasks it starts inherit the preference and share the
  /// connection one request at a time. Without it, each request waits for the connection's
  /// thread to pick it up and for the pool to pick the answer up: two wake-ups, which on
  /// loopback cost more than the transfer (`Benchmarks/HTTPBenchmark` measures both).
  ///
  /// Code isolated to an actor stays on its actor: there `body` runs as without this method.
  /// When no connection can be reserved (the task is cancelled, libcurl has no handle to
  /// give), `body` runs all the same and its requests meet the problem themselves, so the
  /// errors are always those of ``send(_:)``.
  ///
  /// ```swift
  /// let pages = await client.sequentially {
  ///   var pages: [HTTPResponse] = []
  ///   for url in urls { pages.append(try await client.send(HTTPRequest(url: url))) }
  ///   return pages
  /// }
  /// ```
  nonisolated(nonsending) package func sequentially<Result, Failure: Error>(
    _ body: () async throws(Failure) -> Result
  ) async throws(Failure) -> Result {
    guard let connection = try? await pool.acquire() else { return try await body() }
    defer { pool.release(connection) }
    let outcome = await Self.$reservation.withValue((ObjectIdentifier(self), connection)) {
      await withTaskExecutorPreference(connection.thread) {
        () async -> Swift.Result<Result, Failure> in
        do throws(Failure) {
          return .success(try await body())
        } catch {
          return .failure(error)
        }
      }
    }
    return try outcome.get()
  }
}
