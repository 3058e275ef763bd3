// FAST STORAGE: a speed-up behind `DependencyValues`, not part of its idea.
//
// Conceptually, `DependencyValues` is `[ObjectIdentifier: any Sendable]`, a dictionary from a
// key type to its value (see `DependencyValues.swift`). Every read of a dependency goes through
// it, so this folder makes that lookup cost about what a bare task-local dictionary read costs.
// `swift run -c release DependenciesBenchmark` measures it: each read row is printed as a ratio
// to that floor and held to 1.5x.
//
// This file: the tracker of which keys a default read while it was computed. Why: a default
// that read another dependency must not be served, cached, in a scope that overrides that
// dependency; knowing what it read lets every other read use the cache with no check beyond an
// empty set. Measured by: "read inside N nested scopes" (reads in scopes that override keys
// still hit the cache), and the stale-default tests for correctness.

import Synchronization

/// Collects the keys a default value reads while it is being computed.
///
/// The subscript of ``DependencyValues`` records every key it serves while a tracker is
/// installed, so the cache learns which overrides make a cached default stale.
@usableFromInline
final class ReadTracker: Sendable {
  private let keys = Mutex<Set<ObjectIdentifier>>([])
  private let isFinished = Atomic<Bool>(false)
  /// The read whose default is being computed, for messages.
  let reading: Reading

  init(reading: Reading) {
    self.reading = reading
  }

  func record(_ key: ObjectIdentifier) {
    guard !isFinished.load(ordering: .relaxed) else { return }
    keys.withLock { _ = $0.insert(key) }
  }

  func record(contentsOf readKeys: Set<ObjectIdentifier>) {
    guard !readKeys.isEmpty, !isFinished.load(ordering: .relaxed) else { return }
    keys.withLock { $0.formUnion(readKeys) }
  }

  /// Stops recording (reads made later by values captured during the computation are not part
  /// of it) and returns what was read.
  func finish() -> Set<ObjectIdentifier> {
    isFinished.store(true, ordering: .relaxed)
    return keys.withLock { $0 }
  }
}
