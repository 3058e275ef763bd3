import Foundation

/// Runs `operation` with every task of the process enqueued on the main actor, one job at a
/// time, so asynchronous code runs in the same order every time.
///
/// The jobs run on the main actor's queue, one after another. That queue is not always served by
/// the main thread: under `swift test` on Linux the runner parks the main thread and a pool
/// thread drains the queue, so `Thread.isMainThread` can be `false` inside such a job.
///
/// Tasks that are not isolated to an actor normally run in parallel on a pool of threads, so
/// the order in which two of them reach a line varies from run to run. Inside `operation`, the
/// runtime's hook for the global executor (`swift_task_enqueueGlobal_hook`, which Darwin and
/// Linux both provide) sends each such job to the main actor's queue instead: the jobs run
/// serially, in the order they were enqueued.
///
/// ```swift
/// @Test func cancelarDetieneLaCarga() async {
///   await withMainSerialExecutor {
///     let tarea = Task { await modelo.cargar() }
///     await Task.yield()      // `cargar` has now run up to its first suspension point
///     tarea.cancel()
///     await tarea.value
///     #expect(modelo.cargas == 0)
///   }
/// }
/// ```
///
/// What it does and does not cover:
///
/// - A job already queued runs before the next one starts, so a task started inside `operation`
///   does not run until the code that started it suspends.
/// - The hook is global to the process. While it is set, *every* task enqueued on the global
///   executor is serialized, including those of other tests running in parallel: keep such
///   tests in a `.serialized` suite, and never block the main thread inside `operation`.
/// - Default actors and task groups enqueue through the global executor, so they are
///   serialized too. Custom executors, task executor preferences and jobs already running when
///   the flag is set are not.
/// - A job resumed after a delay (`Task.sleep`, a real clock) is scheduled by the runtime's
///   delayed-enqueue path, which the hook does not see: drive time with a test clock instead.
/// - The previous setting of ``uncheckedUseMainSerialExecutor`` is restored when `operation`
///   returns or throws, so calls nest.
///
/// - Parameter operation: The work to run serially.
@MainActor
public func withMainSerialExecutor(
  @_implicitSelfCapture operation: @isolated(any) () async throws -> Void
) async rethrows {
  let previous = uncheckedUseMainSerialExecutor
  uncheckedUseMainSerialExecutor = true
  defer { uncheckedUseMainSerialExecutor = previous }
  try await operation()
}

/// Runs synchronous `operation` with every task of the process enqueued on the main actor.
///
/// The synchronous form of `withMainSerialExecutor(operation:)`, for wrapping
/// code that starts tasks without awaiting them. The setting it replaces is restored when
/// `operation` returns or throws.
///
/// ```swift
/// withMainSerialExecutor {
///   modelo.botonPulsado()  // starts tasks that will run serially on the main actor
/// }
/// ```
public func withMainSerialExecutor(
  @_implicitSelfCapture operation: () throws -> Void
) rethrows {
  let previous = uncheckedUseMainSerialExecutor
  uncheckedUseMainSerialExecutor = true
  defer { uncheckedUseMainSerialExecutor = previous }
  try operation()
}

/// Whether every task of the process is enqueued on the main actor, with no scope.
///
/// Setting it to `true` installs the runtime's global-enqueue hook until it is set back to
/// `false` (which removes the hook, whatever was installed before). Prefer
/// `withMainSerialExecutor(operation:)`, which restores the previous setting.
public var uncheckedUseMainSerialExecutor: Bool {
  get { GlobalEnqueueHook.isInstalled }
  set { GlobalEnqueueHook.isInstalled = newValue }
}

/// The Swift runtime's hook for enqueuing a job on the global executor.
private enum GlobalEnqueueHook {
  typealias Original = @convention(thin) (UnownedJob) -> Void
  typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  /// The runtime's variable, looked up by name in the loaded images; `nil` if it has none.
  static let variable: UncheckedSendable<UnsafeMutablePointer<Hook?>?> = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook") else {
      return UncheckedSendable(nil)
    }
    return UncheckedSendable(symbol.assumingMemoryBound(to: Hook?.self))
  }()

  static var isInstalled: Bool {
    get { variable.value?.pointee != nil }
    set {
      guard let pointer = variable.value else { return }
      pointer.pointee = newValue ? { job, _ in MainActor.shared.enqueue(job) } : nil
    }
  }
}
