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
/// `placeholder`. When the result is `Void`, `placeholder` may be left out.
///
/// ```swift
/// static let testValue = Ajustes(idioma: { unimplemented("Ajustes.idioma", placeholder: "es") })
/// ```
///
/// - Parameters:
///   - description: What was called, for example `"Ajustes.idioma"`.
///   - placeholder: The value to return after reporting. Defaults to `()` when the result is
///     `Void`.
///   - fileID: The file ID to blame. Defaults to the caller's.
///   - filePath: The file path to blame. Defaults to the caller's.
///   - function: The function to blame. Defaults to the caller's.
///   - line: The line to blame. Defaults to the caller's.
///   - column: The column to blame. Defaults to the caller's.
/// - Returns: `placeholder`.
@_disfavoredOverload
public func unimplemented<Result>(
  _ description: @autoclosure () -> String = "",
  placeholder: @autoclosure () -> Result = (),
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

/// Reports an unimplemented call with the place it was defined, and the arguments it was called
/// with when there are any.
func reportUnimplemented(
  _ description: String,
  arguments: [String] = [],
  fileID: StaticString,
  filePath: StaticString,
  function: StaticString,
  line: UInt,
  column: UInt
) {
  let subject = description.isEmpty ? "" : ": \(description)"
  let called = arguments.isEmpty ? "" : "\n\nCalled with: \(arguments.joined(separator: ", "))"
  reportIssue(
    """
    Unimplemented\(subject) …

    Defined in '\(function)' at \(fileID):\(line). It was called, but nothing in this scope \
    implements it: override it with 'withDependencies', or give the test value an \
    implementation.\(called)
    """,
    fileID: fileID, filePath: filePath, line: line, column: column)
}
