/// Reads a dependency from ``DependencyValues``.
///
/// Declare it as a property of a model, a feature or a client's closure:
///
/// ```swift
/// @Observable
/// final class ListaModel {
///   @ObservationIgnored @Dependency(\.clienteArticulos) var cliente
///   @ObservationIgnored @Dependency(\.uuid) var uuid
///
///   func cargar() async throws -> [Articulo] {
///     try await cliente.cargar()
///   }
/// }
/// ```
///
/// The wrapper captures the values in effect when it is created (so a model built inside a
/// `withDependencies` scope keeps that scope's overrides for its whole life), and at every read
/// the values in effect at the read win over the captured ones. Build models inside the scope
/// that overrides their dependencies; an override made after construction is too late for what
/// the model captured, unless it is in effect where the property is read.
@propertyWrapper
public struct Dependency<Value>: @unchecked Sendable {
  // NB: `@unchecked` because key paths are immutable but not declared `Sendable` here, and
  // `Value` need not be `Sendable` (for example `\.date.now` reads a `Date`).
  // NB: one reference, so that reading a property copies one word, not the three fields: the
  // read rows of `DependenciesBenchmark` measure it.
  @usableFromInline let core: Core

  /// What a property captured when it was made: the values, how to read, and where it is.
  @usableFromInline
  final class Core {
    @usableFromInline let initialValues: DependencyValues
    @usableFromInline let read: (DependencyValues) -> Value
    @usableFromInline let site: DependencySite

    @usableFromInline
    init(
      initialValues: DependencyValues, read: @escaping (DependencyValues) -> Value,
      site: DependencySite
    ) {
      self.initialValues = initialValues
      self.read = read
      self.site = site
    }
  }

  /// Reads the dependency at `keyPath` of ``DependencyValues``.
  ///
  /// ```swift
  /// @Dependency(\.clienteArticulos) var cliente
  /// @Dependency(\.date.now) var ahora
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The accessor of the dependency, or of a part of it.
  ///   - fileID: Where the property is declared, for messages. Defaults to the caller's.
  ///   - filePath: Where the property is declared, for messages. Defaults to the caller's.
  ///   - line: Where the property is declared, for messages. Defaults to the caller's.
  ///   - column: Where the property is declared, for messages. Defaults to the caller's.
  @inlinable
  public init(
    _ keyPath: KeyPath<DependencyValues, Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.core = Core(
      initialValues: DependencyValues.current.pinnedToRunningTest,
      read: { $0[keyPath: keyPath] },
      site: DependencySite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Reads the dependency stored under the key `key`, without a key-path accessor.
  ///
  /// ```swift
  /// @Dependency(ClienteArticulos.self) var cliente
  /// @Dependency(BaseDatosAnalitica.self) var analitica
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key type.
  ///   - fileID: Where the property is declared, for messages. Defaults to the caller's.
  ///   - filePath: Where the property is declared, for messages. Defaults to the caller's.
  ///   - line: Where the property is declared, for messages. Defaults to the caller's.
  ///   - column: Where the property is declared, for messages. Defaults to the caller's.
  @inlinable
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Key.Value == Value {
    self.core = Core(
      initialValues: DependencyValues.current.pinnedToRunningTest,
      read: { $0[key] },
      site: DependencySite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The dependency: the value in effect at this read, else the one captured at creation.
  ///
  /// ```swift
  /// @Dependency(\.uuid) var uuid
  /// let id = Articulo.ID(uuid())  // `uuid` is the wrapped value, read now
  /// ```
  @inlinable
  public var wrappedValue: Value {
    var current = DependencyValues.current
    current.site = core.site
    if current.isIdentical(to: core.initialValues) {
      return core.read(current)
    }
    return readMerged(with: current)
  }

  /// Reads with the captured values under the current ones, which win.
  @usableFromInline
  func readMerged(with current: DependencyValues) -> Value {
    var values = core.initialValues.merging(current)
    values.site = core.site
    return DependencyValues.$_current.withValue(values) { core.read(values) }
  }

  /// The values this property captured when it was created.
  var capturedValues: DependencyValues { core.initialValues }
}
