/// Carries the dependencies in effect now into work that escapes the task tree.
///
/// Task-locals reach child tasks, but not a closure handed to a queue, a callback or a thread:
/// there the defaults would be in effect again. Capture the continuation here and yield to it
/// where the escaped work runs.
///
/// ```swift
/// func programar() {
///   withEscapedDependencies { dependencias in
///     DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
///       dependencias.yield {
///         // the same dependencies as where `programar` was called
///         self.guardar()
///       }
///     }
///   }
/// }
/// ```
///
/// - Parameter operation: Receives the continuation; what it returns is returned.
/// - Returns: What `operation` returns.
public func withEscapedDependencies<Result>(
  _ operation: (DependencyValues.Continuation) throws -> Result
) rethrows -> Result {
  try operation(DependencyValues.Continuation(values: DependencyValues.current.pinnedToRunningTest))
}

/// Carries the dependencies in effect now into asynchronous work that escapes the task tree.
///
/// ```swift
/// await withEscapedDependencies { dependencias in
///   await registrar(callback: { evento in
///     dependencias.yield { procesar(evento) }
///   })
/// }
/// ```
///
/// - Parameters:
///   - isolation: The actor to run on. Defaults to the caller's.
///   - operation: Receives the continuation; what it returns is returned.
/// - Returns: What `operation` returns.
public func withEscapedDependencies<Result>(
  isolation: isolated (any Actor)? = #isolation,
  _ operation: (DependencyValues.Continuation) async throws -> Result
) async rethrows -> Result {
  try await operation(
    DependencyValues.Continuation(values: DependencyValues.current.pinnedToRunningTest))
}

extension DependencyValues {
  /// Dependencies captured by ``withEscapedDependencies(_:)-5xvi3``, to restore elsewhere.
  ///
  /// ```swift
  /// withEscapedDependencies { dependencias in
  ///   Thread.detachNewThread {
  ///     dependencias.yield { trabajo() }
  ///   }
  /// }
  /// ```
  public struct Continuation: Sendable {
    let values: DependencyValues

    /// Runs `operation` with the captured dependencies in effect.
    ///
    /// ```swift
    /// dependencias.yield { @Dependency(\.date.now) var ahora; print(ahora) }
    /// ```
    ///
    /// - Parameter operation: The escaped work.
    /// - Returns: What `operation` returns.
    public func yield<Result>(_ operation: () throws -> Result) rethrows -> Result {
      let result = try DependencyValues.$_current.withValue(values, operation: operation)
      // NB: a scope like `withDependencies`'s, so an object built here passes these values on.
      ScopedObjects.record(result, values: values)
      return result
    }

    /// Runs asynchronous `operation` with the captured dependencies in effect.
    ///
    /// ```swift
    /// await dependencias.yield { try? await cliente.cargar() }
    /// ```
    ///
    /// - Parameters:
    ///   - isolation: The actor to run on. Defaults to the caller's.
    ///   - operation: The escaped work.
    /// - Returns: What `operation` returns.
    public func yield<Result>(
      isolation: isolated (any Actor)? = #isolation,
      _ operation: () async throws -> Result
    ) async rethrows -> Result {
      let result = try await DependencyValues.$_current.withValue(
        values, operation: operation, isolation: isolation)
      ScopedObjects.record(result, values: values)
      return result
    }
  }
}
