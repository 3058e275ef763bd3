import Dependencies
import DependenciesTestSupport
import Testing
import TestSupport

@Suite("Test traits: overrides and fresh defaults per test", .dependency(\.idioma, "gl"))
struct DependenciesTraitTests {
  @Test("A suite trait applies to every test")
  func suiteTraitApplies() {
    @Dependency(\.idioma) var idioma
    #expect(idioma == "gl")
  }

  @Test(".dependency(keyPath, value) overrides one value", .dependency(\.origen, "rasgo"))
  func keyPathTrait() {
    @Dependency(\.origen) var origen
    @Dependency(\.idioma) var idioma
    #expect(origen == "rasgo")
    #expect(idioma == "gl")
  }

  @Test(
    ".dependencies { } overrides several, after the suite's",
    .dependencies {
      $0.origen = "bloque"
      $0.idioma = "eu"
    })
  func blockTrait() {
    @Dependency(\.origen) var origen
    @Dependency(\.idioma) var idioma
    #expect(origen == "bloque")
    #expect(idioma == "eu")
  }

  @Test(
    ".dependency(value) overrides the key that is the value's type", .dependency(Saludo2("hey")))
  func valueTrait() {
    @Dependency(Saludo2.self) var saludo
    #expect(saludo.texto == "hey")
  }

  @Test(
    ".dependency(value) makes the value for each test", .dependency(Bandeja()),
    arguments: 0..<10)
  func valueTraitIsMadePerTest(indice: Int) {
    @Dependency(Bandeja.self) var bandeja
    bandeja.entradas.anotar("caso \(indice)")
    #expect(bandeja.entradas.todos == ["caso \(indice)"])
  }

  @Test("The bare .dependencies keeps the suite's overrides", .dependencies)
  func bareTraitKeepsSuiteOverrides() {
    @Dependency(\.idioma) var idioma
    #expect(idioma == "gl")
  }

  @Test(
    ".dependencies { } may be asynchronous",
    .dependencies {
      $0.origen = await origenAsincrono()
    })
  func asyncBlockTrait() {
    @Dependency(\.origen) var origen
    @Dependency(\.idioma) var idioma
    #expect(origen == "asíncrono")
    #expect(idioma == "gl")
  }

  @Test(
    "Parameterized cases each get fresh defaults", .dependencies { _ in },
    arguments: 0..<20)
  func parameterizedCasesAreIsolated(indice: Int) {
    @Dependency(\.registro) var registro
    #expect(registro.todos.isEmpty)
    registro.anotar("caso \(indice)")
    #expect(registro.todos == ["caso \(indice)"])
  }

  @Test(
    "Overrides of a test never reach a test running at the same time",
    .dependencies { _ in }, arguments: 0..<20)
  func parallelOverridesAreIsolated(indice: Int) async {
    await withDependencies {
      $0.origen = "caso \(indice)"
    } operation: {
      await Task.yield()
      @Dependency(\.origen) var origen
      #expect(origen == "caso \(indice)")
    }
  }
}

/// Overrides only dependencies: the bare trait must not need a closure.
@Suite("The bare .dependencies trait", .dependencies)
struct BareDependenciesTraitTests {
  @Test("Each case gets fresh defaults, with nothing overridden", arguments: 0..<10)
  func freshDefaults(indice: Int) {
    @Dependency(\.registro) var registro
    @Dependency(\.origen) var origen
    #expect(registro.todos.isEmpty)
    registro.anotar("caso \(indice)")
    #expect(registro.todos == ["caso \(indice)"])
    #expect(origen == "test")
  }
}

/// A value made asynchronously, as an async trait closure may need.
private func origenAsincrono() async -> String {
  await Task.yield()
  return "asíncrono"
}

/// A client that is its own key and holds state: each test must get one of its own.
final class Bandeja: TestDependencyKey, Sendable {
  let entradas = Registro<String>()
  static var testValue: Bandeja { Bandeja() }
}

/// A client that is its own key.
struct Saludo2: TestDependencyKey, Sendable {
  var texto: String
  init(_ texto: String) { self.texto = texto }
  static let testValue = Saludo2("test")
}
