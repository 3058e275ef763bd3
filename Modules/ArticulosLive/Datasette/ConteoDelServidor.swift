/// A count a server sent (`count` of a page, `total` of a ranked search), checked before anything
/// uses it.
///
/// A count is a whole number of articles from 0 to ``maximo``; anything else a server sends
/// there (a negative number, a fraction, `1e300`, text, an absurd 10^18) says nothing true about
/// what it holds, so it is an unknown count (`nil`), never an error: the articles themselves may
/// still be good. Whether a good count is only a lower bound is the page's
/// ``/ArticulosInterface/Pagina/totalEsMinimo``, decided apart.
///
/// ```swift
/// ConteoDelServidor.verosimil(5)           // 5
/// ConteoDelServidor.verosimil(-5)          // nil
/// ConteoDelServidor.verosimil(1e18)        // nil
/// ConteoDelServidor.verosimil(2.5)         // nil
/// ```
enum ConteoDelServidor {
  /// The largest count taken as true: a trillion articles, far past what one SQLite file that a
  /// Datasette serves can hold.
  static let maximo = 1_000_000_000_000

  /// `numero` as a count of articles, or `nil` when it cannot be one.
  static func verosimil(_ numero: Double) -> Int? {
    guard numero.isFinite, numero >= 0, numero <= Double(maximo), numero.rounded() == numero
    else { return nil }
    return Int(numero)
  }

  /// `numero` as a count of articles, or `nil` when it cannot be one.
  static func verosimil(_ numero: Int) -> Int? {
    (0...maximo).contains(numero) ? numero : nil
  }

  /// The count under `clave`, or `nil` when it is missing, `null` or not a count: a JSON
  /// number that does not fit an `Int` (`1e300`) is read as a `Double` and refused there,
  /// instead of failing the whole answer as "not valid JSON".
  static func decodificar<Clave: CodingKey>(
    _ contenedor: KeyedDecodingContainer<Clave>, _ clave: Clave
  ) -> Int? {
    if let entero = try? contenedor.decodeIfPresent(Int.self, forKey: clave) {
      return verosimil(entero)
    }
    if let real = try? contenedor.decodeIfPresent(Double.self, forKey: clave) {
      return verosimil(real)
    }
    return nil
  }
}
