import ArticulosInterface
import Foundation

extension ClienteDatasette {
  /// The write query a server declares for bulk deletes of `tabla`, such as
  /// `borrar_articulos`: `delete from <tabla> where id in (select value from json_each(:ids))`.
  ///
  /// Datasette's row API deletes one row per request; a canned write query is its way to run
  /// one statement, in one transaction, over many. `Scripts/datasette/config.sh` declares it.
  static func consultaDeBorrado(tabla: String) -> String { "borrar_" + tabla }

  /// Deletes the rows of `ids` in one request, one transaction, and returns the ids that had
  /// no row, in the order given.
  ///
  /// Datasette's write query answers only how many rows it deleted, so the ids that have a row
  /// are read first (`id__in`, a few hundred ids a request) and only those are sent to the
  /// query. A row created with one of the other ids between the two requests is left alone,
  /// and one deleted meanwhile by someone else counts as deleted: either way the report says
  /// what the server holds afterwards.
  ///
  /// A server that declares no such query (404), or does not let this token run it (403),
  /// deletes nothing and is remembered: this call and every later one throw
  /// ``ArticulosInterface/ErrorArticulos/noDisponible(_:)`` with why, and the caller deletes
  /// row by row.
  ///
  /// ```swift
  /// let sinFila = try await datasette.borrar(["a1", "a2", "nadie"])  // ["nadie"]
  /// ```
  func borrar(
    _ ids: [Articulo.ID]
  ) async throws(ErrorArticulos) -> [Articulo.ID] {
    if let motivo = borradoPorLotes.motivo { throw .noDisponible(motivo) }
    guard !ids.isEmpty else { return [] }
    let existentes = Set(try await consultarPorIds(ids, columna: .id).keys)
    guard !existentes.isEmpty else { return ids }
    try comprobarCancelacion()
    defer { cursores.olvidar(tabla: urls.tabla) }
    let consulta = Self.consultaDeBorrado(tabla: configuracion.tabla)
    let conFila = ids.filter(existentes.contains).map(\.rawValue)
    let cuerpo = Data(Self.json(["ids": Self.json(conFila)]).utf8)
    let respuesta: HTTPResponse
    do {
      let url = try urls.consultaDeEscritura(consulta)
      respuesta = try await enviar(
        peticion(.post, url, cuerpo: cuerpo), .borradoPorLotes, aceptando: 404)
    } catch ErrorArticulos.sinPermiso {
      throw sinBorradoPorLotes(
        "this token may not run its bulk delete query '\(consulta)'")
    }
    guard respuesta.status.code != 404 else {
      throw sinBorradoPorLotes(
        "the database declares no bulk delete query '\(consulta)'")
    }
    // NB: "0 rows affected" for ids that had a row proves the delete did not
    // happen as asked: the caller looks them up instead of believing it.
    let enviados = Set(ids).intersection(existentes).count
    let afectadas = try confirmarEscritura(respuesta).filasAfectadas
    guard afectadas == enviados else {
      throw .respuestaInvalida(
        "the bulk delete of \(enviados) articles answered "
          + (afectadas.map { "\($0) rows affected" }
            ?? "no count of rows affected")
          + "; what it deleted is unknown")
    }
    return ids.filter { !existentes.contains($0) }
  }

  /// Records that this server has no bulk delete for this client and returns the error to
  /// throw; says why the first time.
  private func sinBorradoPorLotes(_ motivo: String) -> ErrorArticulos {
    _ = borradoPorLotes.negar(motivo)
    return .noDisponible(borradoPorLotes.motivo ?? motivo)
  }
}
