/// The error an unimplemented endpoint throws after reporting the call.
///
/// ``DependencyClient()`` gives every throwing endpoint a default that reports
/// `Unimplemented: 'Client.endpoint'` as an issue and then throws this error, so the code under
/// test stops where it reached a dependency nobody provided:
///
/// ```swift
/// do {
///   _ = try await ClienteArticulos().cargar()
/// } catch let error as Unimplemented {
///   print(error.endpoint)  // "cargar"
/// }
/// ```
public struct Unimplemented: Error, Equatable, CustomStringConvertible {
  /// The name of the endpoint that was called without an implementation.
  ///
  /// ```swift
  /// Unimplemented("buscar").endpoint  // "buscar": the endpoint alone, without the client
  /// ```
  public let endpoint: String

  /// Creates the error for the endpoint named `endpoint`.
  ///
  /// ```swift
  /// await withKnownIssue {  // the call also reports an issue
  ///   await #expect(throws: Unimplemented("cargar")) { try await cliente.cargar() }
  /// }
  /// ```
  public init(_ endpoint: String) {
    self.endpoint = endpoint
  }

  /// `Unimplemented: 'endpoint'`, the form test failures and logs show.
  ///
  /// ```swift
  /// print(Unimplemented("buscar"))  // Unimplemented: 'buscar'
  /// ```
  public var description: String {
    "Unimplemented: '\(endpoint)'"
  }
}
