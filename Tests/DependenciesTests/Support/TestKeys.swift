import Dependencies
import Foundation
import TestSupport

/// A key with distinct live, preview and test values, to see which one a context picks.
enum Origen: DependencyKey {
  static let liveValue = "live"
  static let previewValue = "preview"
  static let testValue = "test"
}

/// A live key that forgot its test value: tests must be told.
enum SoloVivo: DependencyKey {
  static let liveValue = "solo vivo"
}

/// An interface-only key: a program that never links the live module must be told.
enum SoloPrueba: TestDependencyKey {
  static let testValue = "solo prueba"
}

/// Counts how many times a default is computed, across threads.
final class Contador: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  @discardableResult
  func increment() -> Int {
    lock.withLock {
      count += 1; return count
    }
  }
}

/// A key whose default counts its own computations.
enum Computada: DependencyKey {
  static let computations = Contador()
  static var liveValue: Int { computations.increment() }
  static var testValue: Int {
    // NB: slow on purpose, so that concurrent first reads overlap with the computation.
    cederElHilo(200)
    return computations.increment()
  }
}

/// A stateful test value, a list of events: each test must get a fresh one.
enum RegistroKey: DependencyKey {
  static var liveValue: Registro<String> { Registro() }
  static var testValue: Registro<String> { Registro() }
}

/// A child dependency, and a parent whose default is built from it.
enum Idioma: DependencyKey {
  static let liveValue = "es"
  static let testValue = "es"
}

struct Saludo: Sendable {
  var texto: String
}

enum SaludoKey: DependencyKey {
  static var liveValue: Saludo { construir() }
  static var testValue: Saludo { construir() }

  private static func construir() -> Saludo {
    @Dependency(\.idioma) var idioma
    return Saludo(texto: idioma == "es" ? "hola" : "hello")
  }
}

/// A default that reads another dependency on a different thread while it is being computed.
enum Esperador: DependencyKey {
  static var liveValue: String { esperar() }
  static var testValue: String { esperar() }

  private static func esperar() -> String {
    let done = DispatchSemaphore(value: 0)
    let result = Locked("")
    withEscapedDependencies { dependencias in
      DispatchQueue.global().async {
        dependencias.yield {
          @Dependency(\.idioma) var idioma
          result.set(idioma)
        }
        done.signal()
      }
    }
    done.wait()
    return "esperado \(result.get())"
  }
}

/// A value behind a lock, for tests that collect from several threads.
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func get() -> Value { lock.withLock { value } }
  func set(_ newValue: Value) { lock.withLock { value = newValue } }
  func update(_ body: (inout Value) -> Void) { lock.withLock { body(&value) } }
}

extension DependencyValues {
  var origen: String {
    get { self[Origen.self] }
    set { self[Origen.self] = newValue }
  }
  var soloVivo: String {
    get { self[SoloVivo.self] }
    set { self[SoloVivo.self] = newValue }
  }
  var soloPrueba: String {
    get { self[SoloPrueba.self] }
    set { self[SoloPrueba.self] = newValue }
  }
  var computada: Int {
    get { self[Computada.self] }
    set { self[Computada.self] = newValue }
  }
  var registro: Registro<String> {
    get { self[RegistroKey.self] }
    set { self[RegistroKey.self] = newValue }
  }
  var idioma: String {
    get { self[Idioma.self] }
    set { self[Idioma.self] = newValue }
  }
  var saludo: Saludo {
    get { self[SaludoKey.self] }
    set { self[SaludoKey.self] = newValue }
  }
  var esperador: String {
    get { self[Esperador.self] }
    set { self[Esperador.self] = newValue }
  }
}
