import Foundation

/// A mutable value that threads share, guarded by a lock.
///
/// Reach for it in tests to record what a dependency was asked to do, from whatever thread or
/// task asked:
///
/// ```swift
/// let eventos = LockIsolated<[String]>([])
/// let modelo = withDependencies {
///   $0.analitica.registrar = { evento in eventos.withValue { $0.append(evento) } }
/// } operation: {
///   Modelo()
/// }
/// await modelo.botonPulsado()
/// #expect(eventos.value == ["boton"])
/// ```
///
/// Change the value with ``withValue(_:)`` when the new value depends on the old one, so that the
/// read and the write are one step under the lock. Do not touch the same `LockIsolated` again
/// from inside ``withValue(_:)``: the value is being modified, and Swift stops the program on the
/// overlapping access.
@dynamicMemberLookup
public final class LockIsolated<Value>: @unchecked Sendable {
  // NB: not `Locked`, whose closure is not `sending`: through it the compiler cannot prove that
  // what `withValue` and the dynamic members hand out is disconnected from the stored value.
  // Recursive, as the reference's is, so touching the value again from inside `withValue` stops
  // with Swift's exclusivity error instead of hanging.
  private let lock = NSRecursiveLock()
  private var _value: Value

  /// Guards `value` with a lock of its own.
  public init(_ value: sending Value) {
    self._value = value
  }

  /// Reads a property of the value under the lock.
  public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> sending Subject {
    lock.lock()
    defer { lock.unlock() }
    return _value[keyPath: keyPath]
  }

  /// Runs `operation` with exclusive access to the value, and returns what it returns.
  ///
  /// ```swift
  /// let cuenta = LockIsolated(0)
  /// let nueva = cuenta.withValue { cuenta in
  ///   cuenta += 1
  ///   return cuenta
  /// }
  /// ```
  public func withValue<T>(
    _ operation: sending (inout sending Value) throws -> sending T
  ) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try operation(&_value)
  }

  /// Replaces the value.
  ///
  /// When the new value is computed from the current one, use ``withValue(_:)`` instead: between
  /// a read of ``value`` and this call another thread may change it.
  public func setValue(_ newValue: sending Value) {
    lock.lock()
    defer { lock.unlock() }
    _value = newValue
  }
}

extension LockIsolated where Value: Sendable {
  /// A copy of the value, read under the lock.
  public var value: Value { copy() }
}

extension LockIsolated {
  /// A copy of the value for the caller's own use, read under the lock.
  fileprivate func copy() -> Value {
    lock.lock()
    defer { lock.unlock() }
    return _value
  }
}

extension LockIsolated: Equatable where Value: Equatable {
  /// Whether the two hold equal values, each read under its own lock.
  ///
  /// The values are copied out one at a time, so two threads comparing the same pair in opposite
  /// orders cannot deadlock.
  public static func == (lhs: LockIsolated, rhs: LockIsolated) -> Bool {
    lhs === rhs || lhs.copy() == rhs.copy()
  }
}

extension LockIsolated: Hashable where Value: Hashable {
  /// Hashes the value, read under the lock.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(copy())
  }
}
