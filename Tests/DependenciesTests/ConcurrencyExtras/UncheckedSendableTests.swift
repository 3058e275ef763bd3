import Dependencies
import Foundation
import Testing

@Suite("UncheckedSendable: a value declared Sendable without checking")
struct UncheckedSendableTests {
  final class Caja { var contenido = 0 }

  @Test("value, wrappedValue and the init forms hold the same value")
  func accessors() {
    var envuelto = UncheckedSendable(1)
    #expect(envuelto.value == 1)
    #expect(envuelto.wrappedValue == 1)
    envuelto.wrappedValue = 2
    #expect(envuelto.value == 2)
    #expect(UncheckedSendable(wrappedValue: 3).value == 3)
  }

  @Test("As a property wrapper, the projection is the wrapper itself")
  func propertyWrapper() {
    struct Modelo {
      @UncheckedSendable var caja = Caja()
    }
    var modelo = Modelo()
    modelo.caja.contenido = 5
    let proyeccion: UncheckedSendable<Caja> = modelo.$caja
    #expect(proyeccion.value.contenido == 5)
    modelo.$caja = UncheckedSendable(Caja())
    #expect(modelo.caja.contenido == 0)
  }

  @Test("Dynamic member lookup reads and writes properties of the value")
  func dynamicMember() {
    var lista = UncheckedSendable(["a"])
    #expect(lista.count == 1)
    var punto = UncheckedSendable(Punto(x: 1, y: 2))
    punto.x = 10
    #expect(punto.value == Punto(x: 10, y: 2))
    lista.value.append("b")
    #expect(lista.count == 2)
  }

  @Test("A value that is not Sendable crosses into a detached task")
  func crossesTasks() async {
    let caja = UncheckedSendable(Caja())
    await Task.detached { caja.value.contenido = 7 }.value
    #expect(caja.value.contenido == 7)
  }

  @Test("It is Equatable and Hashable when its value is")
  func equatableAndHashable() {
    #expect(UncheckedSendable(1) == UncheckedSendable(1))
    #expect(UncheckedSendable(1) != UncheckedSendable(2))
    #expect(Set([UncheckedSendable("a"), UncheckedSendable("a")]).count == 1)
  }

  @Test("It encodes and decodes as its value alone")
  func codable() throws {
    let datos = try JSONEncoder().encode(UncheckedSendable(Punto(x: 1, y: 2)))
    #expect(try JSONDecoder().decode(Punto.self, from: datos) == Punto(x: 1, y: 2))
    let numero = try JSONDecoder().decode(UncheckedSendable<Int>.self, from: Data("4".utf8))
    #expect(numero.value == 4)
  }

  @Test("It is an AsyncSequence when its value is")
  func asyncSequence() async {
    let (flujo, continuacion) = AsyncStream.makeStream(of: Int.self)
    continuacion.yield(1)
    continuacion.yield(2)
    continuacion.finish()
    var recibidos: [Int] = []
    for await numero in UncheckedSendable(flujo) { recibidos.append(numero) }
    #expect(recibidos == [1, 2])
  }
}

private struct Punto: Codable, Equatable {
  var x: Int
  var y: Int
}
