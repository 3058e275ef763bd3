// The scoping functions of `DependencyValues` that `withDependencies` replaced, kept so code
// written for them still compiles.

extension DependencyValues {
  /// Overrides one dependency for the duration of `operation`.
  @available(*, deprecated, message: "Use 'withDependencies' instead.")
  public static func withValue<Value, R>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: @autoclosure () -> Value,
    operation: () throws -> R
  ) rethrows -> R {
    try withDependencies {
      $0[keyPath: keyPath] = value()
    } operation: {
      try operation()
    }
  }

  /// Overrides one dependency for the duration of asynchronous `operation`.
  @available(*, deprecated, message: "Use 'withDependencies' instead.")
  public static func withValue<Value, R>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: @autoclosure () -> Value,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await withDependencies(isolation: isolation) {
      $0[keyPath: keyPath] = value()
    } operation: {
      try await operation()
    }
  }

  /// Updates the dependencies for the duration of `operation`.
  @available(*, deprecated, message: "Use 'withDependencies' instead.")
  public static func withValues<R>(
    _ updateValuesForOperation: (inout Self) throws -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    try withDependencies(updateValuesForOperation, operation: operation)
  }

  /// Updates the dependencies for the duration of asynchronous `operation`.
  @available(*, deprecated, message: "Use 'withDependencies' instead.")
  public static func withValues<R>(
    _ updateValuesForOperation: (inout Self) throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await withDependencies(isolation: isolation, updateValuesForOperation, operation: operation)
  }
}
