import Foundation
import Testing
import TestSupport

@testable import ArticulosCLI

/// `articulos man`'s page, checked by the programs that read it.
private func pagina() async throws -> String {
  let resultado = try await ProcesoArticulos.ejecutar(["man"])
  try #require(resultado.codigo == 0, "\(resultado)")
  #expect(resultado.error.isEmpty)
  return resultado.salida
}

@Suite("The manual page, read by groff and man")
struct ManualBinarioTests {
  @Test(
    "groff formats the page without a single warning",
    .enabled(if: ProgramaDelSistema.instalado("groff"), ProgramaDelSistema.ausente("groff")))
  func groff() async throws {
    let resultado = try await ProcesoArticulos(
      ["-man", "-Tutf8", "-ww", "-z"], entrada: try await pagina(),
      programa: try ProgramaDelSistema.ruta("groff")
    ).resultado()
    #expect(resultado.codigo == 0, "\(resultado)")
    #expect(resultado.error.isEmpty, "\(resultado)")
  }

  @Test(
    "man -l shows every section, subcommand, option and exit code, without warnings",
    .enabled(if: ProgramaDelSistema.instalado("man"), ProgramaDelSistema.ausente("man")))
  func man() async throws {
    let resultado = try await ProcesoArticulos(
      ["--warnings", "-l", "-"], entorno: ["MANWIDTH": "80"], entrada: try await pagina(),
      programa: try ProgramaDelSistema.ruta("man")
    ).resultado()
    #expect(resultado.codigo == 0, "\(resultado)")
    #expect(resultado.error.isEmpty, "\(resultado)")
    let texto = resultado.salida
    for seccion in [
      "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "GLOBAL OPTIONS", "CONFIGURATION",
      "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES",
    ] {
      #expect(texto.contains("\n\(seccion)\n"), "no section \(seccion)")
    }
    for subcomando in Subcomando.allCases {
      #expect(texto.contains("\n   \(subcomando.nombre)\n"), "no heading for \(subcomando.nombre)")
      #expect(texto.contains("articulos \(subcomando.nombre) "), "no usage of \(subcomando.nombre)")
      for opcion in subcomando.opciones {
        #expect(
          texto.contains("\n       \(opcion.nombre)"), "\(subcomando.nombre) \(opcion.nombre)")
      }
    }
    for opcion in OpcionesGlobales.especificaciones {
      #expect(texto.contains(opcion.nombre), "global \(opcion.nombre)")
    }
    for codigo in CodigoDeSalida.allCases {
      #expect(texto.contains("\n       \(codigo.rawValue) "), "exit code \(codigo.rawValue)")
    }
    for linea in texto.split(separator: "\n") {
      #expect(linea.count <= 80, "wider than MANWIDTH: \(linea)")
    }
  }
}
