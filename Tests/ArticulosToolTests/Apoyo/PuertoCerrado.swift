import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A port on 127.0.0.1 where nothing listens: one the system just gave out and took back.
///
/// ```swift
/// let abajo = "http://127.0.0.1:\(try PuertoCerrado.obtener())"
/// ```
enum PuertoCerrado {
  /// Binds a socket to port 0, reads the port it got, and closes it.
  static func obtener() throws -> Int {
    #if canImport(Glibc) || canImport(Musl)
      let tipo = Int32(SOCK_STREAM.rawValue)
    #else
      let tipo = SOCK_STREAM
    #endif
    let descriptor = socket(AF_INET, tipo, 0)
    guard descriptor >= 0 else { throw ErrorDeProceso("socket() failed") }
    defer { close(descriptor) }
    var direccion = sockaddr_in()
    direccion.sin_family = sa_family_t(AF_INET)
    direccion.sin_port = 0
    direccion.sin_addr.s_addr = inet_addr("127.0.0.1")
    var longitud = socklen_t(MemoryLayout<sockaddr_in>.size)
    let enlazado = withUnsafeMutablePointer(to: &direccion) { puntero in
      puntero.withMemoryRebound(to: sockaddr.self, capacity: 1) { generico in
        guard bind(descriptor, generico, longitud) == 0 else { return false }
        return getsockname(descriptor, generico, &longitud) == 0
      }
    }
    guard enlazado else { throw ErrorDeProceso("bind() on 127.0.0.1 failed") }
    return Int(UInt16(bigEndian: direccion.sin_port))
  }
}
