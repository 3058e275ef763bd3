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
  /// In tests the work still runs in a task of its own, which the call waits for: cancelling
  /// the caller does not cancel the work (as it would not cancel a `Task { }`), and an error the
  /// work throws fails the test, where a running program drops it. The work inherits the
  /// caller's dependencies either way; the preview value is the live one.
  public var fireAndForget: FireAndForget {
    get { self[FireAndForgetKey.self] }
    set { self[FireAndForgetKey.self] = newValue }
  }
}

private enum FireAndForgetKey: DependencyKey {
  static let liveValue = FireAndForget(firing: { firing in
    firing.start(handlingErrors: { _ in })
  })
  static let testValue = FireAndForget(firing: { firing in
    await firing.start(handlingErrors: { error in
      reportIssue(
        error, "An operation given to 'fireAndForget' threw.", fileID: firing.fileID,
        filePath: firing.filePath, line: firing.line, column: firing.column)
    }).value
  })
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

  /// What a call does, with everything the call says: the task's name and where it was made.
  private let fire: @Sendable (Firing) async -> Void

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
  /// - Parameter operation: Receives the priority and the work of each call. The name a call
  ///   gives is not passed on.
  public init(
    operation:
      @escaping @Sendable (
        TaskPriority?, @escaping @Sendable () async throws -> Void
      ) async -> Void
  ) {
    self.operation = operation
    self.fire = { firing in await operation(firing.priority, firing.work) }
  }

  /// Makes a value whose calls run `fire`, which sees everything a call says.
  fileprivate init(firing fire: @escaping @Sendable (Firing) async -> Void) {
    self.fire = fire
    self.operation = { priority, work in
      await fire(Firing(name: nil, priority: priority, work: work))
    }
  }

  /// Fires `operation`: an unstructured task in a running program, awaited in tests.
  ///
  /// ```swift
  /// await fireAndForget(name: "Aviso de cambio de correo") {
  ///   try await correo.enviar(a: destino, asunto: "Tu correo ha cambiado")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The name of the task, for debuggers and logs. Defaults to none.
  ///   - priority: The priority of the task. Defaults to the caller's.
  ///   - operation: The work. A running program drops the errors it throws; a test fails with
  ///     them.
  ///   - fileID: Where to blame an error the work throws in a test. Defaults to the caller's.
  ///   - filePath: Where to blame an error the work throws in a test. Defaults to the caller's.
  ///   - line: Where to blame an error the work throws in a test. Defaults to the caller's.
  ///   - column: Where to blame an error the work throws in a test. Defaults to the caller's.
  public func callAsFunction(
    name: String? = nil,
    priority: TaskPriority? = nil,
    // NB: the work runs on the caller's actor, like the body of a `Task { }` written there.
    @_inheritActorContext _ operation: @escaping @Sendable () async throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await fire(
      Firing(
        name: name, priority: priority, work: operation, fileID: fileID, filePath: filePath,
        line: line, column: column))
  }
}

/// One call of a ``FireAndForget``: the work, the task to run it in, and where it was made.
private struct Firing: Sendable {
  var name: String?
  var priority: TaskPriority?
  var work: @Sendable () async throws -> Void
  var fileID: StaticString = #fileID
  var filePath: StaticString = #filePath
  var line: UInt = #line
  var column: UInt = #column

  /// Starts the work in an unstructured task of its own, handing an error it throws to
  /// `handle`.
  @discardableResult
  func start(handlingErrors handle: @escaping @Sendable (any Error) -> Void) -> Task<Void, Never> {
    let work = self.work
    let body: @Sendable () async -> Void = {
      do { try await work() } catch { handle(error) }
    }
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
      return Task(name: name, priority: priority, operation: body)
    }
    return Task(priority: priority, operation: body)
  }
}
