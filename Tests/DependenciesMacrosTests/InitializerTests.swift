import DependenciesMacros
import Testing
import TestSupport

@Suite("The generated initializer")
struct InitializerTests {
  @Test("keeps the initial value of a stored property and defaults an optional to nil")
  func storedPropertyDefaults() {
    let ajustes = Ajustes(formato: { $0 })
    #expect(ajustes.limite == 20)
    #expect(ajustes.etiqueta == nil)
  }

  @Test("takes stored properties and ignored closures as arguments")
  func storedPropertiesAreParameters() {
    let ajustes = Ajustes(limite: 5, etiqueta: "beta", formato: { "[\($0)]" })
    #expect(ajustes.limite == 5)
    #expect(ajustes.etiqueta == "beta")
    #expect(ajustes.formato("x") == "[x]")
  }

  @Test("sets every endpoint it is given")
  func fullClient() async throws {
    let cliente = ClienteArticulos(
      cargar: { [.demo] },
      buscar: { _, numero in Pagina(articulos: [], numero: numero) },
      guardar: { $0 },
      borrar: { _ in })
    #expect(try await cliente.cargar() == [.demo])
    #expect(try await cliente.buscar(texto: "", pagina: 8).numero == 8)
    #expect(try await cliente.guardar(articulo: .demo) == .demo)
    try await cliente.borrar(id: 1)
  }

  @Test("sets closures declared together and observed closures, and runs observers after")
  func closuresWithoutAccessors() throws {
    let abiertos = Registro<String>()
    var eventos = Eventos(
      abrir: { abiertos.anotar("abrir") }, cerrar: { abiertos.anotar("cerrar") },
      enviar: { abiertos.anotar($0) }, alCambiar: { _ in })
    eventos.abrir()
    eventos.cerrar()
    try eventos.enviar("uno")
    #expect(abiertos.todos == ["abrir", "cerrar", "uno"])
    #expect(eventos.cambios == 0)
    eventos.enviar = { _ in }
    #expect(eventos.cambios == 1)
    #expect(eventos.alCambiar != nil)
  }
}
