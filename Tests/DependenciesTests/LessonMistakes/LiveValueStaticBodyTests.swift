import Dependencies
import DependenciesTestSupport
import Testing

/// A client of one endpoint: the server it talks to.
private struct ClienteDeLeccion: Sendable {
  var servidor: @Sendable () -> String
}

/// Where the client talks to: a dependency of its own, set by the entry point or a test.
private enum ServidorDeLeccion: DependencyKey {
  static let liveValue = "https://datos.example.org"
  static let testValue = "http://127.0.0.1:8001"
}

/// The mistake: the live client reads its configuration in its static body.
///
/// A `static let` runs once, in whatever scope first asks for the key, and keeps that answer.
private enum ClienteQueLeeAlCrear: DependencyKey {
  static let liveValue: ClienteDeLeccion = {
    @Dependency(ServidorDeLeccion.self) var servidor
    let leido = servidor
    return ClienteDeLeccion(servidor: { leido })
  }()
  static let testValue = ClienteDeLeccion(servidor: { "sin servidor" })
}

/// The fix: the live client reads its configuration inside the endpoint, at every call.
private enum ClienteQueLeeAlLlamar: DependencyKey {
  static let liveValue = ClienteDeLeccion(servidor: {
    @Dependency(ServidorDeLeccion.self) var servidor
    return servidor
  })
  static let testValue = ClienteDeLeccion(servidor: { "sin servidor" })
}

@Suite("Lesson mistake: a liveValue that reads other dependencies in its static body")
struct LiveValueStaticBodyTests {
  @Test(
    "Read in the static body, the configuration of the first scope sticks; read in the closure, each call follows its scope"
  )
  func staticBodyKeepsTheFirstScope() {
    func servidores(con servidor: String) -> (alCrear: String, alLlamar: String) {
      withDependencies {
        $0.context = .live
        $0[ServidorDeLeccion.self] = servidor
      } operation: {
        @Dependency(ClienteQueLeeAlCrear.self) var alCrear
        @Dependency(ClienteQueLeeAlLlamar.self) var alLlamar
        return (alCrear.servidor(), alLlamar.servidor())
      }
    }
    let primero = servidores(con: "http://127.0.0.1:8001")
    let segundo = servidores(con: "https://otro.example.org")
    #expect(primero.alCrear == "http://127.0.0.1:8001")
    #expect(primero.alLlamar == "http://127.0.0.1:8001")
    #expect(segundo.alCrear == "http://127.0.0.1:8001")  // the mistake: stuck with the first
    #expect(segundo.alLlamar == "https://otro.example.org")  // the fix
  }
}
