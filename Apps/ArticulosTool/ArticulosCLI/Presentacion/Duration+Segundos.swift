extension Duration {
  /// Seconds as a person reads them: `30`, `2.5`, `0.25` (at most three decimals).
  ///
  /// ```swift
  /// Duration.milliseconds(2500).segundosLegibles  // "2.5"
  /// ```
  var segundosLegibles: String {
    let milesimas = components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    let enteros = milesimas / 1000
    var decimales = String(milesimas % 1000)
    guard decimales != "0" else { return String(enteros) }
    decimales = String(repeating: "0", count: 3 - decimales.count) + decimales
    while decimales.hasSuffix("0") { decimales.removeLast() }
    return "\(enteros).\(decimales)"
  }
}
