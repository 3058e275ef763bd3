#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a port speaks TLS: for telling a person who wrote `http://` for an HTTPS server why
/// the connection closed.
///
/// A TLS server that reads a plain HTTP request closes or resets the connection, which alone
/// reads as "the connection closed before the answer". The probe opens a new connection, sends
/// the first bytes of a TLS handshake (a ClientHello that offers nothing secret and asks for
/// nothing), and looks at the first two bytes of the answer: a TLS record (handshake `0x16` or
/// alert `0x15`, then version `0x03`) means the port speaks TLS. Nothing of the request, and no
/// token, is sent.
///
/// ```swift
/// if TLSProbe.speaksTLS(host: "127.0.0.1", port: 8443, timeout: 1) { print("use https://") }
/// ```
package enum TLSProbe {
  /// Whether `host`:`port` answers a TLS ClientHello with a TLS record, within `timeout`
  /// seconds for connecting and as much for the answer; `false` on any failure.
  package static func speaksTLS(host: String, port: Int, timeout: Int) -> Bool {
    var hints = addrinfo()
    #if canImport(Darwin)
      hints.ai_socktype = SOCK_STREAM
    #else
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    #endif
    var lista: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &lista) == 0, let direccion = lista else {
      return false
    }
    defer { freeaddrinfo(lista) }
    let descriptor = socket(direccion.pointee.ai_family, direccion.pointee.ai_socktype, 0)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var espera = timeval(tv_sec: timeout, tv_usec: 0)
    let largo = socklen_t(MemoryLayout<timeval>.size)
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &espera, largo)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &espera, largo)
    guard connect(descriptor, direccion.pointee.ai_addr, direccion.pointee.ai_addrlen) == 0
    else { return false }
    let enviados = clientHello.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
    guard enviados == clientHello.count else { return false }
    var respuesta = [UInt8](repeating: 0, count: 2)
    let leidos = recv(descriptor, &respuesta, 2, Int32(MSG_WAITALL))
    return leidos == 2 && (respuesta[0] == 0x15 || respuesta[0] == 0x16) && respuesta[1] == 0x03
  }

  /// A TLS 1.2 ClientHello: a zero random, no session, two common cipher suites, no
  /// compression, no extensions. A TLS server answers it with a ServerHello or an alert.
  static let clientHello: [UInt8] = {
    let suites: [UInt8] = [0x00, 0x04, 0xC0, 0x2F, 0x00, 0x9C]
    let cuerpo: [UInt8] =
      [0x03, 0x03] + [UInt8](repeating: 0, count: 32) + [0x00] + suites + [0x01, 0x00]
    let mensaje: [UInt8] =
      [0x01, 0x00, UInt8(cuerpo.count >> 8), UInt8(cuerpo.count & 0xFF)]
      + cuerpo
    return [0x16, 0x03, 0x01, UInt8(mensaje.count >> 8), UInt8(mensaje.count & 0xFF)] + mensaje
  }()
}
