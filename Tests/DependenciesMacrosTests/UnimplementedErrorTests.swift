import DependenciesMacros
import Testing

@Suite("Unimplemented")
struct UnimplementedErrorTests {
  @Test("keeps the endpoint's name and describes itself with it")
  func namesEndpoint() {
    let error = Unimplemented("buscar")
    #expect(error.endpoint == "buscar")
    #expect(error.description == "Unimplemented: 'buscar'")
  }

  @Test("is equal only for the same endpoint")
  func equality() {
    #expect(Unimplemented("buscar") == Unimplemented("buscar"))
    #expect(Unimplemented("buscar") != Unimplemented("cargar"))
  }
}
