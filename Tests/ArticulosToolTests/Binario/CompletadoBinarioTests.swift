import Foundation
import Testing
import TestSupport

@testable import ArticulosCLI

/// The folder of the built `articulos`, first on `PATH`, so a shell finds it by name.
private func entornoConArticulos() throws -> [String: String] {
  let carpeta = try ProcesoArticulos.ejecutable().deletingLastPathComponent().path
  let ruta = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  return ["PATH": carpeta + ":" + ruta]
}

/// A word quoted for a POSIX shell (and for fish, which reads `'...'` the same way when the word
/// holds no quote or backslash).
private func citado(_ palabra: String) -> String { "'" + palabra + "'" }

/// What bash offers for each command line of `casos`, in one bash process that loads the script
/// as a person does (`source <(articulos completion bash)`) and calls its function with
/// `COMP_WORDS` and `COMP_CWORD` set as bash sets them (`--sort=ti` is three words there).
private func completarEnBash(
  _ casos: [[String]], directorio: String? = nil
) async throws -> [[String]] {
  var programa = """
    source <(articulos completion bash) || exit 3
    completar() {
      COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=()
      _articulos
      printf '%s\\n' "${COMPREPLY[@]}"
      echo '@@'
    }

    """
  for caso in casos {
    programa += "completar " + caso.map(citado).joined(separator: " ") + "\n"
  }
  let resultado = try await ProcesoArticulos(
    ["--noprofile", "--norc", "-c", programa], entorno: try entornoConArticulos(),
    directorio: directorio, programa: try ProgramaDelSistema.ruta("bash")
  ).resultado()
  try #require(resultado.codigo == 0, "\(resultado)")
  #expect(resultado.error.isEmpty, "\(resultado)")
  let bloques = resultado.salida.components(separatedBy: "@@\n").dropLast()
  try #require(bloques.count == casos.count, "\(resultado)")
  return bloques.map { $0.split(separator: "\n").map(String.init) }
}

/// What fish offers for each command line of `casos` (`complete -C`), in one fish process that
/// loads the script as `~/.config/fish/completions/articulos.fish` would be.
private func completarEnFish(
  _ casos: [String], directorio: String? = nil
) async throws
  -> [[String]]
{
  var programa = "articulos completion fish | source; or exit 3\n"
  for caso in casos {
    programa += "complete -C \(citado(caso)); echo '@@'\n"
  }
  let resultado = try await ProcesoArticulos(
    ["--no-config", "-c", programa], entorno: try entornoConArticulos(),
    directorio: directorio, programa: try ProgramaDelSistema.ruta("fish")
  ).resultado()
  try #require(resultado.codigo == 0, "\(resultado)")
  #expect(resultado.error.isEmpty, "\(resultado)")
  let bloques = resultado.salida.components(separatedBy: "@@\n").dropLast()
  try #require(bloques.count == casos.count, "\(resultado)")
  return bloques.map { bloque in
    bloque.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
  }
}

/// Every option a subcommand accepts, its own and the global ones, as the spec lists them.
private func opciones(de subcomando: Subcomando) -> [EspecificacionDeOpcion] {
  subcomando.opciones + OpcionesGlobales.especificaciones
}

@Suite("Shell completion, run by the shells themselves")
struct CompletadoBinarioTests {
  @Test("bash loads the script and completes subcommands, options and their values")
  func bash() async throws {
    let registro = try await ProcesoArticulos(
      [
        "--noprofile", "--norc", "-c", "source <(articulos completion bash); complete -p articulos",
      ],
      entorno: try entornoConArticulos(), programa: try ProgramaDelSistema.ruta("bash")
    ).resultado()
    #expect(registro.codigo == 0, "\(registro)")
    #expect(registro.salida == "complete -F _articulos articulos\n", "\(registro)")

    let respuestas = try await completarEnBash([
      ["articulos", "li"], ["articulos", "list", "--so"], ["articulos", "list", "--sort", ""],
      ["articulos", "list", "--sort", "=", "ti"], ["articulos", "export", "--format", ""],
      ["articulos", "--color", "n"], ["articulos", "completion", ""],
      ["articulos", "--api", "=", "http://x", "list", "--so"], ["articulos", "help", "sh"],
      ["articulos", "list", "--limit", ""], ["articulos", "help", "list", ""],
      ["articulos", "completion", "bash", ""], ["articulos", "--json", "help", "list", "s"],
    ])
    #expect(respuestas[0] == ["list"])
    #expect(respuestas[1] == ["--sort"])
    #expect(respuestas[2] == ["id", "title", "updated"])
    #expect(respuestas[3] == ["title"])
    #expect(respuestas[4] == ["json", "jsonl"])
    #expect(respuestas[5] == ["never"])
    #expect(respuestas[6] == ["bash", "zsh", "fish"])
    #expect(respuestas[7] == ["--sort"])
    #expect(respuestas[8] == ["show"])
    #expect(respuestas[9] == [], "a number is not completed, nor an option offered in its place")
    #expect(respuestas[10] == [], "help takes one subcommand")
    #expect(
      respuestas[11]
        == opciones(de: .completado).flatMap { [$0.alias, $0.nombre].compactMap(\.self) },
      "completion takes one shell; then only its options are left")
    #expect(respuestas[12] == [], "help takes one subcommand, after a global option too")

