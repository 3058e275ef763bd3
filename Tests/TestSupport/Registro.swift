/// A thread-safe list of what happened (the calls a fake client received, the events a feature
/// reported), for tests to assert on and to wait for.
///
/// ```swift
/// let pedidos = Registro<Articulo.ID>()
/// $0.clienteArticulos.borrar = { id in pedidos.anotar(id) }
/// try await pedidos.esperar(cuenta: 2)  // resumes once two deletions were asked for
/// #expect(pedidos.todos == ["a1", "a2"])
/// ```
public final class Registro<Elemento: Sendable>: Sendable {
  private let elementos = Vigilado<[Elemento]>([])

  /// An empty list.
  public init() {}

  /// Adds `elemento`, and resumes the waiters it completes.
  public func anotar(_ elemento: Elemento) {
    elementos.cambiar { $0.append(elemento) }
  }

  /// Everything added so far, in order.
  public var todos: [Elemento] {
    elementos.valor
  }

  /// How many were added.
  public var cuenta: Int {
    elementos.valor.count
  }

  /// Returns once at least `cuenta` elements have been added: at once if they already are.
  ///
  /// - Throws: `CancellationError` if the waiting task is cancelled first.
  public func esperar(cuenta: Int) async throws {
    try await elementos.esperar { $0.count >= cuenta }
  }
}
