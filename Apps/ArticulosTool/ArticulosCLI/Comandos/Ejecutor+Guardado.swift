import AppCore
import ArticulosInterface
import Foundation

extension Ejecutor {
  /// `save`: creates an article, or updates the one `--id` names (a whole id, or a prefix of
  /// one, ``resolver(_:en:)``); a Markdown note given to `--file` creates or updates the
  /// article under the id an import of that note gives it.
  @MainActor
  func guardar(_ opciones: CamposDeArticulo) async throws(FalloDeEjecucion) {
    try exigirToken(ajustes.token, para: .guardar)
    var campos = opciones
    if let archivo = opciones.archivoDelCuerpo {
      campos.cuerpo = try CamposDeArticulo.cuerpo(de: archivo)
    }
    if let archivo = opciones.archivo {
      campos = campos.completados(con: try CamposDeArticulo.deArchivo(archivo))
    }
    let editor = EditorModel(reintentos: reintentos)
    let guardado: Articulo
    let accion: String
    if campos.id == nil, let id = campos.idDeLaNota {
      // A Markdown note names its article, which may not exist yet (as in an import).
      let cambios = CambiosDeArticulo(
        titulo: campos.titulo, cuerpo: campos.cuerpo, etiquetas: campos.etiquetas)
      let resultado = try await conCliente(.guardar) {
        try await editor.guardar(cambios, en: id)
      }
      guardado = resultado.articulo
      accion = resultado.creado ? "creado" : "actualizado"
    } else if let dado = campos.id {
      let id = try await resolver(dado, en: .guardar).id
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
}
