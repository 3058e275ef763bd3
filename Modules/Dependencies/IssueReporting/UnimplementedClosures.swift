/// Makes an endpoint that reports it is unimplemented and returns a placeholder, each time it is
/// called.
///
/// The closure form, for clients whose endpoints are properties: the endpoint is the value itself,
/// with no closure to write around it. When the result is `Void`, `placeholder` may be left out,
/// so the form fits a property initializer:
///
/// ```swift
/// struct Analitica: Sendable {
///   var registrar: @Sendable (String) -> Void = unimplemented("Analitica.registrar")
///   var sesiones: @Sendable () -> Int = unimplemented("Analitica.sesiones", placeholder: 0)
/// }
/// ```
///
/// The issue names the arguments of the call.
///
/// - Parameters:
///   - description: What the endpoint is, for example `"Analitica.registrar"`.
///   - placeholder: What the endpoint returns after reporting. Defaults to `()` when the result
///     is `Void`.
///   - fileID: The file ID to blame. Defaults to the caller's.
///   - filePath: The file path to blame. Defaults to the caller's.
///   - function: The function to blame. Defaults to the caller's.
///   - line: The line to blame. Defaults to the caller's.
///   - column: The column to blame. Defaults to the caller's.
/// - Returns: A closure that reports and returns `placeholder` each time it is called.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result = (),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  return { (argument: repeat each Argument) -> Result in
    reportUnimplemented(
      description(), arguments: describing(repeat each argument), fileID: fileID,
      filePath: filePath, function: function, line: line, column: column)
    return placeholder()
  }
}

/// Makes a throwing endpoint that reports it is unimplemented and throws, each time it is called.
///
/// ```swift
/// struct Ajustes: Sendable {
///   var leer: @Sendable (_ clave: String) throws -> Data = unimplemented("Ajustes.leer")
/// }
/// ```
///
/// - Parameters:
///   - description: What the endpoint is, for example `"Ajustes.leer"`.
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
) -> @Sendable (repeat each Argument) throws -> Result {
  return { (argument: repeat each Argument) throws -> Result in
    let text = description()
    reportUnimplemented(
      text, arguments: describing(repeat each argument), fileID: fileID, filePath: filePath,
      function: function, line: line, column: column)
    throw UnimplementedFailure(description: text)
  }
}

/// Makes an endpoint with a typed error that reports it is unimplemented and throws `failure`,
/// each time it is called.
///
/// ```swift
/// enum ErrorDeAjustes: Error { case ausente }
///
/// struct Ajustes: Sendable {
///   var leer: @Sendable (String) throws(ErrorDeAjustes) -> Data =
///     unimplemented("Ajustes.leer", throwing: .ausente)
/// }
/// ```
///
/// - Parameters:
///   - description: What the endpoint is, for example `"Ajustes.leer"`.
///   - failure: The error to throw after reporting, made at each call.
///   - fileID: The file ID to blame. Defaults to the caller's.
///   - filePath: The file path to blame. Defaults to the caller's.
///   - function: The function to blame. Defaults to the caller's.
///   - line: The line to blame. Defaults to the caller's.
///   - column: The column to blame. Defaults to the caller's.
/// - Returns: A closure that reports and throws `failure` each time it is called.
public func unimplemented<each Argument, Failure: Error, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  throwing failure: @autoclosure @escaping @Sendable () -> Failure,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws(Failure) -> Result {
  return { (argument: repeat each Argument) throws(Failure) -> Result in
    reportUnimplemented(
      description(), arguments: describing(repeat each argument), fileID: fileID,
      filePath: filePath, function: function, line: line, column: column)
    throw failure()
  }
}

/// Makes an asynchronous endpoint that reports it is unimplemented and returns a placeholder,
/// each time it is called.
///
/// ```swift
/// struct Contador: Sendable {
///   var siguiente: @Sendable () async -> Int = unimplemented("Contador.siguiente", placeholder: 0)
///   var reiniciar: @Sendable () async -> Void = unimplemented("Contador.reiniciar")
/// }
/// ```
///
/// - Parameters:
///   - description: What the endpoint is, for example `"Contador.siguiente"`.
///   - placeholder: What the endpoint returns after reporting. Defaults to `()` when the result
///     is `Void`.
///   - fileID: The file ID to blame. Defaults to the caller's.
///   - filePath: The file path to blame. Defaults to the caller's.
///   - function: The function to blame. Defaults to the caller's.
///   - line: The line to blame. Defaults to the caller's.
///   - column: The column to blame. Defaults to the caller's.
/// - Returns: A closure that reports and returns `placeholder` each time it is called.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result = (),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  return { (argument: repeat each Argument) async -> Result in
    reportUnimplemented(
      description(), arguments: describing(repeat each argument), fileID: fileID,
      filePath: filePath, function: function, line: line, column: column)
    return placeholder()
  }
}

/// Makes an asynchronous throwing endpoint that reports it is unimplemented and throws, each time
/// it is called.
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
  return { (argument: repeat each Argument) async throws -> Result in
    let text = description()
    reportUnimplemented(
      text, arguments: describing(repeat each argument), fileID: fileID, filePath: filePath,
      function: function, line: line, column: column)
    throw UnimplementedFailure(description: text)
  }
}

/// Makes an asynchronous endpoint with a typed error that reports it is unimplemented and throws
/// `failure`, each time it is called.
///
/// ```swift
/// struct ClienteArticulos: Sendable {
///   var cargar: @Sendable () async throws(ErrorDeRed) -> [Articulo] =
///     unimplemented("ClienteArticulos.cargar", throwing: .sinConexion)
/// }
/// ```
///
/// - Parameters:
///   - description: What the endpoint is, for example `"ClienteArticulos.cargar"`.
///   - failure: The error to throw after reporting, made at each call.
///   - fileID: The file ID to blame. Defaults to the caller's.
///   - filePath: The file path to blame. Defaults to the caller's.
///   - function: The function to blame. Defaults to the caller's.
///   - line: The line to blame. Defaults to the caller's.
///   - column: The column to blame. Defaults to the caller's.
/// - Returns: A closure that reports and throws `failure` each time it is called.
public func unimplemented<each Argument, Failure: Error, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  throwing failure: @autoclosure @escaping @Sendable () -> Failure,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws(Failure) -> Result {
  return { (argument: repeat each Argument) async throws(Failure) -> Result in
    reportUnimplemented(
      description(), arguments: describing(repeat each argument), fileID: fileID,
      filePath: filePath, function: function, line: line, column: column)
    throw failure()
  }
}

/// Each argument as the debugger would show it, for the message.
private func describing<each Argument>(_ argument: repeat each Argument) -> [String] {
  var descriptions: [String] = []
  for value in repeat each argument {
    descriptions.append(String(reflecting: value))
  }
  return descriptions
}
