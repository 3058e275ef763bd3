import Testing

@testable import ArticulosCLI

@Suite("Completion scripts and the manual page, generated from the spec")
struct ScriptDeCompletadoTests {
  @Test(
    "every subcommand, option and value choice of the spec is in each script and the page",
    arguments: Shell.allCases.map(Optional.some) + [nil])
  func todoEstaEnLaSalida(shell: Shell?) {
    let texto = shell.map(ScriptDeCompletado.texto(para:)) ?? PaginaDeManual.texto()
    // NB: the page writes a hyphen as '\-'; the fish script names a long option without dashes.
    let legible = texto.replacingOccurrences(of: "\\-", with: "-")
    func opcion(_ nombre: String) -> String {
      shell == .fish ? "-l \(nombre.dropFirst(2))" : nombre
    }
    for subcomando in Subcomando.allCases {
      #expect(legible.contains(subcomando.nombre), "\(subcomando.nombre) is missing")
      for especificacion in subcomando.opciones + OpcionesGlobales.especificaciones {
        #expect(legible.contains(opcion(especificacion.nombre)), "\(especificacion.nombre)")
        for palabra in especificacion.clase.palabras {
          #expect(legible.contains(palabra), "\(especificacion.nombre) \(palabra)")
        }
      }
      for argumento in subcomando.argumentos {
        for palabra in argumento.clase.palabras {
          #expect(
            legible.contains(palabra), "\(subcomando.nombre) <\(argumento.nombre)> \(palabra)")
        }
      }
    }
  }

  @Test("usage lines spell out choices and join options that exclude each other")
  func usos() {
    #expect(
      Subcomando.listar.uso
        == "articulos list [--all | --limit <n>] [--page <n>] [--sort id|title|updated] "
        + "[--tag <tag> ...] [--full-ids] [<global-options>]")
    #expect(
      Subcomando.exportar.uso
        == "articulos export [<file>] [--tag <tag> ...] [--format json|jsonl] [<global-options>]")
    #expect(
      Subcomando.copiar.uso == "articulos copy --to <url> [--to-token <token>] [<global-options>]")
    #expect(Subcomando.completado.uso == "articulos completion bash|zsh|fish [<global-options>]")
  }

  @Test("a wrong choice is named with every valid one, from the spec")
  func eleccionIncorrecta() throws {
    let error = #expect(throws: ErrorDeUso.self) {
      try Invocacion.parse(["export", "--format", "xml"], entorno: [:])
    }
    #expect(
      error?.mensaje
        == "The value 'xml' is invalid for '--format <format>': expected json or jsonl.")
    #expect(
      try Invocacion.parse(["completion", "fish"], entorno: [:])
        == .ejecutar(
          Orden(globales: OpcionesGlobales(), comando: .completado(.fish))))
  }

  @Test("menus get a short description: the first sentence, or its first clause when long")
  func descripcionBreve() {
    #expect(ScriptDeCompletado.primeraFrase("Show help information.") == "Show help information")
    #expect(
      ScriptDeCompletado.primeraFrase(
        "The token for writes (or ARTICULOS_TOKEN, or 'token' in the config file). The tool")
        == "The token for writes")
  }
}
