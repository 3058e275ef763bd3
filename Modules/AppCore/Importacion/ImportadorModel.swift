import ArticulosInterface
import Compartido
import Dependencies
import Envio
import Foundation

/// Imports many articles: reads a JSON file or a folder of Markdown, checks every article, and
/// sends them in batches, several at once, retrying passing failures.
///
/// Two steps, each a reading of the source, one entry at a time. ``preparar(_:reanudando:)``
/// reads it and makes a ``PlanDeImportacion`` without a request: entries without an id get a
/// stable one derived from what identifies them (see ``FuenteDeImportacion``), entries without
/// dates get the `date` dependency's, invalid entries are set aside with their reasons, and
/// articles an earlier run saved are skipped; the plan counts the articles, it does not keep
/// them. ``importar(_:progreso:)`` reads the source again and sends its articles as it reads
/// them with ``/ArticulosInterface/ClienteArticulos/guardarVarios`` (an upsert by id: a re-run
/// converges to the same server state) and reports ``EventoDeEnvio``s; its
/// ``ResultadoDeEnvio`` says what was saved and what was not, and why. So memory does not grow
/// with the articles' size: a million articles are planned in 16 bytes each, sent a few
/// batches at a time, and recorded as saved by their positions in the source, a few runs of
/// them (see ``EstadoDeReanudacion``).
///
/// Build the model inside the scope whose dependencies it should use; it keeps them:
///
/// ```swift
/// let importador = withDependencies {
///   $0.clienteArticulos = .enMemoria()
///   $0.continuousClock = ImmediateClock()
/// } operation: {
///   ImportadorModel()
/// }
/// let plan = try importador.preparar(.json(URL(fileURLWithPath: "articulos.json")))
/// let resultado = await importador.importar(plan) { evento in print(evento) }
/// ```
///
/// Cancelling the task that awaits ``importar(_:progreso:)`` stops it promptly: batches in
/// flight are cancelled, none is started, and the result (``ResultadoDeEnvio/cancelado``) lists
/// what was saved and what is left (the rest of the source is read to list it, and nothing
/// more is sent); its ``ResultadoDeEnvio/estado`` resumes the import.
public struct ImportadorModel: Sendable {
  @Dependency(\.clienteArticulos) var cliente
  @Dependency(\.date) var date
  @Dependency(\.continuousClock) var reloj

  /// Batch size, concurrency and retries.
  ///
  /// ```swift
  /// importador.opciones.reintentos = .ninguno  // a failed batch is reported at once
  /// ```
  public var opciones: OpcionesDeEnvio

  /// Makes an importer that captures the dependencies in effect here.
  ///
  /// ```swift
  /// let importador = ImportadorModel(opciones: OpcionesDeEnvio(lotesSimultaneos: 2))
  /// ```
  ///
  /// - Parameter opciones: Batch size, concurrency and retries.
  public init(opciones: OpcionesDeEnvio = OpcionesDeEnvio()) {
    self.opciones = opciones
  }

