import ArticulosInterface
import Foundation

extension ClienteDatasette {
  /// Creates or replaces `articulos` (an upsert by id) and returns what the server stored, in
  /// the order given.
  ///
  /// One article is read back from the server's answer, and an answer without it is
  /// ``ArticulosInterface/ErrorArticulos/respuestaInvalida(_:)`` (the caller reads the article
  /// back to learn what happened). Several are not asked back (that halves Datasette's write
  /// speed): after each batch's `{"ok": true}`, one look-up by ids checks that every row is
  /// there with the `actualizado` sent (``comprobarGuardados(_:)``), since every column is
  /// sent, what is stored is then what was sent.
  ///
  /// Every article is checked first (``ArticulosInterface/Articulo/problemas``): one bad
  /// article fails the call with all the problems and sends nothing. The rows then go in
  /// batches that ``LotesDeEscritura`` sizes; each batch is one transaction on the server, so
  /// a rejected batch writes none of its rows, but batches before it stay written. A batch
  /// counts as written only on Datasette's own success answer (``confirmarEscritura(_:)``).
  /// No articles, no request.
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
      try confirmarEscritura(response)
      let enviadosEnLote = articulos[enviados..<enviados + lote.count]
      enviados += lote.count
      guard devolver else {
        try await comprobarGuardados(enviadosEnLote)
        for articulo in enviadosEnLote { guardados[articulo.id] = articulo }
        continue
      }
      // NB: An `{"ok": true}` without the rows asked for proves nothing: a server may answer it
      // having stored nothing. (Datasette also drops `rows` when the token may write but not view
      // the table.) The caller settles it by reading the article back.
      guard let filas = try decodificar(DatasetteFilasJSON.self, de: response).rows else {
        throw .respuestaInvalida(
          "the server answered ok to a save without the stored article it was asked to return")
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

  /// Checks that the server holds every article of a batch it answered `{"ok": true}` to, as
  /// sent: a row for each id, with the `actualizado` sent.
  ///
  /// That answer proves nothing by itself: a server (or something between) may answer it having
  /// stored part of the batch, or none. A look-up (`_col=actualizado&id__in=...`) is a read, which
  /// Datasette serves beside its one writer, and costs far less than asking the rows back.
  ///
  /// - Throws: ``ArticulosInterface/ErrorArticulos/respuestaInvalida(_:)`` naming how many are
  ///   missing or stale (the caller reads them back one by one to report each), or the error of
  ///   the look-up itself.
  func comprobarGuardados(_ lote: ArraySlice<Articulo>) async throws(ErrorArticulos) {
    let guardadas = try await consultarPorIds(lote.map(\.id), columna: .actualizado)
    let distintos = lote.filter { guardadas[$0.id] != FechaISO8601.texto(de: $0.actualizado) }
    guard let primero = distintos.first else { return }
    let ausentes = distintos.filter { guardadas[$0.id] == nil }.count
    throw .respuestaInvalida(
      "the server answered ok to a batch of \(lote.count) articles, but does not hold "
        + "\(distintos.count) of them as sent (\(ausentes) missing, "
        + "\(distintos.count - ausentes) unchanged; the first: '\(primero.id)')")
  }

  /// Deletes the article with `id`: `POST <table>/<id>/-/delete`.
  ///
  /// A "not found" to a deletion that libcurl had to send twice (see
  /// ``HTTPTransferMetrics/sentAgain``) is the first one's success, not an unknown id.
  ///
  /// ```swift
  /// try await datasette.borrar("a1")  // or ErrorArticulos.noEncontrado("a1")
  /// ```
  func borrar(_ id: Articulo.ID) async throws(ErrorArticulos) {
    defer { cursores.olvidar(tabla: urls.tabla) }
    let respuesta = try await enviar(
      peticion(.post, try urls.borrado(id)), .borrado(id), aceptando: 404)
    guard respuesta.status.code == 404 else {
      try confirmarEscritura(respuesta)
      return
    }
    let error = ErrorArticulos(
      estado: 404, cuerpo: respuesta.body, operacion: .borrado(id),
      conToken: configuracion.token != nil)
    // NB: libcurl sent the deletion again on a new connection because the kept-alive one
    // closed before answering: the first one reached the server and deleted the row, so
    // "not found" is the answer to the second. The article is gone, as asked.
    if case .noEncontrado = error, respuesta.metrics.sentAgain { return }
    throw error
  }

  /// Accepts a 2xx answer to a write only when it is Datasette's `{"ok": true, ...}`.
  ///
  /// - Throws: ``ArticulosInterface/ErrorArticulos/respuestaInvalida(_:)`` for any other body:
  ///   not JSON, not UTF-8, an HTML page, JSON without `"ok": true`.
  ///
  /// ```swift
  /// try datasette.confirmarEscritura(response)
  /// ```
  @discardableResult
  func confirmarEscritura(_ response: HTTPResponse) throws(ErrorArticulos) -> DatasetteExitoJSON {
    // NB: Decoding `ok` alone would accept bytes elsewhere in the body that are not UTF-8, which
    // no Datasette sends.
    guard String(validating: response.body, as: UTF8.self) != nil else {
      throw .respuestaInvalida(
        "HTTP \(response.status.code) to a write, but its body is not UTF-8 text, so not "
          + "Datasette's answer; the write may not have happened")
    }
    let exito: DatasetteExitoJSON
    do {
      exito = try response.decodeJSON(DatasetteExitoJSON.self)
    } catch {
      var detalle = ""
      if case .invalidJSON(let explicacion) = error { detalle = ": \(explicacion)" }
      throw .respuestaInvalida(
        "HTTP \(response.status.code) to a write, but not Datasette's {\"ok\": true} answer"
          + "\(detalle); the write may not have happened")
    }
    guard exito.ok else {
      throw .respuestaInvalida(
        "HTTP \(response.status.code) to a write, with \"ok\": false; the write may not have "
          + "happened")
    }
    return exito
  }

}
