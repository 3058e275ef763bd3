// FAST STORAGE: a speed-up behind `DependencyValues`, not part of its idea.
//
// Conceptually, `DependencyValues` is `[ObjectIdentifier: any Sendable]`, a dictionary from a
// key type to its value (see `DependencyValues.swift`). Every read of a dependency goes through
// it, so this folder makes that lookup cost about what a bare task-local dictionary read costs.
// `swift run -c release DependenciesBenchmark` measures it: each read row is printed as a ratio
// to that floor and held to 1.5x.
//
// This file: the cache of computed defaults. Why: a default is computed once per key and
// context; reads of ready defaults load a published snapshot atomically instead of taking a
// lock. Measured by: "@Dependency read at the root" and "cached custom key read".

import Foundation
import Synchronization

/// Identifies one cached default value: a key in a context.
@usableFromInline
struct CacheKey: Hashable, Sendable {
  let key: ObjectIdentifier
  let context: DependencyContext

  @usableFromInline
  init(key: ObjectIdentifier, context: DependencyContext) {
    self.key = key
    self.context = context
  }
}

/// A computed default value, with the keys it read while it was computed.
///
/// A class, so that a read retains one reference rather than the box and the set.
@usableFromInline
final class CachedValue: Sendable {
  let box: AnyBox
  /// Every key the computation read, directly or through other defaults. When a scope overrides
  /// one of them, the cached value is stale there and gets recomputed for that scope.
  let readKeys: Set<ObjectIdentifier>

  init(box: AnyBox, readKeys: Set<ObjectIdentifier>) {
    self.box = box
    self.readKeys = readKeys
  }
}

/// The defaults computed so far, each computed at most once per key and context.
///
/// Thread-safe, and without a lock held while a default is computed: a `liveValue` that reads
/// another dependency, or a computation that waits for another thread, cannot deadlock on it.
/// Concurrent first reads of one key wait for a single computation.
///
/// Reads of computed defaults take no lock: they load the latest published snapshot of the
/// ready values atomically. Every snapshot stays alive as long as the cache does, so a reader
/// never sees one freed under it; there are as many as there are computed keys.
///
/// In a test, every test gets its own values (keyed by the identity the test framework bridge
/// reports), so no test sees a default another test created or changed, even from a task that
/// outlives its test.
// NB: `@unchecked` because `Atomic<UnsafeRawPointer?>` is not declared `Sendable`; the pointer
// is only ever published and loaded atomically, and what it points to is immutable.
@usableFromInline
final class CachedValues: @unchecked Sendable {
  /// An immutable set of ready values, published for lock-free reads.
  private final class Snapshot: Sendable {
    // NB: `nonisolated(unsafe)` because a `ManagedBuffer` cannot be `Sendable`; a table is never
    // changed once built, so any thread may read it.
    nonisolated(unsafe) let table: KeyTable
    init(values: [CacheKey: CachedValue], context: DependencyContext) {
      self.table = KeyTable.of(
        values.filter { $0.key.context == context }.map { ($0.key.key, $0.value) })
    }
  }

  private struct State {
    var ready: [CacheKey: CachedValue] = [:]
    var pending: [CacheKey: PendingComputation] = [:]
    /// Every snapshot ever published, kept alive for readers that loaded it.
    var snapshots: [Snapshot] = []
  }

  /// The latest snapshot of each context.
  private let publishedLive = Atomic<UnsafeRawPointer?>(nil)
  private let publishedPreview = Atomic<UnsafeRawPointer?>(nil)
  private let publishedTest = Atomic<UnsafeRawPointer?>(nil)
  private let state = Mutex(State())
  private let testScopes = Locked<[AnyHashable: CachedValues]>([:])
  /// The context `prepareDependencies` set for these defaults, if it did.
  private let contextPrepared = Mutex<DependencyContext?>(nil)
  /// Whether any cache ever had its context prepared: until then, reads need not look.
  private static let anyContextPrepared = Atomic<Bool>(false)
  /// Whether this cache already holds the defaults of one test, so ``scoped(for:)`` is `self`.
  private let isTestScope: Bool

  init() { isTestScope = false }

  private init(testScope: Void) { isTestScope = true }

  /// Stands in for the test framework's identity of the running test, for this package's tests
  /// of per-test caching (which cannot start two real tests from one).
  @TaskLocal static var testIdentityOverride: String?

  /// The cache that holds the defaults of the test running now, or `self` outside tests.
  ///
  /// A test's cache is its own scope: values captured with it (by an escaping closure, or by a
  /// `@Dependency` created in the test) keep reading the test's defaults on threads that do not
  /// know which test is running, like a GCD queue's.
  func scoped(for context: DependencyContext) -> CachedValues {
    guard context == .test, !isTestScope,
      let identity = Self.testIdentityOverride.map(AnyHashable.init)
        ?? TestIssueReporterLookup.reporter?.currentTestIdentity
    else { return self }
    return testScopes.withLock { scopes in
      if let scope = scopes[identity] { return scope }
      let scope = CachedValues(testScope: ())
      scopes[identity] = scope
      return scope
    }
  }

