// FAST STORAGE: a speed-up behind `DependencyValues`, not part of its idea.
//
// Conceptually, `DependencyValues` is `[ObjectIdentifier: any Sendable]`, a dictionary from a
// key type to its value (see `DependencyValues.swift`). Every read of a dependency goes through
// it, so this folder makes that lookup cost about what a bare task-local dictionary read costs.
// `swift run -c release DependenciesBenchmark` measures it: each read row is printed as a ratio
// to that floor and held to 1.5x.
//
// This file: the storage itself. Why: a `DependencyValues` is copied in and out of a task-local
// on every read and every scope; one immutable reference makes that copy a retain, and lets two
// values be compared by identity (a `@Dependency` read in the scope that made it skips merging).
// Measured by: every read row, and "sync/async withDependencies, one override" for writes.

import Synchronization

/// Everything a ``DependencyValues`` holds but the place of the read: overrides, context, the
/// cache of defaults, and the tracker of a default being computed.
///
/// Immutable: a change makes a new storage. A ``DependencyValues`` is then one reference (cheap
/// to copy in and out of the task-local on every read), and two values that share a storage
/// are known to be the same values by identity alone.
@usableFromInline
final class Storage: Sendable {
  /// Overridden values by key; `nil` when there are none.
  // NB: `nonisolated(unsafe)` because a `ManagedBuffer` cannot be `Sendable`; a table is never
  // changed once built, so any thread may read it.
  nonisolated(unsafe) private let overrides: KeyTable?
  /// The overridden context, or `nil` to use the prepared or detected one.
  let overriddenContext: DependencyContext?
  /// The overridden context, or ``DependencyContext/detected``: the context whose defaults
  /// ``cache`` scopes, so that a context prepared inside a test keeps its defaults in that test.
  let scopeContext: DependencyContext
  /// The context defaults are chosen for: the overridden one, else the one
  /// `prepareDependencies` set for the running test (or the process), else the detected one.
  var context: DependencyContext {
    // NB: one relaxed load of a flag until some context is prepared, so reads stay fast.
    guard overriddenContext == nil, CachedValues.isAnyContextPrepared else {
      return scopeContext
    }
    return cache.scoped(for: scopeContext).preparedContext ?? scopeContext
  }
  /// The defaults computed so far.
  let cache: CachedValues
  /// Records reads while a default value is computed.
  let tracker: ReadTracker?
  /// Defaults that read an overridden dependency when they were computed, recomputed for these
  /// overrides. Keyed by key and context.
  // NB: a `Mutex` kept inline, so making a storage (every scope does) allocates no lock.
  private let derived = Mutex<[CacheKey: AnyBox]>([:])

  init(
    overrides: KeyTable? = nil,
    context: DependencyContext? = nil,
    cache: CachedValues = CachedValues(),
    tracker: ReadTracker? = nil
  ) {
    self.overrides = overrides
    self.overriddenContext = context
    self.scopeContext = context ?? .detected
    self.cache = cache
    self.tracker = tracker
  }

  /// Every override, in no particular order.
  var values: [(key: ObjectIdentifier, box: AnyBox)] {
    overrides?.entries.map { (key: $0.0, box: unsafeDowncast($0.1, to: AnyBox.self)) } ?? []
  }

  /// A storage like this one with `box` as the override of `key`.
  @usableFromInline
  func setting(_ box: AnyBox, for key: ObjectIdentifier) -> Storage {
    Storage(
      overrides: overrides?.adding(box, for: key)
        ?? KeyTable.of(CollectionOfOne((key, box as AnyObject))),
      context: overriddenContext, cache: cache, tracker: tracker)
  }

  /// A storage like this one with another context.
  func setting(context: DependencyContext) -> Storage {
    Storage(overrides: overrides, context: context, cache: cache, tracker: tracker)
  }

  /// A storage like this one with another cache (and no tracker).
  func setting(cache: CachedValues) -> Storage {
    Storage(overrides: overrides, context: overriddenContext, cache: cache)
  }

  /// A storage like this one whose defaults are the running test's own, found now.
  ///
  /// `self` outside tests, and when the cache already is the test's.
  func pinnedToRunningTest() -> Storage {
    guard scopeContext == .test else { return self }
    let scope = cache.scoped(for: .test)
    guard scope !== cache else { return self }
    return Storage(overrides: overrides, context: overriddenContext, cache: scope, tracker: tracker)
  }

