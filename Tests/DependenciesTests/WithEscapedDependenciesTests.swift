import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@Suite("withEscapedDependencies: carrying the scope into work that escapes the task tree")
struct WithEscapedDependenciesTests {
  @Test("Escaping to a queue loses the scope: the mistake the lessons warn about")
  func escapingLosesTheScope() async {
    let visto = await withDependencies {
      $0.origen = "ambito"
    } operation: {
      await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          @Dependency(\.origen) var origen
          continuation.resume(returning: origen)
        }
      }
    }
    #expect(visto == "test")
  }

  @Test("Yielding the escaped continuation on a queue restores the scope")
  func yieldRestoresTheScope() async {
    let visto = await withDependencies {
      $0.origen = "ambito"
    } operation: {
      await withCheckedContinuation { continuation in
        withEscapedDependencies { dependencias in
          DispatchQueue.global().async {
            dependencias.yield {
              @Dependency(\.origen) var origen
              continuation.resume(returning: origen)
            }
          }
        }
      }
    }
    #expect(visto == "ambito")
  }

  @Test("Continuations yielded from many threads each restore their own scope")
  func manyThreadsYield() async {
    let vistos = await withTaskGroup(of: (Int, String).self) { group in
      for indice in 0..<50 {
        group.addTask {
          await withDependencies {
            $0.origen = "hilo \(indice)"
          } operation: {
            await withCheckedContinuation { continuation in
              withEscapedDependencies { dependencias in
                DispatchQueue.global().async {
                  dependencias.yield {
                    @Dependency(\.origen) var origen
                    continuation.resume(returning: (indice, origen))
                  }
                }
              }
            }
          }
        }
      }
      return await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
    }
    #expect(vistos.count == 50)
    #expect(vistos.allSatisfy { $0.value == "hilo \($0.key)" })
  }

  @Test("The async yield runs the escaped work with the captured values")
  func asyncYield() async {
    let continuacion = withDependencies {
      $0.origen = "capturado"
    } operation: {
      withEscapedDependencies { $0 }
    }
    let visto = await continuacion.yield {
      await Task.yield()
      @Dependency(\.origen) var origen
      return origen
    }
    #expect(visto == "capturado")
  }

  @Test("A model's property read from an escaping closure sees what the model captured")
  func escapingClosureReadsCapturedValues() async {
    let modelo = withDependencies {
      $0.origen = "del modelo"
    } operation: {
      Modelo()
    }
    let visto = await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: modelo.origen) }
    }
    #expect(visto == "del modelo")
  }

  @Test("An escaping closure reads date.now from the model's scope, at the time it runs")
  func escapingClosureReadsTheRightDate() async {
    let fija = Date(timeIntervalSince1970: 1_234_567_890)
    let reloj = withDependencies {
      $0.date.now = fija
    } operation: {
      RelojDeModelo()
    }
    let vista = await withCheckedContinuation { continuation in
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(5)) {
        continuation.resume(returning: reloj.ahora)
      }
    }
    #expect(vista == fija)
  }

  @Test("A live date read later from an escaping closure is the time of that read")
  func liveDateIsReadWhenTheClosureRuns() async {
    let reloj = withDependencies {
      $0.date = DateGenerator { Date() }
    } operation: {
      RelojDeModelo()
    }
    let antes = Date()
    let vista = await withCheckedContinuation { continuation in
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) {
        continuation.resume(returning: reloj.ahora)
      }
    }
    #expect(vista.timeIntervalSince(antes) >= 0.015)
  }
}

/// A model that reads the current date through a key path into the date generator.
/// NB: `@unchecked` because a property wrapper's storage is a `var`; it is never mutated.
private final class RelojDeModelo: @unchecked Sendable {
  @Dependency(\.date.now) var ahora
}
