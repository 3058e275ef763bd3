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
