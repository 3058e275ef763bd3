import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

/// First reads of defaults nobody has computed yet, racing from 100 and more tasks and threads:
/// each default must be computed once per cache and every reader must get that one value.
@Suite("Stress: racing first reads compute each default once and share it", .serialized)
struct FirstReadStressTests {
  private static let rondas = 20
  private static let lectores = 128

  @Test("128 tasks racing to read a slow default get one computation, 20 times over")
  func tasksRaceForOneDefault() async {
    for ronda in 0..<Self.rondas {
      let antes = Computaciones.total
      let numeros = await withDependencies {
        $0 = $0._withFreshDefaults()
      } operation: {
        await withTaskGroup(of: Int.self) { group in
          for _ in 0..<Self.lectores {
            group.addTask {
              @Dependency(FichaLenta.self) var ficha
              return ficha.numero
            }
          }
          return await group.reduce(into: Set<Int>()) { $0.insert($1) }
        }
      }
      #expect(numeros.count == 1, "round \(ronda): \(numeros.count) computations seen")
      #expect(Computaciones.total == antes + 1, "round \(ronda)")
    }
  }

  @Test("128 threads racing to read a slow default get one computation, 20 times over")
  func threadsRaceForOneDefault() async {
    for ronda in 0..<Self.rondas {
      let antes = Computaciones.total
      let numeros = SharedState(Set<Int>())
      let dependencias = withDependencies {
        $0 = $0._withFreshDefaults()
      } operation: {
        withEscapedDependencies { $0 }
      }
      await enHilosNuevos(Self.lectores) { _ in
        dependencias.yield {
          @Dependency(FichaLenta.self) var ficha
          let numero = ficha.numero
          numeros.withLock { _ = $0.insert(numero) }
        }
      }
      #expect(numeros.withLock { $0.count } == 1, "round \(ronda)")
      #expect(Computaciones.total == antes + 1, "round \(ronda)")
    }
  }

  @Test("8 keys read first by 160 tasks in random order: one value per key")
  func manyKeysAtOnce() async {
    let lecturas: [@Sendable () -> Ficha] = [
      { DependencyValues._current[FichaNumerada<Int8>.self] },
      { DependencyValues._current[FichaNumerada<Int16>.self] },
      { DependencyValues._current[FichaNumerada<Int32>.self] },
      { DependencyValues._current[FichaNumerada<Int64>.self] },
      { DependencyValues._current[FichaNumerada<UInt8>.self] },
      { DependencyValues._current[FichaNumerada<UInt16>.self] },
      { DependencyValues._current[FichaNumerada<UInt32>.self] },
      { DependencyValues._current[FichaNumerada<UInt64>.self] },
    ]
    for ronda in 0..<Self.rondas {
      let antes = Computaciones.total
      let vistas = await withDependencies {
        $0 = $0._withFreshDefaults()
      } operation: {
        await withTaskGroup(of: (Int, Int).self) { group in
          for lector in 0..<160 {
            let clave = (lector * 7 + ronda) % lecturas.count
            group.addTask { (clave, lecturas[clave]().numero) }
          }
          return await group.reduce(into: [Int: Set<Int>]()) { $0[$1.0, default: []].insert($1.1) }
        }
      }
      #expect(vistas.count == lecturas.count, "round \(ronda)")
      #expect(vistas.values.allSatisfy { $0.count == 1 }, "round \(ronda): \(vistas)")
      #expect(Set(vistas.values.map { $0.first! }).count == lecturas.count, "round \(ronda)")
      #expect(Computaciones.total == antes + lecturas.count, "round \(ronda)")
    }
  }

  @Test("A parent read first by 128 tasks at once, half overriding its child: each sees its own")
  func parentReadFirstInOverridingScopes() async {
    for ronda in 0..<Self.rondas {
      let errores = await withDependencies {
        $0 = $0._withFreshDefaults()
      } operation: {
        await withTaskGroup(of: String?.self) { group in
          for lector in 0..<Self.lectores {
            let enIngles = (lector + ronda).isMultiple(of: 2)
            group.addTask {
              withDependencies {
                if enIngles { $0.idioma = "en" }
              } operation: {
                @Dependency(Bienvenida.self) var bienvenida
                let esperada = enIngles ? "welcome" : "bienvenido"
                return bienvenida.valor == esperada
                  ? nil : "\(esperada) read as \(bienvenida.valor)"
              }
            }
          }
          var errores = await group.reduce(into: [String]()) { errores, error in
            if let error { errores.append(error) }
          }
          @Dependency(Bienvenida.self) var despues
          if despues.valor != "bienvenido" { errores.append("the default is \(despues.valor)") }
          return errores
        }
      }
      #expect(
        errores.isEmpty, "round \(ronda): \(errores.count) wrong, like \(errores.first ?? "")")
    }
  }

  @Test("A parent default computed first in a scope that overrides its child is not the default")
  func parentComputedInAnOverridingScope() {
    withDependencies {
      $0 = $0._withFreshDefaults()
    } operation: {
      let enIngles = withDependencies {
        $0.idioma = "en"
      } operation: {
        @Dependency(Bienvenida.self) var bienvenida
        return bienvenida.valor
      }
      @Dependency(Bienvenida.self) var bienvenida
      #expect(enIngles == "welcome")
      // NB: computed first where 'idioma' is overridden, 'Bienvenida' stays that scope's: the
      // shared default is computed again, without the override, where it is read next.
      #expect(bienvenida.valor == "bienvenido")
    }
  }
}
