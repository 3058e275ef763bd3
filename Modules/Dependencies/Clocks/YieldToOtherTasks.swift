import Synchronization

/// Gives the tasks that are ready to run a chance to run before the caller goes on.
///
/// A clock that resumes a sleeping task cannot know when that task reaches its next suspension
/// point: the task first leaves `sleep` on the global executor, then usually hops back to its
/// actor (most often the main actor) to run the code after the sleep. This function makes room
/// for both:
///
/// - it yields on the caller's actor, so the jobs already queued there (the woken task's
///   continuation, when it shares the caller's actor) run first;
/// - when the caller is not on the main actor, it waits for the main actor to run the jobs queued
///   on it, unless the main actor does not answer within a short while (a process whose main
///   thread does not serve it);
/// - it hops through detached tasks, which gives the global executor time to run what is ready.
///
/// ```swift
/// sleeper.continuation.resume(returning: true)
/// await yieldToOtherTasks()  // the woken task has most likely run to its next `await`
/// ```
///
/// - Parameters:
///   - rounds: How many times to yield.
///   - isolation: The caller's actor. Defaults to the caller's.
func yieldToOtherTasks(
  rounds: Int = yieldRounds, isolation: isolated (any Actor)? = #isolation
) async {
  let flushesMainActor = isolation !== MainActor.shared
  for round in 0..<rounds {
    if flushesMainActor, round.isMultiple(of: 4) {
      await MainActorQueue.flush()
    }
    await Task.yield()
    // NB: a plain `Task.yield()` off an actor only re-enqueues the caller, which another thread
    // may pick up at once. A detached task of the caller's priority queues behind the jobs of that
    // priority that are already waiting (a woken task about to sleep again, say); one of the
    // lowest priority waits for whatever else is ready.
    await Task.detached(priority: Task.currentPriority) { await Task.yield() }.value
    await Task.detached(priority: .background) { await Task.yield() }.value
  }
}

/// How many rounds ``yieldToOtherTasks(rounds:isolation:)`` makes by default.
let yieldRounds = 8

/// Waits for the main actor to run the jobs queued on it, when it is served at all.
private enum MainActorQueue {
  /// How many flushes in a row the main actor has not answered in time. A process that never
  /// serves it (a program whose main thread is blocked) stops being asked after a few misses.
  static let misses = Atomic<Int>(0)

  /// How many misses in a row make the main actor count as not served.
  static let missesBeforeGivingUp = 3

  /// How long to wait for the main actor before deciding it is not served.
  static let patience: Duration = .milliseconds(250)

  /// Queues an empty job on the main actor and waits until it has run (so has everything queued
  /// before it), or until ``patience`` has passed.
  static func flush() async {
    guard misses.load(ordering: .relaxed) < missesBeforeGivingUp else { return }
    let answered = await withCheckedContinuation {
      (continuation: CheckedContinuation<Bool, Never>) in
      let once = ResumeOnce(continuation)
      let timeout = Task {
        try? await Task.sleep(for: patience)
        once.resume(returning: false)
      }
      Task { @MainActor in
        once.resume(returning: true)
        timeout.cancel()
      }
    }
    if answered {
      misses.store(0, ordering: .relaxed)
    } else {
      misses.add(1, ordering: .relaxed)
    }
  }
}

/// A continuation that the first of several racing tasks resumes; later attempts do nothing.
private final class ResumeOnce: Sendable {
  private let continuation: Mutex<CheckedContinuation<Bool, Never>?>

  init(_ continuation: CheckedContinuation<Bool, Never>) {
    self.continuation = Mutex(continuation)
  }

  func resume(returning value: Bool) {
    let pending = continuation.withLock { continuation in
      defer { continuation = nil }
      return continuation
    }
    pending?.resume(returning: value)
  }
}