  /// A storage like this one that records reads into `tracker`.
  func setting(tracker: ReadTracker?) -> Storage {
    Storage(overrides: overrides, context: overriddenContext, cache: cache, tracker: tracker)
  }

  /// A storage with these overrides under `other`'s, which win, and `other`'s tracker.
  func overridden(by other: Storage) -> Storage {
    let merged: KeyTable? =
      switch (overrides, other.overrides) {
      case (nil, let theirs): theirs
      case (let ours, nil): ours
      case (let ours?, let theirs?): KeyTable.of(ours.entries + theirs.entries)
      }
    return Storage(
      overrides: merged,
      context: other.overriddenContext ?? overriddenContext,
      cache: cache,
      tracker: other.tracker ?? tracker)
  }

  /// The value of `key` if it is overridden or its default is ready; `nil` when the default
  /// must be computed. The hot path of every read.
  ///
  /// The box is returned unretained: this storage owns it (an override, or a default recomputed
  /// for it), or its cache does (a default); callers keep this storage alive while they use it.
  @usableFromInline
  func resolvedValue(for key: ObjectIdentifier) -> Unmanaged<AnyBox>? {
    tracker?.record(key)
    if let overrides, let box = overrides.unretainedValue(for: key) {
      // NB: this table only ever holds boxes.
      return Unmanaged.fromOpaque(box.toOpaque())
    }
    let cacheKey = CacheKey(key: key, context: context)
    if scopeContext == .test {
      return cache.scoped(for: .test).withReadyValue(for: cacheKey) {
        resolved($0, for: cacheKey)
      }
    }
    return cache.withReadyValue(for: cacheKey) { resolved($0, for: cacheKey) }
  }

  /// The box of a ready default, or of its recomputation for this storage when it is stale.
  @inline(__always)
  private func resolved(_ cached: CachedValue?, for cacheKey: CacheKey) -> Unmanaged<AnyBox>? {
    guard let cached else { return nil }
    guard !cached.readKeys.isEmpty else { return Unmanaged.passUnretained(cached.box) }
    tracker?.record(contentsOf: cached.readKeys)
    guard isStale(cached) else { return Unmanaged.passUnretained(cached.box) }
    return derivedValue(for: cacheKey).map(Unmanaged.passUnretained)
  }

  /// Whether `cached` read a dependency that this storage overrides.
  func isStale(_ cached: CachedValue) -> Bool {
    guard let overrides else { return false }
    return cached.readKeys.contains { overrides.unretainedValue(for: $0) != nil }
  }

  /// Whether this storage overrides nothing at all.
  var isEmpty: Bool { overrides == nil && overriddenContext == nil }

  /// The default for `key` recomputed for these overrides, if it was.
  func derivedValue(for key: CacheKey) -> AnyBox? {
    derived.withLock { $0[key] }
  }

  /// The default for `key`, recomputed once for these overrides.
  func derivedValue(for key: CacheKey, compute: () -> AnyBox) -> AnyBox {
    if let box = derived.withLock({ $0[key] }) { return box }
    let box = compute()
    return derived.withLock { derived in
      if let existing = derived[key] { return existing }
      derived[key] = box
      return box
    }
  }
}

// The dictionary view.

extension Storage {
  /// The value of `key`, if this scope overrides it or its default is ready: conceptually
  /// `dictionary[ObjectIdentifier(key)] as? Key.Value`.
  ///
  /// `nil` means the default must be computed (``DependencyValues`` does that).
  @inlinable
  subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value? {
    // NB: inlinable, so that the common case (an override, or a default already computed)
    // unboxes with the concrete type known, without generic dispatch.
    guard let box = resolvedValue(for: ObjectIdentifier(key)) else { return nil }
    // NB: unretained: the box is owned by this storage (an override) or by its cache (a
    // default), both alive for the whole read.
    return box._withUnsafeGuaranteedRef { $0.unbox(as: Key.Value.self) }
  }

  /// A storage like this one with `value` as the override of `key`: conceptually
  /// `dictionary[ObjectIdentifier(key)] = value`, on a copy.
  @inlinable
  func setting<Key: TestDependencyKey>(_ value: Key.Value, for key: Key.Type) -> Storage {
    setting(Box(value), for: ObjectIdentifier(key))
  }
}
