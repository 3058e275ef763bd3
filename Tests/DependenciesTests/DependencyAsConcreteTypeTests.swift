import Dependencies
import DependenciesTestSupport
import Testing

/// A dependency declared as a protocol, with a test double of a concrete type.
protocol Almacen: Sendable {
  func leer() -> String
}

struct AlmacenEnMemoria: Almacen {
  var texto: String
  func leer() -> String { texto }
}

struct AlmacenVacio: Almacen {
  func leer() -> String { "" }
}

enum AlmacenKey: TestDependencyKey {
  static let testValue: any Almacen = AlmacenVacio()
}

extension DependencyValues {
  var almacen: any Almacen {
    get { self[AlmacenKey.self] }
    set { self[AlmacenKey.self] = newValue }
  }
}

@Suite(
  "@Dependency(_:as:): a dependency read as the concrete type a test put there",
  .dependencies {
    $0.continuousClock = TestClock()
    $0.almacen = AlmacenEnMemoria(texto: "en memoria")
  })
struct DependencyAsConcreteTypeTests {
  @Dependency(\.continuousClock, as: TestClock<Duration>.self) var clock
  @Dependency(\.almacen, as: AlmacenEnMemoria.self) var almacen
  @Dependency(AlmacenKey.self, as: AlmacenEnMemoria.self) var almacenPorClave

  @Test("A key path reads the override as its concrete type, which the test can drive")
  func keyPathReadsTheConcreteType() async {
    @Dependency(\.continuousClock) var reloj
    #expect((reloj as? TestClock<Duration>) === clock)
    let inicio = clock.now
    await clock.advance(by: .seconds(5))
    #expect(clock.now == inicio.advanced(by: .seconds(5)))
    #expect(almacen.texto == "en memoria")
  }

  @Test("A key type reads the override as its concrete type")
  func keyReadsTheConcreteType() {
    #expect(almacenPorClave.texto == "en memoria")
  }

  @Test("The cast applies to the value in effect at each read")
  func castsAtEachRead() {
    withDependencies {
      $0.almacen = AlmacenEnMemoria(texto: "en el ámbito")
    } operation: {
      #expect(almacen.texto == "en el ámbito")
      #expect(almacenPorClave.texto == "en el ámbito")
    }
    #expect(almacen.texto == "en memoria")
  }

  @Test("A dependency that is not of the type stops the process, saying how to override it")
  func failedCastStops() async throws {
    let porRuta = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      withDependencies {
        $0.almacen = AlmacenVacio()
      } operation: {
        @Dependency(\.almacen, as: AlmacenEnMemoria.self) var almacen
        _ = almacen.texto
      }
    }
    let mensaje = String(decoding: porRuta.standardErrorContent, as: UTF8.self)
    #expect(mensaje.contains("DependencyAsConcreteTypeTests.swift:"))
    #expect(mensaje.contains("is a 'AlmacenVacio', not a 'AlmacenEnMemoria'"))
    #expect(mensaje.contains("= AlmacenEnMemoria("))

    let porClave = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      @Dependency(AlmacenKey.self, as: AlmacenEnMemoria.self) var almacen
      _ = almacen.texto
    }
    #expect(
      String(decoding: porClave.standardErrorContent, as: UTF8.self)
        .contains("$0[AlmacenKey.self] = AlmacenEnMemoria("))
  }
}
