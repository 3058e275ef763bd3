/// Runs `body` and reports an error it throws as an issue, instead of passing it on.
///
/// For code that must not fail but calls throwing APIs: a test fails with the error, and a
/// program goes on (with a runtime warning).
///
/// ```swift
/// let guardados = withErrorReporting("Reading the saved drafts") {
///   try JSONDecoder().decode([Borrador].self, from: datos)
/// } ?? []
/// ```
///
/// - Parameters:
///   - message: More about what was being done, for the issue.
///   - fileID: The file ID to blame. Defaults to the caller's.
///   - filePath: The file path to blame. Defaults to the caller's.
///   - line: The line to blame. Defaults to the caller's.
///   - column: The column to blame. Defaults to the caller's.
///   - body: The work that may throw.
/// - Returns: What `body` returns, or `nil` when it threw.
@discardableResult
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  catching body: () throws -> R
) -> R? {
  do {
    return try body()
  } catch {
    reportIssue(
      error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}

/// Runs asynchronous `body` and reports an error it throws as an issue, instead of passing it on.
///
/// ```swift
/// func guardar() async {
///   await withErrorReporting("Saving the draft") {
///     try await cliente.guardar(borrador)
///   }
/// }
/// ```
///
/// - Parameters:
///   - message: More about what was being done, for the issue.
///   - fileID: The file ID to blame. Defaults to the caller's.
///   - filePath: The file path to blame. Defaults to the caller's.
///   - line: The line to blame. Defaults to the caller's.
///   - column: The column to blame. Defaults to the caller's.
///   - isolation: The actor to run on. Defaults to the caller's.
///   - body: The work that may throw.
/// - Returns: What `body` returns, or `nil` when it threw.
@discardableResult
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation,
  catching body: () async throws -> R
) async -> R? {
  do {
    return try await body()
  } catch {
    reportIssue(
      error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}
