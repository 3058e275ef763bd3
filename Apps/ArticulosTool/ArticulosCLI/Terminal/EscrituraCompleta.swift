import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing every byte to a file descriptor: the one `write(2)` loop of the tool.
///
/// `write` may take fewer bytes than it was given, or be interrupted by a signal before taking
/// any (`EINTR`); both are asked again, from where the last call stopped. Standard output, the
/// export's temporary file and the import's progress file all write through here.
///
/// ```swift
/// if let codigo = EscrituraCompleta.escribir(Data("hola\n".utf8), en: STDOUT_FILENO) {
///   print("write failed: errno \(codigo)")
/// }
/// ```
enum EscrituraCompleta {
  /// Writes all of `datos` to `descriptor`.
  ///
  /// - Returns: `nil` when every byte was written, or the `errno` of the write that failed.
  static func escribir(_ datos: some ContiguousBytes, en descriptor: Int32) -> Int32? {
    datos.withUnsafeBytes { buffer -> Int32? in
      var escritos = 0
      while escritos < buffer.count {
        let resultado = write(descriptor, buffer.baseAddress! + escritos, buffer.count - escritos)
        if resultado < 0 {
          if errno == EINTR { continue }
          return errno
        }
        escritos += resultado
      }
      return nil
    }
  }
}
