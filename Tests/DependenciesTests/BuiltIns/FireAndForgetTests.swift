import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

private struct Broken: Error {}

@Suite("fireAndForget: an unstructured task live, awaited work in tests")
struct FireAndForgetTests {
  @Test("In tests the work has finished when the call returns")
  func testValueAwaitsTheWork() async {
    @Dependency(\.fireAndForget) var fireAndForget
    let steps = SharedState<[String]>([])
    await fireAndForget {
      try await Task.sleep(for: .milliseconds(20))
      steps.withLock { $0.append("sent") }
    }
    steps.withLock { $0.append("returned") }
    #expect(steps.withLock { $0 } == ["sent", "returned"])
  }

  @Test("In tests an error thrown by the work is dropped")
  func testValueDropsErrors() async {
    @Dependency(\.fireAndForget) var fireAndForget
    let ran = SharedState(false)
    await fireAndForget {
      ran.withLock { $0 = true }
      throw Broken()
    }
    #expect(ran.withLock { $0 })
  }

  @Test("Live, the call returns before the work finishes, and the work still runs")
  func liveValueDoesNotWait() async {
    let released = SharedState(false)
    let (outcomes, report) = AsyncStream<Bool>.makeStream()
    await withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.fireAndForget) var fireAndForget
      await fireAndForget {
        // Waits for the test to release it; gives up after a minute, which only happens when the
        // call waited for the work.
        let giveUp = ContinuousClock.now.advanced(by: .seconds(60))
        while !released.withLock({ $0 }), ContinuousClock.now < giveUp {
          try await Task.sleep(for: .milliseconds(2))
        }
        report.yield(released.withLock { $0 })
        report.finish()
      }
    }
    released.withLock { $0 = true }
    var iterator = outcomes.makeAsyncIterator()
    #expect(await iterator.next() == true)
  }

  @Test("Live, the work runs with the priority given")
  func liveValueUsesThePriority() async {
    let (priorities, report) = AsyncStream<TaskPriority>.makeStream()
    await withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.fireAndForget) var fireAndForget
      await fireAndForget(priority: .low) {
        report.yield(Task.currentPriority)
        report.finish()
      }
    }
    var iterator = priorities.makeAsyncIterator()
    #expect(await iterator.next() == .low)
  }

  @Test("The work sees the dependencies of the caller, live and in tests")
  func workInheritsDependencies() async {
    for context in [DependencyContext.live, .test] {
      let (seen, report) = AsyncStream<UUID>.makeStream()
      await withDependencies {
        $0.context = context
        $0.uuid = .constant(UUID(7))
      } operation: {
        @Dependency(\.fireAndForget) var fireAndForget
        await fireAndForget {
          @Dependency(\.uuid) var uuid
          report.yield(uuid())
          report.finish()
        }
      }
      var iterator = seen.makeAsyncIterator()
      #expect(await iterator.next() == UUID(7), "in \(context)")
    }
  }

  @Test("A FireAndForget made from a closure receives the priority and the work")
  func customOperation() async {
    let fired = SharedState<[TaskPriority?]>([])
    let recording = FireAndForget { priority, operation in
      fired.withLock { $0.append(priority) }
      try? await operation()
    }
    let ran = SharedState(0)
    await recording { ran.withLock { $0 += 1 } }
    await recording(priority: .high) { ran.withLock { $0 += 1 } }
    await recording.operation(.background) { ran.withLock { $0 += 1 } }
    #expect(fired.withLock { $0 } == [nil, .high, .background])
    #expect(ran.withLock { $0 } == 3)
  }

  @MainActor
  @Test("Work fired from the main actor is isolated to the main actor")
  func workInheritsTheActor() async {
    @Dependency(\.fireAndForget) var fireAndForget
    let isolatedToMainActor = SharedState<Bool?>(nil)
    await fireAndForget {
      let isolation = #isolation
      isolatedToMainActor.withLock { $0 = isolation === MainActor.shared }
    }
    #expect(isolatedToMainActor.withLock { $0 } == true)
  }

  @Test("Work fired from a nonisolated context is not isolated to the main actor")
  func nonisolatedWorkStaysNonisolated() async {
    @Dependency(\.fireAndForget) var fireAndForget
    let isolatedToMainActor = SharedState<Bool?>(nil)
    await fireAndForget {
      let isolation = #isolation
      isolatedToMainActor.withLock { $0 = isolation === MainActor.shared }
    }
    #expect(isolatedToMainActor.withLock { $0 } == false)
  }
}
