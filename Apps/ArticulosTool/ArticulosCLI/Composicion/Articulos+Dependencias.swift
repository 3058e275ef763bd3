import ArticulosEnMemoria
import ArticulosInterface
import ArticulosLive
import ArticulosPostgres
import Dependencies
import Foundation

extension Articulos {
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
      if let copia = orden.comando.valor as? Copiar {
        let (destino, token) = (copia.destino, copia.token)
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
        if let copia = orden.comando.valor as? Copiar {
          let nombre = copia.destino.absoluteString
          valores.clienteArticulosDestino = valores.clienteArticulosDestino.trazado(
            servidor: nombre
          ) { consola.avisar($0) }
        }
      }
    }
  }

  /// The passwords of the PostgreSQL URIs this run uses (`--api`, `copy --to`), redacted
  /// wherever a token is.
  static func contrasenasDePostgres(_ orden: Orden, ajustes: Ajustes) -> [Token] {
    var uris = [ajustes.api.valor]
    if let copia = orden.comando.valor as? Copiar { uris.append(copia.destino) }
    return uris.filter { ConfiguracionPostgres.esURI($0.absoluteString) }
      .flatMap { [$0.password(percentEncoded: false), $0.password(percentEncoded: true)] }
      .compactMap { $0.flatMap { $0.isEmpty ? nil : Token($0) } }
  }
}
