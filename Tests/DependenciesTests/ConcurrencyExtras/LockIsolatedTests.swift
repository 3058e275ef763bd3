import Dependencies
import Foundation
import Testing

@Suite("LockIsolated: a value shared by threads, behind a lock")
struct LockIsolatedTests {
  @Test("value reads what init stored and setValue replaced")
  func readsAndReplaces() {
    let nombre = LockIsolated("uno")
    #expect(nombre.value == "uno")
    nombre.setValue("dos")
    #expect(nombre.value == "dos")
  }

  @Test("withValue mutates in place and returns what its closure returns")
  func withValueReturns() {
    let cuenta = LockIsolated(41)
    let nueva = cuenta.withValue { cuenta -> Int in
      cuenta += 1
      return cuenta
    }
    #expect(nueva == 42)
    #expect(cuenta.value == 42)
  }

  @Test("No increment is lost when 1000 tasks increment at once")
  func concurrentIncrements() async {
    let cuenta = LockIsolated(0)
    await withTaskGroup(of: Void.self) { grupo in
      for _ in 0..<1000 {
        grupo.addTask { cuenta.withValue { $0 += 1 } }
      }
    }
    #expect(cuenta.value == 1000)
  }

  @Test("Dynamic member lookup reads a property of the value")
  func dynamicMember() {
    let lista = LockIsolated(["a", "b", "c"])
    #expect(lista.count == 3)
    #expect(lista.first == "a")
  }

  @Test("An error thrown by withValue's closure propagates and keeps the changes made before it")
  func errorPropagates() {
    struct Fallo: Error {}
    let lista = LockIsolated<[Int]>([])
    #expect(throws: Fallo.self) {
      try lista.withValue {
        $0.append(1)
        throw Fallo()
      }
    }
    #expect(lista.value == [1])
  }

  @Test("Two values compare and hash by the values they hold")
  func equatableAndHashable() {
    #expect(LockIsolated(3) == LockIsolated(3))
    #expect(LockIsolated(3) != LockIsolated(4))
    #expect(Set([LockIsolated(1), LockIsolated(1), LockIsolated(2)]).count == 2)
  }

  @Test("It holds values that are not Sendable and sends them across tasks")
  func holdsNonSendable() async {
    final class Contador { var veces = 0 }
    let contador = LockIsolated(Contador())
    await Task.detached { contador.withValue { $0.veces += 1 } }.value
    #expect(contador.withValue { $0.veces } == 1)
  }
}

@Suite("LockIsolated from the main actor")
@MainActor
struct LockIsolatedMainActorTests {
  @Test("withValue, setValue and value work from main-actor code")
  func fromMainActor() {
    let lista = LockIsolated<[Int]>([])
    lista.withValue { $0.append(1) }
    lista.setValue(lista.value + [2])
    #expect(lista.value == [1, 2])
  }
}
