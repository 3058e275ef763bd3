/// The text of a progress report: a redrawn bar on a terminal, plain lines otherwise.
///
/// Pure formatting; ``InformeDeProgreso`` decides when to draw and where.
///
/// ```swift
/// BarraDeProgreso.barra(accion: "Importing", hechos: 50, total: 200, ancho: 60)
/// // "Importing [########                        ]  50/200  25%"
/// BarraDeProgreso.linea(accion: "Importing", hechos: 50, total: 200)
/// // "Importing: 50/200 (25%)"
/// ```
enum BarraDeProgreso {
  /// One line that fits `ancho` columns, with a bar when there is room and a total to measure.
  static func barra(accion: String, hechos: Int, total: Int?, ancho: Int) -> String {
    guard let total, total > 0 else {
      return AnchoVisible.recortar("\(accion) \(Plural.contar(hechos, "article"))…", a: ancho)
    }
    let contador = "\(hechos)/\(total)"
    let porcentaje = "\(min(100, hechos * 100 / total))%"
    let cola =
      "  \(contador.padding(toLength: 2 * String(total).count + 1))  "
      + porcentaje.leftPadded(to: 4)
    let espacioBarra = ancho - AnchoVisible.de(accion) - 3 - cola.count
    guard espacioBarra >= 10 else {
      return AnchoVisible.recortar("\(accion) \(contador) \(porcentaje)", a: ancho)
    }
    let llenos = min(espacioBarra, hechos * espacioBarra / total)
    return "\(accion) ["
      + String(repeating: "#", count: llenos)
      + String(repeating: " ", count: espacioBarra - llenos) + "]" + cola
  }

  /// One plain line for a log or a pipe.
  static func linea(accion: String, hechos: Int, total: Int?) -> String {
    guard let total, total > 0 else { return "\(accion): \(Plural.contar(hechos, "article"))" }
    return "\(accion): \(hechos)/\(total) (\(min(100, hechos * 100 / total))%)"
  }
}

extension String {
  /// The text followed by spaces up to `longitud` characters.
  fileprivate func padding(toLength longitud: Int) -> String {
    self + String(repeating: " ", count: Swift.max(0, longitud - count))
  }

  /// The text preceded by spaces up to `longitud` characters.
  fileprivate func leftPadded(to longitud: Int) -> String {
    String(repeating: " ", count: Swift.max(0, longitud - count)) + self
  }
}
