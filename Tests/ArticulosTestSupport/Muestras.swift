import ArticulosInterface
import Foundation

/// Test data: articles with predictable ids, titles and dates, shared by the tests of every
/// module (the interface, the in-memory, live and PostgreSQL clients, the app core, the tool)
/// and by the benchmarks.
///
/// ```swift
/// let cliente = ClienteArticulos.enMemoria(Muestras.articulos(3))  // a0001, a0002, a0003
/// ```
public enum Muestras {
  /// A fixed date for every test that needs "now".
  public static let fecha = Date(timeIntervalSince1970: 1_700_000_000)
  /// Another fixed date, later than ``fecha``.
  public static let fechaPosterior = Date(timeIntervalSince1970: 1_800_000_000)

  /// How ``articulos(_:_:)`` names the article numbered `n`.
  public enum FormaDeId: Sendable, Equatable {
    /// `prefijo` and the number, with zeros in front to `cifras` digits, and to as many as the
    /// run's last number has, so the ids of one run sort in number order: `a0001`, `a0002`, ...
    case numerada(prefijo: String = "a", cifras: Int = 4)
    /// A UUID, as a real server's ids are, that begins with the number in 4 hex digits:
    /// `0000c0de-1111-4000-8000-000000000000`, `0001c0de-1111-4000-8000-000000000001`, ...
    case uuid

    /// The id of the article numbered `numero`, in a run that ends at `ultimo`.
    func id(_ numero: Int, ultimo: Int) -> String {
      switch self {
      case .numerada(let prefijo, let cifras):
        let ancho = max(cifras, String(ultimo).count)
        let texto = String(numero)
        return prefijo + String(repeating: "0", count: max(0, ancho - texto.count)) + texto
      case .uuid:
        let hex = String(numero, radix: 16)
        let cabeza = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return "\(cabeza)c0de-1111-4000-8000-00000000\(cabeza)"
      }
    }
  }

  /// What the articles of one run look like, each part a function of the article's number.
  ///
  /// Every part has a default, so a test names only what it depends on; a test target that
  /// needs the same kind of run in many places keeps one `Serie` as a constant:
  ///
  /// ```swift
  /// extension Muestras.Serie {
  ///   static let conPares = Muestras.Serie(
  ///     primero: 0, etiquetas: { $0.isMultiple(of: 2) ? ["par"] : [] })
  /// }
  /// ```
  public struct Serie: Sendable {
    /// The number of the run's first article.
    public var primero: Int
    /// How each article's id is made from its number.
    public var ids: FormaDeId
    /// The title of article `n`.
    public var titulo: @Sendable (Int) -> String
    /// The body of article `n`.
    public var cuerpo: @Sendable (Int) -> String
    /// The tags of article `n`.
    public var etiquetas: @Sendable (Int) -> [String]
    /// When every article was created.
    public var creado: Date
    /// How many seconds after ``creado`` article `n` was last updated.
    public var actualizadoTras: @Sendable (Int) -> TimeInterval

    /// A run whose parts are the given ones, or the defaults: numbers from 1, ids `a0001`,
    /// titles `Artículo 1`, bodies `Cuerpo del artículo 1.`, one tag `serie-1` (the number
    /// modulo 3), created and updated at ``Muestras/fecha``.
    public init(
      primero: Int = 1,
      ids: FormaDeId = .numerada(),
      titulo: @escaping @Sendable (Int) -> String = { "Artículo \($0)" },
      cuerpo: @escaping @Sendable (Int) -> String = { "Cuerpo del artículo \($0)." },
      etiquetas: @escaping @Sendable (Int) -> [String] = { ["serie-\($0 % 3)"] },
      creado: Date = Muestras.fecha,
      actualizadoTras: @escaping @Sendable (Int) -> TimeInterval = { _ in 0 }
    ) {
      self.primero = primero
      self.ids = ids
      self.titulo = titulo
      self.cuerpo = cuerpo
      self.etiquetas = etiquetas
      self.creado = creado
      self.actualizadoTras = actualizadoTras
    }
  }

  /// `cantidad` articles numbered from `serie.primero`, made as `serie` says: the one article
  /// generator of the tests and benchmarks.
  ///
  /// ```swift
  /// Muestras.articulos(3)  // a0001 "Artículo 1", a0002, a0003, tags serie-1, serie-2, serie-0
  /// Muestras.articulos(2, .init(primero: 0, ids: .numerada(prefijo: "l")))  // l0000 l0001
  /// Muestras.articulos(250, Muestras.Serie(titulo: { "Nota \($0)" }, etiquetas: { _ in [] }))
  /// ```
  public static func articulos(_ cantidad: Int, _ serie: Serie = Serie()) -> [Articulo] {
    let ultimo = serie.primero + max(cantidad, 1) - 1
    return (serie.primero..<(serie.primero + max(cantidad, 0))).map { numero in
      Articulo(
        id: Articulo.ID(rawValue: serie.ids.id(numero, ultimo: ultimo)),
        titulo: serie.titulo(numero),
        cuerpo: serie.cuerpo(numero),
        etiquetas: serie.etiquetas(numero),
        creado: serie.creado,
        actualizado: serie.creado.addingTimeInterval(serie.actualizadoTras(numero)))
    }
  }

  /// Article number `numero` of the default ``Serie``: id `a0001`, title `Artículo 1`, one tag.
  public static func articulo(_ numero: Int) -> Articulo {
    articulos(1, Serie(primero: numero))[0]
  }

  /// The ids of `articulos`.
  public static func ids(_ articulos: [Articulo]) -> [Articulo.ID] {
    articulos.map(\.id)
  }

  /// JSON text of `articulos`, as the export writes and the import reads.
  public static func json(_ articulos: [Articulo]) throws -> Data {
    try JSONEncoder().encode(articulos)
  }
}
