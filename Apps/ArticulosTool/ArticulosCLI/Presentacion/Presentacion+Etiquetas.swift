extension Presentacion {
  /// The tags of `--tag` in a sentence: `the tag 'café'`, `the tags 'café' and 'recetas'`.
  ///
  /// ```swift
  /// Presentacion.nombrar(["cultura"])              // the tag 'cultura'
  /// Presentacion.nombrar(["a", "b", "c"])          // the tags 'a', 'b' and 'c'
  /// ```
  static func nombrar(_ etiquetas: [String]) -> String {
    let citadas = etiquetas.map { "'\($0)'" }
    guard let ultima = citadas.last else { return "no tags" }
    guard citadas.count > 1 else { return "the tag \(ultima)" }
    return "the tags \(citadas.dropLast().joined(separator: ", ")) and \(ultima)"
  }

  /// The words of the `--tag` options that ask for `etiquetas` again (``OrdenDeShell`` quotes
  /// them); `--tag=-x` for a tag that starts with `-`, which would otherwise read as an option.
  ///
  /// ```swift
  /// Presentacion.opciones(de: ["cultura", "-x"])  // ["--tag", "cultura", "--tag=-x"]
  /// ```
  static func opciones(de etiquetas: [String]) -> [String] {
    etiquetas.flatMap { etiqueta in
      etiqueta.hasPrefix("-") ? ["--tag=\(etiqueta)"] : ["--tag", etiqueta]
    }
  }

  /// What `export` says at the end: how many it wrote, where, and which tags it kept to.
  ///
  /// ```swift
  /// Presentacion.exportacion(3, a: "a.json", etiquetas: [])         // Exported 3 articles to a.json.
  /// Presentacion.exportacion(0, a: nil, etiquetas: ["x"])
  /// // Exported 0 articles: none has the tag 'x'.
  /// ```
  static func exportacion(_ exportados: Int, a archivo: String?, etiquetas: [String]) -> String {
    var texto = "Exported \(Plural.contar(exportados, "article"))"
    if !etiquetas.isEmpty, exportados > 0 { texto += " with \(nombrar(etiquetas))" }
    if let archivo { texto += " to \(archivo)" }
    if !etiquetas.isEmpty, exportados == 0 {
      texto +=
        etiquetas.count == 1
        ? ": none has \(nombrar(etiquetas))" : ": none has every one of \(nombrar(etiquetas))"
    }
    return texto + "."
  }
}
