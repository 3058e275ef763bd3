import DependenciesMacros
import Testing
import TestSupport

@Suite("The method generated for an endpoint")
struct LabeledMethodTests {
  @Test("passes its labeled arguments to the field, in order")
  func methodCallsField() async throws {
    let recibido = Registro<String>()
    let cliente = ClienteArticulos(buscar: { texto, pagina in
      recibido.anotar("\(texto)#\(pagina)")
      return Pagina(articulos: [.demo], numero: pagina)
    })
    let pagina = try await cliente.buscar(texto: "swift", pagina: 2)
    #expect(pagina == Pagina(articulos: [.demo], numero: 2))
    #expect(recibido.todos == ["swift#2"])
  }

  @Test("follows the field when it is reassigned")
  func methodFollowsReassignedField() async throws {
    var cliente = ClienteArticulos(guardar: { $0 })
    #expect(try await cliente.guardar(articulo: .demo) == .demo)
    cliente.guardar = { articulo in Articulo(id: articulo.id + 100, titulo: "copia") }
    #expect(try await cliente.guardar(articulo: .demo) == Articulo(id: 101, titulo: "copia"))
  }

  @Test("passes inout arguments by reference")
  func inoutArgument() {
    let contador = Contador(anadir: { valores, extra in valores.append(extra()) })
    var valores = [1, 2]
    contador.anadir(valores: &valores, extra: 3)
    #expect(valores == [1, 2, 3])
  }

  @Test("evaluates an autoclosure argument only when the endpoint does")
  func autoclosureArgumentIsLazy() {
    let evaluado = Registro<Int>()
    func costoso() -> Int {
      evaluado.anotar(1)
      return 9
    }
    let perezoso = Contador(anadir: { _, _ in })
    var valores: [Int] = []
    perezoso.anadir(valores: &valores, extra: costoso())
    #expect(evaluado.todos.isEmpty)

    let ansioso = Contador(anadir: { valores, extra in valores.append(extra()) })
    ansioso.anadir(valores: &valores, extra: costoso())
    #expect(evaluado.todos == [1])
    #expect(valores == [9])
  }

  @Test("is renamed by @DependencyEndpoint(method:), labels or not")
  func renamedMethods() async throws {
    let catalogo = Catalogo(
      cargarUno: { Articulo(id: $0, titulo: "uno") },
      cargarPorID: { Articulo(id: $0, titulo: "por id") },
      cargarPorSlug: { Articulo(id: 0, titulo: $0) })
    #expect(try await catalogo.articulo(4) == Articulo(id: 4, titulo: "uno"))
    #expect(try await catalogo.cargar(id: 5) == Articulo(id: 5, titulo: "por id"))
    #expect(try await catalogo.cargar(slug: "macros") == Articulo(id: 0, titulo: "macros"))
  }

  @Test("keeps keyword labels, and works for an endpoint named with a keyword")
  func keywordNames() throws {
    let agenda = Agenda(
      eventos: { dia, lugar in ["\(lugar) el \(dia)"] },
      default: { clave in "valor de \(clave)" })
    #expect(try agenda.eventos(for: 3, in: "Madrid") == ["Madrid el 3"])
    #expect(try agenda.default(clave: "tema") == "valor de tema")
  }

  @Test("of a main-actor endpoint runs on the main actor")
  @MainActor
  func mainActorMethod() async {
    let pantalla = Pantalla(mostrar: { mensaje in
      MainActor.assertIsolated()
      return mensaje.uppercased()
    })
    #expect(pantalla.mostrar(mensaje: "hola") == "HOLA")
  }

  @Test("of a typed-throws endpoint rethrows the typed error")
  func typedThrowsMethod() {
    let validador = Validador(validar: { _ throws(ValidacionError) in
      throw ValidacionError(motivo: "vacío")
    })
    #expect(throws: ValidacionError(motivo: "vacío")) { try validador.validar(texto: "") }
  }

  @Test("of a public client is callable like any other")
  func publicClientMethod() throws {
    let cliente = ClientePublico(leer: { $0.count }, idioma: { "en" })
    #expect(try cliente.leer(clave: "cuatro") == 6)
    #expect(cliente.idioma() == "en")
  }
}
