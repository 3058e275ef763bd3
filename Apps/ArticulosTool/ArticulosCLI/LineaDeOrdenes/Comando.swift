import AppCore
import ArticulosInterface
import Foundation

/// What one run of `articulos` does: a subcommand with its arguments, already checked.
///
/// ```swift
/// let orden = try Invocacion.parse(["show", "a1"], entorno: [:])
/// // .ejecutar(Orden(globales: OpcionesGlobales(), comando: .mostrar(id: "a1")))
/// ```
enum Comando: Hashable, Sendable {
  /// How many articles `list` shows without `--limit` or `--all`.
  static let limitePorDefecto = 20

  /// `list`: up to this many articles, or all of them; with `--tag`, only those with every
  /// tag given; `--page` (from 1, pages of the limit), `--sort`, and `--full-ids`.
  case listar(
    AlcanceDeListado, etiquetas: [String] = [], pagina: Int = 1, orden: OrdenDeListado = .id,
    idsCompletos: Bool = false)
  /// `search TEXT --page N`, and `--tag`'s tags, all required; `--full-ids`.
  case buscar(texto: String, pagina: Int, etiquetas: [String] = [], idsCompletos: Bool = false)
  /// `show ID`.
  case mostrar(id: Articulo.ID)
  /// `save`: the fields given, to create an article or update one.
  case guardar(CamposDeArticulo)
  /// `delete ID`, and whether `--yes` answered the question beforehand.
  case borrar(id: Articulo.ID, confirmado: Bool)
  /// `delete ID ID...` or `delete --from FILE`, and whether `--yes` answered beforehand.
  case borrarVarios(IdsABorrar, confirmado: Bool)
  /// `import PATH`, and whether to resume an interrupted import.
  case importar(ruta: String, reanudar: Bool)
  /// `export FILE`, or to standard output when `nil`; with `--tag`, only the articles with
  /// every tag given; `--format jsonl` writes JSON Lines instead of a JSON array.
  case exportar(archivo: String?, etiquetas: [String] = [], formato: FormatoDeExportacion = .json)
  /// `copy --to URL`, with the destination's token if one was given.
  case copiar(destino: URL, token: Ajuste<Token>?)
  /// `completion SHELL`: print that shell's completion script.
  case completado(Shell)
  /// `man`: print the manual page.
  case manual

  /// The subcommand it runs.
  var subcomando: Subcomando {
    switch self {
    case .listar: .listar
    case .buscar: .buscar
    case .mostrar: .mostrar
    case .guardar: .guardar
    case .borrar, .borrarVarios: .borrar
    case .importar: .importar
    case .exportar: .exportar
    case .copiar: .copiar
    case .completado: .completado
    case .manual: .manual
    }
  }

  /// The text `completion` and `man` print, made from the command-line tables alone: they
  /// need no server, no token and no config file. `nil` for every other command.
  ///
  /// ```swift
  /// Comando.completado(.bash).documento  // "# bash completion for articulos ..."
  /// Comando.mostrar(id: "a1").documento  // nil
  /// ```
  var documento: String? {
    switch self {
    case .completado(let shell): ScriptDeCompletado.texto(para: shell)
    case .manual: PaginaDeManual.texto()
    default: nil
    }
  }
}
