/// Waits, yielding, until `condicion` holds; gives up after `limite` of real time.
///
/// Returns whether the condition held, so a test can `#expect` it.
@discardableResult
func esperar(
  hasta condicion: () -> Bool, limite: Duration = .seconds(60)
) async -> Bool {
  let fin = ContinuousClock.now.advanced(by: limite)
  while !condicion() {
    guard ContinuousClock.now < fin else { return false }
    await Task.yield()
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}

/// Waits, yielding, until the async `condicion` holds; gives up after `limite` of real time.
@discardableResult
func esperar(
  hastaQue condicion: () async -> Bool, limite: Duration = .seconds(60)
) async -> Bool {
  let fin = ContinuousClock.now.advanced(by: limite)
  while await !condicion() {
    guard ContinuousClock.now < fin else { return false }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}
