import ArticulosInterface

/// Runs a request, sleeping on a clock and trying again while it fails for a passing reason.
package struct Reintentador: Sendable {
  /// How many tries and how long between them.
  package let politica: PoliticaDeReintentos
  /// The clock the waits run on: the `continuousClock` dependency.
  package let reloj: any Clock<Duration>

  /// A runner that follows `politica` and waits on `reloj`.
  package init(politica: PoliticaDeReintentos, reloj: any Clock<Duration>) {
    self.politica = politica
    self.reloj = reloj
  }

  /// The request's value, or the last error and how many tries it took.
  ///
  /// Cancellation ends the work with ``ErrorArticulos/cancelado`` and no further try: during a
  /// wait at once, during a try when the try ends. A try that ends with an answer the server
  /// gave for good (not found, refused, invalid) keeps that error even when the work was
  /// cancelled meanwhile (a request shielded from the cancel gets its answer); only a passing
  /// failure, which another try would have settled, becomes ``ErrorArticulos/cancelado``.
  ///
  /// - Parameters:
  ///   - ids: The ids the request carries, for the retry notices.
  ///   - avisar: Told before each wait.
  ///   - operacion: The request.
  package func ejecutar<Valor>(
    ids: [Articulo.ID],
    avisar: (Reintento) -> Void,
    _ operacion: () async throws -> Valor
  ) async throws(FalloTrasReintentos) -> Valor {
    try await ejecutar(en: reloj, ids: ids, avisar: avisar, operacion)
  }

  /// ``ejecutar(ids:avisar:_:)`` on the concrete clock, which can tell how long has passed.
  private func ejecutar<Valor, Reloj: Clock<Duration>>(
    en reloj: Reloj,
    ids: [Articulo.ID],
    avisar: (Reintento) -> Void,
    _ operacion: () async throws -> Valor
  ) async throws(FalloTrasReintentos) -> Valor {
    // NB: The clock is read only with a deadline: a test that never retries needs no clock.
    let inicio = politica.plazo == nil ? nil : reloj.now
    var intento = 1
    while true {
      do {
        try Task.checkCancellation()
        return try await operacion()
      } catch {
        var error = ErrorArticulos(cualquiera: error)
        if Task.isCancelled {
          if error.esTransitorio { error = .cancelado }
          throw FalloTrasReintentos(error: error, intentos: intento)
        }
        let espera = politica.espera(trasIntento: intento)
        guard
          politica.permiteOtroIntento(
            tras: error, intento: intento,
            transcurrido: inicio.map { $0.duration(to: reloj.now) } ?? .zero,
            espera: espera)
        else {
          throw FalloTrasReintentos(error: error, intentos: intento)
        }
        intento += 1
        avisar(Reintento(ids: ids, intento: intento, espera: espera, error: error))
        do {
          try await reloj.sleep(for: espera)
        } catch {
          throw FalloTrasReintentos(error: .cancelado, intentos: intento - 1)
        }
      }
    }
  }
}

/// A request that failed for good: its last error and how many tries were made.
package struct FalloTrasReintentos: Error {
  /// The last error; ``ErrorArticulos/cancelado`` when the work was cancelled.
  package let error: ErrorArticulos
  /// How many tries were made.
  package let intentos: Int

  /// The failure `error`, after `intentos` tries.
  package init(error: ErrorArticulos, intentos: Int) {
    self.error = error
    self.intentos = intentos
  }
}
