import Foundation

@testable import ArticulosCLI

/// libFuzzer's entry point: one command line, with its environment.
@_cdecl("LLVMFuzzerTestOneInput")
public func probarLineaDeOrdenes(_ datos: UnsafePointer<UInt8>?, _ cantidad: Int) -> CInt {
  InvocacionFuzzer.probar(datos.map { Data(bytes: $0, count: cantidad) } ?? Data())
  return 0
}

/// Feeds bytes to the tool's argument parser, `Invocacion.parse(_:entorno:)`.
///
/// The input is split at NUL bytes (arguments cannot contain one): up to 24 arguments, then,
/// after an empty argument, `NAME=value` environment entries. Beyond "no crash", it checks the
/// parser's promises: it is a pure function (the same line gives the same answer), a usage
/// error always has a message and a usage line, and the help it asks for exists.
enum InvocacionFuzzer {
  static func probar(_ datos: Data) {
    let partes = datos.split(separator: 0, omittingEmptySubsequences: false).prefix(40)
      .map { String(decoding: $0, as: UTF8.self) }
    let separador = partes.firstIndex(of: "") ?? partes.endIndex
    let argumentos = Array(partes[..<separador].prefix(24))
    var entorno: [String: String] = [:]
    for entrada in partes[separador...].dropFirst() {
      guard let igual = entrada.firstIndex(of: "=") else { continue }
      entorno[String(entrada[..<igual])] = String(entrada[entrada.index(after: igual)...])
    }

    let primera = Result { () throws(ErrorDeUso) in
      try Invocacion.parse(argumentos, entorno: entorno)
    }
    let segunda = Result { () throws(ErrorDeUso) in
      try Invocacion.parse(argumentos, entorno: entorno)
    }
    exigir(primera == segunda, "parsing \(argumentos) twice gave two answers")
    switch primera {
    case .success(.ayuda(let tema)):
      exigir(!Ayuda.texto(de: tema).isEmpty, "empty help for \(argumentos)")
    case .success:
      break
    case .failure(let error):
      let texto = error.description
      exigir(
        !error.mensaje.isEmpty && texto.hasPrefix("Error: ") && texto.contains("Usage: "),
        "a usage error without a message or a usage line for \(argumentos): \(texto)")
    }
  }
}
