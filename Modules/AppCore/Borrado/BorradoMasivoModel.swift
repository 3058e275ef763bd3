import ArticulosInterface
import Compartido
import Dependencies

/// Deletes many articles, in batches where the server can, retrying passing failures, once the
/// deletion is confirmed: the `delete` feature for more than one id.
///
/// It asks once for all of them (``ConfirmacionDeBorradoMasivo``), with the same
/// ``ModoDeConfirmacion`` as a single deletion, and deletes only on an explicit yes. Then it
/// sends the ids in batches of ``tamanoLote``, one
/// ``/ArticulosInterface/ClienteArticulos/borrarVarios`` each (one transaction: all or
/// nothing). The first batch goes alone; after its answer, up to ``lotesSimultaneos`` are in
/// flight, so the next batch is sent while the one before waits for its answer. A client that cannot delete in batches says so
/// (``/ArticulosInterface/ErrorArticulos/noDisponible(_:)``, with nothing deleted):
/// ``EventoDeBorradoMasivo/unoPorUno(motivo:)`` passes the reason on once, and the batches
/// that heard it and the ids not yet sent go one
/// ``/ArticulosInterface/ClienteArticulos/borrar`` per id, at most ``simultaneos`` at a time. A
/// request that fails for a passing reason (see ``PoliticaDeReintentos``) is tried again after a
/// wait on the `continuousClock` dependency that doubles each time, as an import's batches are.
///
/// Three rules keep the report true:
///
/// - An id not found on the first try is reported as not found. An id not found on a later try
///   counts as deleted when an earlier try may have reached the server (any failure but a
///   refused connection): that try deleted it, and only its answer was lost.
/// - A batch that fails for good after a try that may have reached the server is settled by
///   looking its articles up: those the server no longer holds count as deleted, the others
///   as failed.
/// - The first deletion that fails for good stops the work: whatever failed it (the token, the
///   server, the network) would fail every other one too. Deletions and batches in flight end
///   and are reported as their answers say, the rest is listed as not attempted.
///
/// Memory stays flat however many ids there are: deleted articles are only counted.
///
/// ```swift
/// let borrado = withDependencies {
///   $0.clienteArticulos = .enMemoria(Articulo.muestra)
///   $0.continuousClock = ImmediateClock()
/// } operation: {
///   BorradoMasivoModel()
/// }
/// let resultado = await borrado.borrar(Articulo.muestra.map(\.id), confirmacion: .previa)
/// resultado.borrados  // 3
/// ```
///
/// Cancelling the task that awaits ``borrar(_:confirmacion:progreso:)`` starts no new deletion
/// and no new try. Requests already sent (batches, or deletions one by one) are not cut short:
/// each gets its answer (bounded by the client's own time limit), so the report says what the
/// server did rather than guess. A deletion whose last answer was a passing failure is settled
/// by looking the articles up: one the server no longer holds counts as deleted. The ids never
/// sent are listed as not attempted, and ``ResultadoDeBorradoMasivo/cancelado`` is set.
public struct BorradoMasivoModel: Sendable {
  @Dependency(\.clienteArticulos) var cliente
  @Dependency(\.continuousClock) var reloj

  /// How many deletions are in flight at once, at least 1.
  ///
  /// ```swift
  /// BorradoMasivoModel(simultaneos: 0).simultaneos  // 1
  /// ```
  public var simultaneos: Int
  /// How a deletion that fails for a passing reason is tried again.
  ///
  /// ```swift
  /// borrado.reintentos = PoliticaDeReintentos(intentos: 3, esperaInicial: .seconds(2))
  /// ```
  public var reintentos: PoliticaDeReintentos
  /// How many ids one batch carries, at least 1.
  ///
  /// ```swift
  /// BorradoMasivoModel(tamanoLote: 100).tamanoLote  // 100
  /// ```
  public var tamanoLote: Int
  /// How many batches are in flight at once, at least 1; the first batch always goes alone.
  ///
  /// With 2, the default, the next batch is sent while the one before waits for its answer: the
  /// client's time between one answer and its next request overlaps the server's work on the
  /// other batch instead of adding to it.
  ///
  /// ```swift
  /// BorradoMasivoModel(lotesSimultaneos: 1).lotesSimultaneos  // 1: one batch after another
  /// ```
  public var lotesSimultaneos: Int

