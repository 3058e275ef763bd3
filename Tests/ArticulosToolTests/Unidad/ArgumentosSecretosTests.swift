import Foundation
import Testing

@testable import ArticulosCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Copies of `argumentos` in C memory, as the kernel lays out a process's arguments, freed by
/// ``liberar()``.
private struct ArgvDePrueba {
  let punteros: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  let cantidad: Int

  init(_ argumentos: [String]) {
    cantidad = argumentos.count
    punteros = .allocate(capacity: cantidad + 1)
    for (indice, argumento) in argumentos.enumerated() { punteros[indice] = strdup(argumento) }
    punteros[cantidad] = nil
  }

  /// The arguments as they read now.
  var leidos: [String] { (0..<cantidad).map { String(cString: punteros[$0]!) } }

  func liberar() {
    for indice in 0..<cantidad { free(punteros[indice]) }
    punteros.deallocate()
  }
}

@Suite("Tokens on the command line are found the way the parser finds them, and starred out")
struct ArgumentosSecretosTests {
  typealias Posicion = ArgumentosSecretos.Posicion

  @Test(
    "the value of --token and --to-token, after '=' or as the next argument",
    arguments: [
      (["--token", "abc", "list"], [Posicion(argumento: 1, desde: 0)]),
      (["list", "--token=abc"], [Posicion(argumento: 1, desde: 8)]),
      (["copy", "--to-token", "x", "--to=h"], [Posicion(argumento: 2, desde: 0)]),
      (["copy", "--to-token=é1"], [Posicion(argumento: 1, desde: 11)]),
      (
        ["--token", "a", "copy", "--to-token=b"],
        [Posicion(argumento: 1, desde: 0), Posicion(argumento: 3, desde: 11)]
      ),
      (
        ["--token", "a", "--token", "b"],
        [Posicion(argumento: 1, desde: 0), Posicion(argumento: 3, desde: 0)]
      ),
      (["--token", "-"], [Posicion(argumento: 1, desde: 0)]),
    ] as [([String], [Posicion])])
  func encontrados(argumentos: [String], posiciones: [Posicion]) {
    #expect(ArgumentosSecretos.posiciones(en: argumentos) == posiciones)
  }

  @Test(
    "nothing else: no value, an option where the value should be, after '--', other names",
    arguments: [
      ["list", "--token"], ["--token", "--json", "list"], ["--token", "--", "abc"],
      ["search", "--", "--token", "abc"], ["--tokens", "abc"], ["--title", "--token"],
      ["--title=--token", "abc"], ["-t", "abc"], ["--api", "abc"], [],
    ])
  func ignorados(argumentos: [String]) {
    #expect(ArgumentosSecretos.posiciones(en: argumentos).isEmpty)
  }

  @Test("every option whose value is a token is one the scrubber knows")
  func opcionesDeToken() {
    let opciones = OpcionesGlobales.especificaciones + Subcomando.allCases.flatMap(\.opciones)
    let deToken = Set(opciones.filter { $0.valor == "token" }.map(\.nombre))
    #expect(deToken == ArgumentosSecretos.opciones)
  }

  @Test("each token becomes eight stars (fewer only when shorter); everything else stays")
  func ocultar() {
    let argv = ArgvDePrueba([
      "/usr/bin/articulos", "--token", "dstok_ñandú", "copy", "--to-token=dstok_b", "--token=",
      "--title", "--token",
    ])
    defer { argv.liberar() }

    ArgumentosSecretos.ocultar(en: argv.punteros, cantidad: argv.cantidad)

    #expect(
      argv.leidos == [
        "/usr/bin/articulos", "--token", "********", "copy", "--to-token=*******", "--token=",
        "--title", "--token",
      ])
  }

  @Test("arguments laid out in one block, as the kernel does, move back over what a token freed")
  func bloqueContiguo() {
    let argumentos = ["articulos", "--token", "dstok_1234567890abcdef", "list", "--to-token=x"]
    let total = argumentos.reduce(0) { $0 + $1.utf8.count + 1 }
    let bloque = UnsafeMutablePointer<CChar>.allocate(capacity: total)
    defer { bloque.deallocate() }
    let punteros = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 6)
    defer { punteros.deallocate() }
    var desplazamiento = 0
    for (indice, argumento) in argumentos.enumerated() {
      punteros[indice] = bloque + desplazamiento
      argumento.withCString { _ = strcpy(bloque + desplazamiento, $0) }
      desplazamiento += argumento.utf8.count + 1
    }
    punteros[5] = nil

    ArgumentosSecretos.ocultar(en: punteros, cantidad: 5)

    let bytes = UnsafeRawBufferPointer(start: bloque, count: total)
    let partes = bytes.split(separator: 0, omittingEmptySubsequences: true)
      .map { String(decoding: $0, as: UTF8.self) }
    #expect(partes == ["articulos", "--token", "********", "list", "--to-token=*"])
    #expect((0..<5).map { String(cString: punteros[$0]!) } == partes)
  }

  @Test("a process with no arguments, or only its name, is left alone")
  func sinArgumentos() {
    let soloNombre = ArgvDePrueba(["articulos"])
    defer { soloNombre.liberar() }
    ArgumentosSecretos.ocultar(en: soloNombre.punteros, cantidad: 1)
    #expect(soloNombre.leidos == ["articulos"])
    ArgumentosSecretos.ocultar(en: soloNombre.punteros, cantidad: 0)
    #expect(soloNombre.leidos == ["articulos"])
  }

  @Test("the help says what the scrubbing cannot hide, and how to trust a private authority")
  func ayuda() throws {
    let opciones = OpcionesGlobales.especificaciones
    let token = try #require(opciones.first { $0.nombre == "--token" })
    #expect(token.ayuda.contains("hides it from the process list as it starts, but until then"))
    #expect(token.ayuda.contains("in your shell's history"))
    let autoridades = try #require(opciones.first { $0.nombre == "--ca-file" })
    #expect(autoridades.ayuda.contains("ARTICULOS_CA_FILE"))
    #expect(autoridades.ayuda.contains("TLS verification is always on."))
    #expect(Ayuda.texto(de: nil).contains("--ca-file <pem>"))
  }
}
