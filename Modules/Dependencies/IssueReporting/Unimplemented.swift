/// The error thrown by a throwing ``unimplemented(_:fileID:filePath:function:line:column:)-2mqb4``
/// after it reported its issue.
///
/// ```swift
/// do {
///   let articulos: [Articulo] = try unimplemented("ClienteArticulos.cargar")
/// } catch let failure as UnimplementedFailure {
///   print(failure.description)  // ClienteArticulos.cargar
/// }
/// ```
public struct UnimplementedFailure: Error, Sendable, CustomStringConvertible {
  /// What was not implemented, as given to `unimplemented`.
  ///
  /// ```swift
  /// let fallo = UnimplementedFailure(description: "ClienteArticulos.borrar")
  /// print(fallo)  // ClienteArticulos.borrar
  /// ```
  public let description: String

  /// Makes the error for an unimplemented piece named `description`.
  ///
  /// ```swift
  /// throw UnimplementedFailure(description: "ClienteArticulos.borrar")
  /// ```
  public init(description: String) {
    self.description = description
  }
}

/// Reports that an endpoint without a return value was called but not implemented.
///
/// Use it in test values: the running test fails, naming what was called, and the program goes
/// on.
///
/// ```swift
/// static let testValue = Analitica(registrar: { _ in unimplemented("Analitica.registrar") })
/// ```
///
/// - Parameters:
///   - description: What was called, for example `"Analitica.registrar"`.
///   - fileID: The file ID to blame. Defaults to the caller's.
///   - filePath: The file path to blame. Defaults to the caller's.
///   - function: The function to blame. Defaults to the caller's.
///   - line: The line to blame. Defaults to the caller's.
///   - column: The column to blame. Defaults to the caller's.
public func unimplemented(
  _ description: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  reportUnimplemented(
    description(), fileID: fileID, filePath: filePath, function: function, line: line,
    column: column)
}

/// Reports that an endpoint was called but not implemented, and returns a placeholder.
///
/// For endpoints that cannot throw: the running test fails, and the program goes on with
/// `placeholder`.
///
/// ```swift
/// static let testValue = Ajustes(idioma: { unimplemented("Ajustes.idioma", placeholder: "es") })
/// ```
///
/// - Parameters:
///   - description: What was called, for example `"Ajustes.idioma"`.
///   - placeholder: The value to return after reporting.
///   - fileID: The file ID to blame. Defaults to the caller's.
///   - filePath: The file path to blame. Defaults to the caller's.
///   - function: The function to blame. Defaults to the caller's.
///   - line: The line to blame. Defaults to the caller's.
///   - column: The column to blame. Defaults to the caller's.
/// - Returns: `placeholder`.
public func unimplemented<Result>(
  _ description: @autoclosure () -> String = "",
  placeholder: @autoclosure () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> Result {
  reportUnimplemented(
    description(), fileID: fileID, filePath: filePath, function: function, line: line,
    column: column)
  return placeholder()
}

/// Reports that an endpoint was called but not implemented, and throws.
///
/// The running test fails, naming what was called, and the caller receives an
/// ``UnimplementedFailure``.
///
/// ```swift
/// static let testValue = ClienteArticulos(
///   cargar: { try unimplemented("ClienteArticulos.cargar") }
/// )
/// ```
///
/// - Parameters:
///   - description: What was called, for example `"ClienteArticulos.cargar"`.
///   - fileID: The file ID to blame. Defaults to the caller's.
///   - filePath: The file path to blame. Defaults to the caller's.
///   - function: The function to blame. Defaults to the caller's.
///   - line: The line to blame. Defaults to the caller's.
///   - column: The column to blame. Defaults to the caller's.
/// - Throws: ``UnimplementedFailure``, always.
@_disfavoredOverload
public func unimplemented<Result>(
  _ description: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) throws -> Result {
  let description = description()
  reportUnimplemented(
    description, fileID: fileID, filePath: filePath, function: function, line: line,
    column: column)
  throw UnimplementedFailure(description: description)
}

/// Makes an asynchronous throwing endpoint that reports it is unimplemented when called.
///
/// The closure form, for test values that list endpoints as values rather than closures.
///
/// ```swift
/// static let testValue = ClienteArticulos(
///   cargar: unimplemented("ClienteArticulos.cargar"),
///   buscar: unimplemented("ClienteArticulos.buscar")
/// )
/// ```
///
/// - Parameters:
///   - description: What the endpoint is, for example `"ClienteArticulos.cargar"`.
///   - fileID: The file ID to blame. Defaults to the caller's.
///   - filePath: The file path to blame. Defaults to the caller's.
///   - function: The function to blame. Defaults to the caller's.
///   - line: The line to blame. Defaults to the caller's.
///   - column: The column to blame. Defaults to the caller's.
/// - Returns: A closure that reports and throws ``UnimplementedFailure`` each time it is called.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  return { (_: repeat each Argument) async throws -> Result in
    let text = description()
    reportUnimplemented(
      text, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    throw UnimplementedFailure(description: text)
  }
}

/// Makes an asynchronous endpoint that reports it is unimplemented and returns a placeholder.
///
/// ```swift
/// static let testValue = Contador(siguiente: unimplemented("Contador.siguiente", placeholder: 0))
/// ```
///
/// - Parameters:
///   - description: What the endpoint is.
///   - placeholder: What the endpoint returns after reporting.
///   - fileID: The file ID to blame. Defaults to the caller's.
///   - filePath: The file path to blame. Defaults to the caller's.
///   - function: The function to blame. Defaults to the caller's.
///   - line: The line to blame. Defaults to the caller's.
///   - column: The column to blame. Defaults to the caller's.
/// - Returns: A closure that reports and returns `placeholder` each time it is called.
public func unimplemented<each Argument, Result: Sendable>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  return { (_: repeat each Argument) async -> Result in
    reportUnimplemented(
      description(), fileID: fileID, filePath: filePath, function: function, line: line,
      column: column)
    return placeholder()
  }
}

/// Reports an unimplemented call with the place it was defined.
private func reportUnimplemented(
  _ description: String,
  fileID: StaticString,
  filePath: StaticString,
  function: StaticString,
  line: UInt,
  column: UInt
) {
  let subject = description.isEmpty ? "\(function)" : description
  reportIssue(
    """
    Unimplemented: \(subject)

    Defined at \(fileID):\(line). It was called, but nothing in this scope implements it: \
    override it with 'withDependencies', or give the test value an implementation.
    """,
    fileID: fileID, filePath: filePath, line: line, column: column)
}
