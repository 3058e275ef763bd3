/// How a deletion is confirmed: already (`--yes`), by asking, or not at all.
///
/// ```swift
/// let modo: ModoDeConfirmacion
/// if opciones.yes {
///   modo = .previa
/// } else if entradaEsTerminal {
///   modo = .preguntando { pregunta in
///     print(pregunta, terminator: "")
///     return readLine()
///   }
/// } else {
///   modo = .sinRespuesta
/// }
/// ```
public enum ModoDeConfirmacion: Sendable {
  /// Confirmed beforehand: delete without asking.
  case previa
  /// Ask: the function shows the question and returns the answer (`nil` when there is none);
  /// ``ConfirmacionDeBorrado/acepta(_:)`` decides.
  case preguntando(@Sendable (_ pregunta: String) async -> String?)
  /// Nobody can answer (input is not a terminal): do not delete.
  case sinRespuesta
}
