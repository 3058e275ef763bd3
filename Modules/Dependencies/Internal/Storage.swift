import Foundation

/// The overrides of one ``DependencyValues``: what a scope changed, and nothing else.
///
/// Copy-on-write: a scope that changes a value copies the storage it inherited, so every
/// storage object that more than one value refers to is never mutated again. Reads use its
/// identity to tell cheaply whether two values hold the same overrides.
@usableFromInline
final class Storage: @unchecked Sendable {
  /// Overridden values by key.
  @usableFromInline var values: [ObjectIdentifier: AnyBox]
  /// The overridden context, or `nil` to use ``DependencyContext/detected``.
  var context: DependencyContext?
  /// Defaults that read an overridden dependency when they were computed, recomputed for these
  /// overrides (see ``DependencyValues``'s subscript). Keyed by key and context.
  private let derived = Locked<[CacheKey: AnyBox]>([:])

  init(values: [ObjectIdentifier: AnyBox] = [:], context: DependencyContext? = nil) {
    self.values = values
    self.context = context
  }

  /// A storage with the same overrides, for a scope about to change them.
  func copy() -> Storage {
    Storage(values: values, context: context)
  }

  /// Whether this storage overrides nothing at all.
  var isEmpty: Bool { values.isEmpty && context == nil }

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

  /// Forgets recomputed defaults, after the overrides changed.
  func invalidateDerivedValues() {
    derived.withLock { $0.removeAll() }
  }
}
