/// Why an import could not even start: its source or its resume state is unusable.
///
/// Problems with single articles are not errors: they are reported in
/// ``PlanDeImportacion/invalidos`` and the rest is imported.
///
/// ```swift
/// do {
///   let plan = try importador.preparar(fuente)
/// } catch {
///   print(error)  // The file 'x.json' is not a JSON array of articles: ...
/// }
/// ```
public enum ErrorDeImportacion: Error, Hashable, Sendable, CustomStringConvertible {
  /// Nothing exists at this path.
  ///
  /// ```swift
  /// try FuenteDeImportacion(ruta: URL(fileURLWithPath: "falta.json"))  // throws .noExiste
  /// ```
  case noExiste(String)
  /// The file or folder exists but cannot be read.
  ///
  /// ```swift
  /// ErrorDeImportacion.ilegible(ruta: "r", motivo: "m").description  // "Cannot read 'r': m."
  /// ```
  case ilegible(ruta: String, motivo: String)
  /// The file is not a JSON array of articles; the detail says where and why.
  ///
  /// ```swift
  /// try importador.preparar(.datosJSON(Data("[{".utf8), origen: "malo.json"))
  /// // throws .jsonInvalido(ruta: "malo.json", detalle: ...)
  /// ```
  case jsonInvalido(ruta: String, detalle: String)
  /// The file is neither JSON (its name does not end in `.json` and it does not start with `[`
  /// or `{`) nor Markdown (no `.md` name, no `#` or `---` at its start).
  ///
  /// ```swift
  /// catch ErrorDeImportacion.niJSONNiMarkdown(let ruta) { print("\(ruta): what is it?") }
  /// ```
  case niJSONNiMarkdown(String)
  /// The folder holds no `.md` file.
  ///
  /// ```swift
  /// catch ErrorDeImportacion.sinMarkdown(let carpeta) { print("no .md file in \(carpeta)") }
  /// ```
  case sinMarkdown(String)
  /// The path names something that is not a regular file nor a folder, such as `/dev/null` or
  /// a FIFO: `tipo` says what it is.
  ///
  /// ```swift
  /// try FuenteDeImportacion(ruta: URL(fileURLWithPath: "/dev/null"))  // fine: a path exists
  /// try importador.preparar(.json(URL(fileURLWithPath: "/dev/null")))  // throws .noEsUnArchivo
  /// ```
  case noEsUnArchivo(ruta: String, tipo: String)
  /// The resume state belongs to another source.
  ///
  /// ```swift
  /// try importador.preparar(.json(URL(fileURLWithPath: "uno.json")), reanudando: estadoDeOtro)
  /// // throws .estadoDeOtroOrigen(esperado: ".../uno.json", encontrado: ".../otro.json")
  /// ```
  case estadoDeOtroOrigen(esperado: String, encontrado: String)
  /// The source has changed since the resume state was saved: what it says was sent may no
  /// longer be what the source holds, so it cannot be trusted to skip anything.
  ///
  /// ```swift
  /// try importador.preparar(fuenteEditada, reanudando: estado)  // throws .fuenteCambiada
  /// try importador.preparar(fuenteEditada)  // start over: ids are stable, nothing duplicates
  /// ```
  case fuenteCambiada(String)
  /// The source changed between the plan and the sending (an entry more or less, another
  /// content), so the import stopped: what was sent before is saved, what the plan said of
  /// the rest no longer holds.
  ///
  /// ```swift
  /// let plan = try importador.preparar(.json(url))
  /// // the file is edited here
  /// let resultado = await importador.importar(plan)
  /// resultado.fuenteInterrumpida  // "'/…/articulos.json' changed while it was imported. …"
  /// ```
  case cambioDuranteLaImportacion(String)

  /// The message for a person, with what to do.
  ///
  /// ```swift
  /// print(ErrorDeImportacion.noExiste("a.json"))  // Nothing exists at 'a.json'. ...
  /// ```
  public var description: String {
    switch self {
    case .noExiste(let ruta):
      "Nothing exists at '\(ruta)'. Give a JSON file or a folder of Markdown files."
    case .ilegible(let ruta, let motivo):
      "Cannot read '\(ruta)': \(motivo)."
    case .jsonInvalido(let ruta, let detalle):
      """
      The file '\(ruta)' is not \(Self.formato(de: ruta)) of articles: \(detalle). Each entry \
      needs at least "titulo" and "cuerpo"; "id", "etiquetas", "creado" and "actualizado" are \
      optional.
      """
    case .niJSONNiMarkdown(let ruta):
      """
      The file '\(ruta)' is neither JSON nor Markdown: give a JSON array of articles (a .json \
      file, or one starting with '['), JSON Lines (a .jsonl file, or one starting with '{'), a \
      Markdown file (.md) or a folder of Markdown files.
      """
    case .sinMarkdown(let ruta):
      "The folder '\(ruta)' has no Markdown (.md) file to import."
    case .noEsUnArchivo(let ruta, let tipo):
      """
      '\(ruta)' is \(tipo), not a file: import reads a JSON file or a folder of Markdown \
      files (it must be able to read them again to resume). Save the data to a file first.
      """
    case .estadoDeOtroOrigen(let esperado, let encontrado):
      """
      The saved progress belongs to '\(encontrado)', not to '\(esperado)'. Remove it to start \
      over, or import the source it belongs to.
      """
    case .fuenteCambiada(let ruta):
      """
      '\(ruta)' has changed since the interrupted import, so its saved progress no longer \
      applies. Import it again from the start: articles already saved are updated, not \
      duplicated.
      """
    case .cambioDuranteLaImportacion(let ruta):
      """
      '\(ruta)' changed while it was imported, so the import stopped there. Import it again \
      once it no longer changes: articles already saved are updated, not duplicated.
      """
    }
  }

  /// What a JSON source should be, by its name: JSON Lines for `.jsonl`, a JSON array otherwise.
  private static func formato(de ruta: String) -> String {
    ruta.lowercased().hasSuffix(".jsonl") ? "JSON Lines" : "a JSON array"
  }
}
