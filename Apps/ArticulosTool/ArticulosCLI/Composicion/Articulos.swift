import ArticulosLive
import Foundation

/// The `articulos` tool: parses, prepares the dependencies, runs, exits.
///
/// This is the one composition root of the workspace (with the executable target that only
/// calls ``principal()``). Importing `ArticulosLive` is what links the live client (its
/// `liveValue`, in `LiveKey.swift`); which client a run uses is decided in this folder, once,
/// with `prepareDependencies` in ``preparar(_:ajustes:consola:)``, before any model exists:
///
/// - against a server: the configuration (the server and the token of ``Ajustes``, the
///   warnings' destination) is prepared, and the client is the live value the key resolves
///   for it; decorators (the anonymous-read fallback, `--verbose`'s tracing) wrap that value;
/// - with `--demo`: the in-memory client with ``ArticulosInterface/Articulo/muestra`` — an
///   override at the entry point, never a branch inside `liveValue` (`copy --to` still writes
///   to the server it names, a client the same key resolves for the destination's
///   configuration).
///
/// This folder (`Composicion/`) and `Configuracion/` are the only ones that import
/// `ArticulosLive` (`Scripts/check-boundaries.py` checks it): here the entry point and the
/// dependency set-up (`Articulos+Dependencias.swift`), the decorators the set-up applies
/// (`ClienteArticulos+Traza.swift`, `ClienteArticulos+LecturaAnonima.swift`), the console
/// that hides the tokens (`Consola+Tachado.swift`), `--verbose`'s account of the settings
/// (`Articulos+Descripcion.swift`) and the process's malloc settings (`ArenasDeMemoria.swift`).
///
/// ```
/// $ articulos --demo list
/// $ articulos --api http://127.0.0.1:8001 search café --json
/// ```
public enum Articulos {
  /// Runs the tool with the process's arguments and environment, and exits with its status.
  ///
  /// ```swift
  /// @main
  /// enum PuntoDeEntrada {
  ///   static func main() async { await Articulos.principal() }
  /// }
  /// ```
  @MainActor public static func principal() async -> Never {
    // NB: On the main actor, so this runs on the main thread before any other thread of the
    // process allocates.
    ArenasDeMemoria.limitar()
    let argumentos = Array(CommandLine.arguments.dropFirst())
    ArgumentosSecretos.ocultarEnElProceso()
    let entorno = ProcessInfo.processInfo.environment
    let consola = Consola.delProceso(terminal: .actual(entorno: entorno))
    let codigo = await ejecutar(argumentos, entorno: entorno, consola: consola)
    exit(codigo.rawValue)
  }

  /// Parses, prepares and runs one command line; returns the exit status.
  static func ejecutar(
    _ argumentos: [String], entorno: [String: String], consola: Consola
  ) async -> CodigoDeSalida {
    let orden: Orden
    do {
      switch try Invocacion.parse(argumentos, entorno: entorno) {
      case .ayuda(let tema):
        consola.imprimir(Ayuda.texto(de: tema))
        return .ok
      case .version:
        consola.imprimir(Version.actual)
        return .ok
      case .ejecutar(let leida):
        // NB: completion and man read no config file: a shell's start-up must not depend on it.
        if let documento = leida.comando.documento {
          consola.imprimir(documento)
          return .ok
        }
        orden = leida
      }
    } catch {
      consola.error(error.description)
      return .uso
    }

    let ajustes: Ajustes
    do {
      // NB: --demo runs on sample articles: no setting of the environment or the file applies.
      let archivo = orden.globales.demo ? nil : try ArchivoDeConfiguracion.cargar(entorno: entorno)
      ajustes = try Ajustes.resolver(
        orden.globales, entorno: orden.globales.demo ? [:] : entorno, archivo: archivo)
      if !orden.globales.demo, let autoridades = ajustes.autoridadesDeCertificacion {
        try ArchivoDeAutoridades.comprobar(autoridades)
      }
    } catch {
      consola.error(error.mensaje)
      return .configuracion
    }
    var tokens = [ajustes.token?.valor].compactMap(\.self)
    if let destino = (orden.comando.valor as? Copiar)?.token { tokens.append(destino.valor) }
    tokens += contrasenasDePostgres(orden, ajustes: ajustes)
    var conColor = consola
    conColor.terminal = consola.terminal.conColor(orden.globales.color)
    let consola = conColor.tachando(tokens)
    if !orden.globales.demo { avisarDelEntorno(entorno, consola: consola) }

    preparar(orden, ajustes: ajustes, consola: consola)
    let ejecutor = Ejecutor(consola: consola, globales: orden.globales, ajustes: ajustes)
    return await Interrupcion.ejecutar(aviso: { consola.avisar("\nStopping…") }) {
      await ejecutor.ejecutar(orden.comando)
    }
  }
}
