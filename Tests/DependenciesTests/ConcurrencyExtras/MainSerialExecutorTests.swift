import Dependencies
import Testing

// NB: serialized, because the executor setting is global to the process: two of these tests at
// once would see each other's setting.
@Suite("withMainSerialExecutor: every task runs serially on the main actor", .serialized)
struct MainSerialExecutorTests {
  @Test("Tasks that suspend interleave in the same order on every run")
  @MainActor
  func deterministicInterleaving() async {
    // NB: without the serial executor, 20 runs of this on two cores give more than one order.
    var ordenes: [[String]] = []
    for _ in 0..<20 {
      ordenes.append(await registrarIntercalado(tareas: 16, pasos: 10))
    }
    // Each task runs up to its first suspension in the order it was started, and each yield
    // sends it to the back of the queue: a round robin.
    let esperado = (0..<10).flatMap { paso in (0..<16).map { tarea in "\(tarea).\(paso)" } }
    for orden in ordenes {
      #expect(orden == esperado)
    }
  }

  @Test("A detached task waits until the main actor suspends")
  @MainActor
  func waitsForMainActor() async {
    let corrio = LockIsolated(false)
    await withMainSerialExecutor {
      let tarea = Task.detached { corrio.setValue(true) }
      // Busy, without suspending: the detached task is queued behind this job.
      var lecturas = 0
      for _ in 0..<10_000 where !corrio.value { lecturas += 1 }
      #expect(lecturas == 10_000)
      await tarea.value
    }
    #expect(corrio.value)
  }

  @Test("Child tasks of a task group also run one at a time, in the order they were added")
  @MainActor
  func taskGroupSerial() async {
    let registro = LockIsolated<[Int]>([])
    await withMainSerialExecutor {
      await withTaskGroup(of: Void.self) { grupo in
        for hijo in 0..<10 {
          grupo.addTask {
            registro.withValue { $0.append(hijo) }
            await Task.yield()
            registro.withValue { $0.append(hijo + 100) }
          }
        }
      }
    }
    #expect(registro.value == Array(0..<10) + Array(100..<110))
  }

  @Test("The flag is set inside the scope and restored after it, even when the body throws")
  func restoresFlag() {
    struct Fallo: Error {}
    #expect(uncheckedUseMainSerialExecutor == false)
    withMainSerialExecutor {
      #expect(uncheckedUseMainSerialExecutor == true)
    }
    #expect(uncheckedUseMainSerialExecutor == false)
    #expect(throws: Fallo.self) {
      try withMainSerialExecutor {
        #expect(uncheckedUseMainSerialExecutor == true)
        throw Fallo()
      }
    }
    #expect(uncheckedUseMainSerialExecutor == false)
  }

  @Test("The asynchronous form restores the flag when its body throws, and nested scopes keep it")
  @MainActor
  func asyncRestoresFlag() async {
    struct Fallo: Error {}
    let dentro = LockIsolated<Bool?>(nil)
    await #expect(throws: Fallo.self) {
      try await withMainSerialExecutor {
        withMainSerialExecutor {}
        await Task.yield()
        dentro.setValue(uncheckedUseMainSerialExecutor)
        throw Fallo()
      }
    }
    #expect(dentro.value == true)
    #expect(uncheckedUseMainSerialExecutor == false)
  }

  @Test("Setting the unchecked flag installs the hook until it is cleared")
  func uncheckedFlag() {
    uncheckedUseMainSerialExecutor = true
    #expect(uncheckedUseMainSerialExecutor == true)
    uncheckedUseMainSerialExecutor = false
    #expect(uncheckedUseMainSerialExecutor == false)
  }
}

/// Starts `tareas` detached tasks that each log `pasos` steps with a suspension after each,
/// under the main serial executor, and returns the log.
@MainActor
private func registrarIntercalado(tareas: Int, pasos: Int) async -> [String] {
  let registro = LockIsolated<[String]>([])
  await withMainSerialExecutor {
    let iniciadas = (0..<tareas).map { tarea in
      Task.detached {
        for paso in 0..<pasos {
          registro.withValue { $0.append("\(tarea).\(paso)") }
          await Task.yield()
        }
      }
    }
    for tarea in iniciadas { await tarea.value }
  }
  return registro.value
}
