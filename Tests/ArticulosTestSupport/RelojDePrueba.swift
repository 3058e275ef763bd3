import Dependencies
import TestSupport

/// A ``TestClock`` that records every sleep it is asked for, so a test can wait, without polling
/// and without real time passing, until the feature sleeps before it advances the clock.
///
/// ```swift
/// let reloj = RelojDePrueba()
/// let tarea = Task { await withDependencies { $0.continuousClock = reloj } operation: { ... } }
/// try await reloj.esperarDormidas(1)  // the first wait between tries has begun
/// await reloj.advance(by: .seconds(1))
/// ```
public final class RelojDePrueba: Clock, Sendable {
  /// Durations as the continuous clock measures them.
  public typealias Duration = Swift.Duration
  /// The test clock's instants.
  public typealias Instant = TestClock<Duration>.Instant

  /// A clock at its start, with no sleep recorded.
  public init() {}

  private let reloj = TestClock()

  /// The length of each sleep begun on the clock, in order.
  public let dormidas = Registro<Duration>()

  /// The clock's current instant.
  public var now: Instant { reloj.now }

  /// The test clock's resolution.
  public var minimumResolution: Duration { reloj.minimumResolution }

  /// Records the sleep's length in ``dormidas``, then sleeps on the test clock.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    dormidas.anotar(reloj.now.duration(to: deadline))
    try await reloj.sleep(until: deadline, tolerance: tolerance)
  }

  /// Returns once `cantidad` sleeps have begun and the test clock holds the last one, so that
  /// an advance reaches it.
  ///
  /// - Throws: `CancellationError` if the waiting task is cancelled first.
  public func esperarDormidas(_ cantidad: Int) async throws {
    try await dormidas.esperar(cuenta: cantidad)
    // The sleep is recorded just before it reaches the test clock, a step that cannot wait for
    // anything: let it take that step before the test advances, yielding the thread meanwhile so
    // that on a pool of two threads the sleeper (and every other test) gets to run.
    while await !hayQuienDuerme() {
      try Task.checkCancellation()
      await Task.yield()
    }
  }

  /// Moves the time forward by `duration`, waking the sleeps it reaches.
  public func advance(
    by duration: Duration = .zero, isolation: isolated (any Actor)? = #isolation
  ) async {
    await reloj.advance(by: duration, isolation: isolation)
  }

  /// Whether some task sleeps on the test clock now.
  private func hayQuienDuerme() async -> Bool {
    do {
      try await reloj.checkSuspension()
      return false
    } catch {
      return true
    }
  }
}
