import ArticulosInterface
import Foundation

/// The addresses of one Datasette table, built from a ``ConfiguracionDatasette``.
///
/// Path segments (database, table, row id) are tilde-encoded with ``TildeEncoding``; query
/// values are percent-encoded, keeping only the characters RFC 3986 leaves unreserved, so a
/// search for `café & té` or an opaque `next` token arrives exactly as it was given.
///
/// ```swift
/// let urls = try DatasetteURLs(ConfiguracionDatasette(api: URL(string: "http://127.0.0.1:8001")!))
/// try urls.listado([("_size", "20")])  // http://127.0.0.1:8001/articulos/articulos.json?_size=20
/// try urls.fila("a/b")                 // http://127.0.0.1:8001/articulos/articulos/a~2Fb.json
/// ```
struct DatasetteURLs: Hashable, Sendable {
  /// The table's address without an extension, such as `http://127.0.0.1:8001/articulos/articulos`.
  ///
  /// It names the table for caches too: two configurations with the same table share it.
  let tabla: String
  /// The database's address, such as `http://127.0.0.1:8001/articulos`: its SQL query API is
  /// at `/-/query.json`.
  let baseDeDatos: String
  /// Who the server takes the caller for: `GET /-/actor.json` answers `{"actor": null}` when
  /// it does not recognise the token.
  let actor: String
  /// The server's settings, among them the most rows one page may hold.
  let ajustes: String

  /// The addresses of the table that `configuracion` names.
  ///
  /// ```swift
  /// let urls = DatasetteURLs(configuracion)
  /// ```
  init(_ configuracion: ConfiguracionDatasette) {
    var raiz = configuracion.api.absoluteString
    while raiz.hasSuffix("/") { raiz.removeLast() }
    baseDeDatos = raiz + "/" + TildeEncoding.encode(configuracion.baseDeDatos)
    tabla = baseDeDatos + "/" + TildeEncoding.encode(configuracion.tabla)
    actor = raiz + "/-/actor.json"
    ajustes = raiz + "/-/settings.json"
  }

  /// The address of ``actor``.
  func actorActual() throws(ErrorArticulos) -> URL {
    try Self.url(actor)
  }

  /// The address of ``ajustes``.
  func ajustesDelServidor() throws(ErrorArticulos) -> URL {
    try Self.url(ajustes)
  }

  /// The JSON listing of the table with the query `parametros`, in order.
  ///
  /// ```swift
  /// try urls.listado([("_search", "café"), ("_size", "20")])
  /// // .../articulos.json?_search=caf%C3%A9&_size=20
  /// ```
  func listado(_ parametros: [(nombre: String, valor: String)]) throws(ErrorArticulos) -> URL {
    let consulta = parametros.map { Self.codificado($0.nombre) + "=" + Self.codificado($0.valor) }
    return try Self.url(
      tabla + ".json" + (consulta.isEmpty ? "" : "?" + consulta.joined(separator: "&")))
  }

  /// The SQL query API with `parametros` (the SQL, its named parameters, `_shape`).
  ///
  /// ```swift
  /// try urls.consulta([("sql", "select count(*) as n from articulos"), ("_shape", "objects")])
  /// ```
  func consulta(_ parametros: [(nombre: String, valor: String)]) throws(ErrorArticulos) -> URL {
    let consulta = parametros.map { Self.codificado($0.nombre) + "=" + Self.codificado($0.valor) }
    return try Self.url(baseDeDatos + "/-/query.json?" + consulta.joined(separator: "&"))
  }

  /// The JSON of one row.
  ///
  /// ```swift
  /// try urls.fila("año")  // .../articulos/a~C3~B1o.json
  /// ```
  func fila(_ id: Articulo.ID) throws(ErrorArticulos) -> URL {
    try Self.url(tabla + "/" + TildeEncoding.encode(id.rawValue) + ".json")
  }

  /// Where rows are created or replaced in batches.
  ///
  /// ```swift
  /// try urls.upsert()  // .../articulos/-/upsert
  /// ```
  func upsert() throws(ErrorArticulos) -> URL {
    try Self.url(tabla + "/-/upsert")
  }

  /// Where one row is deleted (a `POST`; Datasette has no HTTP `DELETE`).
  ///
  /// ```swift
  /// try urls.borrado("a b")  // .../articulos/a+b/-/delete
  /// ```
  func borrado(_ id: Articulo.ID) throws(ErrorArticulos) -> URL {
    try Self.url(tabla + "/" + TildeEncoding.encode(id.rawValue) + "/-/delete")
  }

  /// The JSON API of the write query `nombre` that the database declares (a canned query).
  ///
  /// ```swift
  /// try urls.consultaDeEscritura("borrar_articulos")  // .../articulos/borrar_articulos?_json=1
  /// ```
  func consultaDeEscritura(_ nombre: String) throws(ErrorArticulos) -> URL {
    try Self.url(baseDeDatos + "/" + TildeEncoding.encode(nombre) + "?_json=1")
  }

  private static func url(_ texto: String) throws(ErrorArticulos) -> URL {
    guard let url = URL(string: texto) else {
      throw .red(
        .otro("the address '\(HTTPRedaction.redactedURL(texto))' is not a valid URL; check --api"))
    }
    return url
  }

  private static func codificado(_ texto: String) -> String {
    texto.addingPercentEncoding(withAllowedCharacters: noReservados) ?? texto
  }

  private static let noReservados = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
