import Dependencies

extension TestClock where Duration == Swift.Duration {
  /// Whether some task sleeps on this clock now.
  func hayQuienDuerme() async -> Bool {
    do {
      try await checkSuspension()
      return false
    } catch {
      return true
    }
  }
}
