import ArticulosInterface
import Foundation

extension ClienteDatasette {
  /// Creates or replaces `articulos` (an upsert by id) and returns what the server stored, in
  /// the order given.
  ///
  /// One article is read back from the server's answer. Several are not (asking for the rows
  /// halves Datasette's write speed): every column is sent, so what is stored is what was sent.
  ///
  /// Every article is checked first (``ArticulosInterface/Articulo/problemas``): one bad
  /// article fails the call with all the problems and sends nothing. The rows then go in
  /// batches that ``LotesDeEscritura`` sizes; each batch is one transaction on the server, so
  /// a rejected batch writes none of its rows, but batches before it stay written. Writes are
  /// never retried automatically. No articles, no request.
  ///
  /// ```swift
  /// let guardados = try await datasette.guardar(Articulo.muestra)
  /// ```
  func guardar(_ articulos: [Articulo]) async throws(ErrorArticulos) -> [Articulo] {
    let problemas = articulos.flatMap(\.problemas)
    guard problemas.isEmpty else { throw .articuloInvalido(problemas) }
    // NB: Not only a saving: 1.0a41 answers `{"rows": [], "return": true}` with a 500 page.
    guard !articulos.isEmpty else { return [] }
    let filas = try articulos.map { articulo throws(ErrorArticulos) in
      try DatasetteFila(articulo).json()
    }
    var guardados: [Articulo.ID: Articulo] = [:]
    defer { cursores.olvidar(tabla: urls.tabla) }
    var enviados = 0
    let devolver = articulos.count == 1
    for lote in LotesDeEscritura.dividir(filas) {
      try comprobarCancelacion()
      let cuerpo = LotesDeEscritura.cuerpo(lote, devolviendo: devolver)
      let request = peticion(.post, try urls.upsert(), cuerpo: cuerpo)
      let response = try await enviar(request, .escritura)
      let enviadosEnLote = articulos[enviados..<enviados + lote.count]
      enviados += lote.count
      // NB: Datasette also drops `rows` from the answer without a word when the token may write
      // but not view the table. The write did happen, so what was sent is what was stored.
      guard devolver, let filas = try decodificar(DatasetteFilasJSON.self, de: response).rows
      else {
        for articulo in enviadosEnLote { guardados[articulo.id] = articulo }
        continue
      }
      // NB: An upsert reads its rows back with `WHERE id = ? OR ...`: the order is not the
      // request's, so rows are matched by id.
      for fila in filas { guardados[Articulo.ID(rawValue: fila.id)] = try fila.articulo() }
      for articulo in enviadosEnLote where guardados[articulo.id] == nil {
        throw .respuestaInvalida("the server did not return the stored article '\(articulo.id)'")
      }
    }
    return articulos.map { guardados[$0.id] ?? $0 }
  }

  /// Deletes the article with `id`: `POST <table>/<id>/-/delete`.
  ///
  /// ```swift
  /// try await datasette.borrar("a1")  // or ErrorArticulos.noEncontrado("a1")
  /// ```
  func borrar(_ id: Articulo.ID) async throws(ErrorArticulos) {
    defer { cursores.olvidar(tabla: urls.tabla) }
    _ = try await enviar(peticion(.post, try urls.borrado(id)), .borrado(id))
  }
}
