import ArticulosInterface
import Testing

extension PromesaDelContrato {
  /// Order, cursor paging, not found.
  static let lectura: [PromesaDelContrato] = [
    PromesaDelContrato(
      "cargar returns every article, in id order", iniciales: Array(articulosIguales(7).reversed())
    ) { (cliente: ClienteArticulos) async throws in
      let todos = try await cliente.cargar()
      #expect(todos.map(\.id) == articulosIguales(7).map(\.id))
      #expect(todos == articulosIguales(7))
    },
    PromesaDelContrato(
      "listar walks by cursor: every article once, in id order, with the total first",
      iniciales: articulosIguales(25)
    ) { (cliente: ClienteArticulos) async throws in
      var vistos: [Articulo.ID] = []
      var cursor: CursorDePagina?
      var paginas = 0
      repeat {
        let pagina = try await cliente.listar(desde: cursor, tamano: 10)
        if paginas == 0 { #expect(pagina.total == 25) }
        #expect(pagina.articulos.count <= 10)
        vistos += pagina.articulos.map(\.id)
        cursor = pagina.siguiente
        paginas += 1
      } while cursor != nil && paginas < 10
      #expect(paginas == 3)
      #expect(vistos == articulosIguales(25).map(\.id))
    },
    PromesaDelContrato(
      "listar refuses a page size below 1 as a 400", iniciales: articulosIguales(2)
    ) { (cliente: ClienteArticulos) async throws in
      #expect(esRechazo(await error { try await cliente.listar(desde: nil, tamano: 0) }))
    },
    PromesaDelContrato(
      "obtener returns the article with the id, and throws noEncontrado for an unknown one",
      iniciales: articulosIguales(3)
    ) { (cliente: ClienteArticulos) async throws in
      #expect(try await cliente.obtener(id: "c001") == articulosIguales(3)[1])
      let falta = await error { try await cliente.obtener(id: "no-existe") }
      #expect(falta as? ErrorArticulos == .noEncontrado("no-existe"))
    },
  ]
}
