import ArticulosInterface
import Foundation

/// libFuzzer's entry point: one JSON text, decoded as an article and as a list of them.
@_cdecl("LLVMFuzzerTestOneInput")
public func probarArticuloJSON(_ datos: UnsafePointer<UInt8>?, _ cantidad: Int) -> CInt {
  ArticuloJSONFuzzer.probar(datos.map { Data(bytes: $0, count: cantidad) } ?? Data())
  return 0
}

/// Feeds bytes to ``ArticulosInterface/Articulo``'s `Decodable`: the `--json` output of the
/// tool and the format of export files.
///
/// Beyond "no crash", it checks the promise of the format: an article that decodes (dated in
/// the years 1 to 9999) is encoded and decoded again to the same text fields, its dates move by
/// less than the format's millisecond, and after that first round it round trips exactly,
/// however often; and
/// ``ArticulosInterface/Articulo/problemas`` never traps.
enum ArticuloJSONFuzzer {
  private static let codificador = JSONEncoder()
  private static let decodificador = JSONDecoder()

  static func probar(_ datos: Data) {
    if let articulo = try? decodificador.decode(Articulo.self, from: datos) {
      comprobar(articulo)
    }
    if let articulos = try? decodificador.decode([Articulo].self, from: datos) {
      articulos.prefix(16).forEach(comprobar)
    }
  }

  private static func comprobar(_ articulo: Articulo) {
    _ = articulo.problemas  // folds every tag, to compare them
    guard anioDeCuatroCifras(articulo.creado), anioDeCuatroCifras(articulo.actualizado) else {
      _ = try? codificador.encode(articulo)
      return
    }
    let primera = idaYVuelta(articulo)
    exigir(
      primera.id == articulo.id && primera.titulo == articulo.titulo
        && primera.cuerpo == articulo.cuerpo && primera.etiquetas == articulo.etiquetas,
      "a round trip changed the text of \(articulo)")
    exigir(
      abs(primera.creado.timeIntervalSince(articulo.creado)) < 0.001
        && abs(primera.actualizado.timeIntervalSince(articulo.actualizado)) < 0.001,
      "a round trip moved a date by a millisecond or more: \(articulo) became \(primera)")
    let segunda = idaYVuelta(primera)
    exigir(
      segunda == primera,
      "every round trip changes the article: \(primera.creado.timeIntervalSince1970) became "
        + "\(segunda.creado.timeIntervalSince1970), \(primera.actualizado.timeIntervalSince1970) "
        + "became \(segunda.actualizado.timeIntervalSince1970)")
  }

  /// The article encoded and decoded again; encoding what was decoded never fails.
  private static func idaYVuelta(_ articulo: Articulo) -> Articulo {
    guard let datos = try? codificador.encode(articulo) else {
      fatalError("an article that was decoded cannot be encoded: \(articulo)")
    }
    guard let vuelta = try? decodificador.decode(Articulo.self, from: datos) else {
      fatalError(
        "an encoded article cannot be decoded: \(String(decoding: datos, as: UTF8.self))")
    }
    return vuelta
  }
}
