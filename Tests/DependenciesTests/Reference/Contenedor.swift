import Dependencies
import Testing

/// What the scope, inheritance and context tests need of a container, so that each of them runs
/// against the library's `DependencyValues` and against ``ValoresDeReferencia`` alike.
///
/// ```swift
/// @Test(arguments: Contenedor.todos)
/// func prueba(_ contenedor: Contenedor) {
///   contenedor.con({ $0[Origen.self] = "dentro" }) { contenedor.leer(Origen.self) }  // "dentro"
/// }
/// ```
struct Contenedor: Sendable, CustomTestStringConvertible {
  /// The name a test's arguments show.
  let testDescription: String
  /// Reads `key` where it is called (for the library, through `@Dependency`).
  let leerValor: @Sendable (any TestDependencyKey.Type) -> any Sendable
  /// Runs an operation with the current values changed by an update.
  let conValores:
    @Sendable (
      _ actualizar: (inout any Valores) throws -> Void, _ operation: () throws -> any Sendable
    ) throws -> any Sendable
  /// The same, asynchronously.
  let conValoresAsync:
    @Sendable (
      _ actualizar: (inout any Valores) async -> Void, _ operation: () async -> any Sendable
    ) async -> any Sendable

  /// Both containers: the library's and the reference.
  static let todos = [libreria, referencia]

  /// The library: `@Dependency`, `withDependencies` and `DependencyValues`.
  static let libreria = Contenedor(
    testDescription: "DependencyValues",
    leerValor: { key in
      func leer<Key: TestDependencyKey>(_ key: Key.Type) -> any Sendable {
        @Dependency(key) var valor
        return valor
      }
      return leer(key)
    },
    conValores: { actualizar, operation in
      try withDependencies {
        var valores: any Valores = $0
        try actualizar(&valores)
        $0 = valores as! DependencyValues
      } operation: {
        try operation()
      }
    },
    conValoresAsync: { actualizar, operation in
      await withDependencies {
        var valores: any Valores = $0
        await actualizar(&valores)
        $0 = valores as! DependencyValues
      } operation: {
        await operation()
      }
    })

  /// The plain reference of `ValoresDeReferencia.swift`.
  static let referencia = Contenedor(
    testDescription: "the reference dictionary",
    leerValor: { key in
      func leer<Key: TestDependencyKey>(_ key: Key.Type) -> any Sendable {
        ValoresDeReferencia.actuales[key]
      }
      return leer(key)
    },
    conValores: { actualizar, operation in
      try conDependenciasDeReferencia {
        var valores: any Valores = $0
        try actualizar(&valores)
        $0 = valores as! ValoresDeReferencia
      } operation: {
        try operation()
      }
    },
    conValoresAsync: { actualizar, operation in
      await conDependenciasDeReferencia {
        var valores: any Valores = $0
        await actualizar(&valores)
        $0 = valores as! ValoresDeReferencia
      } operation: {
        await operation()
      }
    })

  /// The value of `key` where this is called.
  func leer<Key: TestDependencyKey>(_ key: Key.Type) -> Key.Value {
    leerValor(key) as! Key.Value
  }

  /// Runs `operation` with the values changed by `actualizar` in effect.
  @discardableResult
  func con<R: Sendable>(
    _ actualizar: (inout any Valores) throws -> Void, operation: () throws -> R
  ) throws -> R {
    try conValores(actualizar, operation) as! R
  }

  /// The same, without throwing.
  @discardableResult
  func con<R: Sendable>(_ actualizar: (inout any Valores) -> Void, operation: () -> R) -> R {
    try! conValores(actualizar, operation) as! R
  }

  /// The same, asynchronously.
  @discardableResult
  func con<R: Sendable>(
    _ actualizar: (inout any Valores) async -> Void, operation: () async -> R
  ) async -> R {
    await conValoresAsync(actualizar, operation) as! R
  }
}

/// The values a scope's update block changes, in either container.
protocol Valores: Sendable {
  /// The value of `key`: its override, else its default.
  subscript<Key: TestDependencyKey>(dependencia key: Key.Type) -> Key.Value { get set }
  /// The context whose defaults keys give.
  var context: DependencyContext { get set }
}

extension DependencyValues: Valores {
  subscript<Key: TestDependencyKey>(dependencia key: Key.Type) -> Key.Value {
    get { self[key] }
    set { self[key] = newValue }
  }
}

extension ValoresDeReferencia: Valores {
  subscript<Key: TestDependencyKey>(dependencia key: Key.Type) -> Key.Value {
    get { self[key] }
    set { self[key] = newValue }
  }
}
