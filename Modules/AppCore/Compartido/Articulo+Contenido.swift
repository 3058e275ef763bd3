import ArticulosInterface
import Foundation

extension Articulo {
  /// Whether this article, as read from a server, is `enviado` as it was sent: the same id,
  /// text, tags and update date (to the millisecond a server keeps).
  ///
  /// This is how a write whose answer proves nothing is settled: what the server holds decides.
  ///
  /// ```swift
  /// leido.tieneElContenido(de: enviado)  // true: the write landed
  /// ```
  package func tieneElContenido(de enviado: Articulo) -> Bool {
    id == enviado.id && titulo == enviado.titulo && cuerpo == enviado.cuerpo
      && etiquetas == enviado.etiquetas
      && abs(actualizado.timeIntervalSince(enviado.actualizado)) < 0.001
  }
}
