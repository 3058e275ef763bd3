extension AsyncStream where Element: Sendable {
  /// Makes a stream that gives the elements of `sequence`, then finishes.
  ///
  /// A client's endpoint that returns `AsyncStream` can then be implemented from any async
  /// sequence, a mapped one included:
  ///
  /// ```swift
  /// cambios: { AsyncStream(base.cambios.map(\.nota)) }
  /// ```
  ///
  /// The sequence is iterated by a task of its own that starts at once; ending the stream (its
  /// consumer stops or is cancelled) cancels that task. An error the sequence throws ends the
  /// stream, which cannot carry it: use `AsyncThrowingStream(_:)` to keep it.
  ///
  /// - Parameter sequence: The elements to give.
  public init<S: AsyncSequence & Sendable>(_ sequence: S) where S.Element == Element {
    self.init { continuation in
      let task = Task {
        do {
          for try await element in sequence {
            continuation.yield(element)
          }
        } catch {}
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// A stream that never gives an element and never finishes: a test value for an endpoint
  /// whose stream the test does not follow.
  ///
  /// ```swift
  /// $0.notas.cambios = { .never }
  /// ```
  public static var never: Self {
    Self { _ in }
  }

  /// A stream that is already finished: it gives no element.
  ///
  /// ```swift
  /// $0.notas.cambios = { .finished }
  /// ```
  public static var finished: Self {
    Self { $0.finish() }
  }
}

extension AsyncThrowingStream where Element: Sendable, Failure == any Error {
  /// Makes a stream that gives the elements of `sequence`, then finishes with the error the
  /// sequence throws, if any.
  ///
  /// ```swift
  /// let lineas = AsyncThrowingStream(archivo.lines)
  /// ```
  ///
  /// The sequence is iterated by a task of its own that starts at once; ending the stream
  /// cancels that task.
  ///
  /// - Parameter sequence: The elements to give.
  public init<S: AsyncSequence & Sendable>(_ sequence: S) where S.Element == Element {
    self.init { continuation in
      let task = Task {
        do {
          for try await element in sequence {
            continuation.yield(element)
          }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// A stream that never gives an element and never finishes.
  ///
  /// ```swift
  /// $0.sensor.lecturas = { .never }
  /// ```
  public static var never: Self {
    Self { _ in }
  }

  /// A stream that finishes at once, with `error` when one is given.
  ///
  /// ```swift
  /// $0.sensor.lecturas = { .finished(throwing: SensorApagado()) }
  /// ```
  ///
  /// - Parameter error: The error to end with, or `nil` to end normally.
  /// - Returns: The finished stream.
  public static func finished(throwing error: Failure? = nil) -> Self {
    Self { $0.finish(throwing: error) }
  }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// This sequence as an `AsyncStream`, for an endpoint whose type names one.
  ///
  /// ```swift
  /// cambios: { base.cambios.map(\.nota).eraseToStream() }
  /// ```
  ///
  /// An error the sequence throws ends the stream; `eraseToThrowingStream()` keeps it.
  public func eraseToStream() -> AsyncStream<Element> {
    AsyncStream(self)
  }

  /// This sequence as an `AsyncThrowingStream`, which ends with the error the sequence throws.
  ///
  /// ```swift
  /// lecturas: { puerto.bytes.map(Lectura.init).eraseToThrowingStream() }
  /// ```
  public func eraseToThrowingStream() -> AsyncThrowingStream<Element, any Error> {
    AsyncThrowingStream(self)
  }
}

extension Task where Success == Never, Failure == Never {
  /// Suspends until the current task is cancelled, then throws `CancellationError`.
  ///
  /// A test value for an endpoint that should stay busy until the feature stops it:
  ///
  /// ```swift
  /// $0.temporizador.esperar = { try await Task.never() }
  /// ```
  ///
  /// - Throws: `CancellationError`, once the task is cancelled.
  public static func never() async throws -> Never {
    let stream = AsyncStream<Never>.never
    for await _ in stream {}
    throw Swift.CancellationError()
  }
}
