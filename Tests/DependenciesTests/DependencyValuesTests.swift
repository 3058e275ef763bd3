import Dependencies
import DependenciesTestSupport
import Foundation
import Testing
import TestSupport

/// Two slots of one type, named by empty enums, as the first lesson shows for two databases.
enum BaseDatosPrincipal: DependencyKey {
  static let liveValue = "principal"
  static let testValue = "principal de prueba"
}

enum BaseDatosAnalitica: DependencyKey {
  static let liveValue = "analitica"
  static let testValue = "analitica de prueba"
}

@Suite("DependencyValues: type-indexed storage and cached defaults")
struct DependencyValuesTests {
  @Test("The subscript stores and reads by key type")
  func subscriptByType() {
    var valores = DependencyValues()
    #expect(valores[Origen.self] == "test")
    valores[Origen.self] = "cambiado"
    #expect(valores[Origen.self] == "cambiado")
    #expect(valores.origen == "cambiado")
  }

  @Test("Two keys of one value type are two slots")
  func twoKeysOfOneType() {
    var valores = DependencyValues()
    valores[BaseDatosPrincipal.self] = "otra principal"
    #expect(valores[BaseDatosPrincipal.self] == "otra principal")
    #expect(valores[BaseDatosAnalitica.self] == "analitica de prueba")
  }

  @Test("A copy of the values does not see later changes to the original")
  func valueSemantics() {
    var original = DependencyValues()
    original.origen = "uno"
    var copia = original
    copia.origen = "dos"
    #expect(original.origen == "uno")
    #expect(copia.origen == "dos")
  }

  @Test(
    "A default is computed once, even under 100 concurrent first reads",
    .dependencies { _ in })
  func computedOnceUnderConcurrentFirstReads() async {
    let before = Computada.computations.value
    let values = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<100 {
        group.addTask {
          @Dependency(\.computada) var computada
          return computada
        }
      }
      return await group.reduce(into: Set<Int>()) { $0.insert($1) }
    }
    #expect(values.count == 1)
    #expect(Computada.computations.value == before + 1)
  }

  @Test("A default that reads another dependency does not deadlock", .dependencies { _ in })
  func defaultReadingAnotherDependency() {
    @Dependency(\.saludo) var saludo
    #expect(saludo.texto == "hola")
  }

  @Test(
    "A default that waits for another thread reading a dependency does not deadlock",
    .dependencies { $0.idioma = "gl" })
  func defaultWaitingForAnotherThread() {
    @Dependency(\.esperador) var esperador
    #expect(esperador == "esperado gl")
  }

  @Test(
    "A cached parent is recomputed where its child is overridden, and only there (upstream issue 237)",
    .dependencies { _ in })
  func cachedParentFollowsOverriddenChild() {
    @Dependency(\.saludo) var saludo
    #expect(saludo.texto == "hola")
    withDependencies {
      $0.idioma = "en"
    } operation: {
      @Dependency(\.saludo) var saludoEnIngles
      #expect(saludoEnIngles.texto == "hello")
    }
    #expect(saludo.texto == "hola")
  }

  @Test(
    "A parent first computed inside a scope that overrides its child stays that scope's",
    .dependencies { _ in })
  func parentFirstComputedInAScopeIsNotShared() {
    withDependencies {
      $0.idioma = "en"
    } operation: {
      @Dependency(\.saludo) var saludoEnIngles
      #expect(saludoEnIngles.texto == "hello")
    }
    @Dependency(\.saludo) var saludo
    #expect(saludo.texto == "hola")
  }

  @Test("An override of the parent itself wins over its recomputation", .dependencies { _ in })
  func overriddenParentWins() {
    withDependencies {
      $0.idioma = "en"
      $0.saludo = Saludo(texto: "buenas")
    } operation: {
      @Dependency(\.saludo) var saludo
      #expect(saludo.texto == "buenas")
    }
  }

  @Test("$_current is the task-local itself: values captured earlier are put back as they were")
  func currentIsATaskLocal() {
    let capturados = withDependencies {
      $0.origen = "capturado"
    } operation: {
      DependencyValues._current
    }
    @Dependency(\.origen) var fuera
    #expect(fuera == "test")
    DependencyValues.$_current.withValue(capturados) {
      @Dependency(\.origen) var dentro
      #expect(dentro == "capturado")
      #expect(DependencyValues.$_current.get().origen == "capturado")
    }
  }

  @Test("A stateful test value is fresh in every test (first of two)")
  func statefulTestValueIsFreshFirst() {
    @Dependency(\.registro) var registro
    #expect(registro.todos.isEmpty)
    registro.anotar("primero")
    #expect(registro.todos == ["primero"])
  }

  @Test("A stateful test value is fresh in every test (second of two)")
  func statefulTestValueIsFreshSecond() {
    @Dependency(\.registro) var registro
    #expect(registro.todos.isEmpty)
    registro.anotar("segundo")
    #expect(registro.todos == ["segundo"])
  }

  @Test("Within one test, a default is shared by every read")
  func defaultIsSharedWithinATest() {
    @Dependency(\.registro) var primero
    @Dependency(\.registro) var segundo
    primero.anotar("uno")
    #expect(segundo.todos == ["uno"])
  }
}
