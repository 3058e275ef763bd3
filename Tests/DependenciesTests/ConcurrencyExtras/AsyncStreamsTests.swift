import Dependencies
import Testing

private struct Roto: Error, Equatable {}

/// What `stream` gives to a consumer cancelled at once; it returns only if the stream ends when
/// its consumer is cancelled.
private func elementsUntilCancelled<S: AsyncSequence & Sendable>(
  _ stream: S
) async -> [S.Element] where S.Element: Sendable {
  let consumer = Task {
    var seen: [S.Element] = []
    do {
      for try await element in stream { seen.append(element) }
    } catch {}
    return seen
  }
  consumer.cancel()
  return await consumer.value
}

@Suite(
  "AsyncStream and AsyncThrowingStream helpers: erasing, never, finished",
  .timeLimit(.minutes(1)))
struct AsyncStreamsTests {
  @Test("AsyncStream(_:) gives a sequence's elements in order, then finishes")
  func streamFromSequence() async {
    let (source, continuation) = AsyncStream.makeStream(of: Int.self)
    for numero in 1...3 { continuation.yield(numero) }
    continuation.finish()
    var seen: [Int] = []
    for await numero in AsyncStream(source.map { $0 * 10 }) { seen.append(numero) }
    #expect(seen == [10, 20, 30])
  }

  @Test("eraseToStream ends at an error the sequence throws; eraseToThrowingStream keeps it")
  func errorsEndOrCarry() async {
    let (source, continuation) = AsyncThrowingStream.makeStream(of: Int.self)
    continuation.yield(1)
    continuation.finish(throwing: Roto())
    var seen: [Int] = []
    for await numero in source.eraseToStream() { seen.append(numero) }
    #expect(seen == [1])

    let (again, more) = AsyncThrowingStream.makeStream(of: Int.self)
    more.yield(2)
    more.finish(throwing: Roto())
    var kept: [Int] = []
    await #expect(throws: Roto.self) {
      for try await numero in again.eraseToThrowingStream() { kept.append(numero) }
    }
    #expect(kept == [2])
  }

  @Test("Cancelling the consumer of an erased stream cancels the iteration of its source")
  func cancellationReachesTheSource() async {
    let (terminations, terminated) = AsyncStream.makeStream(of: Void.self)
    let (source, continuation) = AsyncStream.makeStream(of: Int.self)
    continuation.onTermination = { _ in terminated.yield() }
    let (firstSeen, seen) = AsyncStream.makeStream(of: Void.self)
    let consumer = Task {
      for await _ in source.eraseToStream() { seen.yield() }
    }
    continuation.yield(1)
    for await _ in firstSeen { break }
    consumer.cancel()
    await consumer.value
    for await _ in terminations { break }  // returns only once the source has ended
  }

  @Test("never gives nothing and ends only when its consumer is cancelled")
  func neverEndsOnCancellation() async {
    #expect(await elementsUntilCancelled(AsyncStream<Int>.never).isEmpty)
    #expect(await elementsUntilCancelled(AsyncThrowingStream<Int, any Error>.never).isEmpty)
  }

  @Test("finished gives nothing; the throwing form ends with the error it is given")
  func finishedEndsAtOnce() async throws {
    var count = 0
    for await _ in AsyncStream<Int>.finished { count += 1 }
    for try await _ in AsyncThrowingStream<Int, any Error>.finished() { count += 1 }
    #expect(count == 0)
    await #expect(throws: Roto.self) {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Roto()) {}
    }
  }

  @Test("Task.never() waits until its task is cancelled, then throws CancellationError")
  func taskNeverThrowsOnCancellation() async {
    let task = Task<Void, any Error> { try await Task.never() }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }
}
