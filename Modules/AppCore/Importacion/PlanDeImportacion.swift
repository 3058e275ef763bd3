import ArticulosInterface
import Envio
import Foundation

/// An import ready to run: the source read once, every entry checked, and what to send counted.
///
/// ``ImportadorModel/preparar(_:reanudando:)`` makes it without a request; the tool can show it
/// (how many will be sent, which entries are invalid), save ``estado`` and then run
/// ``ImportadorModel/importar(_:progreso:)``, which reads the source again and sends its
/// articles as it reads them. The plan holds counts and the invalid entries, not the articles,
/// so its size does not grow with the source; ``articulos()`` reads them when they are wanted
/// in memory.
///
/// ```swift
/// let plan = try importador.preparar(fuente, reanudando: estadoGuardado)
/// print("\(plan.porEnviar) to send, \(plan.omitidos) already saved")
/// ```
public struct PlanDeImportacion: Hashable, Sendable {
  /// The source's name, as in ``EstadoDeReanudacion/origen``.
  ///
  /// ```swift
  /// try importador.preparar(.datosJSON(datos, origen: "memoria")).origen  // "memoria"
  /// ```
  public var origen: String
  /// Entries in the source.
  ///
  /// ```swift
  /// plan.total == plan.porEnviar + plan.invalidos.count + plan.omitidos  // true
  /// ```
  public var total: Int
  /// How many valid articles are still to send.
  ///
  /// ```swift
  /// print("\(plan.porEnviar) to send")
  /// ```
  public var porEnviar: Int
  /// Entries that will not be sent, and why, in source order.
  ///
  /// ```swift
  /// for invalido in plan.invalidos { print(invalido) }  // #1 (vacio): the title is empty
  /// ```
  public var invalidos: [ArticuloInvalido]
  /// Valid articles skipped because the resume state says they are saved.
  ///
  /// ```swift
  /// let otraVez = try importador.preparar(fuente, reanudando: resultado.estado)
  /// otraVez.omitidos  // the articles the first run saved
  /// ```
  public var omitidos: Int
  /// The resume state this run starts from.
  ///
  /// ```swift
  /// try JSONEncoder().encode(plan.estado).write(to: archivoDeEstado)  // before any batch
  /// ```
  public var estado: EstadoDeReanudacion

  /// What the plan was made from, read again to send.
  let fuente: FuenteDeImportacion
  /// The date given to entries without one, or `nil` when every entry had its dates.
  let fecha: Date?
  /// The positions of entries whose id an earlier entry has: ``invalidos`` lists them, and
  /// sending skips them.
  let repetidas: Set<Int>

  init(
    fuente: FuenteDeImportacion, total: Int, porEnviar: Int, invalidos: [ArticuloInvalido],
    omitidos: Int, estado: EstadoDeReanudacion, fecha: Date?, repetidas: Set<Int>
  ) {
    self.origen = fuente.origen
    self.fuente = fuente
    self.total = total
    self.porEnviar = porEnviar
    self.invalidos = invalidos
    self.omitidos = omitidos
    self.estado = estado
    self.fecha = fecha
    self.repetidas = repetidas
  }

  /// The articles the plan would send, in source order, read from the source again.
  ///
  /// For a preview or a test: it holds them all in memory, which
  /// ``ImportadorModel/importar(_:progreso:)`` never does.
  ///
  /// ```swift
  /// let plan = try importador.preparar(.json(URL(fileURLWithPath: "articulos.json")))
  /// for articulo in try plan.articulos() { print(articulo.titulo) }
  /// ```
  ///
  /// - Throws: ``ErrorDeImportacion`` when the source can no longer be read, or
  ///   ``ErrorDeImportacion/cambioDuranteLaImportacion(_:)`` when it no longer holds what the
  ///   plan counted.
  public func articulos() throws(ErrorDeImportacion) -> [Articulo] {
    var lectura = try LecturaDelPlan(self)
    var articulos: [Articulo] = []
    articulos.reserveCapacity(porEnviar)
    while let (articulo, _) = try lectura.siguiente() { articulos.append(articulo) }
    return articulos
  }
}
