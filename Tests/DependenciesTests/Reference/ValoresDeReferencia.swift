import Dependencies

// The container as the first lesson draws it, and nothing else: a dictionary indexed by types,
// in a task-local, whose subscript falls back to the context's default, and `withDependencies`
// that copies it, changes the copy and binds it for an operation. `DependencyValues` behaves
// the same where `ContenedorTests` compare them; it is not written this way only for speed
// (see `Modules/Dependencies/Internal/FastStorage/`). Step through this one to see the idea.

/// A plain dependency container: `[ObjectIdentifier: any Sendable]` plus a context.
///
/// ```swift
/// conDependenciasDeReferencia {
///   $0[Origen.self] = "dentro"
/// } operation: {
///   ValoresDeReferencia.actuales[Origen.self]  // "dentro"
/// }
/// ```
struct ValoresDeReferencia: Sendable {
  /// The overrides, by key type: `ObjectIdentifier(Key.self)` to a `Key.Value`.
  private var valores: [ObjectIdentifier: any Sendable] = [:]
  /// The context whose default a key gives when nothing overrides it.
  var context: DependencyContext = .test

  /// The values in effect for the running task; child tasks inherit them.
  @TaskLocal static var actuales = ValoresDeReferencia()

  /// The override of `key`, else its default for ``context``.
  subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let valor = valores[ObjectIdentifier(key)] as? Key.Value { return valor }
      return Self.valorPorDefecto(of: key, in: context)
    }
    set { valores[ObjectIdentifier(key)] = newValue }
  }

  /// The key's live, preview or test value. Unlike the library, nothing is cached: every read
  /// of a key that nothing overrides computes its default again.
  private static func valorPorDefecto<Key: TestDependencyKey>(
    of key: Key.Type, in context: DependencyContext
  ) -> Key.Value {
    switch context {
    case .live:
      // A key with no live value (only `TestDependencyKey`) gives its test value.
      guard let vivo = key as? any DependencyKey.Type else { return key.testValue }
      return valorVivo(of: vivo) as! Key.Value
    case .preview: return key.previewValue
    case .test: return key.testValue
    }
  }

  /// `liveValue`, read through the key's concrete type.
  private static func valorVivo<Key: DependencyKey>(of key: Key.Type) -> any Sendable {
    key.liveValue
  }
}

/// Runs `operation` with the current values, changed by `actualizar`, in effect.
func conDependenciasDeReferencia<R>(
  _ actualizar: (inout ValoresDeReferencia) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var valores = ValoresDeReferencia.actuales
  try actualizar(&valores)
  return try ValoresDeReferencia.$actuales.withValue(valores, operation: operation)
}

/// The same, for an asynchronous update and operation.
func conDependenciasDeReferencia<R>(
  _ actualizar: (inout ValoresDeReferencia) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var valores = ValoresDeReferencia.actuales
  try await actualizar(&valores)
  return try await ValoresDeReferencia.$actuales.withValue(valores, operation: operation)
}
