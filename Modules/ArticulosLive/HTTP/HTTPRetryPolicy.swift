/// When and after how long ``HTTPClient`` sends a failed request again.
///
/// Only requests whose method ``HTTPMethod/isRetriedAutomatically`` (`GET`, `HEAD`) are ever
/// retried; a `POST` is sent once whatever happens, because a second copy could write twice.
/// A read is retried when the response has a status that ``HTTPStatus/isRetryable`` (429, 5xx)
/// or the transfer failed with an error that ``HTTPError/isTransient``, up to ``maxAttempts``
/// attempts in all. The waits grow exponentially from ``initialDelay`` by ``multiplier`` and
/// never exceed ``maxDelay``; a `Retry-After` header given in seconds is honoured within that
/// cap. The client sleeps through the `continuousClock` dependency, so tests replace the wait
/// with a clock that returns at once. There is no random jitter: with a handful of clients per
/// server, synchronised retries are not a concern, and fixed delays keep tests exact.
///
/// ```swift
/// let policy = HTTPRetryPolicy(
///   maxAttempts: 4, initialDelay: .milliseconds(100), multiplier: 2, maxDelay: .seconds(1))
/// policy.delay(afterAttempt: 1)  // 100 ms
/// policy.delay(afterAttempt: 3)  // 400 ms
/// ```
package struct HTTPRetryPolicy: Hashable, Sendable {
  /// Attempts in all, the first included; `1` means never retry.
  ///
  /// ```swift
  /// server.requests.count == HTTPRetryPolicy.standard.maxAttempts  // a read that always gets 503
  /// ```
  package var maxAttempts: Int
  /// The wait before the second attempt.
  ///
  /// ```swift
  /// HTTPRetryPolicy.standard.delay(afterAttempt: 1)  // 250 ms, the initial delay
  /// ```
  package var initialDelay: Duration
  /// How much each wait grows over the previous one.
  ///
  /// ```swift
  /// HTTPRetryPolicy.standard.delay(afterAttempt: 3)  // 1 s: 250 ms × 2 × 2
  /// ```
  package var multiplier: Double
  /// The longest wait, whatever the attempt or the server's `Retry-After`.
  ///
  /// ```swift
  /// HTTPRetryPolicy.standard.delay(afterAttempt: 10)  // 8 s, not 128 s
  /// ```
  package var maxDelay: Duration

  /// Creates a policy; `maxAttempts` below one counts as one.
  ///
  /// ```swift
  /// let patient = HTTPRetryPolicy(
  ///   maxAttempts: 5, initialDelay: .seconds(1), multiplier: 2, maxDelay: .seconds(30))
  /// ```
  package init(maxAttempts: Int, initialDelay: Duration, multiplier: Double, maxDelay: Duration) {
    self.maxAttempts = max(1, maxAttempts)
    self.initialDelay = initialDelay
    self.multiplier = multiplier
    self.maxDelay = maxDelay
  }

  /// Three attempts, waiting 250 ms then 500 ms, never more than 8 s.
  ///
  /// ```swift
  /// HTTPClientConfiguration().retryPolicy == .standard  // true: the default
  /// ```
  package static let standard = HTTPRetryPolicy(
    maxAttempts: 3, initialDelay: .milliseconds(250), multiplier: 2, maxDelay: .seconds(8))

  /// One attempt: nothing is retried.
  ///
  /// ```swift
  /// configuration.retryPolicy = .never  // each failure shows at once, as in the fault tests
  /// ```
  package static let never = HTTPRetryPolicy(
    maxAttempts: 1, initialDelay: .zero, multiplier: 1, maxDelay: .zero)

  /// The wait after the failed attempt number `attempt` (1 for the first), capped at
  /// ``maxDelay``.
  ///
  /// ```swift
  /// HTTPRetryPolicy.standard.delay(afterAttempt: 2)  // 500 ms
  /// ```
  package func delay(afterAttempt attempt: Int) -> Duration {
    var delay = initialDelay
    for _ in 1..<max(1, attempt) {
      delay = delay * multiplier
      if delay >= maxDelay { break }
    }
    return min(delay, maxDelay)
  }

  /// How long to wait before sending `request` again after `outcome` of attempt number
  /// `attempt`, or `nil` when it must not be sent again.
  ///
  /// ```swift
  /// let wait = policy.retryDelay(for: request, after: .failure(.cancelled), attempt: 1)  // nil
  /// ```
  package func retryDelay(
    for request: HTTPRequest, after outcome: Result<HTTPResponse, HTTPError>, attempt: Int
  ) -> Duration? {
    guard request.method.isRetriedAutomatically, attempt < maxAttempts else { return nil }
    switch outcome {
    case .success(let response) where response.status.isRetryable:
      let computed = delay(afterAttempt: attempt)
      guard let retryAfter = Self.retryAfter(response.headers) else { return computed }
      return min(max(computed, retryAfter), maxDelay)
    case .failure(let error) where error.isTransient:
      return delay(afterAttempt: attempt)
    default:
      return nil
    }
  }

  private static func retryAfter(_ headers: HTTPHeaders) -> Duration? {
    // NB: Only the delta-seconds form; an HTTP date would need the server's clock to agree
    // with ours, and the computed backoff is a fine fallback.
    guard let value = headers["Retry-After"], let seconds = Int(value.trimmingSpaces),
      seconds >= 0
    else { return nil }
    return .seconds(seconds)
  }
}
