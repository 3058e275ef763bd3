/// A subcommand of `articulos`: its name, what it accepts, what it says about itself, and the
/// type that reads and runs it.
///
/// Each one is declared in its command's file (`Comandos/Listar.swift` declares
/// `Subcomando.listar`), and ``allCases`` lists them all. The same table drives the parser
/// (``Invocacion/parse(_:entorno:)``) and the help text (``Ayuda``), and the shell completion
/// (``ScriptDeCompletado``) and manual page (``PaginaDeManual``) are generated from it too, so an
/// option cannot be accepted without being documented and completed, or the other way round.
///
/// ```swift
/// Subcomando(nombre: "list")                // .listar
/// Subcomando.listar.opciones.map(\.nombre)  // ["--all", "--limit", "--page", ...]
/// ```
struct Subcomando: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The word that names it on the command line.
  let nombre: String
  /// One line for the list of subcommands.
  let resumen: String
  /// The positional arguments, in order.
  let argumentos: [EspecificacionDeArgumento]
  /// The options only this subcommand accepts (the global ones come on top).
  let opciones: [EspecificacionDeOpcion]
  /// Whether it only reads the server (a refusal is then about reading, not writing); `completion`
  /// and `man` do not even do that.
  let soloLee: Bool
  /// What it does, in more words than ``resumen``, for its help and the manual page.
  let discusion: String
  /// Command lines that show it at work, for its help and the manual page.
  let ejemplos: [String]
  /// The type that reads its arguments into a command and runs it.
  let comando: any ComandoDeArticulos.Type

  /// Describes a subcommand; `comando` is the type that reads and runs it.
  init(
    nombre: String, resumen: String, argumentos: [EspecificacionDeArgumento] = [],
    opciones: [EspecificacionDeOpcion] = [], soloLee: Bool, discusion: String,
    ejemplos: [String], comando: any ComandoDeArticulos.Type
  ) {
    self.nombre = nombre
    self.resumen = resumen
    self.argumentos = argumentos
    self.opciones = opciones
    self.soloLee = soloLee
    self.discusion = discusion
    self.ejemplos = ejemplos
    self.comando = comando
  }

  /// Every subcommand, in the order the help, the completion and the manual page list them.
  ///
  /// The one registry of the tool: a new subcommand is one line here, and its own file.
  static let allCases: [Subcomando] = [
    .listar, .buscar, .mostrar, .guardar, .borrar, .importar, .exportar, .copiar, .completado,
    .manual,
  ]

  /// The subcommand called `nombre` on the command line, if there is one.
  init?(nombre: String) {
    guard let subcomando = Self.allCases.first(where: { $0.nombre == nombre }) else {
      return nil
    }
    self = subcomando
  }

  /// Whether both are the same subcommand: names are unique.
  static func == (uno: Subcomando, otro: Subcomando) -> Bool {
    uno.nombre == otro.nombre
  }

  /// Hashes the name, which tells subcommands apart.
  func hash(into hasher: inout Hasher) {
    hasher.combine(nombre)
  }

  /// How tests and debuggers show it: its name, such as `list`.
  var description: String { nombre }

  /// The usage line, such as `articulos show <id> [<global-options>]`, made from the arguments
  /// and the options: an option followed by one it excludes shares a pair of brackets with it
  /// (`[--all | --limit <n>]`).
  var uso: String {
    var partes = ["articulos", nombre] + argumentos.map(\.firma)
    var indice = opciones.startIndex
    while indice < opciones.endIndex {
      let opcion = opciones[indice]
      let siguiente = indice + 1
      if siguiente < opciones.endIndex, opcion.excluye.contains(opciones[siguiente].nombre) {
        partes.append("[\(opcion.muestraDeUso) | \(opciones[siguiente].muestraDeUso)]")
        indice += 2
      } else {
        partes.append(opcion.firmaDeUso)
        indice += 1
      }
    }
    partes.append("[<global-options>]")
    return partes.joined(separator: " ")
  }

  /// `--tag`, which `list`, `search` and `export` share: `verbo` says what they do with the
  /// articles that have every tag.
  static func etiqueta(de verbo: String) -> EspecificacionDeOpcion {
    EspecificacionDeOpcion(
      nombre: "--tag", valor: "tag",
      ayuda: "Only \(verbo) articles with this tag, ignoring case and accents; repeat it to "
        + "require every tag given.",
      repetible: true)
  }

  /// `--full-ids`, which `list` and `search` share.
  static let idsCompletos = EspecificacionDeOpcion(
    nombre: "--full-ids",
    ayuda: "Show whole ids in the table, not the shortest prefix (from 8 characters) that tells "
      + "the rows apart. --json always has whole ids.")

  /// The specification of `nombre` among this subcommand's options, if it has it.
  func opcion(_ nombre: String) -> EspecificacionDeOpcion? {
    opciones.first { $0.nombre == nombre }
  }
}