  /// Makes a deletion of several articles that captures the dependencies in effect here.
  ///
  /// ```swift
  /// let borrado = BorradoMasivoModel(simultaneos: 4, reintentos: .ninguno)
  /// ```
  ///
  /// - Parameters:
  ///   - simultaneos: Deletions in flight at once when deleting one by one, and look-ups when
  ///     settling a batch; values below 1 count as 1.
  ///   - reintentos: The retry policy for passing failures.
  ///   - tamanoLote: Ids per batch; values below 1 count as 1.
  ///   - lotesSimultaneos: Batches in flight at once after the first; values below 1 count
  ///     as 1.
  public init(
    simultaneos: Int = 8, reintentos: PoliticaDeReintentos = PoliticaDeReintentos(),
    tamanoLote: Int = 500, lotesSimultaneos: Int = 2
  ) {
    self.simultaneos = max(1, simultaneos)
    self.reintentos = reintentos
    self.tamanoLote = max(1, tamanoLote)
    self.lotesSimultaneos = max(1, lotesSimultaneos)
  }

  /// Describes the deletion of `ids`, without any request: each id once, in the order given.
  ///
  /// ```swift
  /// borrado.preparar(["a1", "a2", "a1"]).ids  // ["a1", "a2"]
  /// ```
  ///
  /// - Parameter ids: The ids to delete, possibly repeated.
  /// - Returns: What would be deleted, and the question to ask.
  public func preparar(_ ids: [Articulo.ID]) -> ConfirmacionDeBorradoMasivo {
    var vistos = Set<Articulo.ID>()
    return ConfirmacionDeBorradoMasivo(ids: ids.filter { vistos.insert($0).inserted })
  }

  /// Deletes the articles with these ids if the deletion is confirmed, and says what happened.
  ///
  /// Repeated ids are deleted once. With no id there is nothing to ask or do. `progreso` hears
  /// every ``EventoDeBorradoMasivo``, one at a time, ending with
  /// ``EventoDeBorradoMasivo/terminado(_:)``.
  ///
  /// ```swift
  /// let resultado = await borrado.borrar(ids, confirmacion: .preguntando { pregunta in
  ///   print(pregunta, terminator: "")
  ///   return readLine()
  /// }) { evento in
  ///   if case .borrado(_, let hechos, let total) = evento { print("\(hechos)/\(total)") }
  /// }
  /// print(resultado.resumen)
  /// ```
  ///
  /// - Parameters:
  ///   - ids: The ids to delete.
  ///   - confirmacion: Confirmed already, ask, or nobody to ask.
  ///   - progreso: Hears each event; called from the deletion's tasks, never twice at once.
  /// - Returns: What was deleted, not found, failed and left; with
  ///   ``ResultadoDeBorradoMasivo/confirmado`` false and every id pending when not confirmed.
  public func borrar(
    _ ids: [Articulo.ID],
    confirmacion: ModoDeConfirmacion,
    progreso: @escaping @Sendable (EventoDeBorradoMasivo) -> Void = { _ in }
  ) async -> ResultadoDeBorradoMasivo {
    let descripcion = preparar(ids)
    let distintos = descripcion.ids
    let registro = RegistroDeBorradoMasivo(total: distintos.count, progreso: progreso)
    let confirmado: Bool
    switch confirmacion {
    case _ where distintos.isEmpty: confirmado = true
    case .previa: confirmado = true
    case .preguntando(let preguntar):
      confirmado = descripcion.acepta(await preguntar(descripcion.pregunta))
    case .sinRespuesta: confirmado = false
    }
    guard confirmado, !Task.isCancelled else {
      registro.pendientes(distintos.enumerated().lazy.map { (posicion: $0, id: $1) })
      if Task.isCancelled { registro.cancelar() }
      return registro.terminar(confirmado: confirmado)
    }
    registro.iniciar()
    await borrarTodos(distintos, registro: registro)
    if Task.isCancelled { registro.cancelar() }
    return registro.terminar(confirmado: true)
  }

