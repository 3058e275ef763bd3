import ArticulosInterface
import Compartido
import Dependencies
import Foundation

/// Creates and updates articles, checking them before any request: the `save` feature.
///
/// A new article gets its id from the `uuid` dependency (as `Articulo.ID(uuid())`) and both
/// dates from the `date` dependency; an update keeps the id and
/// ``/ArticulosInterface/Articulo/creado`` and sets ``/ArticulosInterface/Articulo/actualizado``
/// to the `date` dependency's now. An
/// article with problems (``/ArticulosInterface/Articulo/problemas``: blank title, body too long,
/// repeated tags...) is refused with ``/ArticulosInterface/ErrorArticulos/articuloInvalido(_:)``
/// and no request is made.
///
/// Every save is settled: the id is chosen before the request, so a save whose answer was lost
/// (cut, late, or a server failure) is tried again with the same article, as ``reintentos``
/// says, and never creates a second one. When the tries run out without a proof, the article is
/// read back: stored as sent, the save succeeded; absent or different, the last error stands;
/// unreadable, ``GuardadoIncierto`` names the id, so nobody is told "failed" of an article the
/// server holds. Dependencies are read when a method runs, never in the initializer:
///
/// ```swift
/// let editor = withDependencies {
///   $0.clienteArticulos = .enMemoria()
///   $0.uuid = .incrementing
///   $0.date = .constant(Date(timeIntervalSince1970: 0))
/// } operation: {
///   EditorModel()
/// }
/// let creado = try await editor.crear(BorradorDeArticulo(titulo: "Hola"))
/// creado.id  // 00000000-0000-0000-0000-000000000000
/// ```
public struct EditorModel: Sendable {
  @Dependency(\.clienteArticulos) var cliente
  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date
  @Dependency(\.continuousClock) var reloj

  /// How a save whose answer proves nothing is tried again (with the same id) before it is
  /// read back.
  ///
  /// ```swift
  /// var editor = EditorModel()
  /// editor.reintentos = .ninguno  // one try, then the read-back
  /// ```
  public var reintentos: PoliticaDeReintentos

  /// Makes an editor that captures the dependencies in effect here.
  ///
  /// ```swift
  /// let editor = EditorModel(reintentos: PoliticaDeReintentos(plazo: .seconds(30)))
  /// ```
  ///
  /// - Parameter reintentos: The retry policy of a save whose outcome is unknown.
  public init(reintentos: PoliticaDeReintentos = PoliticaDeReintentos()) {
    self.reintentos = reintentos
  }

  /// The article `borrador` would become: a new id and the current date, without a request.
  ///
  /// ```swift
  /// let articulo = editor.nuevo(BorradorDeArticulo(titulo: "Hola"))
  /// articulo.problemas  // []
  /// ```
  ///
  /// - Parameter borrador: The title, body and tags.
  /// - Returns: The article with its id and dates, not saved.
  public func nuevo(_ borrador: BorradorDeArticulo) -> Articulo {
    let ahora = date.now
    return Articulo(
      id: Articulo.ID(uuid()), titulo: borrador.titulo, cuerpo: borrador.cuerpo,
      etiquetas: borrador.etiquetas, creado: ahora, actualizado: ahora)
  }

  /// Creates an article from `borrador`, after checking it.
  ///
  /// ```swift
  /// let creado = try await editor.crear(
  ///   BorradorDeArticulo(titulo: "Café", cuerpo: "...", etiquetas: ["café"]))
  /// ```
  ///
  /// - Parameter borrador: The title, body and tags.
  /// - Returns: The article as the server stored it.
  /// - Throws: ``/ArticulosInterface/ErrorArticulos/articuloInvalido(_:)`` without a request when
  ///   the article has problems, ``GuardadoIncierto`` when the outcome cannot be known, or the
  ///   client's error when nothing was stored.
  public func crear(_ borrador: BorradorDeArticulo) async throws -> Articulo {
    let articulo = nuevo(borrador)
    let problemas = articulo.problemas
    guard problemas.isEmpty else { throw ErrorArticulos.articuloInvalido(problemas) }
    return try await guardarAsentado(articulo)
  }

