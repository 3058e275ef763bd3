import Dispatch
import Foundation
import Synchronization

/// A dedicated thread that runs blocking jobs one at a time, off Swift's cooperative pool.
///
/// Each ``CurlConnection`` has one, so a transfer blocks a thread the client owns (waiting in
/// `curl_multi_poll`) and never one of the few threads Swift's concurrency runtime runs tasks
/// on. An idle thread sleeps on a semaphore; posting a job wakes it. A dedicated thread is
/// measurably cheaper per request than a hop through a dispatch queue, and keeps the handle
/// and its thread together for the connection's life. The thread ends when the value goes
/// away, after finishing the jobs already posted.
///
/// ```swift
/// let thread = TransferThread(name: "articulos-http")
/// thread.run { print("on the transfer thread") }
/// ```
final class TransferThread: Sendable {
  private let mailbox = Mailbox()

  /// Starts the thread, named `name` (at most 15 bytes: Linux's limit for thread names, which
  /// tools like `top -H` and `perf` show).
  init(name: String) {
    // NB: Named from inside: on Linux, Foundation drops a name set before `start()`.
    let thread = Thread { [mailbox] in
      mailbox.owner.store(Self.currentThreadID, ordering: .releasing)
      Thread.current.name = name
      Thread.current.threadDictionary[Self.marker] = true
      mailbox.serve()
    }
    thread.start()
  }

  deinit {
    mailbox.close()
  }

  /// Whether the calling code runs on a transfer thread (and so not on Swift's cooperative
  /// pool).
  ///
  /// ```swift
  /// thread.run { assert(TransferThread.isCurrent) }
  /// ```
  static var isCurrent: Bool {
    Thread.current.threadDictionary[marker] as? Bool ?? false
  }

  private static let marker = "articulos.http.transfer-thread"

  /// Whether the calling code runs on this very thread.
  ///
  /// ```swift
  /// thread.run { assert(thread.isRunningHere) }
  /// ```
  var isRunningHere: Bool {
    mailbox.owner.load(ordering: .acquiring) == Self.currentThreadID
  }

  /// The calling thread's `pthread_t` as a number: an integer on Linux, a pointer on Darwin.
  private static var currentThreadID: UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }

  /// Runs `job` on the thread, after any job posted before it.
  func run(_ job: @escaping @Sendable () -> Void) {
    mailbox.post(job)
  }
}

/// A transfer thread runs tasks too: code that prefers it (`withTaskExecutorPreference`) runs
/// there, so it can call libcurl directly, with no hand-off per request.
extension TransferThread: TaskExecutor {
  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    mailbox.post { job.runSynchronously(on: executor) }
  }
}

/// The queue between ``TransferThread``'s owner and its thread.
///
/// The thread holds the mailbox, not the ``TransferThread``, so the owner can go away and
/// close the mailbox, which ends the thread.
private final class Mailbox: Sendable {
  private struct State {
    var jobs: [@Sendable () -> Void] = []
    var isClosed = false
  }

  private let state = Mutex(State())
  private let signal = DispatchSemaphore(value: 0)
  /// The thread serving this mailbox (its `pthread_t`), 0 until it starts.
  let owner = Atomic<UInt>(0)

  func post(_ job: @escaping @Sendable () -> Void) {
    state.withLock { $0.jobs.append(job) }
    signal.signal()
  }

  func close() {
    state.withLock { $0.isClosed = true }
    signal.signal()
  }

  func serve() {
    while true {
      signal.wait()
      switch next() {
      case .job(let job): job()
      case .stop: return
      case .idle: continue
      }
    }
  }

  private enum Next {
    case job(@Sendable () -> Void)
    case stop
    case idle
  }

  private func next() -> Next {
    state.withLock { state in
      if !state.jobs.isEmpty { return .job(state.jobs.removeFirst()) }
      return state.isClosed ? .stop : .idle
    }
  }
}