  /// Runs the deletions in batches while the client can, then one by one, until the end, a
  /// cancellation or the first failure for good; records the ids not started as pending.
  ///
  /// The first batch goes alone: its answer says whether the client deletes in batches at all,
  /// so a client that cannot is asked once. Then each batch that ends makes room for the next,
  /// up to ``lotesSimultaneos`` in flight. A batch the client could not delete as one (it
  /// deleted nothing) goes one by one with the ids not yet sent, in the order given.
  private func borrarTodos(_ ids: [Articulo.ID], registro: RegistroDeBorradoMasivo) async {
    let reintentador = Reintentador(politica: reintentos, reloj: reloj)
    var desde = 0
    var sinLotes: [(lote: Range<Int>, motivo: String)] = []
    await withTaskGroup(of: (lote: Range<Int>, motivo: String?).self) { grupo in
      func anotar(_ fin: (lote: Range<Int>, motivo: String?)) {
        if let motivo = fin.motivo { sinLotes.append((fin.lote, motivo)) }
      }
      var enVuelo = 0
      var respondido = false
      while desde < ids.count {
        if enVuelo >= (respondido ? lotesSimultaneos : 1), let fin = await grupo.next() {
          enVuelo -= 1
          respondido = true
          anotar(fin)
        }
        guard sinLotes.isEmpty, !Task.isCancelled, !registro.interrumpido else { break }
        let lote = desde..<min(desde + tamanoLote, ids.count)
        grupo.addTask { (lote, await borrarLote(ids[lote], registro, reintentador)) }
        desde = lote.upperBound
        enVuelo += 1
      }
      for await fin in grupo { anotar(fin) }
    }
    sinLotes.sort { $0.lote.lowerBound < $1.lote.lowerBound }
    let restantes = (sinLotes.map(\.lote) + [desde..<ids.count]).joined()
    if let primero = sinLotes.first, !Task.isCancelled, !registro.interrumpido {
      registro.unoPorUno(motivo: primero.motivo)
      return await borrarUnoPorUno(
        restantes, de: ids, registro: registro, reintentador: reintentador)
    }
    registro.pendientes(restantes.lazy.map { (posicion: $0, id: ids[$0]) })
  }

  /// Deletes one batch, with retries, and records how each of its ids ended; or, when the
  /// client cannot delete in batches, deletes and records nothing and returns why.
  private func borrarLote(
    _ lote: ArraySlice<Articulo.ID>, _ registro: RegistroDeBorradoMasivo,
    _ reintentador: Reintentador
  ) async -> String? {
    let ids = Array(lote)
    var puedeHaberBorrado = false
    do throws(FalloTrasReintentos) {
      let sinArticulo = try await reintentador.ejecutar(
        ids: ids,
        avisar: { reintento in
          if Self.pudoLlegar(reintento.error) { puedeHaberBorrado = true }
          registro.reintentando(reintento)
        }
      ) {
        try await sinCortar { try await cliente.borrarVarios(ids: ids) }
      }
      let noEncontrados = puedeHaberBorrado ? [] : Set(sinArticulo)
      for (posicion, id) in zip(lote.indices, lote) {
        if noEncontrados.contains(id) {
          registro.noEncontrado(id, posicion: posicion)
        } else {
          registro.borrado(id)
        }
      }
    } catch {
      switch error.error {
      case .noDisponible(let motivo):
        return motivo
      case .cancelado:
        await asentar(lote, registro) { posicion, id in registro.pendientes([(posicion, id)]) }
      case let fallo where puedeHaberBorrado || fallo.dejaDesenlaceIncierto:
        await asentar(lote, registro) { posicion, id in
          registro.fallido(
            BorradoFallido(id: id, error: fallo, intentos: error.intentos), posicion: posicion)
        }
      case let fallo:
        for (posicion, id) in zip(lote.indices, lote) {
          registro.fallido(
            BorradoFallido(id: id, error: fallo, intentos: error.intentos), posicion: posicion)
        }
      }
    }
    return nil
  }

