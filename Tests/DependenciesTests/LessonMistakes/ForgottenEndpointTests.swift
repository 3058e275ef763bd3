import Dependencies
import DependenciesTestSupport
import Testing

/// A client written by hand, without `@DependencyClient`.
private struct ClienteNotas: Sendable {
  var cargar: @Sendable () async throws -> [String]
  var borrar: @Sendable (_ id: String) async throws -> Void

  /// The real client; `peticiones` counts what would have reached the server.
  static func vivo(peticiones: Contador) -> ClienteNotas {
    ClienteNotas(
      cargar: {
        peticiones.increment()
        return ["nota del servidor"]
      },
      borrar: { _ in peticiones.increment() }
    )
  }

  /// The mistake: a test value made from the live one, replacing the endpoints someone
  /// remembered. `borrar` was forgotten, so it still talks to the server.
  static func olvidadizo(peticiones: Contador) -> ClienteNotas {
    var cliente = vivo(peticiones: peticiones)
    cliente.cargar = { [] }
    return cliente
  }

  /// The fix: every endpoint unimplemented, so a forgotten one fails the test.
  static let noImplementado = ClienteNotas(
    cargar: unimplemented("ClienteNotas.cargar"),
    borrar: unimplemented("ClienteNotas.borrar")
  )
}

@Suite("Lesson mistake: a hand-written test value that forgets an endpoint")
struct ForgottenEndpointTests {
  @Test(
    "A forgotten endpoint is a real request in a green test; unimplemented fails the test instead")
  func forgottenEndpointReachesTheServer() async throws {
    // The mistake: nothing fails, and one request reached the server.
    let peticiones = Contador()
    try await ClienteNotas.olvidadizo(peticiones: peticiones).borrar("n1")
    #expect(peticiones.value == 1)

    // The fix: the call is reported, naming the endpoint, and it throws before any request.
    var lanzado: (any Error)?
    await withKnownIssue {
      do {
        try await ClienteNotas.noImplementado.borrar("n1")
      } catch {
        lanzado = error
      }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("Unimplemented: ClienteNotas.borrar")
    }
    #expect((lanzado as? UnimplementedFailure)?.description == "ClienteNotas.borrar")
  }
}
