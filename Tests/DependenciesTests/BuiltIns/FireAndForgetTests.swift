@testable import Dependencies
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
      // NB: suspends several times, so a call that did not wait would return first.
      await yieldToOtherTasks()
      steps.withLock { $0.append("sent") }
    }
    steps.withLock { $0.append("returned") }
    #expect(steps.withLock { $0 } == ["sent", "returned"])
  }

  @Test("In tests an error thrown by the work fails the test, where the call was made")
  func testValueReportsErrors() async {
    @Dependency(\.fireAndForget) var fireAndForget
    let ran = SharedState(false)
    await withKnownIssue {
      await fireAndForget {
        ran.withLock { $0 = true }
        throw Broken()
      }
    } matching: { issue in
      issue.error is Broken
        && issue.comments.map(\.rawValue).joined().contains("given to 'fireAndForget' threw")
        && issue.sourceLocation?.fileName == "FireAndForgetTests.swift"
    }
    #expect(ran.withLock { $0 })
  }

  @Test("In tests cancelling the caller does not cancel the work it fired")
  func testValueWorkOutlivesCancellation() async {
    let sawCancellation = SharedState<Bool?>(nil)
    let caller = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      @Dependency(\.fireAndForget) var fireAndForget
      await fireAndForget {
        sawCancellation.withLock { $0 = Task.isCancelled }
      }
    }
    await caller.value
    #expect(sawCancellation.withLock { $0 } == false)
  }

  @Test("The name given is the name of the task the work runs in")
  func workRunsInANamedTask() async {
    for context in [DependencyContext.live, .test] {
      let (names, report) = AsyncStream<String?>.makeStream()
      await withDependencies {
        $0.context = context
      } operation: {
        @Dependency(\.fireAndForget) var fireAndForget
        await fireAndForget(name: "Aviso de cambio de correo") {
          report.yield(Task.name)
          report.finish()
        }
      }
      var iterator = names.makeAsyncIterator()
      #expect(await iterator.next() == "Aviso de cambio de correo", "in \(context)")
    }
  }

  @Test(
    "Live, the call returns before the work finishes, and the work still runs",
    // NB: a call that waited for the work would wait forever: the work waits for the call.
    .timeLimit(.minutes(1)))
  func liveValueDoesNotWait() async {
    let (callReturned, signalReturn) = AsyncStream<Void>.makeStream()
    let (events, report) = AsyncStream<String>.makeStream()
    await withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.fireAndForget) var fireAndForget
      await fireAndForget {
        // Waits until the call has returned: only then can the work finish.
        for await _ in callReturned { break }
        report.yield("work finished")
        report.finish()
      }
    }
    report.yield("call returned")
    signalReturn.yield()
    signalReturn.finish()
    var iterator = events.makeAsyncIterator()
    let first = await iterator.next()
    let second = await iterator.next()
    #expect(first == "call returned")
    #expect(second == "work finished")
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
