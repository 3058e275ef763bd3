import ArticulosInterface
import Foundation
import Testing

/// One promise of ``ArticulosInterface/ClienteArticulos``, written once and checked against
/// every implementation: the articles it starts from, and what the client must then do.
///
/// ``todas`` is the contract; a lane runs it against each implementation it can build:
///
/// ```swift
/// @Test(arguments: [ImplementacionDeArticulos.enMemoria], PromesaDelContrato.todas)
/// func cumple(_ implementacion: ImplementacionDeArticulos, _ promesa: PromesaDelContrato)
///   async throws
/// { try await promesa.comprobar(en: implementacion) }
/// ```
public struct PromesaDelContrato: Sendable, CustomStringConvertible {
  /// The promise, in a sentence.
  public let enunciado: String
  /// The articles the client starts with.
  let iniciales: [Articulo]
  /// Checks the promise on a client holding ``iniciales``.
  let prueba: @Sendable (ClienteArticulos) async throws -> Void

  init(
    _ enunciado: String, iniciales: [Articulo] = [],
    _ prueba: @escaping @Sendable (ClienteArticulos) async throws -> Void
  ) {
    self.enunciado = enunciado
    self.iniciales = iniciales
    self.prueba = prueba
  }

  /// Checks this promise on a new client of `implementacion`.
  ///
  /// ```swift
  /// try await PromesaDelContrato.todas[0].comprobar(en: implementacion)
  /// ```
  public func comprobar(en implementacion: ImplementacionDeArticulos) async throws {
    try await implementacion.conCliente(iniciales, prueba)
  }

  /// The sentence, for the test report.
  public var description: String { enunciado }

  /// Every promise of the contract.
  public static let todas: [PromesaDelContrato] =
    lectura + listadoConEtiquetas + busqueda + escritura
}

// MARK: - Articles the promises start from

/// A valid article with id `id`; the dates are whole seconds, which every store keeps.
func articulo(
  _ id: String, _ titulo: String, _ cuerpo: String = "Texto.", etiquetas: [String] = []
) -> Articulo {
  Articulo(
    id: Articulo.ID(rawValue: id), titulo: titulo, cuerpo: cuerpo, etiquetas: etiquetas,
    creado: Date(timeIntervalSince1970: 1_700_000_000),
    actualizado: Date(timeIntervalSince1970: 1_700_000_100))
}

/// `cantidad` articles `c000`, `c001`, ... of the same length, each with `palabra` in its body.
func articulosIguales(_ cantidad: Int, palabra: String = "comun") -> [Articulo] {
  (0..<cantidad).map { numero in
    let id = "c" + String(repeating: "0", count: 3 - String(numero).count) + String(numero)
    return articulo(id, "Artículo \(id)", "Un texto \(palabra).")
  }
}

/// `cantidad` articles as ``articulosIguales(_:palabra:)``, tagged `par` and `impar` in turn
/// (`c000` `par`).
func articulosConEtiqueta(_ cantidad: Int) -> [Articulo] {
  articulosIguales(cantidad).enumerated().map { numero, articulo in
    var conEtiqueta = articulo
    conEtiqueta.etiquetas = [numero % 2 == 0 ? "par" : "impar"]
    return conEtiqueta
  }
}

/// The error `operacion` throws, or `nil`.
func error<Valor>(_ operacion: () async throws -> Valor) async -> (any Error)? {
  do {
    _ = try await operacion()
    return nil
  } catch {
    return error
  }
}

/// Whether `error` is a 400 refusal.
func esRechazo(_ error: (any Error)?) -> Bool {
  guard case .peticionRechazada(estado: 400, _)? = error as? ErrorArticulos else { return false }
  return true
}
