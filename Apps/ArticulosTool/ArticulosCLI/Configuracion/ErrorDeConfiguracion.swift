/// The config file cannot be used: exit status 78, and a message naming the file.
///
/// ```swift
/// throw ErrorDeConfiguracion("Line 3 of ~/.config/articulos/config is not 'key = value'.")
/// ```
struct ErrorDeConfiguracion: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong and how to fix it.
  var mensaje: String

  /// Makes a config error.
  init(_ mensaje: String) { self.mensaje = mensaje }

  /// `Error: ` and the message.
  var description: String { "Error: \(mensaje)" }
}
