@testable import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

/// `prepareDependencies` racing with first reads of the same key: whatever the order, the
/// program must agree on one value, at most one preparation may win, and every losing
/// preparation must be reported as an issue, none silently dropped.
@Suite("Stress: prepareDependencies racing with reads agrees on one value and reports the rest")
struct PrepareDependenciesStressTests {
  private static let rondas = 100
  private static let preparadores = 4
  private static let lectores = 16

  @Test("4 preparations and 16 reads racing, 100 times: one value, every loser reported")
  func preparationsRaceWithReads() async {
    let problemas = SharedState<[String]>([])
    let rechazos = SharedState(0)
    var ganadas = 0
    // NB: issues are intercepted (the destination they take outside a test), so that the
    // hundreds of expected rejections are counted and checked, not printed one by one.
    await IssueReporter.$interceptor.withValue({ mensaje in
      if mensaje.contains("it was already read or prepared") {
        rechazos.withLock { $0 += 1 }
      } else {
        problemas.withLock { $0.append("unexpected issue: \(mensaje)") }
      }
    }) {
      for ronda in 0..<Self.rondas {
        let antes = rechazos.withLock { $0 }
        let resultado = await Self.carrera(ronda)
        let rechazadas = rechazos.withLock { $0 } - antes
        let esperado = resultado.ganador.map { "preparada \($0)" } ?? "de fábrica"
        if resultado.leidos != [esperado] {
          problemas.withLock {
            $0.append("round \(ronda): read \(resultado.leidos), not \(esperado)")
          }
        }
        let ganadores = resultado.ganador == nil ? 0 : 1
        if rechazadas + ganadores != Self.preparadores {
          problemas.withLock {
            $0.append("round \(ronda): \(rechazadas) rejected, \(ganadores) won")
          }
        }
        ganadas += ganadores
      }
    }
    #expect(problemas.withLock { $0 }.isEmpty, "\(problemas.withLock { $0.prefix(5) })")
    #expect(rechazos.withLock { $0 } == Self.rondas * Self.preparadores - ganadas)
    #expect(ganadas <= Self.rondas)
  }

  /// One race on fresh defaults: what the readers saw, and which preparation took effect.
  private static func carrera(_ ronda: Int) async -> (leidos: Set<String>, ganador: Int?) {
    await withDependencies {
      $0 = $0._withFreshDefaults()
    } operation: {
      await withTaskGroup(of: (leido: String?, preparador: Int?).self) { group in
        for tarea in 0..<(preparadores + lectores) {
          // NB: preparations and reads interleave, so either can come first in any round.
          let preparador = (tarea + ronda) % (preparadores + lectores) < preparadores
          group.addTask {
            guard preparador else {
              @Dependency(Preparable.self) var valor
              return (valor, nil)
            }
            let propia = "preparada \(tarea)"
            prepareDependencies { $0[Preparable.self] = propia }
            // Values are unique per preparation: reading ours back means ours took effect.
            @Dependency(Preparable.self) var valor
            return (valor, valor == propia ? tarea : nil)
          }
        }
        var leidos = Set<String>()
        var ganadores: [Int] = []
        for await (leido, preparador) in group {
          if let leido { leidos.insert(leido) }
          if let preparador { ganadores.append(preparador) }
        }
        return (leidos, ganadores.count == 1 ? ganadores[0] : ganadores.isEmpty ? nil : -1)
      }
    }
  }
}
