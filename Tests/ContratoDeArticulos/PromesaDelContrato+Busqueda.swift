import ArticulosInterface
import Testing

/// Three articles of the same length where "guanaco" is in the title of `t`, the tags of `e`
/// and the body of `b`, and two that do not contain it.
private let campos = [
  articulo("b", "Vicuña andina", "Un guanaco en montaña", etiquetas: ["fauna"]),
  articulo("e", "Llama andina", "Un animal de montaña", etiquetas: ["guanaco"]),
  articulo("t", "Guanaco andino", "Un animal de montaña", etiquetas: ["fauna"]),
  articulo("x", "Cóndor andino", "Un ave de montaña", etiquetas: ["fauna"]),
  articulo("y", "Puma andino", "Un felino de montaña", etiquetas: ["fauna"]),
]

/// The words of an excerpt, folded.
private func palabras(_ extracto: Extracto) -> [String] {
  let texto = extracto.partes.map { parte in
    switch parte {
    case .texto(let texto), .coincidencia(let texto): texto
    }
  }
  return TextoNormalizado.palabras(texto.joined())
}

/// The folded words an excerpt marks as matches.
private func marcadas(_ extracto: Extracto) -> [String] {
  extracto.partes.flatMap { parte -> [String] in
    guard case .coincidencia(let texto) = parte else { return [] }
    return TextoNormalizado.palabras(texto)
  }
}

