// FAST STORAGE: a speed-up behind `DependencyValues`, not part of its idea.
//
// Conceptually, `DependencyValues` is `[ObjectIdentifier: any Sendable]`, a dictionary from a
// key type to its value (see `DependencyValues.swift`). Every read of a dependency goes through
// it, so this folder makes that lookup cost about what a bare task-local dictionary read costs.
// `swift run -c release DependenciesBenchmark` measures it: each read row is printed as a ratio
// to that floor and held to 1.5x.
//
// This file: the boxes values are stored in. Why: a boxed value is one class reference, which
// the key table holds unmanaged and a read unwraps without a dynamic cast (the key already says
// the value's type), instead of an `any Sendable` existential cast on every read. Measured by:
// every read row.

/// A type-erased, immutable holder for a dependency value.
///
/// Storage maps a key's `ObjectIdentifier` to a box. Because the key decides the value's type,
/// a read can unwrap with `unsafeDowncast` instead of a dynamic cast.
@usableFromInline
class AnyBox: @unchecked Sendable {
  /// The value, for code that does not know its type.
  var anyValue: any Sendable { fatalError("AnyBox is abstract") }
}

/// The box of a value of type `Value`.
@usableFromInline
final class Box<Value: Sendable>: AnyBox, @unchecked Sendable {
  @usableFromInline let value: Value

  @usableFromInline
  init(_ value: Value) { self.value = value }

  override var anyValue: any Sendable { value }
}

extension AnyBox {
  /// The value, known to be a `Value` because the key that stored it says so.
  @inlinable
  func unbox<Value: Sendable>(as _: Value.Type) -> Value {
    unsafeDowncast(self, to: Box<Value>.self).value
  }
}
