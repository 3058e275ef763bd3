import AppCore
import ArticulosInterface
import ArticulosLive
import Dependencies
import Foundation

/// The `articulos` tool: parses, prepares the dependencies, runs, exits.
///
/// This is the one composition root of the workspace (with the executable target that only
/// calls ``principal()``). Importing `ArticulosLive` is what links the live clients; which one a
/// run uses is decided here, once, with `prepareDependencies`, before any model exists:
///
/// - against a server: the live client, with the server and the token of ``Ajustes``;
/// - with `--demo`: the in-memory client with ``ArticulosInterface/Articulo/muestra`` — an
///   override at the entry point, never a branch inside `liveValue`.
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
  public static func principal() async -> Never {
    let entorno = ProcessInfo.processInfo.environment
    let consola = Consola.delProceso(terminal: .actual(entorno: entorno))
    let codigo = await ejecutar(
      Array(CommandLine.arguments.dropFirst()), entorno: entorno, consola: consola)
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
        orden = leida
      }
    } catch {
      consola.error(error.description)
      return .uso
    }

    let ajustes: Ajustes
    do {
      let archivo = orden.globales.demo ? nil : try ArchivoDeConfiguracion.cargar(entorno: entorno)
      ajustes = try Ajustes.resolver(orden.globales, archivo: archivo)
    } catch {
      consola.error(error.mensaje)
      return .configuracion
    }

    preparar(orden, ajustes: ajustes, consola: consola)
    let ejecutor = Ejecutor(consola: consola, globales: orden.globales, ajustes: ajustes)
    return await Interrupcion.ejecutar(aviso: { consola.avisar("\nStopping…") }) {
      await ejecutor.ejecutar(orden.comando)
    }
  }

  /// Sets, once for the whole process, which clients and which servers this run uses.
  static func preparar(_ orden: Orden, ajustes: Ajustes, consola: Consola) {
    let globales = orden.globales
    if globales.verbose {
      describir(orden, ajustes: ajustes, consola: consola)
    }
    prepareDependencies { valores in
      if globales.demo {
        valores.clienteArticulos = .enMemoria(Articulo.muestra)
        valores.clienteArticulosDestino = .enMemoria([])
      } else {
        valores.configuracionArticulos = ConfiguracionArticulos(
          api: ajustes.api.valor, token: ajustes.token?.valor)
        if case .copiar(let destino, let token) = orden.comando {
          valores.configuracionDestino = ConfiguracionArticulos(api: destino, token: token?.valor)
        }
      }
      if globales.verbose {
        let servidor = globales.demo ? "demo" : ajustes.api.valor.absoluteString
        valores.clienteArticulos = valores.clienteArticulos.trazado(servidor: servidor) {
          consola.avisar($0)
        }
        if case .copiar(let destino, _) = orden.comando {
          let nombre = globales.demo ? "demo destination" : destino.absoluteString
          valores.clienteArticulosDestino = valores.clienteArticulosDestino.trazado(
            servidor: nombre
          ) { consola.avisar($0) }
        }
      }
    }
  }

  /// With `--verbose`: where the server and the token come from (never the token itself).
  static func describir(_ orden: Orden, ajustes: Ajustes, consola: Consola) {
    guard !orden.globales.demo else {
      consola.avisar("* demo: in-memory sample articles, no server")
      return
    }
    consola.avisar("* server \(ajustes.api.valor.absoluteString) (from \(ajustes.api.origen))")
    consola.avisar(
      "* token " + (ajustes.token.map { "given (from \($0.origen))" } ?? "not given"))
    if case .copiar(let destino, let token) = orden.comando {
      consola.avisar("* copy to \(destino.absoluteString)")
      consola.avisar(
        "* destination token " + (token.map { "given (from \($0.origen))" } ?? "not given"))
    }
  }
}