  /// Reads `fuente` and makes the plan of what to send, without any request.
  ///
  /// With `reanudando`, articles it lists as saved are skipped, as long as the source's content
  /// is the one it was saved from (``EstadoDeReanudacion/huella``). Ids never depend on the
  /// state: an entry without one always gets the same derived id. The `date` dependency is read
  /// only for entries without dates.
  ///
  /// The source is read one entry at a time and only counted: memory grows by 16 bytes an
  /// entry (to find repeated ids), plus the invalid entries, however large the articles are.
  ///
  /// ```swift
  /// let plan = try importador.preparar(.markdown(carpeta), reanudando: estadoGuardado)
  /// for invalido in plan.invalidos { print(invalido) }
  /// ```
  ///
  /// - Parameters:
  ///   - fuente: The JSON file, JSON text or Markdown folder.
  ///   - reanudando: The state of an earlier, interrupted run of the same source.
  /// - Returns: The plan: how many articles to send, invalid entries, and the state to save.
  /// - Throws: ``ErrorDeImportacion`` when the source cannot be read at all, or `reanudando`
  ///   belongs to another source (``ErrorDeImportacion/estadoDeOtroOrigen(esperado:encontrado:)``)
  ///   or to an earlier version of this one (``ErrorDeImportacion/fuenteCambiada(_:)``).
  public func preparar(
    _ fuente: FuenteDeImportacion,
    reanudando: EstadoDeReanudacion? = nil
  ) throws(ErrorDeImportacion) -> PlanDeImportacion {
    let origen = fuente.origen
    let anterior = reanudando ?? EstadoDeReanudacion(origen: origen)
    var lector = try LectorDeFuentes(fuente)
    var derivacion = DerivacionDeArticulos { date.now }
    var invalidos: [(posicion: Int, invalido: ArticuloInvalido)] = []
    var ids = IdsRepetidos()
    var validos = 0
    var omitidos = 0
    var total = 0
    while let entrada = try lector.siguiente() {
      defer { total += 1 }
      switch try derivacion.derivar(entrada) {
      case .invalido(let invalido):
        invalidos.append((total, invalido))
      case .articulo(let articulo):
        validos += 1
        ids.anotar(articulo.id, entrada: total)
        if anterior.yaGuardado(articulo.id, en: total) { omitidos += 1 }
      }
    }
    var estado = reanudando ?? EstadoDeReanudacion(origen: origen, huella: lector.huella)
    guard estado.origen == origen else {
      throw .estadoDeOtroOrigen(esperado: origen, encontrado: estado.origen)
    }
    guard estado.huella == nil || estado.huella == lector.huella else {
      throw .fuenteCambiada(origen)
    }
    estado.huella = lector.huella
    let repetidas = try repeticiones(
      en: fuente, entre: ids.sospechosas(), fecha: derivacion.fecha)
    for (posicion, repetida) in repetidas {
      invalidos.append((posicion, repetida))
      validos -= 1
      if let id = repetida.id, anterior.yaGuardado(id, en: posicion) { omitidos -= 1 }
    }
    invalidos.sort { $0.posicion < $1.posicion }
    return PlanDeImportacion(
      fuente: fuente, total: total, porEnviar: validos - omitidos,
      invalidos: invalidos.map(\.invalido), omitidos: omitidos, estado: estado,
      fecha: derivacion.fecha, repetidas: Set(repetidas.map(\.posicion)))
  }

  /// The entries among `sospechosas` (positions of valid entries, in order) whose id an
  /// earlier one of them has, each as an invalid entry naming the first; reads the source
  /// again only when there is a position to check.
  private func repeticiones(
    en fuente: FuenteDeImportacion, entre sospechosas: [Int], fecha: Date?
  ) throws(ErrorDeImportacion) -> [(posicion: Int, invalido: ArticuloInvalido)] {
    guard !sospechosas.isEmpty else { return [] }
    var lector = try LectorDeFuentes(fuente)
    var derivacion = DerivacionDeArticulos(fecha: fecha) { date.now }
    var porComprobar = sospechosas[...]
    var primeraUbicacion: [Articulo.ID: String] = [:]
    var repetidas: [(posicion: Int, invalido: ArticuloInvalido)] = []
    var posicion = 0
    while let siguiente = porComprobar.first, let entrada = try lector.siguiente() {
      defer { posicion += 1 }
      // NB: Every entry is derived, not only those checked: an id given by title counts the
      // entries before it.
      let derivado = try derivacion.derivar(entrada)
      guard posicion == siguiente else { continue }
      porComprobar.removeFirst()
      guard case .articulo(let articulo) = derivado else { continue }
      if let primera = primeraUbicacion[articulo.id] {
        repetidas.append(
          (
            posicion,
            ArticuloInvalido(
              ubicacion: entrada.ubicacion, id: articulo.id, titulo: articulo.titulo,
              motivo: .idRepetido(primeraUbicacion: primera))
          ))
      } else {
        primeraUbicacion[articulo.id] = entrada.ubicacion
      }
    }
    return repetidas
  }

