import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A port on 127.0.0.1 where nothing listens, held until `cerrar()`.
///
/// The socket is bound and never listens, so every connection to the port is refused, and no
/// server of a test running alongside can be given the port meanwhile (a port taken and handed
/// straight back could be).
///
/// ```swift
/// let cerrado = try PuertoCerrado()
/// defer { cerrado.cerrar() }
/// let abajo = "http://127.0.0.1:\(cerrado.puerto)"
/// ```
struct PuertoCerrado: Sendable {
  let puerto: Int
  private let descriptor: Int32

  /// Binds a socket to a port the system picks, and keeps it.
  init() throws {
    #if canImport(Glibc) || canImport(Musl)
      let tipo = Int32(SOCK_STREAM.rawValue)
    #else
      let tipo = SOCK_STREAM
    #endif
    let descriptor = socket(AF_INET, tipo, 0)
    guard descriptor >= 0 else { throw ErrorDeProceso("socket() failed") }
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
    guard enlazado else {
      close(descriptor)
      throw ErrorDeProceso("bind() on 127.0.0.1 failed")
    }
    self.descriptor = descriptor
    puerto = Int(UInt16(bigEndian: direccion.sin_port))
  }

  /// Gives the port back.
  func cerrar() {
    close(descriptor)
  }
}
