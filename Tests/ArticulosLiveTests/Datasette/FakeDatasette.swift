import ArticulosInterface
import ArticulosTestSupport
import Foundation
import Synchronization

@testable import ArticulosLive

/// Answers in Datasette's shapes for ``ScriptedHTTPServer``, so client-level tests can script
/// a table (paging, rows, upserts) next to the faults.
///
/// ```swift
/// let server = try ScriptedHTTPServer { request in
///   FakeDatasette.tabla(request, articulos: articulos)
/// }
/// ```
enum FakeDatasette {
  /// A JSON response with Datasette's content type.
  static func json(_ status: Int = 200, _ texto: String) -> ScriptedHTTPServer.Reply {
    .respond(
      status: status, headers: [("Content-Type", "application/json; charset=utf-8")], body: texto)
  }

  /// The error object Datasette sends with `status`.
  static func error(_ status: Int, _ mensaje: String) -> ScriptedHTTPServer.Reply {
    json(
      status,
      #"{"ok": false, "error": "\#(mensaje)", "errors": ["\#(mensaje)"], "status": \#(status)}"#)
  }

  /// `{"ok": true, "rows": [...]}` with `articulos` as rows.
  static func filas(_ articulos: [Articulo]) -> ScriptedHTTPServer.Reply {
    json(200, #"{"ok": true, "rows": [\#(articulos.map(fila).joined(separator: ", "))]}"#)
  }

  /// One row as Datasette writes it: every column text, tags as JSON text.
  static func fila(_ articulo: Articulo) -> String {
    let fila = try! DatasetteFila(articulo)
    return String(decoding: try! JSONEncoder().encode(fila), as: UTF8.self)
  }

  /// The query parameters of a request target, decoded.
  static func parametros(_ target: String) -> [String: String] {
    guard let componentes = URLComponents(string: "http://x" + target) else { return [:] }
    var parametros: [String: String] = [:]
    for item in componentes.queryItems ?? [] { parametros[item.name] = item.value ?? "" }
    return parametros
  }

  /// The path of a request target, without the query.
  static func ruta(_ target: String) -> String {
    String(target.prefix { $0 != "?" })
  }

  /// A listing of `articulos` (already in id order) the way Datasette pages it: `_size` rows
  /// after the `_next` id, `next` = the last id when more remain (and a `Link: <…>; rel="next"`
  /// header naming that page), `count` with `_extra=count`, only ids with `_col=id`. `_search`
  /// keeps the articles whose title has every word.
  static func tabla(
    _ request: ScriptedHTTPServer.Request, articulos: [Articulo]
  ) -> ScriptedHTTPServer.Reply {
    let parametros = parametros(request.target)
    var encontrados = articulos
    if let busqueda = parametros["_search"] {
      let palabras = Set(busqueda.split(separator: " ").map(String.init))
      encontrados = articulos.filter {
        palabras.isSubset(of: Set(TextoNormalizado.palabras($0.titulo)))
      }
    }
    let tamano = Int(parametros["_size"] ?? "100") ?? 100
    let restantes =
      parametros["_next"].map { next in encontrados.filter { $0.id.rawValue > next } }
      ?? encontrados
    let pagina = Array(restantes.prefix(tamano))
    let next =
      restantes.count > tamano ? pagina.last.map { #""\#($0.id.rawValue)""# } ?? "null" : "null"
    let filas =
      parametros["_col"] == "id"
      ? pagina.map { #"{"id": "\#($0.id.rawValue)"}"# } : pagina.map(fila)
    let cuenta =
      parametros["_extra"] == "count"
      ? #", "count": \#(encontrados.count), "count_truncated": false"# : ""
    let cuerpo =
      #"{"ok": true, "next": \#(next)\#(cuenta), "#
      + #""rows": [\#(filas.joined(separator: ", "))], "truncated": false}"#
    var cabeceras = [("Content-Type", "application/json; charset=utf-8")]
    if restantes.count > tamano, let ultimo = pagina.last {
      var siguiente = URLComponents(string: "http://127.0.0.1" + request.target)!
      siguiente.queryItems =
        (siguiente.queryItems ?? []).filter { $0.name != "_next" }
        + [URLQueryItem(name: "_next", value: ultimo.id.rawValue)]
      cabeceras.append(("Link", "<\(siguiente.url!.absoluteString)>; rel=\"next\""))
    }
    return .respond(status: 200, headers: cabeceras, body: cuerpo)
  }

  /// An upsert's answer: the rows of the request body, as a `"return": true` upsert gives them.
  static func upsert(_ request: ScriptedHTTPServer.Request) -> ScriptedHTTPServer.Reply {
    guard
      let cuerpo = try? JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any],
      let filas = cuerpo["rows"] as? [[String: Any]],
      let texto = try? JSONSerialization.data(withJSONObject: ["ok": true, "rows": filas])
    else { return error(400, "Invalid JSON") }
    return json(200, String(decoding: texto, as: UTF8.self))
  }

  /// The ids a look-up by ids asks for, through the table (`id__in`) or through SQL (the
  /// `ids` of `... where id in (select value from json_each(:ids))`); `nil` for any other
  /// request.
  static func idsConsultados(_ target: String) -> [String]? {
    let parametros = parametros(target)
    let lista =
      parametros["id__in"]
      ?? (parametros["sql"]?.contains("json_each(:ids)") == true ? parametros["ids"] : nil)
    return lista.flatMap { try? JSONDecoder().decode([String].self, from: Data($0.utf8)) }
  }

  /// A table that keeps what upserts write and answers look-ups by ids (``idsConsultados(_:)``) from it, as
  /// Datasette does: the client checks each batch it wrote without asking the rows back.
  ///
  /// `guarda` decides which rows of a batch are really stored (by their place in the batch):
  /// all of them, as a sound server does, or fewer, as a server that answers ok and lies.
  ///
  /// ```swift
  /// let tabla = FakeDatasette.TablaEscrita()
  /// let server = try ScriptedHTTPServer { tabla.responder($0) }
  /// ```
  final class TablaEscrita: Sendable {
    private let filas = Mutex<[String: [String: String]]>([:])
    private let guarda: @Sendable (_ posicion: Int, _ fila: [String: String]) -> Bool

    /// A table holding `articulos`, whose upserts store the rows `guarda` keeps.
    init(
      con articulos: [Articulo] = [],
      guarda: @escaping @Sendable (Int, [String: String]) -> Bool = { _, _ in true }
    ) {
      self.guarda = guarda
      let filas = articulos.map { articulo in
        let fila = try! DatasetteFila(articulo)
        return [
          "id": fila.id, "titulo": fila.titulo, "cuerpo": fila.cuerpo,
          "etiquetas": fila.etiquetas, "creado": fila.creado, "actualizado": fila.actualizado,
        ]
      }
      self.filas.withLock { $0 = Dictionary(uniqueKeysWithValues: filas.map { ($0["id"]!, $0) }) }
    }

    /// The rows stored, by id.
    var guardadas: [String: [String: String]] { filas.withLock { $0 } }

    /// An upsert stores the rows `guarda` keeps and answers `{"ok": true}` (with the rows sent
    /// when they were asked back); a look-up by ids answers the stored rows among those ids.
    func responder(_ request: ScriptedHTTPServer.Request) -> ScriptedHTTPServer.Reply {
      if request.method == "POST" {
        guard
          let cuerpo = try? JSONSerialization.jsonObject(with: Data(request.body))
            as? [String: Any],
          let enviadas = cuerpo["rows"] as? [[String: String]]
        else { return FakeDatasette.error(400, "Invalid JSON") }
        filas.withLock { filas in
          for (posicion, fila) in enviadas.enumerated() where guarda(posicion, fila) {
            if let id = fila["id"] { filas[id] = fila }
          }
        }
        guard cuerpo["return"] as? Bool == true else {
          return FakeDatasette.json(200, #"{"ok": true}"#)
        }
        return FakeDatasette.upsert(request)
      }
      guard let ids = FakeDatasette.idsConsultados(request.target) else {
        return FakeDatasette.error(400, "expected a look-up by ids")
      }
      let encontradas = filas.withLock { filas in ids.compactMap { filas[$0] } }
      let texto = try! JSONSerialization.data(
        withJSONObject: ["ok": true, "rows": encontradas, "next": NSNull()] as [String: Any])
      return FakeDatasette.json(200, String(decoding: texto, as: UTF8.self))
    }
  }
}

extension Muestras.Serie {
  /// The live tests' articles: ids `a000`, `a001`, ... (more digits when needed), titles
  /// `Artículo 0`, bodies `Cuerpo 0`, the tag `prueba`, article `n` updated `n` seconds after
  /// ``Muestras/fecha``, when all were created.
  static let datasette = Muestras.Serie(
    primero: 0, ids: .numerada(cifras: 3), cuerpo: { "Cuerpo \($0)" },
    etiquetas: { _ in ["prueba"] }, actualizadoTras: { Double($0) })
}
