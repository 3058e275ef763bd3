/// One `key = value` line of the config file: its value and where it is.
///
/// ```swift
/// EntradaDeConfiguracion(valor: "http://127.0.0.1:8001", linea: 2)
/// ```
struct EntradaDeConfiguracion: Hashable, Sendable {
  /// The value, without surrounding spaces or quotes.
  var valor: String
  /// The line number, from 1.
  var linea: Int
}
