import Synchronization

/// A bounded set of ``CurlConnection``s lent to one request at a time.
///
/// ``acquire()`` hands out the most recently returned idle connection (the one most likely to
/// still have its TCP connection open), creates a new one while fewer than ``capacity`` exist,
/// and otherwise suspends the task, without blocking a thread, until ``release(_:)`` hands one
/// back. Waiters are served in arrival order. A task cancelled while it waits stops waiting
/// with ``HTTPError/cancelled``.
///
/// ```swift
/// let connection = try await pool.acquire()
/// defer { pool.release(connection) }
/// ```
final class CurlConnectionPool: Sendable {
  private struct Waiter {
    let id: UInt64
    let continuation: CheckedContinuation<Grant, Never>
  }

  private struct State {
    var idle: [CurlConnection] = []
    var created = 0
    var waiters: [Waiter] = []
    var nextWaiterID: UInt64 = 0
  }

  /// What a request gets from the pool: a connection, the right to create one, or nothing
  /// yet (it must wait), or, for a waiter whose task was cancelled, a refusal.
  private enum Grant {
    case idle(CurlConnection)
    case create
    case wait
    case cancelled
  }

  /// The most connections that exist at once.
  let capacity: Int
  private let state = Mutex(State())

  /// Creates an empty pool; `capacity` below one counts as one.
  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// A connection for the caller's exclusive use until it calls ``release(_:)``.
  nonisolated(nonsending) func acquire() async throws(HTTPError) -> CurlConnection {
    let grant = state.withLock { state -> Grant in
      if let connection = state.idle.popLast() { return .idle(connection) }
      guard state.created < capacity else { return .wait }
      state.created += 1
      return .create
    }
    return try await take(grant)
  }

  nonisolated(nonsending) private func take(
    _ grant: Grant
  ) async throws(HTTPError)
    -> CurlConnection
  {
    switch grant {
    case .idle(let connection):
      return connection
    case .create:
      do {
        return try CurlConnection()
      } catch {
        giveUpCreating()
        throw error
      }
    case .wait:
      return try await take(await waitForGrant())
    case .cancelled:
      throw .cancelled
    }
  }

  /// Returns an unused right to create a connection: to a waiter, which then tries, or to the
  /// count.
  private func giveUpCreating() {
    let waiter = state.withLock { state -> Waiter? in
      guard !state.waiters.isEmpty else {
        state.created -= 1
        return nil
      }
      return state.waiters.removeFirst()
    }
    waiter?.continuation.resume(returning: .create)
  }

  /// Returns a connection: to the first waiter if there is one, else to the idle set.
  func release(_ connection: CurlConnection) {
    let waiter = state.withLock { state -> Waiter? in
      guard !state.waiters.isEmpty else {
        state.idle.append(connection)
        return nil
      }
      return state.waiters.removeFirst()
    }
    waiter?.continuation.resume(returning: .idle(connection))
  }

  nonisolated(nonsending) private func waitForGrant() async -> Grant {
    let id = state.withLock { state in
      defer { state.nextWaiterID += 1 }
      return state.nextWaiterID
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let immediate = state.withLock { state -> Grant? in
          // NB: Checked under the lock: either the cancellation handler already ran (the flag
          // is set before it runs) or it will run later and find this waiter.
          if Task.isCancelled { return .cancelled }
          if let connection = state.idle.popLast() { return .idle(connection) }
          state.waiters.append(Waiter(id: id, continuation: continuation))
          return nil
        }
        if let immediate { continuation.resume(returning: immediate) }
      }
    } onCancel: {
      let waiter = state.withLock { state -> Waiter? in
        guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
        return state.waiters.remove(at: index)
      }
      waiter?.continuation.resume(returning: .cancelled)
    }
  }
}
