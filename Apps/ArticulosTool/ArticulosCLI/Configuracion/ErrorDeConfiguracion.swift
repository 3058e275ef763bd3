/// The configuration cannot be used: an environment variable's value is wrong, or the config
/// file is malformed or unsafe. Exit status 78, and a message naming the variable or the file.
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
