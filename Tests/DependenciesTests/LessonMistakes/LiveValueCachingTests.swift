import Dependencies
import DependenciesTestSupport
import Testing

/// A live value computed by a `static var`, as if it opened a connection each time it ran.
private enum ConexionDeLeccion: DependencyKey {
  static let aperturas = Contador()
  static var liveValue: Int { aperturas.increment() }
  static let testValue = 0
}

/// The same, for the test that checks the test context never computes the live value.
private enum ConexionSinAbrir: DependencyKey {
  static let aperturas = Contador()
  static var liveValue: Int { aperturas.increment() }
  static let testValue = 0
}

@Suite("Lesson mistake: reaching for liveValue instead of the dependency")
struct LiveValueCachingTests {
  @Test(
    "A computed liveValue runs once through @Dependency, but every time it is called directly",
    .dependencies { _ in })
  func liveValueIsComputedOnce() {
    let antes = ConexionDeLeccion.aperturas.value
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(ConexionDeLeccion.self) var primera
      @Dependency(ConexionDeLeccion.self) var segunda
      // The fix: read through the dependency, the value is computed at most once, and shared.
      #expect(primera == segunda)
      #expect(segunda == primera)
      #expect(ConexionDeLeccion.aperturas.value == antes + 1)
      // The mistake: the static property itself is plain Swift, so each call opens again,
      // and it bypasses the context and every override as well.
      _ = ConexionDeLeccion.liveValue
      _ = ConexionDeLeccion.liveValue
      #expect(ConexionDeLeccion.aperturas.value == antes + 3)
    }
  }

  @Test(
    "A test never computes the live value: the test context reads testValue", .dependencies { _ in }
  )
  func testContextNeverComputesTheLiveValue() {
    let antes = ConexionSinAbrir.aperturas.value
    @Dependency(ConexionSinAbrir.self) var conexion
    #expect(conexion == 0)
    #expect(ConexionSinAbrir.aperturas.value == antes)
  }
}
