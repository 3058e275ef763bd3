import AppCore
import ArticulosEnMemoria
import ArticulosInterface
import ArticulosLive
import ArticulosPostgres
import Dependencies
import Foundation

/// The `articulos` tool: parses, prepares the dependencies, runs, exits.
///
/// This is the one composition root of the workspace (with the executable target that only
/// calls ``principal()``). Importing `ArticulosLive` is what links the live client (its
/// `liveValue`, in `LiveKey.swift`); which client a run uses is decided here, once, with
/// `prepareDependencies`, before any model exists:
///
/// - against a server: the configuration (the server and the token of ``Ajustes``, the
///   warnings' destination) is prepared, and the client is the live value the key resolves
///   for it; decorators (the anonymous-read fallback, `--verbose`'s tracing) wrap that value;
/// - with `--demo`: the in-memory client with ``ArticulosInterface/Articulo/muestra`` — an
///   override at the entry point, never a branch inside `liveValue` (`copy --to` still writes
///   to the server it names, a client the same key resolves for the destination's
///   configuration).
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
      if !orden.globales.demo, let autoridades = ajustes.autoridadesDeCertificacion {
        try ArchivoDeAutoridades.comprobar(autoridades)
      }
    } catch {
      consola.error(error.mensaje)
      return .configuracion
    }
    var tokens = [ajustes.token?.valor].compactMap(\.self)
    if case .copiar(_, let destino?) = orden.comando { tokens.append(destino.valor) }
    tokens += contrasenasDePostgres(orden, ajustes: ajustes)
    let consola = consola.tachando(tokens)
    if !orden.globales.demo { avisarDelEntorno(entorno, consola: consola) }

    preparar(orden, ajustes: ajustes, consola: consola)
    let ejecutor = Ejecutor(consola: consola, globales: orden.globales, ajustes: ajustes)
    return await Interrupcion.ejecutar(aviso: { consola.avisar("\nStopping…") }) {
      await ejecutor.ejecutar(orden.comando)
    }
  }

  /// The longest wait for a connection to open (never more than `--timeout`).
  static let tiempoDeConexion = Duration.seconds(10)

  /// Sets, once for the whole process, which clients and which servers this run uses.
  static func preparar(_ orden: Orden, ajustes: Ajustes, consola: Consola) {
    let globales = orden.globales
    if globales.verbose {
      describir(orden, ajustes: ajustes, consola: consola)
    }
    prepareDependencies { valores in
      let autoridades = ajustes.autoridadesDeCertificacion.map { URL(fileURLWithPath: $0.valor) }
      let tiempoMaximo = ajustes.tiempoMaximo.valor
      let tiempoDeConexion = min(Self.tiempoDeConexion, tiempoMaximo)
      valores.avisosDatasette = AvisosDatasette { consola.avisar($0) }
      // NB: a copy of these values with another configuration resolves the live key for that
      // configuration; copies are taken before any client is set, so each reads the key.
      let configuradas = valores
      if globales.demo {
        valores.clienteArticulos = .enMemoria(Articulo.muestra)
      } else {
        valores.configuracionDatasette = ConfiguracionDatasette(
          api: ajustes.api.valor, token: ajustes.token?.valor,
          autoridadesDeCertificacion: autoridades,
          tiempoDeConexion: tiempoDeConexion, tiempoMaximo: tiempoMaximo)
        if ajustes.token != nil {
          var anonimos = configuradas
          anonimos.configuracionDatasette = valores.configuracionDatasette
          anonimos.configuracionDatasette.token = nil
          valores.clienteArticulos = valores.clienteArticulos.leyendoSinTokenRechazado(
            anonimo: anonimos.clienteArticulos
          ) { consola.avisar($0) }
        }
      }
      // A PostgreSQL URI asks for the PostgreSQL client instead of the live key's.
      if !globales.demo, ConfiguracionPostgres.esURI(ajustes.api.valor.absoluteString) {
        valores.clienteArticulos = .postgres(
          ConfiguracionPostgres(
            uri: ajustes.api.valor.absoluteString, tiempoDeConexion: tiempoDeConexion,
            tiempoMaximo: tiempoMaximo, autoridadesDeCertificacion: autoridades))
      }
      // NB: `--demo` replaces the source only: `copy --to` always writes to the server it
      // names, so "Copied 3 of 3" is never said of articles that went nowhere.
      if case .copiar(let destino, let token) = orden.comando {
        var destinos = configuradas
        destinos.configuracionDatasette = ConfiguracionDatasette(
          api: destino, token: token?.valor, autoridadesDeCertificacion: autoridades,
          tiempoDeConexion: tiempoDeConexion, tiempoMaximo: tiempoMaximo)
        valores.clienteArticulosDestino =
          ConfiguracionPostgres.esURI(destino.absoluteString)
          ? .postgres(
            ConfiguracionPostgres(
              uri: destino.absoluteString, tiempoDeConexion: tiempoDeConexion,
              tiempoMaximo: tiempoMaximo, autoridadesDeCertificacion: autoridades))
          : destinos.clienteArticulos
      }
      if globales.verbose {
        let servidor = globales.demo ? "demo" : ajustes.api.valor.absoluteString
        valores.clienteArticulos = valores.clienteArticulos.trazado(servidor: servidor) {
          consola.avisar($0)
        }
        if case .copiar(let destino, _) = orden.comando {
          let nombre = destino.absoluteString
          valores.clienteArticulosDestino = valores.clienteArticulosDestino.trazado(
            servidor: nombre
          ) { consola.avisar($0) }
        }
      }
    }
  }

  /// The passwords of the PostgreSQL URIs this run uses (`--api`, `copy --to`), redacted
  /// wherever a token is.
  static func contrasenasDePostgres(_ orden: Orden, ajustes: Ajustes) -> [TokenDeAcceso] {
    var uris = [ajustes.api.valor]
    if case .copiar(let destino, _) = orden.comando { uris.append(destino) }
    return uris.filter { ConfiguracionPostgres.esURI($0.absoluteString) }
      .flatMap { [$0.password(percentEncoded: false), $0.password(percentEncoded: true)] }
      .compactMap { $0.flatMap { $0.isEmpty ? nil : TokenDeAcceso($0) } }
  }

  /// With `--verbose`: where the server, the token and the certificate authorities come from
  /// (never the token itself).
  static func describir(_ orden: Orden, ajustes: Ajustes, consola: Consola) {
    guard !orden.globales.demo else {
      consola.avisar("* demo: in-memory sample articles, no server")
      return
    }
    consola.avisar("* server \(ajustes.api.valor.absoluteString) (from \(ajustes.api.origen))")
    consola.avisar(
      "* token " + (ajustes.token.map { "given (from \($0.origen))" } ?? "not given"))
    consola.avisar(
      "* timeout \(ajustes.tiempoMaximo.valor.segundosLegibles) s per request; a failed "
        + "batch, page or deletion is tried again only within it (from "
        + "\(ajustes.tiempoMaximo.origen))")
    consola.avisar(
      "* certificate authorities: the system's"
        + (ajustes.autoridadesDeCertificacion.map { " and \($0.valor) (from \($0.origen))" }
          ?? ""))
    if case .copiar(let destino, let token) = orden.comando {
      consola.avisar("* copy to \(destino.absoluteString)")
      consola.avisar(
        "* destination token " + (token.map { "given (from \($0.origen))" } ?? "not given"))
    }
  }

  /// Warns about settings of the environment that weaken this run's security: today
  /// `SSLKEYLOGFILE`, which makes libcurl write the TLS session keys to that file.
  ///
  /// ```swift
  /// Articulos.avisarDelEntorno(["SSLKEYLOGFILE": "/tmp/keys"], consola: consola)
  /// // Warning: SSLKEYLOGFILE is set: ...
  /// ```
  static func avisarDelEntorno(_ entorno: [String: String], consola: Consola) {
    if let archivo = entorno["SSLKEYLOGFILE"], !archivo.isEmpty {
      consola.avisar(
        "Warning: SSLKEYLOGFILE is set: the TLS keys of this run go to \(archivo), and whoever "
          + "has that file and a capture of the traffic can read the token. Unset it unless you "
          + "are debugging TLS.")
    }
  }
}