extension PromesaDelContrato {
  /// Numbered paging, ranking on clear cases, search rules, excerpts, tag filters.
  static let busqueda: [PromesaDelContrato] = [
    PromesaDelContrato(
      "buscar pages by number, 20 a page; equal scores go by id", iniciales: articulosIguales(45)
    ) { (cliente: ClienteArticulos) async throws in
      let paginas = [
        try await cliente.buscar(texto: "comun", pagina: 1),
        try await cliente.buscar(texto: "comun", pagina: 2),
        try await cliente.buscar(texto: "comun", pagina: 3),
      ]
      #expect(paginas.map(\.articulos.count) == [20, 20, 5])
      #expect(paginas.map(\.total) == [45, 45, 45])
      #expect(paginas.map { $0.siguiente != nil } == [true, true, false])
      #expect(paginas.flatMap(\.articulos).map(\.id) == articulosIguales(45).map(\.id))
      let despues = try await cliente.buscar(texto: "comun", pagina: 4)
      #expect(despues.articulos.isEmpty)
      #expect(despues.siguiente == nil)
    },
    PromesaDelContrato(
      "buscar ranks a word in the title above one in the tags, and the tags above the body",
      iniciales: campos
    ) { (cliente: ClienteArticulos) async throws in
      let pagina = try await cliente.buscar(texto: "guanaco", pagina: 1)
      #expect(pagina.articulos.map(\.id) == ["t", "e", "b"])
      #expect(pagina.total == 3)
    },
    PromesaDelContrato(
      "buscar needs every word, whole, ignoring case and accents; no words lists all by id",
      iniciales: campos
    ) { (cliente: ClienteArticulos) async throws in
      let acentos = try await cliente.buscar(texto: "VICUNA Montaña", pagina: 1)
      #expect(acentos.articulos.map(\.id) == ["b"])
      #expect(try await cliente.buscar(texto: "guan", pagina: 1).articulos.isEmpty)
      #expect(try await cliente.buscar(texto: "guanaco cóndor", pagina: 1).total == 0)
      let todos = try await cliente.buscar(texto: " ¿? ", pagina: 1)
      #expect(todos.articulos.map(\.id) == ["b", "e", "t", "x", "y"])
    },
    PromesaDelContrato(
      "each result has an excerpt of at most 12 words marking the words searched",
      iniciales: campos + [
        articulo(
          "z", "Crónica",
          (1...20).map { "palabra\($0)" }.joined(separator: " ") + " guanaco "
            + (21...40).map { "palabra\($0)" }.joined(separator: " "))
      ]
    ) { (cliente: ClienteArticulos) async throws in
      let pagina = try await cliente.buscar(texto: "Guanáco", pagina: 1)
      #expect(pagina.articulos.count == 4)
      for articulo in pagina.articulos {
        let extracto = try #require(pagina.extractos[articulo.id], "\(articulo.id)")
        #expect(marcadas(extracto) == ["guanaco"], "\(articulo.id): \(extracto)")
        #expect(
          palabras(extracto).count <= ParametrosDelContrato.actuales.palabrasPorExtracto,
          "\(articulo.id): \(extracto)")
      }
      let largo = try #require(pagina.extractos["z"])
      guard case .texto(let antes)? = largo.partes.first,
        case .texto(let despues)? = largo.partes.last
      else {
        Issue.record("a cut excerpt starts and ends with text: \(largo)")
        return
      }
      #expect(antes.hasPrefix("…") && despues.hasSuffix("…"), "a cut is marked: \(largo)")
      #expect(pagina.extractos["e"]?.partes == [.coincidencia("guanaco")])
    },
    PromesaDelContrato(
      "filtrar keeps the articles with every tag, ignoring case and accents",
      iniciales: [
        articulo("a", "Uno", etiquetas: ["Café", "recetas"]),
        articulo("b", "Dos", etiquetas: ["cafe"]),
        articulo("c", "Tres", etiquetas: ["recetas"]),
      ]
    ) { (cliente: ClienteArticulos) async throws in
      let cafe = try await cliente.filtrar(texto: "", etiquetas: ["CAFÉ"], pagina: 1)
      #expect(cafe.articulos.map(\.id) == ["a", "b"])
      #expect(cafe.total == 2)
      let ambas = try await cliente.filtrar(texto: "", etiquetas: ["cafe", "Recetas"], pagina: 1)
      #expect(ambas.articulos.map(\.id) == ["a"])
      let conTexto = try await cliente.filtrar(texto: "tres", etiquetas: ["recetas"], pagina: 1)
      #expect(conTexto.articulos.map(\.id) == ["c"])
      #expect(try await cliente.filtrar(texto: "", etiquetas: ["nada"], pagina: 1).total == 0)
    },
    PromesaDelContrato(
      "filtrar refuses an empty tag, and buscar a page below 1, as a 400",
      iniciales: articulosIguales(2)
    ) { (cliente: ClienteArticulos) async throws in
      #expect(
        esRechazo(await error { try await cliente.filtrar(texto: "", etiquetas: [" "], pagina: 1) })
      )
      #expect(esRechazo(await error { try await cliente.buscar(texto: "comun", pagina: 0) }))
    },
    PromesaDelContrato(
      "filtrar pages in the size asked for, by number, the same pages in id order",
      iniciales: articulosConEtiqueta(45)
    ) { (cliente: ClienteArticulos) async throws in
      var paginas: [Pagina] = []
      for numero in 1...4 {
        let pagina = try await cliente.filtrar(
          texto: "", etiquetas: ["PAR"], pagina: numero, tamano: 10)
        paginas.append(pagina)
      }
      #expect(paginas.map(\.articulos.count) == [10, 10, 3, 0])
      #expect(paginas.map(\.total) == [23, 23, 23, 23])
      #expect(paginas.map { $0.siguiente != nil } == [true, true, false, false])
      let pares = articulosConEtiqueta(45).filter { $0.etiquetas == ["par"] }.map(\.id)
      #expect(paginas.flatMap(\.articulos).map(\.id) == pares)
      let conTexto = try await cliente.filtrar(
        texto: "comun", etiquetas: ["par"], pagina: 2, tamano: 20)
      #expect(conTexto.articulos.count == 3)
      #expect(conTexto.total == 23)
    },
    PromesaDelContrato(
      "filtrar answers a walk's largest page with every match that fits one page",
      iniciales: articulosConEtiqueta(45)
    ) { (cliente: ClienteArticulos) async throws in
      let tamano = ParametrosDelContrato.actuales.tamanoMaximoPedido
      let pagina = try await cliente.filtrar(
        texto: "", etiquetas: ["par"], pagina: 1, tamano: tamano)
      #expect(pagina.articulos.count == 23)
      #expect(pagina.total == 23)
      #expect(pagina.siguiente == nil)
      let propia = try await cliente.filtrar(texto: "", etiquetas: ["par"], pagina: 1)
      #expect(propia.articulos.count == 20)
    },
    PromesaDelContrato(
      "filtrar refuses a page size below 1 as a 400", iniciales: articulosConEtiqueta(2)
    ) { (cliente: ClienteArticulos) async throws in
      for tamano in [0, -1] {
        let rechazo = await error {
          try await cliente.filtrar(texto: "", etiquetas: ["par"], pagina: 1, tamano: tamano)
        }
        #expect(esRechazo(rechazo))
      }
    },
  ]
}