  /// Changes the article with id `id` and saves it.
  ///
  /// The changes are checked first (no request if they are wrong), then the article is loaded,
  /// changed, checked again and saved, keeping its id and creation date and with the `date`
  /// dependency's now as its update date.
  ///
  /// ```swift
  /// let guardado = try await editor.actualizar(
  ///   "00000000-0000-0000-0000-000000000001", con: CambiosDeArticulo(etiquetas: ["café"]))
  /// ```
  ///
  /// - Parameters:
  ///   - id: The article to change.
  ///   - cambios: The fields to replace.
  /// - Returns: The article as the server stored it.
  /// - Throws: ``/ArticulosInterface/ErrorArticulos/articuloInvalido(_:)`` for wrong changes,
  ///   ``/ArticulosInterface/ErrorArticulos/noEncontrado(_:)`` when no article has the id,
  ///   ``GuardadoIncierto`` when the outcome cannot be known, or another client error.
  public func actualizar(
    _ id: Articulo.ID, con cambios: CambiosDeArticulo
  ) async throws -> Articulo {
    guard cambios.problemas.isEmpty else {
      throw ErrorArticulos.articuloInvalido(cambios.problemas)
    }
    let actual = try await cliente.obtener(id: id)
    var cambiado = cambios.aplicados(a: actual)
    cambiado.actualizado = date.now
    guard cambiado.problemas.isEmpty else {
      throw ErrorArticulos.articuloInvalido(cambiado.problemas)
    }
    return try await guardarAsentado(cambiado)
  }

  /// Saves `cambios` as the article `id`: changes it when it exists, as
  /// ``actualizar(_:con:)`` does, or else creates it with that id, both dates the `date`
  /// dependency's now. So the same input saved twice stores one article, as an import does.
  ///
  /// ```swift
  /// // articulos save --file cafe.md: the id `import cafe.md` gives the file
  /// let nota = try NotaMarkdown(texto, archivo: "cafe.md")
  /// let (articulo, creado) = try await editor.guardar(
  ///   CambiosDeArticulo(titulo: nota.titulo, cuerpo: nota.cuerpo, etiquetas: nota.etiquetas),
  ///   en: nota.id!)
  /// ```
  ///
  /// - Parameters:
  ///   - cambios: The fields to replace; to create, the title is required and a missing body
  ///     or tags are empty.
  ///   - id: The article to change or create.
  /// - Returns: The article as the server stored it, and whether it was created.
  /// - Throws: ``/ArticulosInterface/ErrorArticulos/articuloInvalido(_:)`` without a request
  ///   for wrong changes, or when creating without a title; ``GuardadoIncierto`` when the
  ///   outcome cannot be known; or another client error.
  public func guardar(
    _ cambios: CambiosDeArticulo, en id: Articulo.ID
  ) async throws -> (articulo: Articulo, creado: Bool) {
    do {
      return (try await actualizar(id, con: cambios), false)
    } catch ErrorArticulos.noEncontrado {
      let ahora = date.now
      let articulo = Articulo(
        id: id, titulo: cambios.titulo ?? "", cuerpo: cambios.cuerpo ?? "",
        etiquetas: cambios.etiquetas ?? [], creado: ahora, actualizado: ahora)
      let problemas = articulo.problemas
      guard problemas.isEmpty else { throw ErrorArticulos.articuloInvalido(problemas) }
      return (try await guardarAsentado(articulo), true)
    }
  }

  /// Saves `articulo`, retrying with the same id while the outcome is unknown, then settles it
  /// by reading it back.
  private func guardarAsentado(_ articulo: Articulo) async throws -> Articulo {
    let reintentador = Reintentador(politica: reintentos, reloj: reloj)
    let causa: ErrorArticulos
    do {
      return try await reintentador.ejecutar(ids: [articulo.id], avisar: { _ in }) {
        try await cliente.guardar(articulo)
      }
    } catch {
      causa = error.error
    }
    guard causa.dejaDesenlaceIncierto else { throw causa }
    let leido: Articulo
    do {
      leido = try await cliente.obtener(id: articulo.id)
    } catch ErrorArticulos.noEncontrado {
      throw causa
    } catch {
      throw GuardadoIncierto(
        id: articulo.id, causa: causa, lectura: ErrorArticulos(cualquiera: error))
    }
    guard leido.tieneElContenido(de: articulo) else { throw causa }
    return leido
  }
}
