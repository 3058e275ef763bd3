import Testing

/// The value of `tarea`, or, if it takes longer than `limite` of real time, an issue and the
/// value it gives once cancelled: a broken feature fails its test instead of hanging it.
func valor<Valor: Sendable>(
  de tarea: Task<Valor, Never>, limite: Duration = .seconds(10)
) async -> Valor {
  let vigilante = vigilar(tarea, limite: limite)
  defer { vigilante.cancel() }
  return await tarea.value
}

/// The value of throwing `tarea`, with the same time limit as the other ``valor(de:limite:)``.
func valor<Valor: Sendable>(
  de tarea: Task<Valor, any Error>, limite: Duration = .seconds(10)
) async throws -> Valor {
  let vigilante = vigilar(tarea, limite: limite)
  defer { vigilante.cancel() }
  return try await tarea.value
}

/// A task that records an issue and cancels `tarea` after `limite`, unless cancelled first.
private func vigilar<Valor: Sendable, Fallo: Error>(
  _ tarea: Task<Valor, Fallo>, limite: Duration
) -> Task<Void, any Error> {
  Task {
    try await Task.sleep(for: limite)
    Issue.record("the task did not finish within \(limite); it was cancelled")
    tarea.cancel()
  }
}