  /// Reads the plan's source again and sends its articles in batches as it reads them, and
  /// returns what happened.
  ///
  /// Batches of ``OpcionesDeEnvio/tamanoLote`` articles go to `guardarVarios`, at most
  /// ``OpcionesDeEnvio/lotesSimultaneos`` at once; only the batches in flight and the one being
  /// read are in memory. A batch that fails for a passing reason (see
  /// ``PoliticaDeReintentos``) is tried again after a wait on the `continuousClock` dependency
  /// that doubles each time; one that fails for good is reported with its ids, and the others
  /// carry on. `progreso` hears every ``EventoDeEnvio``, one at a time, ending with
  /// ``EventoDeEnvio/terminado(_:)``.
  ///
  /// A source that can no longer be read, or no longer holds what the plan counted (it was
  /// edited after ``preparar(_:reanudando:)``), stops the import where that is found:
  /// ``ResultadoDeEnvio/fuenteInterrumpida`` says why, and what was sent before is reported as
  /// usual.
  ///
  /// ```swift
  /// var estado = plan.estado
  /// let resultado = await importador.importar(plan) { evento in
  ///   estado.registrar(evento)  // save it to resume after a crash
  /// }
  /// print(resultado.resumen)
  /// ```
  ///
  /// - Parameters:
  ///   - plan: What ``preparar(_:reanudando:)`` made.
  ///   - progreso: Hears each event; called from the import's tasks, never twice at once.
  /// - Returns: What was saved, skipped, refused, failed and left, and the state to resume from.
  public func importar(
    _ plan: PlanDeImportacion,
    progreso: @escaping @Sendable (EventoDeEnvio) -> Void = { _ in }
  ) async -> ResultadoDeEnvio {
    let registro = RegistroDeEnvio(
      ResultadoDeEnvio(total: plan.total, omitidos: plan.omitidos, estado: plan.estado),
      progreso: progreso)
    registro.iniciar(total: plan.total)
    for invalido in plan.invalidos { registro.invalido(invalido) }
    let tamano = opciones.tamanoLote
    var lectura: LecturaDelPlan?
    do {
      lectura = try LecturaDelPlan(plan)
    } catch {
      registro.interrumpirFuente(error.description)
    }
    await motor.ejecutar(registro) { () -> LoteDeEnvio? in
      var lote = LoteDeEnvio([])
      do throws(ErrorDeImportacion) {
        while lote.articulos.count < tamano, let (articulo, posicion) = try lectura?.siguiente() {
          lote.articulos.append(articulo)
          lote.entradas.append(posicion)
        }
      } catch {
        lectura = nil
        registro.interrumpirFuente(error.description)
      }
      return lote.articulos.isEmpty ? nil : lote
    }
    // NB: A cancelled or stopped run leaves the rest of the source unread; reading it lists
    // what was not attempted, as the result promises, and sends nothing.
    var sinIntentar: [Articulo.ID] = []
    do throws(ErrorDeImportacion) {
      while let (articulo, _) = try lectura?.siguiente() { sinIntentar.append(articulo.id) }
    } catch {
      registro.interrumpirFuente(error.description)
    }
    registro.pendientes(sinIntentar)
    return registro.terminar()
  }

  /// The events of importing `plan`, as a stream that ends after ``EventoDeEnvio/terminado(_:)``.
  ///
  /// The import runs in its own task, with this model's dependencies; it stops when the stream
  /// is dropped or the task iterating it is cancelled (then the final event is not delivered:
  /// use ``importar(_:progreso:)`` to get the result after a cancellation).
  ///
  /// ```swift
  /// for await evento in importador.eventos(plan) {
  ///   if case .terminado(let resultado) = evento { print(resultado.resumen) }
  /// }
  /// ```
  ///
  /// - Parameter plan: What ``preparar(_:reanudando:)`` made.
  /// - Returns: The events, in order.
  public func eventos(_ plan: PlanDeImportacion) -> AsyncStream<EventoDeEnvio> {
    let (eventos, continuacion) = AsyncStream.makeStream(of: EventoDeEnvio.self)
    let tarea = Task { [self] in
      _ = await importar(plan) { continuacion.yield($0) }
      continuacion.finish()
    }
    continuacion.onTermination = { _ in tarea.cancel() }
    return eventos
  }

  /// The batch sender, with this model's client, options and clock.
  private var motor: EnvioPorLotes {
    EnvioPorLotes(
      guardarVarios: cliente.guardarVarios, obtener: cliente.obtener, opciones: opciones,
      reintentador: Reintentador(politica: opciones.reintentos, reloj: reloj))
  }
}
