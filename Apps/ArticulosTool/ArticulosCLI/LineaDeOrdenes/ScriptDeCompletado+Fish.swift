extension ScriptDeCompletado {
  /// The fish script: one `complete` line per subcommand, option and argument; file names only
  /// where a path is expected.
  static func fish() -> String {
    let todos = palabrasDeSubcomando.joined(separator: " ")
    var lineas = [
      cabecera(.fish),
      "# Save it as ~/.config/fish/completions/articulos.fish.",
      "",
      "complete -c articulos -f",
    ]
    for subcomando in Subcomando.allCases {
      lineas.append(
        "complete -c articulos -n 'not __fish_seen_subcommand_from \(todos)' "
          + "-a \(subcomando.nombre) -d \(comillasDeFish(subcomando.resumen))")
    }
    lineas.append(
      "complete -c articulos -n 'not __fish_seen_subcommand_from \(todos)' -a help "
        + "-d \(comillasDeFish(resumenDeAyuda))")
    let nombres = Subcomando.allCases.map(\.nombre).joined(separator: " ")
    lineas.append(
      "complete -c articulos -n '__fish_seen_subcommand_from help; "
        + "and not __fish_seen_subcommand_from \(nombres)' -a '\(nombres)'")
    for opcion in OpcionesGlobales.especificaciones {
      lineas.append("complete -c articulos " + opcionEnFish(opcion))
    }
    for subcomando in Subcomando.allCases {
      let condicion = "-n '__fish_seen_subcommand_from \(subcomando.nombre)'"
      for opcion in subcomando.opciones {
        lineas.append("complete -c articulos \(condicion) " + opcionEnFish(opcion))
      }
      for argumento in subcomando.argumentos {
        switch argumento.clase {
        case .libre: break
        case .archivo: lineas.append("complete -c articulos \(condicion) -F")
        case .eleccion(let palabras):
          // One word is the whole argument: once it is there, fish offers it no more.
          let lista = palabras.joined(separator: " ")
          lineas.append(
            "complete -c articulos -n '__fish_seen_subcommand_from \(subcomando.nombre); and "
              + "not __fish_seen_subcommand_from \(lista)' -a '\(lista)'")
        }
      }
    }
    return lineas.joined(separator: "\n")
  }

  /// The arguments of `complete` for one option: its names, whether it takes a value and what
  /// the value may be, and its description.
  private static func opcionEnFish(_ opcion: EspecificacionDeOpcion) -> String {
    var partes: [String] = []
    if let alias = opcion.alias { partes.append("-s \(alias.dropFirst())") }
    partes.append("-l \(opcion.nombre.dropFirst(2))")
    if opcion.tomaValor {
      switch opcion.clase {
      case .libre: partes.append("-x")
      case .archivo: partes.append("-r -F")
      case .eleccion(let palabras): partes.append("-x -a '\(palabras.joined(separator: " "))'")
      }
    }
    partes.append("-d " + comillasDeFish(primeraFrase(opcion.ayuda)))
    return partes.joined(separator: " ")
  }

  /// `texto` in fish's single quotes, its backslashes and quotes escaped.
  private static func comillasDeFish(_ texto: String) -> String {
    "'"
      + texto.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "'", with: "\\'") + "'"
  }
}
