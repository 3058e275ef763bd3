import Dependencies
import DependenciesTestSupport
import Foundation
import Testing
import TestSupport

/// Escaped continuations yielded from GCD threads by the thousand, often after the scope that
/// captured them has ended: each must restore exactly the values it captured.
@Suite("Stress: escaped continuations yielded from GCD threads restore their own scope")
struct EscapedContinuationStressTests {
  private static let continuaciones = 2_000

  @Test("2,000 continuations, each yielded on a global queue after its scope ended")
  func yieldedAfterTheScopeEnded() async {
    let vistos = await withTaskGroup(of: String?.self) { group in
      for indice in 0..<Self.continuaciones {
        group.addTask {
          let dependencias = withDependencies {
            $0.origen = "escapada \(indice)"
            $0.date = .constant(Date(timeIntervalSince1970: Double(indice)))
            $0.uuid = .constant(UUID(indice))
          } operation: {
            withEscapedDependencies { $0 }
          }
          return await withCheckedContinuation { continuacion in
            DispatchQueue.global().async {
              dependencias.yield {
                @Dependency(\.origen) var origen
                @Dependency(\.date.now) var ahora
                @Dependency(\.uuid) var uuid
                let correcto =
                  origen == "escapada \(indice)"
                  && ahora == Date(timeIntervalSince1970: Double(indice)) && uuid() == UUID(indice)
                continuacion.resume(returning: correcto ? nil : "\(indice) saw \(origen)")
              }
            }
          }
        }
      }
      return await group.reduce(into: [String]()) { errores, error in
        if let error { errores.append(error) }
      }
    }
    #expect(vistos.isEmpty, "\(vistos.prefix(5))")
  }

  @Test("One continuation yielded on 64 threads at once, with scopes nested inside each")
  func oneContinuationManyThreads() async {
    let errores = SharedState<[String]>([])
    let dependencias = withDependencies {
      $0.origen = "compartida"
    } operation: {
      withEscapedDependencies { $0 }
    }
    await enHilosNuevos(64) { hilo in
      for vuelta in 0..<50 {
        dependencias.yield {
          withDependencies {
            $0.idioma = "hilo \(hilo) vuelta \(vuelta)"
          } operation: {
            @Dependency(\.origen) var origen
            @Dependency(\.idioma) var idioma
            if origen != "compartida" || idioma != "hilo \(hilo) vuelta \(vuelta)" {
              errores.withLock { $0.append("\(hilo)/\(vuelta): \(origen), \(idioma)") }
            }
          }
        }
      }
    }
    #expect(errores.withLock { $0 }.isEmpty, "\(errores.withLock { $0.prefix(5) })")
  }

  @Test("Continuations yielded asynchronously from tasks that GCD threads start")
  func asynchronousYieldFromThreads() async {
    let errores = SharedState<[String]>([])
    await withTaskGroup(of: Void.self) { group in
      for indice in 0..<500 {
        group.addTask {
          let dependencias = withDependencies {
            $0.origen = "asincrona \(indice)"
          } operation: {
            withEscapedDependencies { $0 }
          }
          await withCheckedContinuation { (terminado: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
              Task {
                await dependencias.yield {
                  await Task.yield()
                  @Dependency(\.origen) var origen
                  if origen != "asincrona \(indice)" {
                    errores.withLock { $0.append("\(indice) saw \(origen)") }
                  }
                }
                terminado.resume()
              }
            }
          }
        }
      }
    }
    #expect(errores.withLock { $0 }.isEmpty, "\(errores.withLock { $0.prefix(5) })")
  }

  @Test(
    "A stateful test value read on a GCD thread through a continuation is the test's own",
    .dependencies { _ in })
  func statefulTestValueOnAThread() async {
    @Dependency(\.registro) var registro
    registro.anotar("en la prueba")
    let enHilo = await withCheckedContinuation {
      (continuacion: CheckedContinuation<Registro<String>, Never>) in
      withEscapedDependencies { dependencias in
        DispatchQueue.global().async {
          dependencias.yield {
            @Dependency(\.registro) var registroEnHilo
            continuacion.resume(returning: registroEnHilo)
          }
        }
      }
    }
    #expect(enHilo === registro)
    #expect(enHilo.todos == ["en la prueba"])
  }

  @Test(
    "A @Dependency created in a test and read on a Thread reads the test's own default",
    .dependencies { _ in })
  func propertyCreatedInTheTestReadOnAThread() async {
    @Dependency(\.registro) var registro
    registro.anotar("en la prueba")
    let modelo = ModeloConRegistro()
    let enHilo = await withCheckedContinuation {
      (continuacion: CheckedContinuation<Registro<String>, Never>) in
      Thread { continuacion.resume(returning: modelo.registro) }.start()
    }
    #expect(enHilo === registro)
    #expect(enHilo.todos == ["en la prueba"])
  }
}

/// A model that reads the ``Registro`` through a property created with it.
private struct ModeloConRegistro: Sendable {
  @Dependency(\.registro) var registro
}
