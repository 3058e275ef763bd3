import Synchronization

/// A value behind a lock that tasks can wait on: each change resumes the waiters whose condition
/// now holds, so no test has to poll.
///
/// ```swift
/// let listo = Vigilado(false)
/// Task { listo.cambiar { $0 = true } }
/// try await listo.esperar { $0 }  // resumes once the task has set it
/// ```
final class Vigilado<Valor: Sendable>: Sendable {
  /// A task waiting for `condicion` to hold.
  private struct Espera {
    let id: Int
    let condicion: @Sendable (Valor) -> Bool
    let continuacion: CheckedContinuation<Void, any Error>
  }

  private struct Estado {
    var valor: Valor
    var esperas: [Espera] = []
    var siguienteID = 0
    /// Waits cancelled before they could suspend.
    var cancelados: Set<Int> = []
  }

  private let estado: Mutex<Estado>

  init(_ valor: Valor) {
    estado = Mutex(Estado(valor: valor))
  }

  /// The value now.
  var valor: Valor {
    estado.withLock { $0.valor }
  }

  /// Changes the value, then resumes every waiter whose condition holds for the new one.
  @discardableResult
  func cambiar<Resultado: Sendable>(_ cambio: @Sendable (inout Valor) -> Resultado) -> Resultado {
    let (resultado, listas) = estado.withLock { estado in
      let resultado = cambio(&estado.valor)
      let valor = estado.valor
      let listas = estado.esperas.filter { $0.condicion(valor) }.map(\.continuacion)
      estado.esperas.removeAll { $0.condicion(valor) }
      return (resultado, listas)
    }
    for continuacion in listas { continuacion.resume() }
    return resultado
  }

  /// Returns once `condicion` holds for the value: at once if it holds now.
  ///
  /// - Throws: `CancellationError` if the waiting task is cancelled first.
  func esperar(hasta condicion: @escaping @Sendable (Valor) -> Bool) async throws {
    let id = estado.withLock { estado in
      defer { estado.siguienteID += 1 }
      return estado.siguienteID
    }
    defer {
      // The cancellation handler may run after the wait has ended; forget what it left.
      estado.withLock { _ = $0.cancelados.remove(id) }
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuacion: CheckedContinuation<Void, any Error>) in
        let inicio = estado.withLock { estado -> Bool? in
          if estado.cancelados.contains(id) { return nil }
          if condicion(estado.valor) { return true }
          estado.esperas.append(Espera(id: id, condicion: condicion, continuacion: continuacion))
          return false
        }
        switch inicio {
        case nil: continuacion.resume(throwing: CancellationError())
        case true: continuacion.resume()
        case false: break
        }
      }
    } onCancel: {
      let espera = estado.withLock { estado -> Espera? in
        if let indice = estado.esperas.firstIndex(where: { $0.id == id }) {
          return estado.esperas.remove(at: indice)
        }
        estado.cancelados.insert(id)
        return nil
      }
      espera?.continuacion.resume(throwing: CancellationError())
    }
  }
}
