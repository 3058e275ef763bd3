import AppCore
import ArticulosInterface
import Foundation

/// Runs one parsed command against the features of AppCore and prints what it did.
///
/// Each command has its own file in this folder (`Listar.swift` for `list`, `Copiar.swift` for
/// `copy`...), where its type runs it through ``ComandoDeArticulos/ejecutar(en:)``; this one
/// holds what they share.
///
/// It knows only the interface: which client answers (a Datasette, the in-memory one of
/// `--demo`, a test double) was decided before, at the entry point, with
/// `prepareDependencies`, or by a test with `withDependencies`. Every model is created here,
/// inside that scope, so it captures those dependencies.
///
/// ```swift
/// let ejecutor = Ejecutor(consola: consola, globales: orden.globales, ajustes: ajustes)
/// let codigo = await ejecutor.ejecutar(orden.comando)
/// ```
struct Ejecutor: Sendable {
  /// Where it prints and asks.
  var consola: Consola
  /// `--json`, `--verbose`, `--demo` and the rest.
  var globales: OpcionesGlobales
  /// The server and the token in effect (unused by `--demo`).
  var ajustes: Ajustes

  /// Runs `comando` (its own type knows how: ``ComandoDeArticulos/ejecutar(en:)``), prints
  /// its result or its error, and returns the exit status.
  ///
  /// Output that standard output did not take fails the run whatever the command did: its
  /// result never reached the person or the file (1, naming the reason).
  func ejecutar(_ comando: Comando) async -> CodigoDeSalida {
    var fallo: FalloDeEjecucion?
    do {
      try await comando.valor.ejecutar(en: self)
    } catch {
      fallo = error
    }
    if let falloDeSalida = consola.salida.fallo {
      fallo = FalloDeEjecucion(.fallo, falloDeSalida.description + " The output is incomplete.")
    }
    guard let fallo else { return .ok }
    if fallo.esError {
      consola.error(fallo.texto)
    } else if !fallo.mensaje.isEmpty {
      consola.avisar(fallo.mensaje)
    }
    return fallo.codigo
  }

  /// How every feature retries a request that failed for a passing reason: the library's
  /// default, never past `--timeout` in all.
  var reintentos: PoliticaDeReintentos {
    PoliticaDeReintentos(plazo: ajustes.tiempoMaximo.valor)
  }

  /// Refuses a write before any request when no token was given (not in `--demo`, nor for
  /// PostgreSQL).
  func exigirToken(
    _ token: Ajuste<Token>?, para subcomando: Subcomando
  )
    throws(FalloDeEjecucion)
  {
    // NB: PostgreSQL takes its credentials from the URI, PGPASSWORD or the password file.
    guard !globales.demo, token == nil, !ajustes.api.valor.esDePostgres else { return }
    throw FalloDeEjecucion(ErrorArticulos.sinToken, en: subcomando)
  }

  /// Runs a client call, turning its error into a ``FalloDeEjecucion`` for `subcomando`.
  func conCliente<Valor>(
    _ subcomando: Subcomando,
    isolation: isolated (any Actor)? = #isolation,
    _ operacion: () async throws -> Valor
  ) async throws(FalloDeEjecucion) -> Valor {
    do {
      return try await operacion()
    } catch {
      throw FalloDeEjecucion(cualquiera: error, en: subcomando, orden: globales.palabrasDeConsejo)
    }
  }

  /// Prints `valor` as one line of JSON on standard output.
  func imprimirJSON(_ valor: some Encodable) {
    consola.imprimirDatos(FormatoJSON.texto(valor))
  }

  /// Prints a note for people on standard error, where it never mixes with the result.
  func notar(_ texto: String) {
    consola.avisar(texto)
  }

  /// Ends a run that read what it could with status 1 when some entries could not be read,
  /// naming each one (see ``Presentacion/ilegibles(_:faltanDe:)``).
  static func comprobarLectura(
    _ ilegibles: [ArticuloIlegible], faltanDe donde: String
  ) throws(FalloDeEjecucion) {
    guard !ilegibles.isEmpty else { return }
    throw FalloDeEjecucion(.fallo, Presentacion.ilegibles(ilegibles, faltanDe: donde))
  }

  /// Whether table headers are bold: standard output is a terminal that welcomes colour.
  var resaltar: Bool { consola.terminal.colorEnSalida }
}
