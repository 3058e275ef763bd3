import Dependencies
import Testing

@Suite("Task.megaYield: many suspensions in a row")
struct MegaYieldTests {
  @Test("It lets a task started just before it run up to its end")
  @MainActor
  func letsOtherWorkRun() async {
    let hecho = LockIsolated(false)
    Task { @MainActor in hecho.withValue { $0 = true } }
    await Task.megaYield()
    #expect(hecho.value)
  }

  @Test("A count of zero returns at once, and a count suspends that many times")
  func counts() async {
    await Task.megaYield(count: 0)
    await Task.megaYield(count: 3)
  }
}
