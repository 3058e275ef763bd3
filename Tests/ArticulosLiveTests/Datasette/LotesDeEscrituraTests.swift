import Foundation
import Testing

@testable import ArticulosLive

@Suite("LotesDeEscritura keeps every write request within 100 rows and 1.5 MiB")
struct LotesDeEscrituraTests {
  private static func filas(_ cantidad: Int, bytes: Int) -> [Data] {
    (0..<cantidad).map { _ in Data(repeating: UInt8(ascii: "x"), count: bytes) }
  }

  @Test("250 small rows go in batches of 100, 100 and 50, in order")
  func porCantidad() {
    let filas = (0..<250).map { Data("\($0)".utf8) }
    let lotes = LotesDeEscritura.dividir(filas)
    #expect(lotes.map(\.count) == [100, 100, 50])
    #expect(lotes.flatMap { $0 } == filas)
  }

  @Test("exactly 100 rows are one batch; none is no batch")
  func extremos() {
    #expect(LotesDeEscritura.dividir(Self.filas(100, bytes: 10)).map(\.count) == [100])
    #expect(LotesDeEscritura.dividir(Self.filas(101, bytes: 10)).map(\.count) == [100, 1])
    #expect(LotesDeEscritura.dividir([]).isEmpty)
  }

  @Test("large rows close a batch before its body would pass the byte limit")
  func porBytes() {
    // 100 rows of 22 KB are 2.2 MB, over the server's 2 MiB: the case seen in the API notes.
    let lotes = LotesDeEscritura.dividir(Self.filas(100, bytes: 22_000))
    #expect(lotes.count == 2)
    #expect(lotes.map(\.count).reduce(0, +) == 100)
    for lote in lotes {
      #expect(LotesDeEscritura.cuerpo(lote).count <= LotesDeEscritura.maximoBytes)
    }
    #expect(lotes[0].count == 71)
  }

  @Test("the byte limit counts the wrapper and the commas: a body of exactly the limit fits")
  func limiteExacto() {
    let envoltorio = LotesDeEscritura.cuerpo([], devolviendo: false).count
    let limite = envoltorio + 10 + 1 + 10
    let lotes = LotesDeEscritura.dividir(Self.filas(3, bytes: 10), maximoBytes: limite)
    #expect(lotes.map(\.count) == [2, 1])
    #expect(LotesDeEscritura.cuerpo(lotes[0], devolviendo: false).count == limite)
    #expect(LotesDeEscritura.cuerpo(lotes[0], devolviendo: true).count < limite)
  }

  @Test("a single row larger than the limit still goes, alone")
  func filaGrandeSola() {
    let filas = [Data("a".utf8), Data(repeating: 0x78, count: 100), Data("b".utf8)]
    let lotes = LotesDeEscritura.dividir(filas, maximoBytes: 60)
    #expect(lotes.map(\.count) == [1, 1, 1])
  }

  @Test("the body is an upsert that returns the stored rows, or not, as asked")
  func cuerpo() throws {
    let filas = [Data(#"{"id":"a"}"#.utf8), Data(#"{"id":"b"}"#.utf8)]
    let devolviendo = LotesDeEscritura.cuerpo(filas)
    #expect(
      String(decoding: devolviendo, as: UTF8.self)
        == #"{"rows":[{"id":"a"},{"id":"b"}],"return":true}"#)
    let sinDevolver = LotesDeEscritura.cuerpo(filas, devolviendo: false)
    #expect(
      String(decoding: sinDevolver, as: UTF8.self)
        == #"{"rows":[{"id":"a"},{"id":"b"}],"return":false}"#)
    _ = try JSONSerialization.jsonObject(with: devolviendo)
    _ = try JSONSerialization.jsonObject(with: sinDevolver)
  }
}
