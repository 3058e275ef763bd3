import ArticulosInterface
import Envio

/// An import ready to run: the source read, ids and dates given, every article checked.
///
/// ``ImportadorModel/preparar(_:reanudando:)`` makes it without a request; the tool can show it
/// (how many will be sent, which entries are invalid), save ``estado`` and then run
/// ``ImportadorModel/importar(_:progreso:)``.
///
/// ```swift
/// let plan = try importador.preparar(fuente, reanudando: estadoGuardado)
/// print("\(plan.articulos.count) to send, \(plan.omitidos) already saved")
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
  /// plan.total == plan.articulos.count + plan.invalidos.count + plan.omitidos  // true
  /// ```
  public var total: Int
  /// The valid articles still to send, in source order.
  ///
  /// ```swift
  /// print("\(plan.articulos.count) to send")
  /// ```
  public var articulos: [Articulo]
  /// Entries that will not be sent, and why.
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
  /// The resume state this run starts from, with the ids given to entries without one.
  ///
  /// ```swift
  /// try JSONEncoder().encode(plan.estado).write(to: archivoDeEstado)  // before any batch
  /// ```
  public var estado: EstadoDeReanudacion

  /// Makes a plan from its parts; ``ImportadorModel/preparar(_:reanudando:)`` is the usual way.
  ///
  /// ```swift
  /// let plan = PlanDeImportacion(
  ///   origen: "muestra", total: 3, articulos: Articulo.muestra, invalidos: [], omitidos: 0,
  ///   estado: EstadoDeReanudacion(origen: "muestra"))
  /// ```
  ///
  /// - Parameters:
  ///   - origen: The source's name.
  ///   - total: Entries in the source.
  ///   - articulos: Valid articles to send.
  ///   - invalidos: Entries not to send.
  ///   - omitidos: Articles already saved.
  ///   - estado: The resume state to start from.
  public init(
    origen: String,
    total: Int,
    articulos: [Articulo],
    invalidos: [ArticuloInvalido],
    omitidos: Int,
    estado: EstadoDeReanudacion
  ) {
    self.origen = origen
    self.total = total
    self.articulos = articulos
    self.invalidos = invalidos
    self.omitidos = omitidos
    self.estado = estado
  }
}
