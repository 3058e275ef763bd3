import Dependencies
import Foundation

/// A default value with an identity, to tell whether two reads got the same computation.
///
/// ```swift
/// @Dependency(FichaLenta.self) var ficha
/// #expect(ficha === otraLectura)
/// ```
final class Ficha: Sendable {
  /// Which computation made it, in the order computations started.
  let numero: Int

  init(numero: Int) { self.numero = numero }
}

/// Counts the computations of the stress keys' defaults, across threads.
enum Computaciones {
  private static let cuenta = SharedState(0)

  /// How many defaults were computed so far.
  static var total: Int { cuenta.withLock { $0 } }

  /// A new ``Ficha``, counted.
  static func nueva() -> Ficha {
    Ficha(
      numero: cuenta.withLock { cuenta in
        cuenta += 1
        return cuenta
      })
  }
}

/// A key whose default takes a while to compute, so first reads from many threads overlap it.
enum FichaLenta: DependencyKey {
  static var liveValue: Ficha { computar() }
  static var testValue: Ficha { computar() }

  private static func computar() -> Ficha {
    cederElHilo(50)
    return Computaciones.nueva()
  }
}

/// One of many distinct keys, told apart by `Marca`, each with a default of its own.
enum FichaNumerada<Marca>: TestDependencyKey {
  static var testValue: Ficha { Computaciones.nueva() }
}

/// A key whose default reads ``Idioma`` while it is computed, like ``SaludoKey``, with an
/// identity: the parent of a parent-and-child pair.
enum Bienvenida: DependencyKey {
  static var liveValue: Texto { componer() }
  static var testValue: Texto { componer() }

  private static func componer() -> Texto {
    @Dependency(\.idioma) var idioma
    cederElHilo(20)
    return Texto(idioma == "es" ? "bienvenido" : "welcome")
  }
}

/// Text with an identity.
final class Texto: Sendable {
  let valor: String

  init(_ valor: String) { self.valor = valor }
}

/// A plain key for the prepare races: its default is `"de fábrica"`.
enum Preparable: TestDependencyKey {
  static var testValue: String { "de fábrica" }
}
