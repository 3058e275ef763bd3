import ArticulosInterface

/// Where `delete` takes its ids from when it deletes several articles.
///
/// ```swift
/// try Invocacion.parse(["delete", "a1", "a2", "--yes"], entorno: [:])
/// // .borrarVarios(.lista(["a1", "a2"]), confirmado: true)
/// try Invocacion.parse(["delete", "--from", "-", "--yes"], entorno: [:])
/// // .borrarVarios(.entradaEstandar, confirmado: true)
/// ```
enum IdsABorrar: Hashable, Sendable {
  /// Given as arguments, already checked.
  case lista([Articulo.ID])
  /// `--from FILE`: one id per line, read when the command runs.
  case archivo(String)
  /// `--from -`: one id per line on standard input, which then cannot answer a question.
  case entradaEstandar
}
