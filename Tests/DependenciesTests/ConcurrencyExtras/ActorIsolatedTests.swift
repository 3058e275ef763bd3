import Dependencies
import Testing

@Suite("ActorIsolated: a value shared by tasks, isolated to an actor")
struct ActorIsolatedTests {
  @Test("value reads what init stored and setValue replaced")
  func readsAndReplaces() async {
    let abierto = ActorIsolated(false)
    #expect(await abierto.value == false)
    await abierto.setValue(true)
    #expect(await abierto.value == true)
  }

  @Test("withValue mutates in place and returns what its closure returns")
  func withValueReturns() async {
    let eventos = ActorIsolated<[String]>([])
    let cuantos = await eventos.withValue { eventos -> Int in
      eventos.append("pulsado")
      return eventos.count
    }
    #expect(cuantos == 1)
    await eventos.withValue { #expect($0 == ["pulsado"]) }
  }

  @Test("No increment is lost when 1000 tasks increment at once")
  func concurrentIncrements() async {
    let cuenta = ActorIsolated(0)
    await withTaskGroup(of: Void.self) { grupo in
      for _ in 0..<1000 {
        grupo.addTask { await cuenta.withValue { $0 += 1 } }
      }
    }
    #expect(await cuenta.value == 1000)
  }

  @Test("Dynamic member lookup reads a property of the value")
  func dynamicMember() async {
    let lista = ActorIsolated(["a", "b"])
    #expect(await lista.count == 2)
  }

  @Test("A dependency overridden in a test records its calls in it")
  func recordsDependencyCalls() async {
    let registrados = ActorIsolated<[String]>([])
    await withDependencies {
      $0[Registro.self] = Registro { evento in await registrados.withValue { $0.append(evento) } }
    } operation: {
      @Dependency(Registro.self) var registro
      await registro.registrar("inicio")
      await registro.registrar("fin")
    }
    #expect(await registrados.value == ["inicio", "fin"])
  }
}

private struct Registro: TestDependencyKey {
  var registrar: @Sendable (String) async -> Void
  static let testValue = Registro { _ in }
}
