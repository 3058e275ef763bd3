import ArticulosInterface

/// Every page of the articles, in id order, each requested when the loop asks for it.
///
/// An `AsyncSequence` of ``/ArticulosInterface/Pagina`` that fails with
/// ``/ArticulosInterface/ErrorArticulos``. It keeps only the cursor of the next page, so it walks
/// 100,000 articles in the memory of one page (and of the cursors seen). Every page is checked
/// before it is given out: more articles than asked for, or a cursor given before, ends it with ``/ArticulosInterface/ErrorArticulos/respuestaInvalida(_:)``,
/// so a server whose cursor goes round in a circle cannot make a walk repeat forever. Make it with ``ExploradorModel/paginas(adelantando:)`` or
/// ``ExportadorModel/paginas()``; it uses the dependencies of the model that made it.
///
/// ```swift
/// for try await pagina in ExploradorModel(tamanoPagina: 100).paginas() {
///   print(pagina.articulos.count)
/// }
/// ```
public struct PaginasDeArticulos: AsyncSequence, Sendable {
  /// Each element is one page.
  ///
  /// ```swift
  /// for try await pagina in explorador.paginas() { print(pagina.siguiente != nil) }  // pagina: Pagina
  /// ```
  public typealias Element = Pagina
  /// Iterating fails only with the client's error.
  ///
  /// ```swift
  /// do throws(ErrorArticulos) {
  ///   for try await pagina in explorador.paginas() { print(pagina.articulos.count) }
  /// } catch { print(error.description) }
  /// ```
  public typealias Failure = ErrorArticulos

  /// The largest page a walk over every article asks for.
  ///
  /// The client answers with at most what its server holds in one page (a Datasette in its
  /// default settings: 1,000), so a walk goes at the server's pace; this bound keeps memory to
  /// one page of a few megabytes on a server configured for more.
  public static let tamanoMaximo = ParametrosDelContrato.actuales.tamanoMaximoPedido

  private let tamano: Int
  private let adelantando: Bool
  private let leer: @Sendable (CursorDePagina?) async throws(ErrorArticulos) -> Pagina

  /// Pages of `tamano` articles read by `leer`, which gets the cursor of the page to read
  /// (`nil` for the first). With `adelantando`, each page's successor is requested as soon as
  /// the page is given out, so the next read overlaps with the work on this one.
  package init(
    tamano: Int, adelantando: Bool = false,
    leer: @escaping @Sendable (CursorDePagina?) async throws(ErrorArticulos) -> Pagina
  ) {
    self.tamano = tamano
    self.adelantando = adelantando
    self.leer = leer
  }

  /// Pages read by `leer`, each read tried again by `reintentador` while it fails for a passing
  /// reason: the walk of ``ExploradorModel/paginas(adelantando:)`` and
  /// ``ExportadorModel/paginas()``.
  package static func reintentando(
    con reintentador: Reintentador, tamano: Int, adelantando: Bool = false,
    _ leer: @escaping @Sendable (CursorDePagina?) async throws -> Pagina
  ) -> PaginasDeArticulos {
    PaginasDeArticulos(tamano: tamano, adelantando: adelantando) { cursor throws(ErrorArticulos) in
      do throws(FalloTrasReintentos) {
        return try await reintentador.ejecutar(ids: [], avisar: { _ in }) {
          try await leer(cursor)
        }
      } catch {
        throw error.error
      }
    }
  }

  /// Makes the iterator that requests the pages.
  ///
  /// ```swift
  /// var iterador = explorador.paginas().makeAsyncIterator()
  /// let primera = try await iterador.next()
  /// ```
  public func makeAsyncIterator() -> Iterador {
    Iterador(tamano: tamano, adelantando: adelantando, leer: leer)
  }

  /// Requests one page per call to ``next()``, until the last.
  ///
  /// ```swift
  /// var iterador = explorador.paginas().makeAsyncIterator()
  /// while let pagina = try await iterador.next() { print(pagina.articulos.count) }
  /// ```
  public struct Iterador: AsyncIteratorProtocol, Sendable {
    /// Each element is one page.
    ///
    /// ```swift
    /// let primera: Pagina? = try await iterador.next()
    /// ```
    public typealias Element = Pagina
    /// Iterating fails only with the client's error.
    ///
    /// ```swift
    /// do throws(ErrorArticulos) {
    ///   _ = try await iterador.next()
    /// } catch .cancelado { print("Cancelled.") } catch { print(error) }
    /// ```
    public typealias Failure = ErrorArticulos

    let leer: @Sendable (CursorDePagina?) async throws(ErrorArticulos) -> Pagina
    private let adelantando: Bool
    private var cursor: CursorDePagina?
    private var terminado = false
    private var comprobacion: ComprobacionDeRecorrido
    private var adelantada: LecturaAdelantada?

    init(
      tamano: Int, adelantando: Bool,
      leer: @escaping @Sendable (CursorDePagina?) async throws(ErrorArticulos) -> Pagina
    ) {
      self.leer = leer
      self.adelantando = adelantando
      self.comprobacion = ComprobacionDeRecorrido(tamanoPedido: tamano)
    }

    /// The next page, or `nil` after the last one or after an error.
    ///
    /// ```swift
    /// let pagina = try await iterador.next()
    /// ```
    public mutating func next() async throws(ErrorArticulos) -> Pagina? {
      guard !terminado else { return nil }
      do {
        try Task.checkCancellation()
        let pagina: Pagina
        if let adelantada {
          self.adelantada = nil
          pagina = try await adelantada.pagina()
        } else {
          pagina = try await leer(cursor)
        }
        try comprobacion.aceptar(pagina, leidaDesde: cursor)
        cursor = pagina.siguiente
        terminado = cursor == nil
        if adelantando, let cursor { adelantada = LecturaAdelantada(desde: cursor, leer) }
        return pagina
      } catch {
        terminado = true
        throw ErrorArticulos(cualquiera: error)
      }
    }

    /// The next page, or `nil` after the last one or after an error.
    ///
    /// ```swift
    /// let pagina = try await iterador.next(isolation: #isolation)
    /// ```
    public mutating func next(
      isolation actor: isolated (any Actor)?
    ) async throws(ErrorArticulos) -> Pagina? {
      try await next()
    }
  }
}
