import Foundation

/// Name-based UUIDs (version 5, RFC 9562): the same namespace and name give the same UUID.
enum UUIDPorNombre {
  /// The version 5 UUID of `nombre` (as UTF-8) in `espacio`.
  static func uuid(espacio: UUID, nombre: String) -> UUID {
    let espacioBytes = withUnsafeBytes(of: espacio.uuid) { Array($0) }
    var resumen = SHA1.resumen(de: espacioBytes + Array(nombre.utf8))
    resumen[6] = (resumen[6] & 0x0F) | 0x50
    resumen[8] = (resumen[8] & 0x3F) | 0x80
    return UUID(
      uuid: (
        resumen[0], resumen[1], resumen[2], resumen[3], resumen[4], resumen[5], resumen[6],
        resumen[7], resumen[8], resumen[9], resumen[10], resumen[11], resumen[12], resumen[13],
        resumen[14], resumen[15]
      ))
  }
}
