import Foundation

/// Identifies one cached default value: a key in a context.
struct CacheKey: Hashable, Sendable {
  let key: ObjectIdentifier
  let context: DependencyContext
}

/// A computed default value, with the keys it read while it was computed.
struct CachedValue: Sendable {
  let box: AnyBox
  /// Every key the computation read, directly or through other defaults. When a scope overrides
  /// one of them, the cached value is stale there and gets recomputed for that scope.
  let readKeys: Set<ObjectIdentifier>
}

/// The defaults computed so far, each computed at most once per key and context.
///
/// Thread-safe, and without a lock held while a default is computed: a `liveValue` that reads
/// another dependency, or a computation that waits for another thread, cannot deadlock on it.
/// Concurrent first reads of one key wait for a single computation.
///
/// In a test, every test gets its own values (keyed by the identity the test framework bridge
/// reports), so no test sees a default another test created or changed, even from a task that
/// outlives its test.
final class CachedValues: Sendable {
  private enum Slot {
    case ready(CachedValue)
    case pending(PendingComputation)
  }

  private let slots = Locked<[CacheKey: Slot]>([:])
  private let testScopes = Locked<[AnyHashable: CachedValues]>([:])

  init() {}

  /// The cache that holds the defaults of the test running now, or `self` outside tests.
  func scoped(for context: DependencyContext) -> CachedValues {
    guard context == .test, let identity = TestIssueReporterLookup.reporter?.currentTestIdentity
    else { return self }
    return testScopes.withLock { scopes in
      if let scope = scopes[identity] { return scope }
      let scope = CachedValues()
      scopes[identity] = scope
      return scope
    }
  }

  /// The cached value for `key`, computing it first if nobody has.
  func value(for key: CacheKey, compute: () -> CachedValue) -> CachedValue {
    enum Next {
      case use(CachedValue)
      case wait(PendingComputation)
      case compute(PendingComputation)
    }
    let next: Next = slots.withLock { slots in
      switch slots[key] {
      case .ready(let cached):
        return .use(cached)
      case .pending(let pending):
        return .wait(pending)
      case nil:
        let pending = PendingComputation()
        slots[key] = .pending(pending)
        return .compute(pending)
      }
    }
    switch next {
    case .use(let cached):
      return cached
    case .wait(let pending):
      return pending.wait()
    case .compute(let pending):
      let cached = compute()
      slots.withLock { slots in
        if case .pending(let current) = slots[key], current === pending {
          slots[key] = .ready(cached)
        }
      }
      pending.fulfill(cached)
      return cached
    }
  }

  /// Stores `box` as the default of `key`, unless a default is already there.
  ///
  /// - Returns: `false` when the key was already read or prepared, and nothing changed.
  func prepare(_ box: AnyBox, for key: CacheKey) -> Bool {
    slots.withLock { slots in
      guard slots[key] == nil else { return false }
      slots[key] = .ready(CachedValue(box: box, readKeys: []))
      return true
    }
  }
}

/// A default value being computed by one thread while others wait for it.
private final class PendingComputation: @unchecked Sendable {
  private let condition = NSCondition()
  private var result: CachedValue?
  private let owner = pthread_self()

  func fulfill(_ value: CachedValue) {
    condition.lock()
    result = value
    condition.broadcast()
    condition.unlock()
  }

  func wait() -> CachedValue {
    if pthread_equal(owner, pthread_self()) != 0 {
      // NB: the computation of a default read the same key again. Waiting would hang forever.
      preconditionFailure(
        """
        A dependency's default value read itself while it was being computed. Break the cycle: \
        read the other dependency inside the closures of the value, not in its static body.
        """)
    }
    condition.lock()
    defer { condition.unlock() }
    while result == nil { condition.wait() }
    return result!
  }
}
