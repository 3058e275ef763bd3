import AppCore
import ArticulosInterface

extension Subcomando {
  /// `show ID`: one article, with its body.
  static let mostrar = Subcomando(
    nombre: "show", resumen: "Show one article with its body.",
    argumentos: [
      EspecificacionDeArgumento(
        nombre: "id", ayuda: "The article's id, or a prefix of it that only it starts with.")
    ],
    soloLee: true,
    discusion:
      "Prints the article's fields, a blank line, and its whole body, word-wrapped to the "
      + "terminal. The id may be a prefix of one article's id, such as the short ids of list "
      + "and search: it is looked up by reading every id when no article has it whole.",
    ejemplos: ["articulos show 00000000-0000-0000-0000-000000000001", "articulos show 3f2a9c1e"],
    comando: Mostrar.self)
}

/// `show ID`: one article, with its body.
struct Mostrar: ComandoDeArticulos {
  static var subcomando: Subcomando { .mostrar }

  /// The article's id, or a prefix of one.
  var id: Articulo.ID

  /// Reads the one id.
  static func leer(
    _ lectura: LecturaDeSubcomando, entorno: [String: String]
  ) throws(ErrorDeUso) -> Mostrar {
    Mostrar(id: try lectura.id(lectura.posicionales(exactamente: 1)[0], de: "'<id>'"))
  }

  /// Runs ``Ejecutor/mostrar(_:)``.
  func ejecutar(en ejecutor: Ejecutor) async throws(FalloDeEjecucion) {
    try await ejecutor.mostrar(id)
  }
}

extension Comando {
  /// `show`: see ``Mostrar``.
  static func mostrar(id: Articulo.ID) -> Comando {
    Comando(Mostrar(id: id))
  }
}

extension Ejecutor {
  /// `show ID`, or `show PREFIX` of one id (``resolver(_:en:)``): the fields, and the body
  /// word-wrapped to the terminal.
  @MainActor
  func mostrar(_ id: Articulo.ID) async throws(FalloDeEjecucion) {
    let articulo = try await resolver(id, en: .mostrar)
    if globales.json {
      imprimirJSON(articulo)
    } else {
      consola.imprimir(Presentacion.detalle(articulo, ancho: consola.terminal.ancho))
    }
  }
}
