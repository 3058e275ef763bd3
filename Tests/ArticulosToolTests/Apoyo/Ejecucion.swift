import AppCore
import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
import Dependencies
import Foundation
import Testing

@testable import ArticulosCLI

/// The outcome of running a command line in-process.
struct Ejecucion: Sendable {
  /// The exit status.
  var codigo: CodigoDeSalida
  /// Standard output.
  var salida: String
  /// Standard error.
  var error: String
}

/// A fixed instant for the `date` dependency.
let instanteDePrueba = Date(timeIntervalSince1970: 1_720_000_000)

/// Runs `argumentos` the way the entry point does, except that the dependencies come from a
/// `withDependencies` scope instead of `prepareDependencies`: `cliente` answers (and
/// `destino` for copies), ids come from `.incrementing`, the time is ``instanteDePrueba``.
///
/// The token defaults to one given on the command line, so writes pass the tool's own check.
func ejecutar(
  _ argumentos: [String],
  cliente: ClienteArticulos = .enMemoria(Articulo.muestra),
  destino: ClienteArticulos = .enMemoria([]),
  consola prueba: ConsolaDePrueba = ConsolaDePrueba(),
  conToken: Bool = true
) async throws -> Ejecucion {
  let entorno = conToken ? ["ARTICULOS_TOKEN": "dstok_prueba"] : [:]
  let invocacion = try Invocacion.parse(argumentos, entorno: entorno)
  guard case .ejecutar(let orden) = invocacion else {
    throw ErrorDeUso("\(argumentos) is not a command")
  }
  let ajustes = try Ajustes.resolver(orden.globales, entorno: entorno, archivo: nil)
  let codigo = await withDependencies {
    $0.clienteArticulos = cliente
    $0.clienteArticulosDestino = destino
    $0.uuid = .incrementing
    $0.date = .constant(instanteDePrueba)
    $0.continuousClock = ImmediateClock()
  } operation: {
    await Ejecutor(consola: prueba.consola, globales: orden.globales, ajustes: ajustes)
      .ejecutar(orden.comando)
  }
  return Ejecucion(codigo: codigo, salida: prueba.salida, error: prueba.error)
}

extension Muestras.Serie {
  /// The tool tests' articles: ids `a000`, `a001`, ... (more digits when needed, so ids sort in
  /// number order) after `prefijo`, titles `Artículo 0`, bodies `Cuerpo 0`, the tag `par` on
  /// even numbers, created and updated at ``instanteDePrueba``.
  ///
  /// ```swift
  /// let muchos = ClienteArticulos.enMemoria(Muestras.articulos(250, .herramienta()))
  /// ```
  static func herramienta(prefijo: String = "a") -> Muestras.Serie {
    Muestras.Serie(
      primero: 0, ids: .numerada(prefijo: prefijo, cifras: 3), cuerpo: { "Cuerpo \($0)" },
      etiquetas: { $0.isMultiple(of: 2) ? ["par"] : [] }, creado: instanteDePrueba)
  }
}

/// Decodes one JSON document printed by `--json`.
func json<Valor: Decodable>(_ tipo: Valor.Type, de texto: String) throws -> Valor {
  try JSONDecoder().decode(tipo, from: Data(texto.utf8))
}

extension ClienteArticulos {
  /// This client as a server whose pages hold at most `maximo` articles whatever size is asked
  /// for, as a Datasette whose `max_returned_rows` is `maximo`.
  func conPaginasDeComoMucho(_ maximo: Int) -> ClienteArticulos {
    var cliente = self
    cliente.listar = { desde, tamano in try await listar(desde: desde, tamano: min(tamano, maximo))
    }
    return cliente
  }
}