  /// Settles a batch whose fate is unknown by looking its articles up, at most ``simultaneos``
  /// at once: one the server no longer holds counts as deleted, and `sigue` records the others.
  ///
  /// The first look-up that cannot be answered ends the asking (the server is unreachable, and
  /// each further question would wait out the client's time limit): the rest go to `sigue`
  /// too, which is safe, as deleting them again finds nothing.
  private func asentar(
    _ lote: ArraySlice<Articulo.ID>, _ registro: RegistroDeBorradoMasivo,
    sigue: (Int, Articulo.ID) -> Void
  ) async {
    var restantes = zip(lote.indices, lote).makeIterator()
    var respondido = true
    while respondido {
      var tanda: [(Int, Articulo.ID)] = []
      while tanda.count < simultaneos, let siguiente = restantes.next() { tanda.append(siguiente) }
      guard !tanda.isEmpty else { return }
      let estados = await withTaskGroup(of: (Int, Articulo.ID, Bool?).self) { grupo in
        for (posicion, id) in tanda {
          grupo.addTask { (posicion, id, await sigueEnElServidor(id)) }
        }
        return await grupo.reduce(into: []) { $0.append($1) }
      }
      for (posicion, id, sigueAhi) in estados.sorted(by: { $0.0 < $1.0 }) {
        if sigueAhi == false {
          registro.borrado(id)
        } else {
          respondido = respondido && sigueAhi != nil
          sigue(posicion, id)
        }
      }
    }
    while let (posicion, id) = restantes.next() { sigue(posicion, id) }
  }

  /// Runs the deletions of the ids at `posiciones` one by one, at most ``simultaneos`` at once,
  /// until the end, a cancellation or the first failure for good; records the ids not started
  /// as pending.
  private func borrarUnoPorUno(
    _ posiciones: some Collection<Int>, de ids: [Articulo.ID], registro: RegistroDeBorradoMasivo,
    reintentador: Reintentador
  ) async {
    var siguiente = posiciones.startIndex
    await withTaskGroup(of: Void.self) { grupo in
      var enVuelo = 0
      while siguiente < posiciones.endIndex {
        if enVuelo >= simultaneos {
          await grupo.next()
          enVuelo -= 1
        }
        guard !Task.isCancelled, !registro.interrumpido else { break }
        let posicion = posiciones[siguiente]
        posiciones.formIndex(after: &siguiente)
        grupo.addTask {
          await borrarUno(ids[posicion], posicion: posicion, registro, reintentador)
        }
        enVuelo += 1
      }
      await grupo.waitForAll()
    }
    registro.pendientes(posiciones[siguiente...].lazy.map { (posicion: $0, id: ids[$0]) })
  }

  /// Deletes one article, with retries, and records how it ended.
  private func borrarUno(
    _ id: Articulo.ID, posicion: Int, _ registro: RegistroDeBorradoMasivo,
    _ reintentador: Reintentador
  ) async {
    var puedeEstarBorrado = false
    do throws(FalloTrasReintentos) {
      try await reintentador.ejecutar(
        ids: [id],
        avisar: { reintento in
          if Self.pudoLlegar(reintento.error) { puedeEstarBorrado = true }
          registro.reintentando(reintento)
        }
      ) {
        try await sinCortar { try await cliente.borrar(id: id) }
      }
      registro.borrado(id)
    } catch {
      switch error.error {
      case .noEncontrado where puedeEstarBorrado:
        registro.borrado(id)
      case .noEncontrado:
        registro.noEncontrado(id, posicion: posicion)
      case .cancelado where await sigueEnElServidor(id) != false:
        registro.pendientes([(posicion, id)])
      case .cancelado:
        registro.borrado(id)
      default:
        registro.fallido(
          BorradoFallido(id: id, error: error.error, intentos: error.intentos),
          posicion: posicion)
      }
    }
  }

  /// Whether the article is still on the server, asked when a deletion's fate is unknown: a
  /// cancel ended it on a passing failure (one more try would have told), or a batch failed
  /// for good after a try that may have reached the server. `nil` when the server cannot say.
  ///
  /// That failure may have come after the server carried the deletion out (a lost answer, a
  /// time limit reached). Asking settles it, so the report calls deleted exactly what the
  /// server no longer holds. The question is asked outside the cancelled task (with this
  /// model's dependencies), bounded by the client's own time limit; when it cannot be answered
  /// the id stays pending, which is safe: deleting it again finds nothing.
  private func sigueEnElServidor(_ id: Articulo.ID) async -> Bool? {
    await Task.detached { [self] in
      do {
        _ = try await cliente.obtener(id: id)
        return true
      } catch ErrorArticulos.noEncontrado {
        return false
      } catch {
        return nil
      }
    }.value
  }

  /// Whether a try that failed with `error` may have reached the server (and deleted the
  /// article): every failure may, except a connection the server refused.
  static func pudoLlegar(_ error: ErrorArticulos) -> Bool {
    if case .red(.conexionRechazada) = error { return false }
    return true
  }
}
