import AppCore
import ArticulosInterface
import Foundation

extension Subcomando {
  /// `save`: creates an article, or updates one with `--id`.
  static let guardar = Subcomando(
    nombre: "save", resumen: "Create an article, or update one with --id.",
    opciones: [
      EspecificacionDeOpcion(
        nombre: "--id", valor: "id",
        ayuda: "Update the article with this id (or the one prefix of it names); fields not "
          + "given are kept."),
      EspecificacionDeOpcion(nombre: "--title", valor: "title", ayuda: "The title."),
      EspecificacionDeOpcion(
        nombre: "--body", valor: "body",
        ayuda: "The body; '-' reads it from standard input, to its end."),
      EspecificacionDeOpcion(
        nombre: "--body-file", valor: "file",
        ayuda: "Read the body from this file (a pipe such as <(cmd) works too); the "
          + "newlines that end it are dropped.",
        clase: .archivo),
      EspecificacionDeOpcion(
        nombre: "--tags", valor: "tags",
        ayuda: "Comma-separated tags, such as 'café,recetas' (an empty value clears them)."),
      EspecificacionDeOpcion(
        nombre: "--file", valor: "file",
        ayuda: "A JSON object with titulo, cuerpo, etiquetas (and id), or a Markdown note "
          + "read as import reads one (saved under the id import gives it); options win "
          + "over it. '-' reads it from standard input; a pipe such as <(cmd) works too.",
        clase: .archivo),
    ],
    soloLee: false,
    discusion:
      "Without --id, creates an article with a new id. With --id, updates that article: the "
      + "fields given replace the old ones, the others are kept. The article is checked "
      + "before anything is sent (\(Ayuda.limites)); an invalid one ends with exit code 64. The "
      + "same limits hold for import and copy, so whatever export writes imports again. "
      + "A Markdown note given to --file is read as import reads it and saved under the id "
      + "import gives it: created the first time, updated after. --body - and --body-file "
      + "take the body from standard input or a file, for bodies too long or too awkward "
      + "to quote. Writing needs a token.",
    ejemplos: [
      "articulos save --title \"Café\" --body \"Moler justo antes.\" --tags café,receta",
      "articulos save --id 00000000-0000-0000-0000-000000000001 --title \"Otro\"",
      "articulos save --file articulo.json",
      "articulos save --file notas/cafe.md",
      "articulos save --title \"Borrador\" --body-file borrador.txt",
      "git log -1 --format=%B | articulos save --title \"Último cambio\" --body -",
    ],
    comando: Guardar.self)
}

/// `save`: the fields given, to create an article or update one.
struct Guardar: ComandoDeArticulos {
  static var subcomando: Subcomando { .guardar }

  /// The fields, and the files to read them from when it runs.
  var campos: CamposDeArticulo

  /// Reads the fields, checked for what can be known before reading any file.
  static func leer(
    _ lectura: LecturaDeSubcomando, entorno: [String: String]
  ) throws(ErrorDeUso) -> Guardar {
    try lectura.posicionales(exactamente: 0)
    let valores = lectura.valores
    var campos = CamposDeArticulo()
    if let texto = valores["--id"] { campos.id = try lectura.id(texto, de: "'--id <id>'") }
    campos.titulo = valores["--title"]
    if let cuerpo = valores["--body"] {
      guard valores["--body-file"] == nil else {
        throw lectura.error("Give the body with --body or with --body-file, not both.")
      }
      if cuerpo == "-" { campos.archivoDelCuerpo = "-" } else { campos.cuerpo = cuerpo }
    }
    if let archivo = valores["--body-file"] {
      guard !archivo.isEmpty else {
        throw lectura.error("The value of '--body-file <file>' is empty.")
      }
      campos.archivoDelCuerpo = archivo
    }
    campos.etiquetas = valores["--tags"].map(CamposDeArticulo.etiquetas(de:))
    if let archivo = valores["--file"] {
      guard !archivo.isEmpty else { throw lectura.error("The value of '--file <file>' is empty.") }
      campos.archivo = archivo
    }
    if campos.archivo == "-", campos.archivoDelCuerpo == "-" {
      throw lectura.error(
        "Standard input can be read once: give the file or the body from it, not both.")
    }
    if campos.estaVacio {
      throw lectura.error("Nothing to save: give --title, --body, --body-file, --tags or --file.")
    }
    if campos.id == nil, campos.archivo == nil, campos.titulo == nil {
      throw lectura.error(
        "A new article needs a title: pass --title or --file, or --id to update an article.")
    }
    return Guardar(campos: campos)
  }

  /// Runs ``Ejecutor/guardar(_:)``.
  func ejecutar(en ejecutor: Ejecutor) async throws(FalloDeEjecucion) {
    try await ejecutor.guardar(campos)
  }
}

extension Comando {
  /// `save`: see ``Guardar``.
  static func guardar(_ campos: CamposDeArticulo) -> Comando {
    Comando(Guardar(campos: campos))
  }
}

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
