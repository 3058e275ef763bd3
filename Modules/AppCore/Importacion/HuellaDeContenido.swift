import Foundation

/// A fingerprint of an import source's bytes (64-bit FNV-1a): it tells whether a source changed
/// since its resume state was saved. Not a checksum against tampering, only against edits.
///
/// ```swift
/// var huella = HuellaDeContenido()
/// huella.anadir(Data("[]".utf8))
/// huella.texto  // "fnv1a64:…"
/// ```
struct HuellaDeContenido: Sendable {
  private var valor: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Folds `datos` into the fingerprint.
  mutating func anadir(_ datos: Data) {
    var valor = self.valor
    datos.withUnsafeBytes { bytes in
      for byte in bytes {
        valor = (valor ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      }
    }
    self.valor = valor
  }

  /// Folds `texto`, as UTF-8 and followed by a NUL, so names and contents cannot run together.
  mutating func anadir(_ texto: String) {
    anadir(Data(texto.utf8) + [0])
  }

  /// The fingerprint as text, for ``EstadoDeReanudacion/huella``.
  var texto: String {
    let hex = String(valor, radix: 16)
    return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
  }
}
