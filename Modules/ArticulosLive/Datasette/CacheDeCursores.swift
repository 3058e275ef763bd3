import ArticulosInterface
import Synchronization

/// Remembers where numbered pages start, so paging a search forward costs one request a page.
///
/// Datasette pages by keyset: page 5 starts at the `next` token that page 4 returned, and
/// there is no offset to jump with. ``ClienteArticulos/buscar`` takes page numbers, so the
/// client keeps, per query (table, search words, page size), the token of every page start it
/// has seen. Asking for page 5 after page 4 is then one request; a page never seen is reached
/// from the nearest known page before it.
///
/// The cache is small and thread-safe: at most ``maximoConsultas`` queries (the least recently
/// used goes first) and ``maximoPaginas`` pages each. A write through the client forgets the
/// table's entries, since rows added or removed shift where pages start.
///
/// ```swift
/// let cache = CacheDeCursores()
/// let consulta = CacheDeCursores.Consulta(tabla: urls.tabla, busqueda: "cafe", tamano: 20)
/// cache.recordar(CursorDePagina(rawValue: "44ef..."), pagina: 2, de: consulta)
/// cache.puntoDePartida(de: consulta, hasta: 3)  // (pagina: 2, cursor: "44ef...")
/// ```
final class CacheDeCursores: Sendable {
  /// A query whose pages are numbered the same way.
  struct Consulta: Hashable, Sendable {
    /// The table, as ``DatasetteURLs/tabla``.
    var tabla: String
    /// The search words, or `nil` for the plain listing.
    var busqueda: String?
    /// The tags every article must have, as sent.
    var filtros: [String] = []
    /// Articles per page.
    var tamano: Int
  }

  private struct Entrada {
    var paginas: [Int: CursorDePagina] = [:]
    var usada: UInt64 = 0
  }

  private struct Estado {
    var entradas: [Consulta: Entrada] = [:]
    var reloj: UInt64 = 0
  }

  /// The most queries remembered at once.
  let maximoConsultas: Int
  /// The most page starts remembered per query.
  let maximoPaginas: Int
  private let estado = Mutex(Estado())

  /// Makes an empty cache.
  ///
  /// ```swift
  /// let cache = CacheDeCursores(maximoConsultas: 4, maximoPaginas: 100)
  /// ```
  init(maximoConsultas: Int = 32, maximoPaginas: Int = 1_000) {
    self.maximoConsultas = max(1, maximoConsultas)
    self.maximoPaginas = max(1, maximoPaginas)
  }

  /// The one cache the live clients of this process share.
  static let compartida = CacheDeCursores()

  /// The highest page at most `pagina` whose start is known, and its token; page 1, which
  /// needs no token, when nothing better is known.
  ///
  /// ```swift
  /// cache.puntoDePartida(de: consulta, hasta: 7)  // (pagina: 1, cursor: nil) when empty
  /// ```
  func puntoDePartida(
    de consulta: Consulta, hasta pagina: Int
  ) -> (pagina: Int, cursor: CursorDePagina?) {
    estado.withLock { estado in
      estado.reloj += 1
      guard var entrada = estado.entradas[consulta] else { return (1, nil) }
      entrada.usada = estado.reloj
      estado.entradas[consulta] = entrada
      let mejor = entrada.paginas.keys.filter { $0 <= pagina }.max()
      guard let mejor, let cursor = entrada.paginas[mejor] else { return (1, nil) }
      return (mejor, cursor)
    }
  }

  /// Remembers that page `pagina` of `consulta` starts at `cursor`.
  ///
  /// ```swift
  /// cache.recordar(siguiente, pagina: 3, de: consulta)
  /// ```
  func recordar(_ cursor: CursorDePagina, pagina: Int, de consulta: Consulta) {
    guard pagina > 1 else { return }
    estado.withLock { estado in
      estado.reloj += 1
      var entrada = estado.entradas[consulta] ?? Entrada()
      entrada.usada = estado.reloj
      if entrada.paginas[pagina] != nil || entrada.paginas.count < maximoPaginas {
        entrada.paginas[pagina] = cursor
      }
      estado.entradas[consulta] = entrada
      if estado.entradas.count > maximoConsultas,
        let vieja = estado.entradas.min(by: { $0.value.usada < $1.value.usada })?.key
      {
        estado.entradas[vieja] = nil
      }
    }
  }

  /// Forgets every query of `tabla`, after a write changed where its pages start.
  ///
  /// ```swift
  /// cache.olvidar(tabla: urls.tabla)
  /// ```
  func olvidar(tabla: String) {
    estado.withLock { estado in
      estado.entradas = estado.entradas.filter { $0.key.tabla != tabla }
    }
  }

  /// How many page starts are remembered for `consulta`, for tests.
  ///
  /// ```swift
  /// cache.paginasConocidas(de: consulta)  // 0 when nothing was paged
  /// ```
  func paginasConocidas(de consulta: Consulta) -> Int {
    estado.withLock { $0.entradas[consulta]?.paginas.count ?? 0 }
  }
}