  /// Whether `prepareDependencies` ever set a context, anywhere in the process.
  static var isAnyContextPrepared: Bool { anyContextPrepared.load(ordering: .relaxed) }

  /// The context `prepareDependencies` set for these defaults, which replaces the detected one
  /// wherever no scope overrides the context.
  var preparedContext: DependencyContext? { contextPrepared.withLock { $0 } }

  /// Sets the context of these defaults, unless another one was prepared before.
  ///
  /// - Returns: `false` when a different context was already prepared, and nothing changed.
  func prepare(context: DependencyContext) -> Bool {
    contextPrepared.withLock { prepared in
      if let prepared { return prepared == context }
      prepared = context
      Self.anyContextPrepared.store(true, ordering: .releasing)
      return true
    }
  }

  /// The ready value for `key`, if one was computed or prepared; lock-free.
  /// Runs `body` with the ready value for `key`, if any, without retaining the snapshot.
  @inline(__always)
  func withReadyValue<Result>(for key: CacheKey, _ body: (CachedValue?) -> Result) -> Result {
    let snapshot: UnsafeRawPointer? =
      switch key.context {
      case .live: publishedLive.load(ordering: .acquiring)
      case .preview: publishedPreview.load(ordering: .acquiring)
      case .test: publishedTest.load(ordering: .acquiring)
      }
    guard let snapshot else { return body(nil) }
    // NB: every published snapshot lives as long as this cache, which the caller holds.
    return Unmanaged<Snapshot>.fromOpaque(snapshot)._withUnsafeGuaranteedRef { snapshot in
      guard let value = snapshot.table.unretainedValue(for: key.key) else { return body(nil) }
      // NB: this table only ever holds cached values.
      return Unmanaged<CachedValue>.fromOpaque(value.toOpaque())._withUnsafeGuaranteedRef(body)
    }
  }

  func readyValue(for key: CacheKey) -> CachedValue? {
    withReadyValue(for: key) { $0 }
  }

  /// The cached value for `key`, computing it first if nobody has.
  ///
  /// A value computed where `isShared` says it must not be shared (it read a dependency that
  /// the computing scope overrides) is returned with `shared == false` and not cached: the next
  /// read elsewhere computes the default again, and computations that waited for it retry.
  func value(
    for key: CacheKey,
    compute: () -> CachedValue,
    isShared: (CachedValue) -> Bool = { _ in true }
  ) -> (value: CachedValue, shared: Bool) {
    while true {
      if let ready = readyValue(for: key) { return (ready, true) }
      enum Next {
        case use(CachedValue)
        case wait(PendingComputation)
        case compute(PendingComputation)
      }
      let next: Next = state.withLock { state in
        if let ready = state.ready[key] { return .use(ready) }
        if let pending = state.pending[key] { return .wait(pending) }
        let pending = PendingComputation()
        state.pending[key] = pending
        return .compute(pending)
      }
      switch next {
      case .use(let cached):
        return (cached, true)
      case .wait(let pending):
        if let cached = pending.wait() { return (cached, true) }
        continue
      case .compute(let pending):
        let cached = compute()
        guard isShared(cached) else {
          state.withLock { _ = $0.pending.removeValue(forKey: key) }
          pending.fulfill(nil)
          return (cached, false)
        }
        let stored = state.withLock { state in
          state.pending[key] = nil
          // NB: `prepareDependencies` may have stored a value meanwhile; it wins.
          return state.ready[key] ?? publish(cached, for: key, in: &state)
        }
        pending.fulfill(stored)
        return (stored, true)
      }
    }
  }

  /// Stores `box` as the default of `key`, unless a default is already there or being computed.
  ///
  /// - Returns: `false` when the key was already read or prepared, and nothing changed.
  func prepare(_ box: AnyBox, for key: CacheKey) -> Bool {
    state.withLock { state in
      guard state.ready[key] == nil, state.pending[key] == nil else { return false }
      publish(CachedValue(box: box, readKeys: []), for: key, in: &state)
      return true
    }
  }

  /// Adds a ready value and publishes a new snapshot; call with the lock held.
  @discardableResult
  private func publish(
    _ value: CachedValue, for key: CacheKey, in state: inout State
  )
    -> CachedValue
  {
    state.ready[key] = value
    let snapshot = Snapshot(values: state.ready, context: key.context)
    state.snapshots.append(snapshot)
    let pointer = UnsafeRawPointer(Unmanaged.passUnretained(snapshot).toOpaque())
    switch key.context {
    case .live: publishedLive.store(pointer, ordering: .releasing)
    case .preview: publishedPreview.store(pointer, ordering: .releasing)
    case .test: publishedTest.store(pointer, ordering: .releasing)
    }
    return value
  }
}

/// A default value being computed by one thread while others wait for it.
private final class PendingComputation: @unchecked Sendable {
  private let condition = NSCondition()
  private var result: CachedValue?
  private var isDone = false
  private let owner = pthread_self()

  /// Ends the wait with `value`, or with `nil` when the computed value was not shared.
  func fulfill(_ value: CachedValue?) {
    condition.lock()
    result = value
    isDone = true
    condition.broadcast()
    condition.unlock()
  }

  func wait() -> CachedValue? {
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
    while !isDone { condition.wait() }
    return result
  }
}
