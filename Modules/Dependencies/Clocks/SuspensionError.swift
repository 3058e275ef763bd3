/// The error ``TestClock/checkSuspension(isolation:)`` throws while a task still sleeps on the
/// clock.
///
/// ```swift
/// let clock = TestClock()
/// let tarea = Task { try await clock.sleep(for: .seconds(1)) }
/// do {
///   try await clock.checkSuspension()
/// } catch is SuspensionError {
///   print("something still waits for the clock")
/// }
/// await clock.advance(by: .seconds(1))
/// try await clock.checkSuspension()  // no longer throws
/// ```
public struct SuspensionError: Error, CustomStringConvertible {
  /// Makes the error.
  ///
  /// ```swift
  /// throw SuspensionError()
  /// ```
  public init() {}

  /// Says what the error means.
  ///
  /// ```swift
  /// print(SuspensionError())  // A task is still sleeping on the test clock...
  /// ```
  public var description: String {
    """
    A task is still sleeping on the test clock. Advance the clock past its deadline, or cancel \
    the task, before checking that nothing waits for time to pass.
    """
  }
}
