extension DependencyValues {
  /// Starts work that nobody waits for in a running program, and waits for it in tests.
  ///
  /// Work that has nothing to return, like a confirmation e-mail after a change, should not hold
  /// up the caller. A bare `Task { }` does that, but a test cannot know when it has finished.
  /// `fireAndForget` starts an unstructured task in a running program and runs the work to its
  /// end before returning in tests, so the test can check what it did right after:
  ///
  /// ```swift
  /// func cambiarCorreo(a nuevo: String) async throws {
  ///   @Dependency(\.fireAndForget) var fireAndForget
  ///   @Dependency(\.correo) var correo
  ///   try await base.actualizarCorreo(nuevo)
  ///   await fireAndForget {
  ///     try await correo.enviar(a: nuevo, asunto: "Tu correo ha cambiado")
  ///   }
  /// }
  ///
  /// @Test func avisaDelCambio() async throws {
  ///   let enviados = Mutex<[String]>([])
  ///   try await withDependencies {
  ///     $0.correo.enviar = { destino, _ in enviados.withLock { $0.append(destino) } }
  ///   } operation: {
  ///     try await cambiarCorreo(a: "ana@example.com")
  ///   }
  ///   #expect(enviados.withLock { $0 } == ["ana@example.com"])  // sent: no sleeping, no polling
  /// }
  /// ```
  ///
  /// The work inherits the caller's dependencies either way. Errors it throws are dropped, as
  /// with a task nobody awaits; the preview value is the live one.
  public var fireAndForget: FireAndForget {
    get { self[FireAndForgetKey.self] }
    set { self[FireAndForgetKey.self] = newValue }
  }
}

private enum FireAndForgetKey: DependencyKey {
  static let liveValue = FireAndForget { priority, operation in
    Task(priority: priority) { try await operation() }
  }
  static let testValue = FireAndForget { _, operation in
    try? await operation()
  }
}

/// Runs work without making the caller wait for it: the value of
/// ``DependencyValues/fireAndForget``.
///
/// ```swift
/// @Dependency(\.fireAndForget) var fireAndForget
/// await fireAndForget(priority: .background) {
///   try await analitica.registrar("pedido")
/// }
/// ```
public struct FireAndForget: Sendable {
  /// Starts or runs `operation` with an optional priority: what a call does.
  ///
  /// ```swift
  /// let registrando = FireAndForget { _, operation in try? await operation() }
  /// await registrando.operation(nil) { print("hecho") }
  /// ```
  public let operation:
    @Sendable (TaskPriority?, @escaping @Sendable () async throws -> Void) async -> Void

  /// Makes a value whose calls run `operation`.
  ///
  /// Useful in tests that want to see what was fired:
  ///
  /// ```swift
  /// let disparados = Mutex(0)
  /// withDependencies {
  ///   $0.fireAndForget = FireAndForget { _, operation in
  ///     disparados.withLock { $0 += 1 }
  ///     try? await operation()
  ///   }
  /// } operation: {
  ///   // ...
  /// }
  /// ```
  ///
  /// - Parameter operation: Receives the priority and the work of each call.
  public init(
    operation:
      @escaping @Sendable (
        TaskPriority?, @escaping @Sendable () async throws -> Void
      ) async -> Void
  ) {
    self.operation = operation
  }

  /// Fires `operation`: an unstructured task in a running program, awaited in tests.
  ///
  /// ```swift
  /// await fireAndForget {
  ///   try await correo.enviar(a: destino, asunto: "Bienvenida")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The priority of the task, if one is created. Defaults to the caller's.
  ///   - operation: The work. Errors it throws are dropped.
  public func callAsFunction(
    priority: TaskPriority? = nil,
    // NB: the work runs on the caller's actor, like the body of a `Task { }` written there.
    @_inheritActorContext _ operation: @escaping @Sendable () async throws -> Void
  ) async {
    await self.operation(priority, operation)
  }
}
