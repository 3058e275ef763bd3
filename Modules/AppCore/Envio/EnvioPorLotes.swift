import ArticulosInterface

/// Sends batches of articles with a bounded number in flight, retrying passing failures.
///
/// Shared by import and copy. Batches come from a function, one at a time, so a copy reads its
/// next page only when a slot is free: memory holds at most ``OpcionesDeEnvio/lotesSimultaneos``
/// batches plus the one being read.
struct EnvioPorLotes: Sendable {
  /// The write: the client's `guardarVarios`.
  let guardarVarios: @Sendable ([Articulo]) async throws -> [Articulo]
  /// Batch size, concurrency and retries.
  let opciones: OpcionesDeEnvio
  /// Retries on the `continuousClock` dependency.
  let reintentador: Reintentador

  /// Sends every batch `siguienteLote` gives until it returns `nil`, throws, or the task is
  /// cancelled; returns when every batch it started has ended.
  ///
  /// A batch taken but not started, because of a cancellation, is recorded as pending; an error
  /// from `siguienteLote` stops the work and is recorded as what interrupted it. So does a
  /// batch refused for access (a missing or rejected token, a missing permission): batches in
  /// flight finish, no other starts, and what was not sent is pending.
  func ejecutar(
    _ registro: RegistroDeEnvio,
    siguienteLote: () async throws(ErrorArticulos) -> [Articulo]?
  ) async {
    await withTaskGroup(of: Void.self) { grupo in
      var enVuelo = 0
      while !Task.isCancelled, !registro.interrumpido {
        let lote: [Articulo]
        do throws(ErrorArticulos) {
          guard let siguiente = try await siguienteLote() else { break }
          lote = siguiente
        } catch .cancelado {
          break
        } catch {
          registro.interrumpir(error)
          break
        }
        if enVuelo >= opciones.lotesSimultaneos {
          await grupo.next()
          enVuelo -= 1
        }
        guard !Task.isCancelled, !registro.interrumpido else {
          registro.pendientes(lote.map(\.id))
          break
        }
        grupo.addTask { await enviar(lote, registro) }
        enVuelo += 1
      }
      await grupo.waitForAll()
    }
    if Task.isCancelled { registro.cancelar() }
  }

  /// Sends one batch, with retries, and records how it ended.
  private func enviar(_ lote: [Articulo], _ registro: RegistroDeEnvio) async {
    let ids = lote.map(\.id)
    do {
      _ = try await reintentador.ejecutar(ids: ids, avisar: registro.reintentando) {
        try await guardarVarios(lote)
      }
      registro.guardado(ids)
    } catch {
      if error.error == .cancelado {
        registro.pendientes(ids)
      } else {
        registro.fallido(LoteFallido(ids: ids, error: error.error, intentos: error.intentos))
        // NB: A refused token or permission refuses every other batch the same way: stop
        // instead of sending them all to hear it again.
        if error.error.esDeAcceso { registro.interrumpir(error.error) }
      }
    }
  }
}
