import ArticulosInterface

/// One implementation of ``ArticulosInterface/ClienteArticulos``, as the contract suite runs it:
/// a name, and how to get a client that starts with some articles.
///
/// Each lane lists the implementations it can run; adding one to the workspace adds one line
/// to a list (``PromesaDelContrato`` states what it must do).
///
/// ```swift
/// let enMemoria = ImplementacionDeArticulos(nombre: "in memory") { iniciales, prueba in
///   try await prueba(.enMemoria(iniciales))
/// }
/// ```
public struct ImplementacionDeArticulos: Sendable, CustomStringConvertible {
  /// What the test report calls it.
  public let nombre: String
  /// Runs `prueba` with a client of this implementation holding exactly `iniciales`, and
  /// cleans up after it.
  public let conCliente:
    @Sendable (
      _ iniciales: [Articulo], _ prueba: @Sendable (ClienteArticulos) async throws -> Void
    ) async throws -> Void

  /// Describes an implementation.
  ///
  /// - Parameters:
  ///   - nombre: What the test report calls it.
  ///   - conCliente: Runs a check with a new client holding the articles given, nothing else.
  public init(
    nombre: String,
    conCliente:
      @escaping @Sendable (
        _ iniciales: [Articulo], _ prueba: @Sendable (ClienteArticulos) async throws -> Void
      ) async throws -> Void
  ) {
    self.nombre = nombre
    self.conCliente = conCliente
  }

  /// The name, for the test report.
  public var description: String { nombre }
}
