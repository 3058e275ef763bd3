/// A mutable value that tasks share, isolated to an actor of its own.
///
/// The asynchronous counterpart of ``LockIsolated``: every access hops to the actor, so it is
/// awaited.
///
/// ```swift
/// let abrioAjustes = ActorIsolated(false)
/// let modelo = withDependencies {
///   $0.ajustes.abrir = { await abrioAjustes.setValue(true) }
/// } operation: {
///   Modelo()
/// }
/// await modelo.botonAjustesPulsado()
/// #expect(await abrioAjustes.value)
/// ```
@dynamicMemberLookup
public final actor ActorIsolated<Value> {
  /// The value.
  public var value: Value

  /// Isolates `value` to a new actor.
  public init(_ value: sending Value) {
    self.value = value
  }

  /// Reads a property of the value on the actor.
  public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject> & Sendable)
    -> Subject
  {
    value[keyPath: keyPath]
  }

  /// Runs `operation` on the actor with exclusive access to the value, and returns what it
  /// returns.
  ///
  /// The whole closure runs in one turn of the actor, so a read and a write in it cannot be split
  /// by another task:
  ///
  /// ```swift
  /// let cuenta = ActorIsolated(0)
  /// await cuenta.withValue { $0 += 1 }
  /// await cuenta.withValue { #expect($0 == 1) }
  /// ```
  public func withValue<T>(
    _ operation: sending (inout Value) throws -> sending T
  ) rethrows -> sending T {
    try operation(&value)
  }

  /// Replaces the value.
  ///
  /// When the new value is computed from the current one, use ``withValue(_:)`` instead.
  public func setValue(_ newValue: sending Value) {
    value = newValue
  }
}
