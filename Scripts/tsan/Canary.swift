import Foundation
import Synchronization

/// Checks that the Thread Sanitizer lane sees what it must: run by Scripts/test-tsan.sh before
/// the suite, with Scripts/tsan/MutexAnnotations.c preloaded.
///
/// - `canary mutex`: threads contend for a `Mutex`, an `NSLock` and a `DispatchSemaphore`;
///   there must be no report (else contended `Mutex` hand-overs are invisible again).
/// - `canary race`: threads write one counter without a lock; there must be a report (else
///   the lane is blind).
///
/// ```
/// swiftc -parse-as-library -sanitize=thread Scripts/tsan/Canary.swift -o canary
/// LD_PRELOAD=libMutexAnnotations.so ./canary mutex
/// ```
@main
enum Canary {
  static func main() {
    switch CommandLine.arguments.dropFirst().first {
    case "mutex": contendForLocks()
    case "race": race()
    default:
      FileHandle.standardError.write(Data("usage: canary mutex|race\n".utf8))
      exit(64)
    }
  }

  private static let threads = 4
  private static let rounds = 20_000

  private static func contendForLocks() {
    let mutex = Mutex<[Int]>([])
    let guarded = Guarded()
    let semaphore = DispatchSemaphore(value: 1)
    let shared = Unsynchronized()
    concurrently { thread in
      for round in 0..<rounds {
        mutex.withLock { values in
          values.append(thread * rounds + round)
          if values.count > 64 { values.removeFirst(32) }
        }
        guarded.increment()
        semaphore.wait()
        shared.count += 1
        semaphore.signal()
      }
    }
    let total = guarded.value
    guard total == threads * rounds, shared.count == threads * rounds else {
      print("canary: lost updates (\(total), \(shared.count))")
      exit(1)
    }
    print("canary: \(threads) threads contended for Mutex, NSLock and DispatchSemaphore")
  }

  private static func race() {
    let shared = Unsynchronized()
    concurrently { _ in
      for _ in 0..<rounds { shared.count += 1 }
    }
    print("canary: \(shared.count) unsynchronized increments")
  }

  private static func concurrently(_ body: @escaping @Sendable (Int) -> Void) {
    let done = DispatchGroup()
    for thread in 0..<threads {
      done.enter()
      Thread.detachNewThread {
        body(thread)
        done.leave()
      }
    }
    done.wait()
  }
}

/// A counter behind an `NSLock`.
private final class Guarded: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func increment() { lock.withLock { count += 1 } }
}

/// A counter with no synchronization of its own.
private final class Unsynchronized: @unchecked Sendable {
  var count = 0
}
