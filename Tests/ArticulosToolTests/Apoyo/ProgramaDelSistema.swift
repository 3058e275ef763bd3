import Foundation
import Testing

/// A program the security tests run beside `articulos`: `openssl`, `strace`, `python3`.
///
/// A missing program fails the test that needs it, with the way to install it: a test that
/// quietly skips its checks proves nothing.
///
/// ```swift
/// let strace = try ProgramaDelSistema.ruta("strace")
/// ```
enum ProgramaDelSistema {
  /// The executable called `nombre` on `PATH` (or in `/usr/bin`, `/bin`).
  ///
  /// - Throws: ``ErrorDeProceso`` naming the script that installs it.
  static func ruta(_ nombre: String) throws -> URL {
    let carpetas =
      (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
      + ["/usr/bin", "/bin"]
    for carpeta in carpetas where !carpeta.isEmpty {
      let candidato = URL(fileURLWithPath: carpeta).appendingPathComponent(nombre)
      if FileManager.default.isExecutableFile(atPath: candidato.path) { return candidato }
    }
    throw ErrorDeProceso(
      "'\(nombre)' is not installed; Scripts/install-system-packages.sh installs it")
  }

  /// Whether `nombre` is installed, for a test that runs only where it is (a shell whose
  /// completion it checks): `.enabled(if: ProgramaDelSistema.instalado("zsh"), ...)`.
  static func instalado(_ nombre: String) -> Bool {
    (try? ruta(nombre)) != nil
  }

  /// Why a test that needs `nombre` did not run.
  static func ausente(_ nombre: String) -> Comment {
    "'\(nombre)' is not installed here (Scripts/install-system-packages.sh installs it)"
  }
}
