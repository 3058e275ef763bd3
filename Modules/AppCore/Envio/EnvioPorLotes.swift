import ArticulosInterface
import Compartido

/// Sends batches of articles with a bounded number in flight, retrying passing failures.
///
/// Shared by import and copy. Batches come from a function, one at a time, so a copy reads its
/// next page only when a slot is free: memory holds at most ``OpcionesDeEnvio/lotesSimultaneos``
/// batches plus the one being read.
package struct EnvioPorLotes: Sendable {
  /// The write: the client's `guardarVarios`.
  package let guardarVarios: @Sendable ([Articulo]) async throws -> [Articulo]
  /// The read-back of one article: the same client's `obtener`.
  package let obtener: @Sendable (Articulo.ID) async throws -> Articulo
  /// Batch size, concurrency and retries.
  package let opciones: OpcionesDeEnvio
  /// Retries on the `continuousClock` dependency.
  package let reintentador: Reintentador

  /// A sender that saves with `guardarVarios`, reads back with `obtener`, batches as `opciones`
  /// says and tries again through `reintentador`.
  package init(
    guardarVarios: @escaping @Sendable ([Articulo]) async throws -> [Articulo],
    obtener: @escaping @Sendable (Articulo.ID) async throws -> Articulo,
    opciones: OpcionesDeEnvio,
    reintentador: Reintentador
  ) {
    self.guardarVarios = guardarVarios
    self.obtener = obtener
    self.opciones = opciones
    self.reintentador = reintentador
  }

  /// Sends every batch `siguienteLote` gives until it returns `nil`, throws, or the task is
  /// cancelled; returns when every batch it started has ended.
  ///
  /// A batch taken but not started, because of a cancellation, is recorded as pending; an error
  /// from `siguienteLote` stops the work and is recorded as what interrupted it. So does a
  /// batch refused for access (a missing or rejected token, a missing permission): batches in
  /// flight finish, no other starts, and what was not sent is pending.
  package func ejecutar(
    _ registro: RegistroDeEnvio,
    siguienteLote: () async throws(ErrorArticulos) -> LoteDeEnvio?
  ) async {
    await withTaskGroup(of: Void.self) { grupo in
      var enVuelo = 0
      while !Task.isCancelled, !registro.interrumpido {
        let lote: LoteDeEnvio
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
          registro.pendientes(lote.articulos.map(\.id))
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
  ///
  /// A batch whose answer proves nothing (lost, cut, a server failure, a cancel) is settled by
  /// reading its articles back, outside the cancel: those the server holds as sent are saved;
  /// the others failed (or are pending after a cancel), which is safe, as sending them again
  /// replaces by id. (The live client lets a write it has sent end before it reports the
  /// cancel, so the read-back sees what the server committed.)
  private func enviar(_ lote: LoteDeEnvio, _ registro: RegistroDeEnvio) async {
    let ids = lote.articulos.map(\.id)
    do {
      _ = try await reintentador.ejecutar(ids: ids, avisar: registro.reintentando) {
        try await guardarVarios(lote.articulos)
      }
      registro.guardado(ids, entradas: lote.entradas)
    } catch {
      let cancelado = error.error == .cancelado
      var restantes = lote.articulos
      var sinSaber = Set<Articulo.ID>()
      if cancelado || error.error.dejaDesenlaceIncierto {
        let asentado = await asentar(lote.articulos)
        if !asentado.guardados.isEmpty {
          let guardado = lote.solo(asentado.guardados)
          registro.guardado(guardado.articulos.map(\.id), entradas: guardado.entradas)
        }
        restantes = lote.articulos.filter { !asentado.guardados.contains($0.id) }
        sinSaber = asentado.sinSaber
      }
      guard !restantes.isEmpty else { return }
      let idsRestantes = restantes.map(\.id)
      if cancelado {
        registro.pendientes(idsRestantes)
      } else {
        let noGuardados = idsRestantes.filter { !sinSaber.contains($0) }
        let inciertos = idsRestantes.filter(sinSaber.contains)
        if !noGuardados.isEmpty {
          registro.fallido(
            LoteFallido(ids: noGuardados, error: error.error, intentos: error.intentos))
        }
        if !inciertos.isEmpty {
          registro.fallido(
            LoteFallido(
              ids: inciertos, error: error.error, intentos: error.intentos, incierto: true))
        }
        // NB: A refused token or permission refuses every other batch the same way: stop
        // instead of sending them all to hear it again.
        if error.error.esDeAcceso { registro.interrumpir(error.error) }
      }
    }
  }

  /// What reading `lote` back says: the ids the server holds as they were sent, and those
  /// whose read failed or was never made (``sinSaber``); the others are not saved. Reads go
  /// ``consultasSimultaneas`` at a time, outside any cancel (each is bounded by the client's
  /// own time limit). The first read the server cannot answer ends the asking: the rest are
  /// not known either.
  private func asentar(
    _ lote: [Articulo]
  ) async -> (guardados: Set<Articulo.ID>, sinSaber: Set<Articulo.ID>) {
    let obtener = self.obtener
    var guardados = Set<Articulo.ID>()
    var sabidos = Set<Articulo.ID>()
    var restantes = lote.makeIterator()
    func resultado() -> (guardados: Set<Articulo.ID>, sinSaber: Set<Articulo.ID>) {
      (guardados, Set(lote.map(\.id)).subtracting(sabidos))
    }
    while true {
      var tanda: [Articulo] = []
      while tanda.count < Self.consultasSimultaneas, let siguiente = restantes.next() {
        tanda.append(siguiente)
      }
      guard !tanda.isEmpty else { return resultado() }
      let estados = await withTaskGroup(of: (Articulo.ID, Bool?).self) { grupo in
        for articulo in tanda {
          grupo.addTask {
            do {
              let leido = try await sinCortar { try await obtener(articulo.id) }
              return (articulo.id, leido.tieneElContenido(de: articulo))
            } catch ErrorArticulos.noEncontrado {
              return (articulo.id, false)
            } catch {
              return (articulo.id, nil)
            }
          }
        }
        return await grupo.reduce(into: []) { $0.append($1) }
      }
      for (id, guardado) in estados {
        if guardado != nil { sabidos.insert(id) }
        if guardado == true { guardados.insert(id) }
      }
      // NB: An unanswered read ends the asking, like bulk delete's look-ups: each further one
      // would wait out the client's time limit.
      if estados.contains(where: { $0.1 == nil }) { return resultado() }
    }
  }

  /// How many read-backs of one batch are in flight at once.
  package static let consultasSimultaneas = 8
}
