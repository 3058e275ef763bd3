import ArticulosInterface
import Dependencies

/// The key of the copy destination's client: a second slot of the same type.
///
/// ``CopiaModel`` reads from `clienteArticulos` and writes to `clienteArticulosDestino`.
/// There is no live value: the program that copies installs the destination it was given,
/// so nothing is ever written to a server nobody named.
///
/// ```swift
/// withDependencies {
///   $0.clienteArticulosDestino = .enMemoria()
/// } operation: { ... }
/// ```
public enum ClienteArticulosDestinoKey: TestDependencyKey {
  /// Every endpoint unimplemented.
  public static let testValue = ClienteArticulos()
  /// The interface's read-only preview client: a preview of a copy shows its failure to write
  /// rather than write anywhere.
  public static let previewValue = ClienteArticulos.previewValue
}

extension DependencyValues {
  /// The server articles are copied to.
  ///
  /// ```swift
  /// @Dependency(\.clienteArticulosDestino) var destino
  /// ```
  public var clienteArticulosDestino: ClienteArticulos {
    get { self[ClienteArticulosDestinoKey.self] }
    set { self[ClienteArticulosDestinoKey.self] = newValue }
  }
}
