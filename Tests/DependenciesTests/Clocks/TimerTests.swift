@testable import Dependencies
import DependenciesTestSupport
import Testing

/// Counts the ticks of a timer on the clock dependency, as a feature would.
@MainActor
private final class Cronometro {
  var segundos = 0
  @Dependency(\.continuousClock) var clock

  func empezar() async {
    for await _ in clock.timer(interval: .seconds(1)) {
      segundos += 1
    }
  }
}

// NB: the timer's tasks are cancelled before the test ends, so a tick that never came fails the
// expectation instead of hanging the test.
@Suite("Clock.timer: ticks on the clock's grid, driven by the test clock")
struct TimerTests {
  @MainActor
  @Test("A timer ticks once for every interval the test clock advances")
  func ticksEveryInterval() async {
    let clock = TestClock()
    let cronometro = withDependencies {
      $0.continuousClock = clock
    } operation: {
      Cronometro()
    }
    let tarea = Task { await cronometro.empezar() }
    for segundo in 1...3 {
      await clock.untilSleeping(1)
      await clock.advance(by: .seconds(1))
      await yieldToOtherTasks()
      #expect(cronometro.segundos == segundo)
    }
    tarea.cancel()
    await tarea.value
  }

  @Test("No tick comes before a whole interval has passed")
  func noTickBeforeTheInterval() async {
    let clock = TestClock()
    let tarea = Task { () -> Int in
      var ticks = 0
      for await _ in clock.timer(interval: .seconds(1)) { ticks += 1 }
      return ticks
    }
    await clock.untilSleeping(1)
    await clock.advance(by: .milliseconds(999))
    await yieldToOtherTasks()
    tarea.cancel()
    #expect(await tarea.value == 0)
  }

  @Test("Each tick is the clock's time when it came, on the grid of the interval")
  func ticksAreInstantsOnTheGrid() async {
    let clock = TestClock()
    let inicio = clock.now
    let tarea = Task {
      var instantes: [TestClock<Duration>.Instant] = []
      for await instante in clock.timer(interval: .seconds(2)) {
        instantes.append(instante)
        if instantes.count == 2 { break }
      }
      return instantes
    }
    await clock.untilSleeping(1)
    await clock.advance(by: .seconds(2))
    await clock.untilSleeping(1)
    await clock.advance(by: .seconds(2))
    #expect(
      await tarea.value == [inicio.advanced(by: .seconds(2)), inicio.advanced(by: .seconds(4))])
  }

  @Test("A consumer that falls behind skips the ticks it missed")
  func skipsMissedTicks() async {
    let clock = TestClock()
    let inicio = clock.now
    // Busy for 3.5 s after the tick at 1 s, the consumer missed those at 2, 3 and 4 s: the next
    // one is at 5 s, not late ones at 2, 3 and 4 s in a burst.
    let lento = Task {
      var ticks = clock.timer(interval: .seconds(1)).makeAsyncIterator()
      let primero = await ticks.next()
      try? await clock.sleep(for: .milliseconds(3_500))
      let siguiente = await ticks.next()
      return (primero, siguiente)
    }
    await clock.untilSleeping(1)
    await clock.advance(by: .seconds(1))
    await clock.untilSleeping(1)
    await clock.advance(by: .milliseconds(3_500))
    await clock.untilSleeping(1)
    await clock.advance(by: .milliseconds(500))
    let (primero, siguiente) = await lento.value
    #expect(primero == inicio.advanced(by: .seconds(1)))
    #expect(siguiente == inicio.advanced(by: .seconds(5)))
  }

  @Test("Cancelling the task that iterates ends the sequence")
  func cancellationEndsTheSequence() async {
    let clock = TestClock()
    let tarea = Task { () -> Int in
      var ticks = 0
      for await _ in clock.timer(interval: .seconds(1)) { ticks += 1 }
      return ticks
    }
    await clock.untilSleeping(1)
    await clock.advance(by: .seconds(1))
    await clock.untilSleeping(1)
    tarea.cancel()
    #expect(await tarea.value == 1)
  }

  @Test("On an immediate clock every tick comes at once, each an interval after the last")
  func immediateClockTicksAtOnce() async {
    let clock = ImmediateClock()
    let inicio = clock.now
    var instantes: [ImmediateClock<Duration>.Instant] = []
    for await instante in clock.timer(interval: .seconds(60)) {
      instantes.append(instante)
      if instantes.count == 3 { break }
    }
    #expect(instantes == (1...3).map { inicio.advanced(by: .seconds(60 * $0)) })
  }
}