    let carpeta = try CarpetaTemporal()
    try carpeta.escribir("mis notas.json", "[]")
    let archivos = try await completarEnBash(
      [["articulos", "import", "mis"], ["articulos", "import", "mis notas.json", "mis"]],
      directorio: carpeta.ruta)
    #expect(archivos[0] == ["mis notas.json"], "a file name with a space stays one word")
    #expect(archivos[1] == [], "import takes one path")
  }

  @Test("bash completes every subcommand, every option of the spec, and each value's kind")
  func bashSigueLaEspecificacion() async throws {
    let carpeta = try CarpetaTemporal()
    try carpeta.escribir("notas.json", "[]")
    var casos: [[String]] = [["articulos", ""]]
    var esperados: [[String]] = [Subcomando.allCases.map(\.nombre) + ["help"]]
    for subcomando in Subcomando.allCases {
      casos.append(["articulos", subcomando.nombre, "-"])
      esperados.append(
        opciones(de: subcomando).flatMap { [$0.alias, $0.nombre].compactMap(\.self) })
      for opcion in opciones(de: subcomando) where opcion.tomaValor {
        casos.append(["articulos", subcomando.nombre, opcion.nombre, "not"])
        switch opcion.clase {
        case .libre: esperados.append([])
        case .archivo: esperados.append(["notas.json"])
        case .eleccion(let palabras):
          casos[casos.count - 1][3] = ""
          esperados.append(palabras)
        }
      }
      for argumento in subcomando.argumentos where argumento.clase != .libre {
        casos.append(["articulos", subcomando.nombre, argumento.clase == .archivo ? "not" : ""])
        esperados.append(argumento.clase == .archivo ? ["notas.json"] : argumento.clase.palabras)
      }
    }
    let respuestas = try await completarEnBash(casos, directorio: carpeta.ruta)
    for (caso, (respuesta, esperado)) in zip(casos, zip(respuestas, esperados)) {
      #expect(respuesta == esperado, "\(caso.joined(separator: " "))<TAB>")
    }
  }

  @Test(
    "zsh loads the script from $fpath and by source, and compinit registers it",
    .enabled(if: ProgramaDelSistema.instalado("zsh"), ProgramaDelSistema.ausente("zsh")))
  func zsh() async throws {
    let carpeta = try CarpetaTemporal()
    let script = try await ProcesoArticulos.ejecutar(["completion", "zsh"])
    try #require(script.codigo == 0, "\(script)")
    try carpeta.escribir("zfunc/_articulos", script.salida)
    let programa = """
      zsh -n zfunc/_articulos || exit 4
      fpath=(\(carpeta.ruta(de: "zfunc")) $fpath)
      autoload -Uz compinit && compinit -u -D
      print -r -- "fpath: $_comps[articulos]"
      unset '_comps[articulos]'
      source <(articulos completion zsh)
      print -r -- "source: $_comps[articulos]"
      (( $+functions[_articulos] )) && print -r -- defined
      """
    let resultado = try await ProcesoArticulos(
      ["-f", "-c", programa], entorno: try entornoConArticulos(), directorio: carpeta.ruta,
      programa: try ProgramaDelSistema.ruta("zsh")
    ).resultado()
    #expect(resultado.codigo == 0, "\(resultado)")
    #expect(resultado.error.isEmpty, "\(resultado)")
    #expect(resultado.salida == "fpath: _articulos\nsource: _articulos\ndefined\n", "\(resultado)")
  }

  @Test(
    "zsh completes on a terminal: a subcommand on Tab, the values of --sort and --format",
    .enabled(if: ProgramaDelSistema.instalado("zsh"), ProgramaDelSistema.ausente("zsh")))
  func zshEnUnTerminal() async throws {
    let carpeta = try CarpetaTemporal()
    let script = try await ProcesoArticulos.ejecutar(["completion", "zsh"])
    try #require(script.codigo == 0, "\(script)")
    try carpeta.escribir("zfunc/_articulos", script.salida)
    // NB: zsh completes only in its line editor, so an interactive zsh runs on a
    // pseudo-terminal (zsh/zpty); Ctrl-D lists the choices, Tab inserts the only one. Each read
    // waits for the text it needs, so a completion that never comes ends at the time limit.
    // The keys are typed only once the prompt after READY is shown: before that the terminal is
    // still in cooked mode, where Ctrl-D is end-of-file, not a key for the line editor (a
    // loaded machine hit that window). The prompt `P%%P> ` shows as `P%P> `, a text that the
    // echo of the typed command does not hold.
    let programa = """
      zmodload zsh/zpty || exit 5
      zpty z 'zsh -f -i'
      zpty -w z 'PS1="P%%P> "; fpath=(\(carpeta.ruta(de: "zfunc")) $fpath)'
      zpty -w z 'autoload -Uz compinit; compinit -u -D; print RE""ADY'
      zpty -r z salida '*READY*P%P> *'
      zpty -w -n z $'articulos list --sort \\x04'
      zpty -r z salida '*updated*'
      print -r -- "SORT: $salida"
      zpty -w -n z $'\\x15articulos export --format \\x04'
      zpty -r z salida '*jsonl*'
      print -r -- "FORMAT: $salida"
      zpty -w -n z $'\\x15articulos li\\t'
      zpty -r z salida '*list *'
      print -r -- "LI: $salida"
      zpty -d z
      """
    let resultado = try await ProcesoArticulos(
      ["-f", "-c", programa], entorno: try entornoConArticulos(), directorio: carpeta.ruta,
      programa: try ProgramaDelSistema.ruta("zsh")
    ).resultado(limite: .seconds(60))
    #expect(resultado.codigo == 0, "\(resultado)")
    let texto = resultado.salida.replacingOccurrences(
      of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
    let sort = texto.components(separatedBy: "SORT: ").last ?? ""
    #expect(sort.contains("id") && sort.contains("title") && sort.contains("updated"), "\(texto)")
    #expect(
      texto.components(separatedBy: "FORMAT: ").last?.contains("json") == true, "\(texto)")
    #expect(
      texto.components(separatedBy: "LI: ").last?.contains("articulos list ") == true,
      "\(texto)")
  }

  @Test(
    "fish completes subcommands, every option of the spec and each value's kind",
    .enabled(if: ProgramaDelSistema.instalado("fish"), ProgramaDelSistema.ausente("fish")))
  func fish() async throws {
    let carpeta = try CarpetaTemporal()
    try carpeta.escribir("notas.json", "[]")
    var casos = [
      "articulos li", "articulos list --so", "articulos ", "articulos help list ",
      "articulos completion bash ",
    ]
    var esperados: [[String]] = [
      ["list"], ["--sort"], Subcomando.allCases.map(\.nombre) + ["help"], [], [],
    ]
    for subcomando in Subcomando.allCases {
      casos.append("articulos \(subcomando.nombre) --")
      esperados.append(opciones(de: subcomando).map(\.nombre))
      for opcion in opciones(de: subcomando) {
        switch opcion.clase {
        case .libre: continue
        case .archivo:
          casos.append("articulos \(subcomando.nombre) \(opcion.nombre) not")
          esperados.append(["notas.json"])
        case .eleccion(let palabras):
          casos.append("articulos \(subcomando.nombre) \(opcion.nombre) ")
          esperados.append(palabras)
        }
      }
      for argumento in subcomando.argumentos where argumento.clase != .libre {
        let archivo = argumento.clase == .archivo
        casos.append("articulos \(subcomando.nombre) " + (archivo ? "not" : ""))
        esperados.append(archivo ? ["notas.json"] : argumento.clase.palabras)
      }
    }
    let respuestas = try await completarEnFish(casos, directorio: carpeta.ruta)
    for (caso, (respuesta, esperado)) in zip(casos, zip(respuestas, esperados)) {
      #expect(Set(respuesta) == Set(esperado), "\(caso)<TAB>")
    }
  }

  @Test(
    "completion without a shell, or with another one, is a usage error naming the three",
    arguments: [["completion"], ["completion", "tcsh"], ["completion", "bash", "zsh"]])
  func shellIncorrecto(argumentos: [String]) async throws {
    let resultado = try await ProcesoArticulos.ejecutar(argumentos)
    #expect(resultado.codigo == 64, "\(resultado)")
    #expect(resultado.salida.isEmpty)
    #expect(resultado.error.contains("Usage: articulos completion bash|zsh|fish"), "\(resultado)")
    if argumentos.count < 3 {
      #expect(resultado.error.contains("bash, zsh or fish"), "\(resultado)")
    }
  }

  @Test("completion and man need no config file: a broken one does not stop them")
  func sinConfiguracion() async throws {
    let carpeta = try CarpetaTemporal()
    try carpeta.escribir("articulos/config", "this is = not = valid\n")
    for argumentos in [["completion", "bash"], ["man"]] {
      let resultado = try await ProcesoArticulos.ejecutar(
        argumentos, entorno: ["XDG_CONFIG_HOME": carpeta.ruta])
      #expect(resultado.codigo == 0, "\(resultado)")
      #expect(resultado.error.isEmpty, "\(resultado)")
    }
    let lista = try await ProcesoArticulos.ejecutar(
      ["list"], entorno: ["XDG_CONFIG_HOME": carpeta.ruta])
    #expect(lista.codigo == 78, "the same file stops a command that reads it: \(lista)")
  }
}
