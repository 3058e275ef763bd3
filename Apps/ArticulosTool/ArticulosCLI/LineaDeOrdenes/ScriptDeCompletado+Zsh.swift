extension ScriptDeCompletado {
  /// The zsh script: an `_arguments` specification per subcommand, for the completion system
  /// (`compinit`); it works from a file named `_articulos` in `$fpath` or sourced.
  static func zsh() -> String {
    let globales = OpcionesGlobales.especificaciones.flatMap {
      opcionEnZsh($0, entre: OpcionesGlobales.especificaciones)
    }
    let subcomandos = Subcomando.allCases.map { "'\($0.nombre):\(comillasDeZsh($0.resumen))'" }
    var ramas: [String] = []
    for subcomando in Subcomando.allCases {
      let especificaciones =
        subcomando.opciones.flatMap { opcionEnZsh($0, entre: subcomando.opciones) }
        + subcomando.argumentos.map(argumentoEnZsh)
      ramas.append("        (\(subcomando.nombre))")
      ramas.append(
        "          _arguments $globales"
          + especificaciones.map { " \\\n            \($0)" }.joined() + " && ret=0")
      ramas.append("          ;;")
    }
    let nombres = Subcomando.allCases.map(\.nombre).joined(separator: " ")
    return """
      #compdef articulos
      \(cabecera(.zsh))
      # Save it as _articulos in a folder of $fpath, before compinit runs.

      _articulos() {
        local curcontext="$curcontext" state line ret=1
        local -a globales subcomandos
        globales=(
      \(globales.map { "    \($0)" }.joined(separator: "\n"))
        )
        _arguments -C $globales ': :->subcomando' '*:: :->argumentos' && ret=0
        case $state in
          (subcomando)
            subcomandos=(
      \(subcomandos.map { "        \($0)" }.joined(separator: "\n"))
              'help:\(comillasDeZsh(resumenDeAyuda))'
            )
            _describe -t subcommands 'articulos subcommand' subcomandos && ret=0
            ;;
          (argumentos)
            curcontext="${curcontext%:*:*}:articulos-$words[1]:"
            case $words[1] in
      \(ramas.joined(separator: "\n"))
              (help)
                _arguments ':subcommand:(\(nombres))' && ret=0
                ;;
            esac
            ;;
        esac
        return ret
      }

      if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
        _articulos "$@"
      else
        compdef _articulos articulos
      fi
      """
  }

  /// The `_arguments` specifications of `opcion`, one per spelling, quoted: the options it
  /// excludes (or that exclude it) among `vecinas` in parentheses, `*` when it repeats, and its
  /// value's completion.
  private static func opcionEnZsh(
    _ opcion: EspecificacionDeOpcion, entre vecinas: [EspecificacionDeOpcion]
  ) -> [String] {
    var excluidas = opcion.excluye
    excluidas += vecinas.filter { $0.excluye.contains(opcion.nombre) }.map(\.nombre)
    if !opcion.repetible { excluidas += nombres(de: opcion) }
    let exclusion = excluidas.isEmpty ? "" : "(\(excluidas.joined(separator: " ")))"
    let descripcion = "[\(escaparEnZsh(primeraFrase(opcion.ayuda)))]"
    var valor = ""
    if let marcador = opcion.valor {
      valor = ":\(marcador):" + accionEnZsh(opcion.clase)
    }
    return nombres(de: opcion).map { nombre in
      let forma = opcion.tomaValor && nombre.hasPrefix("--") ? nombre + "=" : nombre
      let repeticion = opcion.repetible ? "*" : ""
      return "'\(comillasDeZsh(exclusion + repeticion + forma + descripcion + valor))'"
    }
  }

  /// The `_arguments` specification of a positional argument, quoted.
  private static func argumentoEnZsh(_ argumento: EspecificacionDeArgumento) -> String {
    let prefijo = argumento.repetible ? "*:" : (argumento.opcional ? "::" : ":")
    return "'\(comillasDeZsh(prefijo + argumento.nombre + ":" + accionEnZsh(argumento.clase)))'"
  }

  /// What zsh offers for a value: nothing (a space), files, or the words in parentheses.
  private static func accionEnZsh(_ clase: ClaseDeValor) -> String {
    switch clase {
    case .libre: " "
    case .archivo: "_files"
    case .eleccion(let palabras): "(\(palabras.joined(separator: " ")))"
    }
  }

  /// A description inside `_arguments`' brackets: its brackets, colons and backslashes escaped.
  private static func escaparEnZsh(_ texto: String) -> String {
    var escapado = ""
    for caracter in texto {
      if "[]:\\".contains(caracter) { escapado.append("\\") }
      escapado.append(caracter)
    }
    return escapado
  }

  /// Text for inside zsh's single quotes: each `'` becomes `'\''`.
  private static func comillasDeZsh(_ texto: String) -> String {
    texto.replacingOccurrences(of: "'", with: "'\\''")
  }
}
