extension ScriptDeCompletado {
  /// The bash script: one function over `COMP_WORDS` and `COMP_CWORD`, registered with
  /// `complete -F`; it needs no bash-completion package.
  static func bash() -> String {
    let globales = OpcionesGlobales.especificaciones
    // Every option that takes a value, so the walk over the words skips the values.
    let tomanValor = Set(
      (globales + Subcomando.allCases.flatMap(\.opciones)).filter(\.tomaValor).map(\.nombre)
    ).sorted().joined(separator: "|")
    let opcionesGlobales = globales.flatMap(nombres(de:)).joined(separator: " ")
    var contextos = [
      "    \"\") opts=\"\(opcionesGlobales)\"; words=\"\(palabrasDeSubcomando.joined(separator: " "))\" ;;",
      "    help) words=\"\(Subcomando.allCases.map(\.nombre).joined(separator: " "))\"; max=1 ;;",
    ]
    var valores: [String] = []
    for subcomando in Subcomando.allCases {
      let opciones = opciones(de: subcomando).flatMap(nombres(de:)).joined(separator: " ")
      let palabras = subcomando.argumentos.flatMap(\.clase.palabras).joined(separator: " ")
      let archivos = subcomando.argumentos.contains { $0.clase == .archivo } ? "1" : ""
      // NB: Without a repeatable argument, a subcommand takes at most this many.
      let maximo =
        subcomando.argumentos.contains(where: \.repetible) ? "" : "\(subcomando.argumentos.count)"
      contextos.append(
        "    \(subcomando.nombre)) opts=\"\(opciones)\"; words=\"\(palabras)\"; "
          + "files=\"\(archivos)\"; max=\"\(maximo)\" ;;")
      for opcion in subcomando.opciones where opcion.tomaValor {
        valores.append(valorEnBash(opcion, patron: "\"\(subcomando.nombre) \(opcion.nombre)\""))
      }
    }
    for opcion in globales where opcion.tomaValor {
      valores.append(valorEnBash(opcion, patron: "*\" \(opcion.nombre)\""))
    }
    return """
      \(cabecera(.bash))
      # Load it with: source <(articulos completion bash)

      # Line by line, so a file name with spaces stays one word (no mapfile: bash 3.2 has none).
      __articulos_palabras() {
        local palabra
        COMPREPLY=()
        while IFS= read -r palabra; do COMPREPLY+=("$palabra"); done < <(compgen -W "$1" -- "$2")
      }

      __articulos_archivos() {
        local archivo
        compopt -o filenames 2>/dev/null
        while IFS= read -r archivo; do COMPREPLY+=("$archivo"); done < <(compgen -f -- "$1")
      }

      _articulos() {
        local cur prev sub="" word opts="" words="" files="" max="" given=0 i=1
        COMPREPLY=()
        cur="${COMP_WORDS[COMP_CWORD]}"
        prev="${COMP_WORDS[COMP_CWORD-1]}"
        # bash splits --sort=title at the '=': complete the value after it.
        if [[ "$cur" == "=" ]]; then
          cur=""
        elif [[ "$prev" == "=" ]]; then
          prev="${COMP_WORDS[COMP_CWORD-2]}"
        fi
        # The words before the cursor that are neither options nor options' values: the
        # first is the subcommand, the others its arguments so far.
        while (( i < COMP_CWORD )); do
          word="${COMP_WORDS[i]}"
          case "$word" in
            \(tomanValor))
              if [[ "${COMP_WORDS[i+1]}" == "=" ]]; then (( i += 2 )); else (( i += 1 )); fi ;;
            -*|=) ;;
            *) if [[ -z "$sub" ]]; then sub="$word"; else (( given += 1 )); fi ;;
          esac
          (( i += 1 ))
        done
        case "$sub" in
      \(contextos.joined(separator: "\n"))
          *) opts="\(opcionesGlobales)" ;;
        esac
        # Once the subcommand has all its arguments (help and show take one), offer none more.
        if [[ -n "$max" ]] && (( given >= max )); then words=""; files=""; fi
        case "$sub $prev" in
      \(valores.joined(separator: "\n"))
        esac
        if [[ "$cur" == -* || ( -z "$words" && -z "$files" ) ]]; then
          __articulos_palabras "$opts" "$cur"
        else
          __articulos_palabras "$words" "$cur"
          if [[ -n "$files" ]]; then __articulos_archivos "$cur"; fi
        fi
        return 0
      }

      complete -F _articulos articulos
      """
  }

  /// The branch of bash's `case "$sub $prev"` that completes `opcion`'s value.
  private static func valorEnBash(_ opcion: EspecificacionDeOpcion, patron: String) -> String {
    switch opcion.clase {
    case .libre: "    \(patron)) return 0 ;;"
    case .archivo: "    \(patron)) __articulos_archivos \"$cur\"; return 0 ;;"
    case .eleccion(let palabras):
      "    \(patron)) __articulos_palabras \"\(palabras.joined(separator: " "))\" \"$cur\"; "
        + "return 0 ;;"
    }
  }
}
