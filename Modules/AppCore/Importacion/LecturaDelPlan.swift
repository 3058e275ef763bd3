import ArticulosInterface
import Foundation

/// The articles of a ``PlanDeImportacion``, read from its source again, one at a time: the
/// valid entries that repeat no earlier id and that the resume state does not list as saved.
///
/// It checks that the source still holds what the plan counted: the same number of articles
/// to send and, at the end, the same content (``EstadoDeReanudacion/huella``). A source
/// changed in between stops the reading with
/// ``ErrorDeImportacion/cambioDuranteLaImportacion(_:)``, so what is reported as sent is what
/// the plan described.
///
/// ```swift
/// var lectura = try LecturaDelPlan(plan)
/// while let (articulo, posicion) = try lectura.siguiente() { lote.append(articulo) }
/// ```
struct LecturaDelPlan {
  private let plan: PlanDeImportacion
  private var lector: LectorDeFuentes
  private var derivacion: DerivacionDeArticulos
  private var posicion = 0
  private var dados = 0

  /// A reading at the start of `plan`'s source.
  ///
  /// - Throws: ``ErrorDeImportacion`` when the source cannot be opened any more.
  init(_ plan: PlanDeImportacion) throws(ErrorDeImportacion) {
    self.plan = plan
    lector = try LectorDeFuentes(plan.fuente)
    // NB: The plan read a date only if some entry had none; an undated entry now means the
    // source changed.
    derivacion = DerivacionDeArticulos(fecha: plan.fecha) { () throws(ErrorDeImportacion) in
      throw .cambioDuranteLaImportacion(plan.origen)
    }
  }

  /// The next article to send and its position in the source, or `nil` after the last.
  ///
  /// - Throws: ``ErrorDeImportacion`` when the source cannot be read, or no longer holds what
  ///   the plan counted.
  mutating func siguiente() throws(ErrorDeImportacion) -> (Articulo, posicion: Int)? {
    while let entrada = try lector.siguiente() {
      defer { posicion += 1 }
      guard case .articulo(let articulo) = try derivacion.derivar(entrada),
        !plan.repetidas.contains(posicion),
        !plan.estado.yaGuardado(articulo.id, en: posicion)
      else { continue }
      dados += 1
      guard dados <= plan.porEnviar else {
        throw .cambioDuranteLaImportacion(plan.origen)
      }
      return (articulo, posicion)
    }
    guard dados == plan.porEnviar, posicion == plan.total, lector.huella == plan.estado.huella
    else { throw .cambioDuranteLaImportacion(plan.origen) }
    return nil
  }
}
