import AppCore
import ArticulosInterface
import Foundation

extension Ejecutor {
  /// `save`: creates an article, or updates the one `--id` names.
  func guardar(_ opciones: CamposDeArticulo) async throws(FalloDeEjecucion) {
    try exigirToken(ajustes.token, para: .guardar)
    var campos = opciones
    if let archivo = opciones.archivo {
      campos = opciones.completados(con: try Self.campos(deArchivo: archivo))
    }
    let editor = EditorModel(reintentos: reintentos)
    let guardado: Articulo
    let accion: String
    if let id = campos.id {
      let cambios = CambiosDeArticulo(
        titulo: campos.titulo, cuerpo: campos.cuerpo, etiquetas: campos.etiquetas)
      guard !cambios.vacios else {
        throw FalloDeEjecucion(
          .uso, "Nothing to change in '\(id)': give --title, --body or --tags.", usoDe: .guardar)
      }
      guardado = try await conCliente(.guardar) {
        try await editor.actualizar(id, con: cambios)
      }
      accion = "actualizado"
    } else {
      guard let titulo = campos.titulo else {
        throw FalloDeEjecucion(
          .uso, "A new article needs a title: give --title, or \"titulo\" in the file.",
          usoDe: .guardar)
      }
      let borrador = BorradorDeArticulo(
        titulo: titulo, cuerpo: campos.cuerpo ?? "", etiquetas: campos.etiquetas ?? [])
      guardado = try await conCliente(.guardar) {
        try await editor.crear(borrador)
      }
      accion = "creado"
    }
    if globales.json {
      imprimirJSON(FormatoJSON.Guardado(accion: accion, articulo: guardado))
    } else {
      let verbo = accion == "creado" ? "Created" : "Updated"
      consola.imprimir(TextoSeguro.enUnaLinea("\(verbo) '\(guardado.id)': \(guardado.titulo)"))
    }
  }

  /// The fields of a `--file` JSON object: `id`, `titulo`, `cuerpo`, `etiquetas`, all optional.
  ///
  /// - Throws: A usage-like ``FalloDeEjecucion`` when the file is missing or not such an object.
  static func campos(deArchivo ruta: String) throws(FalloDeEjecucion) -> CamposDeArticulo {
    let datos: Data
    do {
      datos = try Data(contentsOf: URL(fileURLWithPath: ruta))
    } catch {
      throw FalloDeEjecucion(
        .uso, "Cannot read the file '\(ruta)' given to --file: check that it exists.",
        usoDe: .guardar)
    }
    do {
      let archivo = try JSONDecoder().decode(CamposEnArchivo.self, from: datos)
      return CamposDeArticulo(
        id: archivo.id.map(Articulo.ID.init(rawValue:)), titulo: archivo.titulo,
        cuerpo: archivo.cuerpo, etiquetas: archivo.etiquetas)
    } catch {
      throw FalloDeEjecucion(
        .uso,
        "The file '\(ruta)' is not a JSON object with \"titulo\", \"cuerpo\", \"etiquetas\" "
          + "(a list of texts) and optionally \"id\".",
        usoDe: .guardar)
    }
  }

  /// `delete ID`: asks on a terminal unless `--yes`; refuses without a terminal.
  ///
  /// The decision is the feature's (``BorradoModel``): the tool only says how an answer can be
  /// had — given beforehand, asked on the terminal, or impossible.
  func borrar(_ id: Articulo.ID, confirmado: Bool) async throws(FalloDeEjecucion) {
    try exigirToken(ajustes.token, para: .borrar)
    let consola = self.consola
    let modo: ModoDeConfirmacion =
      if confirmado {
        .previa
      } else if consola.terminal.entradaEsTerminal {
        .preguntando { pregunta in
          // NB: The question holds the server's title: one line, its controls made visible.
          consola.escribirError(TextoSeguro.enUnaLinea(pregunta))
          return await LecturaCancelable.leer(con: consola.leerLinea)
        }
      } else {
        .sinRespuesta
      }
    let resultado = try await conCliente(.borrar) {
      try await BorradoModel().borrar(id, confirmacion: modo)
    }
    switch resultado {
    case .borrado(let articulo):
      if globales.json {
        imprimirJSON(FormatoJSON.Borrado(borrado: articulo.id))
      } else {
        consola.imprimir(TextoSeguro.enUnaLinea("Deleted '\(articulo.id)': \(articulo.titulo)"))
      }
    case .noConfirmado:
      if Task.isCancelled {
        throw FalloDeEjecucion(.cancelado, "Cancelled; '\(id)' was not deleted.")
      }
      if confirmado || consola.terminal.entradaEsTerminal {
        throw FalloDeEjecucion(.sinConfirmar, "Not deleted: '\(id)' is kept.")
      }
      throw FalloDeEjecucion(
        .sinConfirmar,
        "Not deleted: there is no terminal to confirm on. Pass --yes to delete '\(id)' "
          + "without asking.")
    }
  }
}

/// The JSON object `save --file` reads.
private struct CamposEnArchivo: Decodable {
  var id: String?
  var titulo: String?
  var cuerpo: String?
  var etiquetas: [String]?
}
