import Foundation

extension Articulos {
  /// With `--verbose`: where the server, the token and the certificate authorities come from
  /// (never the token itself).
  static func describir(_ orden: Orden, ajustes: Ajustes, consola: Consola) {
    guard !orden.globales.demo else {
      consola.avisar("* demo: in-memory sample articles, no server")
      return
    }
    consola.avisar("* server \(ajustes.api.valor.absoluteString) (from \(ajustes.api.origen))")
    consola.avisar(
      "* token " + (ajustes.token.map { "given (from \($0.origen))" } ?? "not given"))
    consola.avisar(
      "* timeout \(ajustes.tiempoMaximo.valor.segundosLegibles) s per request; a failed "
        + "batch, page or deletion is tried again only within it (from "
        + "\(ajustes.tiempoMaximo.origen))")
    consola.avisar(
      "* certificate authorities: the system's"
        + (ajustes.autoridadesDeCertificacion.map { " and \($0.valor) (from \($0.origen))" }
          ?? ""))
    if let copia = orden.comando.valor as? Copiar {
      consola.avisar("* copy to \(copia.destino.absoluteString)")
      consola.avisar(
        "* destination token " + (copia.token.map { "given (from \($0.origen))" } ?? "not given"))
    }
  }
}
