import Dependencies

/// Sends ``HTTPRequest``s with libcurl and returns ``HTTPResponse``s or typed ``HTTPError``s.
///
/// The client owns a small pool of reusable libcurl handles, one per connection, so requests
/// to the same server reuse an open connection (keep-alive). Each transfer runs on its
/// connection's own thread, never on Swift's cooperative pool, and the calling task waits
/// through a continuation; any number of tasks may send at once, and requests beyond
/// ``HTTPClientConfiguration/maximumConnections`` wait their turn without holding a thread.
/// The methods are `nonisolated(nonsending)`: they start and finish on the caller's executor,
/// so a caller on the main actor does not pay two extra hops per request.
///
/// Cancelling the calling task aborts its transfer at once: the cancellation handler sets a
/// flag that the transfer loop and libcurl's progress callback check, and wakes the loop if
/// it is waiting for the network. Reads (`GET`, `HEAD`) that fail transiently or get a 429 or
/// 5xx status are sent again by ``HTTPClientConfiguration/retryPolicy``, waiting on the
/// `continuousClock` dependency, so tests control time; writes are sent once.
///
/// ```swift
/// let client = HTTPClient()
/// let request = HTTPRequest(url: URL(string: "http://127.0.0.1:8001/db.json")!)
/// let response = try await client.send(request).requireSuccess()
/// ```
package final class HTTPClient: Sendable {
  /// The settings applied to every request.
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

  /// Sends `request`, retrying reads as the retry policy allows, and returns the final
  /// response, whatever its status.
  ///
  /// Fails with ``HTTPError``: ``HTTPError/cancelled`` when the task is cancelled (during the
  /// transfer, while waiting for a connection, or during a retry's wait), otherwise the error
  /// of the last attempt.
  ///
  /// ```swift
  /// let response = try await client.send(HTTPRequest(url: url))
  /// print(response.status, response.metrics.attempts)
  /// ```
  nonisolated(nonsending) package func send(
    _ request: HTTPRequest
  ) async throws(HTTPError)
    -> HTTPResponse
  {
    @Dependency(\.continuousClock) var clock
    var attempt = 1
    while true {
      let outcome = await sendOnce(request).map { response in
        var response = response
        response.metrics.attempts = attempt
        return response
      }
      guard
        let delay = configuration.retryPolicy.retryDelay(
          for: request, after: outcome, attempt: attempt)
      else { return try outcome.get() }
      do {
        try await clock.sleep(for: delay)
      } catch {
        throw .cancelled
      }
      attempt += 1
    }
  }

  /// Sends `request` once, with no retry.
  ///
  /// ```swift
  /// let outcome = await client.sendOnce(request)
  /// ```
  nonisolated(nonsending) package func sendOnce(
    _ request: HTTPRequest
  ) async
    -> Result<HTTPResponse, HTTPError>
  {
    guard !Task.isCancelled else { return .failure(.cancelled) }
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
}
