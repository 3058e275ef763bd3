import Synchronization

@testable import ArticulosCLI

/// A ``Consola`` that records what a command prints and answers its questions from a list.
///
/// ```swift
/// let prueba = ConsolaDePrueba(respuestas: ["y"], entradaEsTerminal: true)
/// _ = await Ejecutor(consola: prueba.consola, ...).ejecutar(.borrar(id: "a1", confirmado: false))
/// prueba.error  // "Delete \"...\" (a1)? This cannot be undone. [y/N] "
/// ```
final class ConsolaDePrueba: Sendable {
  private struct Registro {
    var salida = ""
    var error = ""
    var respuestas: [String]
  }

  private let registro: Mutex<Registro>
  /// What the console says the streams are.
  let terminal: Terminal

  /// A console whose standard input answers `respuestas`, one per question.
  init(
    respuestas: [String] = [], entradaEsTerminal: Bool = false, errorEsTerminal: Bool = false,
    ancho: Int = 80
  ) {
    registro = Mutex(Registro(respuestas: respuestas))
    terminal = Terminal(
      entradaEsTerminal: entradaEsTerminal, salidaEsTerminal: false,
      errorEsTerminal: errorEsTerminal, ancho: ancho, colorEnSalida: false, colorEnError: false)
  }

  /// The console to give the code under test.
  var consola: Consola {
    Consola(
      terminal: terminal,
      escribirSalida: { texto in self.registro.withLock { $0.salida += texto } },
      escribirError: { texto in self.registro.withLock { $0.error += texto } },
      leerLinea: {
        self.registro.withLock { registro in
          registro.respuestas.isEmpty ? nil : registro.respuestas.removeFirst()
        }
      })
  }

  /// Everything printed on standard output.
  var salida: String { registro.withLock { $0.salida } }
  /// Everything printed on standard error.
  var error: String { registro.withLock { $0.error } }
}
