import ArticulosInterface
import Foundation

extension ClienteArticulos {
  /// The same client, telling `trazar` about every request: what was asked, how long it took,
  /// and what came back.
  ///
  /// `--verbose` wraps the client it prepares with this, at the entry point, so the trace works
  /// the same against a server and in `--demo`. Nothing secret can reach a line: requests are
  /// described by their arguments (never a token), and the client's errors already hide it.
  ///
  /// ```swift
  /// prepareDependencies {
  ///   $0.clienteArticulos = $0.clienteArticulos.trazado(servidor: "http://127.0.0.1:8001") {
  ///     consola.avisar($0)
  ///   }
  /// }
  /// // > list from the start, 20 per page (http://127.0.0.1:8001)
  /// // < 20 articles of 356, more after (14 ms)
  /// ```
  ///
  /// - Parameters:
  ///   - servidor: How to name the server in each line.
  ///   - trazar: Receives one line per request and one per answer.
  func trazado(
    servidor: String, trazar: @escaping @Sendable (String) -> Void
  ) -> ClienteArticulos {
    let original = self
    @Sendable func medir<Valor>(
      _ peticion: String, _ resumen: (Valor) -> String,
      _ operacion: () async throws -> Valor
    ) async throws -> Valor {
      trazar("> \(peticion) (\(servidor))")
      let reloj = ContinuousClock()
      let inicio = reloj.now
      do {
        let valor = try await operacion()
        trazar("< \(resumen(valor)) (\(Self.milisegundos(reloj.now - inicio)))")
        return valor
      } catch {
        trazar("< failed: \(error) (\(Self.milisegundos(reloj.now - inicio)))")
        throw error
      }
    }
    return ClienteArticulos(
      cargar: {
        try await medir("load every article", { Plural.contar($0.count, "article") }) {
          try await original.cargar()
        }
      },
      listar: { desde, tamano in
        let inicio = desde.map { "after '\($0.rawValue)'" } ?? "from the start"
        return try await medir("list \(inicio), \(tamano) per page", Self.resumen(de:)) {
          try await original.listar(desde, tamano)
        }
      },
      listarConEtiquetas: { etiquetas, desde, tamano in
        let filtro = etiquetas.map { "'\($0)'" }.joined(separator: ", ")
        let inicio = desde.map { "after '\($0.rawValue)'" } ?? "from the start"
        return try await medir(
          "list with the tags \(filtro) \(inicio), \(tamano) per page", Self.resumen(de:)
        ) {
          try await original.listarConEtiquetas(etiquetas, desde, tamano)
        }
      },
      buscar: { texto, numero in
        try await medir("search '\(texto)', page \(numero)", Self.resumen(de:)) {
          try await original.buscar(texto, numero)
        }
      },
      filtrar: { texto, etiquetas, numero, tamano in
        let filtro = etiquetas.map { "'\($0)'" }.joined(separator: ", ")
        let de = tamano.map { " of \($0)" } ?? ""
        return try await medir(
          "search '\(texto)' with the tags \(filtro), page \(numero)\(de)", Self.resumen(de:)
        ) {
          try await original.filtrar(texto, etiquetas, numero, tamano)
        }
      },
      obtener: { id in
        try await medir("get '\(id)'", { "'\($0.titulo)'" }) { try await original.obtener(id) }
      },
      guardar: { articulo in
        try await medir("save '\(articulo.id)'", { "saved '\($0.id)'" }) {
          try await original.guardar(articulo)
        }
      },
      guardarVarios: { articulos in
        try await medir(
          "save \(Plural.contar(articulos.count, "article"))", { "saved \($0.count)" }
        ) {
          try await original.guardarVarios(articulos)
        }
      },
      borrar: { id in
        try await medir("delete '\(id)'", { "deleted" }) { try await original.borrar(id) }
      },
      borrarVarios: { ids in
        try await medir(
          "delete \(Plural.contar(ids.count, "article"))",
          { "deleted \(ids.count - $0.count), \($0.count) not found" }
        ) {
          try await original.borrarVarios(ids)
        }
      }
    )
  }

  /// A page in a few words, such as `20 articles of 356, more after`.
  static func resumen(de pagina: Pagina) -> String {
    var texto = Plural.contar(pagina.articulos.count, "article")
    if let total = pagina.total { texto += " of \(total)\(pagina.totalEsMinimo ? "+" : "")" }
    return texto + (pagina.siguiente != nil ? ", more after" : ", last page")
  }

  /// A duration in whole milliseconds, such as `14 ms`.
  static func milisegundos(_ duracion: Duration) -> String {
    let (segundos, atto) = duracion.components
    return "\(segundos * 1_000 + atto / 1_000_000_000_000_000) ms"
  }
}
