import ArticulosInterface
import Testing

extension PromesaDelContrato {
  /// The walk of some tags, by cursor.
  static let listadoConEtiquetas: [PromesaDelContrato] = [
    PromesaDelContrato(
      "listarConEtiquetas walks the articles with the tags by cursor: each once, in id order, "
        + "the total first",
      iniciales: articulosConEtiqueta(45)
    ) { (cliente: ClienteArticulos) async throws in
      let paginas = try await recorrer(cliente, ["PAR"], tamano: 10)
      #expect(paginas.map(\.articulos.count) == [10, 10, 3])
      #expect(paginas.first?.total == 23)
      #expect(paginas.flatMap(\.articulos).map(\.id) == pares(45))
    },
    PromesaDelContrato(
      "listarConEtiquetas walks a tag that few articles hold as it walks a common one",
      iniciales: articulosIguales(60).enumerated().map { numero, articulo in
        var conEtiqueta = articulo
        conEtiqueta.etiquetas = numero % 10 == 3 ? ["Rara"] : ["común"]
        return conEtiqueta
      }
    ) { (cliente: ClienteArticulos) async throws in
      // NB: A server may walk a rare tag another way than a common one (Datasette's goes
      // through its full-text index then, and through the id index for the tag above).
      let paginas = try await recorrer(cliente, ["rara"], tamano: 2)
      #expect(paginas.first?.total == 6)
      #expect(
        paginas.flatMap(\.articulos).map(\.id)
          == articulosIguales(60).enumerated().filter { $0.offset % 10 == 3 }.map(\.element.id))
    },
    PromesaDelContrato(
      "listarConEtiquetas keeps the articles with every tag, ignoring case and accents",
      iniciales: [
        articulo("a", "Uno", etiquetas: ["Café", "recetas"]),
        articulo("b", "Dos", etiquetas: ["cafe"]),
        articulo("c", "Tres", etiquetas: ["recetas"]),
      ]
    ) { (cliente: ClienteArticulos) async throws in
      let cafe = try await cliente.listarConEtiquetas(etiquetas: ["CAFÉ"], desde: nil, tamano: 10)
      #expect(cafe.articulos.map(\.id) == ["a", "b"])
      #expect(cafe.total == 2)
      let ambas = try await cliente.listarConEtiquetas(
        etiquetas: ["cafe", "Recetas"], desde: nil, tamano: 10)
      #expect(ambas.articulos.map(\.id) == ["a"])
      let ninguno = try await cliente.listarConEtiquetas(
        etiquetas: ["nada"], desde: nil, tamano: 10)
      #expect(ninguno.articulos.isEmpty)
      #expect(ninguno.total == 0)
      #expect(ninguno.siguiente == nil)
    },
    PromesaDelContrato(
      "listarConEtiquetas without tags lists every article, as listar does",
      iniciales: articulosIguales(7)
    ) { (cliente: ClienteArticulos) async throws in
      let paginas = try await recorrer(cliente, [], tamano: 5)
      #expect(paginas.first?.total == 7)
      #expect(paginas.flatMap(\.articulos) == articulosIguales(7))
    },
    PromesaDelContrato(
      "listarConEtiquetas ends a walk whose matches fill its last page, on it or on an empty one",
      iniciales: articulosConEtiqueta(40)
    ) { (cliente: ClienteArticulos) async throws in
      let paginas = try await recorrer(cliente, ["par"], tamano: 10)
      #expect(paginas.flatMap(\.articulos).map(\.id) == pares(40))
      #expect(paginas.prefix(2).map(\.articulos.count) == [10, 10])
      #expect(paginas.dropFirst(2).allSatisfy { $0.articulos.isEmpty && $0.siguiente == nil })
    },
    PromesaDelContrato(
      "listarConEtiquetas goes on after the cursor's article: a write during the walk shifts "
        + "no later page",
      iniciales: articulosConEtiqueta(45)
    ) { (cliente: ClienteArticulos) async throws in
      let primera = try await cliente.listarConEtiquetas(
        etiquetas: ["par"], desde: nil, tamano: 10)
      let cursor = try #require(primera.siguiente)
      // Page numbers would shift by one either way: one article less before the cursor, and
      // one more.
      try await cliente.borrar(id: primera.articulos[0].id)
      var nuevo = articulo("b000", "Antes de todos")
      nuevo.etiquetas = ["par"]
      _ = try await cliente.guardar(articulo: nuevo)
      let segunda = try await cliente.listarConEtiquetas(
        etiquetas: ["par"], desde: cursor, tamano: 10)
      #expect(segunda.articulos.map(\.id) == Array(pares(45)[10..<20]))
    },
    PromesaDelContrato(
      "listarConEtiquetas refuses an empty tag and a page size below 1 as a 400",
      iniciales: articulosConEtiqueta(2)
    ) { (cliente: ClienteArticulos) async throws in
      let vacia = await error {
        try await cliente.listarConEtiquetas(etiquetas: ["par", " "], desde: nil, tamano: 10)
      }
      #expect(esRechazo(vacia))
      for tamano in [0, -1] {
        let rechazo = await error {
          try await cliente.listarConEtiquetas(etiquetas: ["par"], desde: nil, tamano: tamano)
        }
        #expect(esRechazo(rechazo))
      }
    },
  ]
}

/// Every page of the walk of `etiquetas`, from the first to the one without a cursor (at most
/// 20, so a walk that never ends fails instead of hanging).
private func recorrer(
  _ cliente: ClienteArticulos, _ etiquetas: [String], tamano: Int
) async throws -> [Pagina] {
  var paginas: [Pagina] = []
  var cursor: CursorDePagina?
  repeat {
    let pagina = try await cliente.listarConEtiquetas(
      etiquetas: etiquetas, desde: cursor, tamano: tamano)
    #expect(pagina.articulos.count <= tamano)
    paginas.append(pagina)
    cursor = pagina.siguiente
  } while cursor != nil && paginas.count < 20
  #expect(cursor == nil, "the walk ends")
  return paginas
}

/// The ids of the articles tagged `par` among ``articulosConEtiqueta(_:)`` of `cantidad`.
private func pares(_ cantidad: Int) -> [Articulo.ID] {
  articulosConEtiqueta(cantidad).filter { $0.etiquetas == ["par"] }.map(\.id)
}
