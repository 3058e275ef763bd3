import ArticulosInterface
import Foundation

@testable import ArticulosLive

/// libFuzzer's entry point: one server answer, decoded every way the live client decodes one.
@_cdecl("LLVMFuzzerTestOneInput")
public func probarRespuestaDeDatasette(_ datos: UnsafePointer<UInt8>?, _ cantidad: Int) -> CInt {
  DatasetteJSONFuzzer.probar(datos.map { Data(bytes: $0, count: cantidad) } ?? Data())
  return 0
}

/// Feeds bytes to the live client's decoding of Datasette's answers, as if a server sent them.
///
/// A page of rows (a listing or a search), a page of ids, the rows of a one-row read or a write,
/// and an error body for every status and operation. Beyond "no crash", it checks what the
/// client promises: only typed errors; a row that decodes to an article (dated in the years 1 to
/// 9999) is written back to the same row and, after that first normalization, round trips
/// exactly; the server's error text never carries the token once scrubbed.
///
/// ```
/// Scripts/fuzz.sh 60   # builds this harness with -sanitize=fuzzer,address and runs it
/// ```
enum DatasetteJSONFuzzer {
  /// A token the error bodies of the seed corpus echo, as a careless server could.
  static let token = TokenDeAcceso("dstok_fuzz-secreto-1234")

  private static let datasette = ClienteDatasette(
    configuracion: ConfiguracionDatasette(api: URL(string: "http://127.0.0.1:9")!, token: token),
    http: HTTPClient(), cursores: CacheDeCursores())

  /// One status and operation for every branch of the mapping to ``ErrorArticulos``.
  private static let fallos: [(estado: Int, operacion: OperacionDatasette)] = [
    (404, .fila("a1")), (404, .borrado("a1")), (404, .lectura), (401, .lectura),
    (403, .escritura), (400, .escritura), (413, .escritura), (429, .lectura), (500, .lectura),
    (302, .lectura),
  ]

  static func probar(_ cuerpo: Data) {
    let respuesta = HTTPResponse(
      status: 200, headers: ["Content-Type": "application/json"], body: cuerpo,
      url: URL(string: "http://127.0.0.1:9/articulos/articulos.json")!,
      metrics: HTTPTransferMetrics(
        newConnections: 0, redirects: 0, duration: .zero, sentAgain: false))

    if let pagina = decodificar(DatasettePaginaJSON<DatasetteFila>.self, respuesta) {
      pagina.rows.forEach(comprobar)
    }
    // A listing's page reads every row it can and names the rest: no row is lost or counted
    // twice, whatever the rows hold.
    if let pagina = decodificar(DatasettePaginaJSON<DatasetteFilaLeida>.self, respuesta) {
      let resultado = ClienteDatasette.pagina(pagina)
      exigir(
        resultado.articulos.count + resultado.ilegibles.count == pagina.rows.count,
        "rows lost on the way to a page")
      exigir(resultado.total == pagina.count, "the count changed: \(pagina.count as Any)")
    }
    _ = decodificar(DatasettePaginaJSON<DatasetteSoloId>.self, respuesta)
    if let filas = decodificar(DatasetteFilasJSON.self, respuesta) {
      filas.rows?.forEach(comprobar)
    }
    comprobarErrores(cuerpo)
  }

  /// Decodes like the client: the value, or `nil` after checking the error is the typed one.
  private static func decodificar<Valor: Decodable>(
    _ tipo: Valor.Type, _ respuesta: HTTPResponse
  ) -> Valor? {
    switch Result(catching: { () throws(ErrorArticulos) in
      try datasette.decodificar(tipo, de: respuesta)
    }) {
    case .success(let valor):
      return valor
    case .failure(let error):
      exigirRespuestaInvalida(error)
      return nil
    }
  }

  /// A row that makes an article becomes the same row again, and is stable after that.
  private static func comprobar(_ fila: DatasetteFila) {
    let articulo: Articulo
    switch Result(catching: { () throws(ErrorArticulos) in try fila.articulo() }) {
    case .success(let leido): articulo = leido
    case .failure(let error):
      exigirRespuestaInvalida(error)
      return
    }
    guard anioDeCuatroCifras(articulo.creado), anioDeCuatroCifras(articulo.actualizado) else {
      _ = try? DatasetteFila(articulo)
      return
    }
    guard let escrita = try? DatasetteFila(articulo) else {
      return exigir(false, "an article read from a row cannot be written back: \(articulo)")
    }
    exigir(
      escrita.id == fila.id && escrita.titulo == fila.titulo && escrita.cuerpo == fila.cuerpo,
      "writing the article back changed its text: \(fila) became \(escrita)")
    guard let releida = try? escrita.articulo() else {
      return exigir(false, "a row the client wrote cannot be read back: \(escrita)")
    }
    exigir(releida.etiquetas == articulo.etiquetas, "the tags changed: \(articulo.etiquetas)")
    exigir(
      abs(releida.creado.timeIntervalSince(articulo.creado)) < 0.001
        && abs(releida.actualizado.timeIntervalSince(articulo.actualizado)) < 0.001,
      "a date moved by a millisecond or more: \(fila.creado), \(fila.actualizado)")
    let otraVez = try? DatasetteFila(releida)
    exigir(
      otraVez == escrita,
      "a stored row changes every time it is read and saved: \(escrita) became \(otraVez as Any)")
  }

  /// Every status and operation gives a typed error whose text, scrubbed, has no token in it.
  private static func comprobarErrores(_ cuerpo: Data) {
    let mensaje = DatasetteErrorJSON.mensaje(de: cuerpo)
    // NB: A non-JSON body's text is bounded by what is read of it (800 bytes); it is cut to one
    // line of 200 characters only after the token is scrubbed from it (checked below).
    if (try? JSONDecoder().decode(DatasetteErrorJSON.self, from: cuerpo)) == nil {
      exigir(mensaje.count <= 800, "the message of a non-JSON body is \(mensaje.count) long")
    }
    let secreto = Array(token.valorSecreto.utf8)
    for (estado, operacion) in fallos {
      let error = ErrorArticulos(
        estado: estado, cuerpo: cuerpo, operacion: operacion, conToken: true)
      let limpio = error.sinSecreto(token)
      switch limpio {
      case .servidor(_, let dicho), .peticionRechazada(_, let dicho):
        exigir(dicho.count <= 201, "a server's text is \(dicho.count) long after scrubbing")
      default: break
      }
      let texto = Array(String(describing: limpio).utf8)
      exigir(
        texto.firstRange(of: secreto) == nil,
        "the token survived scrubbing in: \(String(decoding: texto, as: UTF8.self))")
    }
  }

  private static func exigirRespuestaInvalida(_ error: ErrorArticulos) {
    guard case .respuestaInvalida = error else {
      return exigir(false, "decoding failed with \(error), not respuestaInvalida")
    }
  }
}
