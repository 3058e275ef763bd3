import Foundation
import Synchronization

extension DependencyValues {
  /// Makes UUIDs: random ones in a running program, predictable ones in tests.
  ///
  /// Read it with ``Dependency`` and call it like a function:
  ///
  /// ```swift
  /// @Observable
  /// final class NotasModel {
  ///   var notas: [Nota] = []
  ///   @ObservationIgnored @Dependency(\.uuid) var uuid
  ///
  ///   func agregar(_ texto: String) {
  ///     notas.append(Nota(id: uuid(), texto: texto))
  ///   }
  /// }
  /// ```
  ///
  /// The live value calls `UUID()`. The test value fails the test when it is called
  /// (`Unimplemented: @Dependency(\.uuid)`), because random identifiers cannot be asserted on:
  /// override it with ``UUIDGenerator/incrementing`` or ``UUIDGenerator/constant(_:)``.
  ///
  /// ```swift
  /// @Test func agregaConIdentificador() {
  ///   let model = withDependencies {
  ///     $0.uuid = .incrementing
  ///   } operation: {
  ///     NotasModel()
  ///   }
  ///   model.agregar("Comprar pan")
  ///   #expect(model.notas == [Nota(id: UUID(0), texto: "Comprar pan")])
  /// }
  /// ```
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator { UUID() }
  static let testValue = UUIDGenerator {
    reportIssue(#"Unimplemented: @Dependency(\.uuid)"#)
    return UUID()
  }
}

/// Makes a UUID each time it is called: the value of ``DependencyValues/uuid``.
///
/// ```swift
/// let generar = UUIDGenerator.incrementing
/// generar()  // 00000000-0000-0000-0000-000000000000
/// generar()  // 00000000-0000-0000-0000-000000000001
/// ```
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// Makes a generator that calls `generate` for each UUID.
  ///
  /// ```swift
  /// let aleatorio = UUIDGenerator { UUID() }
  /// ```
  ///
  /// - Parameter generate: Returns the next UUID. It may be called from any thread.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// A generator that always returns `uuid`.
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.uuid = .constant(UUID(42))
  /// } operation: {
  ///   @Dependency(\.uuid) var uuid
  ///   uuid()  // 00000000-0000-0000-0000-00000000002A
  /// }
  /// ```
  ///
  /// - Parameter uuid: The UUID to return.
  /// - Returns: The generator.
  public static func constant(_ uuid: UUID) -> Self {
    Self { uuid }
  }

  /// A generator that counts up from `00000000-0000-0000-0000-000000000000`.
  ///
  /// Each read of this property makes a new generator that starts from zero. It is safe to call
  /// from several threads: every call gets the next number exactly once.
  ///
  /// ```swift
  /// let generar = UUIDGenerator.incrementing
  /// generar() == UUID(0)  // true
  /// generar() == UUID(1)  // true
  /// ```
  public static var incrementing: Self {
    let counter = Mutex(0)
    return Self {
      let next = counter.withLock { count in
        defer { count += 1 }
        return count
      }
      return UUID(next)
    }
  }

  /// Makes the next UUID.
  ///
  /// ```swift
  /// @Dependency(\.uuid) var uuid
  /// let id = uuid()
  /// ```
  public func callAsFunction() -> UUID {
    generate()
  }
}

extension UUID {
  /// Makes the UUID whose last 16 hexadecimal digits spell `intValue`: predictable test data.
  ///
  /// The number fills the last two groups; a negative number is written as its magnitude, with
  /// the third group set to `0001`.
  ///
  /// ```swift
  /// UUID(0)    // 00000000-0000-0000-0000-000000000000
  /// UUID(16)   // 00000000-0000-0000-0000-000000000010
  /// UUID(-16)  // 00000000-0000-0001-0000-000000000010
  /// ```
  ///
  /// - Parameter intValue: The number to spell.
  public init(_ intValue: Int) {
    let magnitude = UInt64(intValue.magnitude)
    let sign: UInt8 = intValue < 0 ? 1 : 0
    let byte = { (index: UInt64) in UInt8(truncatingIfNeeded: magnitude >> (8 * (7 - index))) }
    self.init(
      uuid: (
        0, 0, 0, 0, 0, 0, 0, sign,
        byte(0), byte(1), byte(2), byte(3), byte(4), byte(5), byte(6), byte(7)
      ))
  }
}
