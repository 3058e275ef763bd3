import Foundation

extension Task where Success == Never, Failure == Never {
  /// Suspends the current task `count` times, giving other tasks many chances to run first.
  ///
  /// Each suspension waits for a detached, low-priority task that itself yields, which lets the
  /// executor drain more pending work than one `Task.yield()` does. A test can use it to let the
  /// work it just started reach its next suspension point:
  ///
  /// ```swift
  /// let tarea = Task { await modelo.cargar() }
  /// await Task.megaYield()
  /// #expect(modelo.cargando)
  /// ```
  ///
  /// It makes timing problems rarer, not impossible; `withMainSerialExecutor(operation:)`
  /// makes such a test deterministic instead.
  ///
  /// - Parameter count: How many times to suspend. By default 20, or the value of the
  ///   `TASK_MEGA_YIELD_COUNT` environment variable (clamped to 0...10 000).
  public static func megaYield(count: Int = defaultMegaYieldCount) async {
    for _ in 0..<count {
      await Task<Void, Never>.detached(priority: .background) { await Task<Never, Never>.yield() }
        .value
    }
  }
}

/// How many times `Task.megaYield(count:)` suspends unless told otherwise.
@usableFromInline
let defaultMegaYieldCount: Int = {
  let requested = ProcessInfo.processInfo.environment["TASK_MEGA_YIELD_COUNT"].flatMap { Int($0) }
  return min(max(requested ?? 20, 0), 10_000)
}()
