/// A value the compiler is told to treat as `Sendable`, without checking.
///
/// For a type that is safe to share but not (yet) declared `Sendable`, such as a class from a
/// module that predates strict concurrency. Wrapping it is a promise that nothing races on it;
/// the compiler can no longer catch a mistake. Prefer ``LockIsolated`` or ``ActorIsolated``
/// when the value really is mutated from several places.
///
/// ```swift
/// let formateador = UncheckedSendable(DateFormatter())
/// Task { print(formateador.value.string(from: .now)) }
/// ```
///
/// It is also a property wrapper, and forwards property reads and writes to the value.
@dynamicMemberLookup
@propertyWrapper
public struct UncheckedSendable<Value>: @unchecked Sendable {
  /// The wrapped value.
  public var value: Value

  /// Wraps `value`.
  public init(_ value: Value) {
    self.value = value
  }

  /// Wraps `wrappedValue`, when used as a property wrapper.
  public init(wrappedValue: Value) {
    self.value = wrappedValue
  }

  /// The wrapped value: the same as ``value``.
  public var wrappedValue: Value {
    _read { yield value }
    _modify { yield &value }
  }

  /// The wrapper itself, so `$propiedad` can be sent where the value cannot.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Reads a property of the value.
  public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    value[keyPath: keyPath]
  }

  /// Reads or writes a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
    _read { yield value[keyPath: keyPath] }
    _modify { yield &value[keyPath: keyPath] }
  }
}

extension UncheckedSendable: Equatable where Value: Equatable {}

extension UncheckedSendable: Hashable where Value: Hashable {}

extension UncheckedSendable: Decodable where Value: Decodable {
  /// Decodes the value as a single value, or failing that, from the decoder itself.
  public init(from decoder: any Decoder) throws {
    do {
      self.init(try decoder.singleValueContainer().decode(Value.self))
    } catch {
      self.init(try Value(from: decoder))
    }
  }
}

extension UncheckedSendable: Encodable where Value: Encodable {
  /// Encodes the value as a single value, or failing that, into the encoder itself.
  public func encode(to encoder: any Encoder) throws {
    do {
      var container = encoder.singleValueContainer()
      try container.encode(value)
    } catch {
      try value.encode(to: encoder)
    }
  }
}

extension UncheckedSendable: AsyncSequence where Value: AsyncSequence {
  /// The wrapped sequence's iterator.
  public typealias AsyncIterator = Value.AsyncIterator
  /// The wrapped sequence's element.
  public typealias Element = Value.Element

  /// Iterates the wrapped sequence.
  public func makeAsyncIterator() -> Value.AsyncIterator {
    value.makeAsyncIterator()
  }
}
