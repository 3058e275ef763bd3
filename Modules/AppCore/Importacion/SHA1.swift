/// SHA-1 (FIPS 180-4), only to derive name-based UUIDs; never for anything secret.
enum SHA1 {
  /// The 20-byte digest of `mensaje`.
  static func resumen(de mensaje: [UInt8]) -> [UInt8] {
    var h: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
    var datos = mensaje
    let longitudEnBits = UInt64(mensaje.count) * 8
    datos.append(0x80)
    while datos.count % 64 != 56 { datos.append(0) }
    for desplazamiento in stride(from: 56, through: 0, by: -8) {
      datos.append(UInt8(truncatingIfNeeded: longitudEnBits >> UInt64(desplazamiento)))
    }
    var w = [UInt32](repeating: 0, count: 80)
    for inicio in stride(from: 0, to: datos.count, by: 64) {
      for t in 0..<16 {
        let i = inicio + t * 4
        w[t] =
          UInt32(datos[i]) << 24 | UInt32(datos[i + 1]) << 16 | UInt32(datos[i + 2]) << 8
          | UInt32(datos[i + 3])
      }
      for t in 16..<80 {
        w[t] = rotar(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1)
      }
      var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
      for t in 0..<80 {
        let (f, k): (UInt32, UInt32) =
          switch t {
          case 0..<20: ((b & c) | (~b & d), 0x5A82_7999)
          case 20..<40: (b ^ c ^ d, 0x6ED9_EBA1)
          case 40..<60: ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
          default: (b ^ c ^ d, 0xCA62_C1D6)
          }
        let temporal = rotar(a, 5) &+ f &+ e &+ k &+ w[t]
        (e, d, c, b, a) = (d, c, rotar(b, 30), a, temporal)
      }
      h[0] &+= a
      h[1] &+= b
      h[2] &+= c
      h[3] &+= d
      h[4] &+= e
    }
    return h.flatMap { palabra in
      [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: palabra >> UInt32($0)) }
    }
  }

  private static func rotar(_ valor: UInt32, _ bits: UInt32) -> UInt32 {
    (valor << bits) | (valor >> (32 - bits))
  }
}
