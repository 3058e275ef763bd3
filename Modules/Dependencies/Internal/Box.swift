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
