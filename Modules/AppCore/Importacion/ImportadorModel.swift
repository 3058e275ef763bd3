import ArticulosInterface
import Compartido
import Dependencies
import Envio
import Foundation

/// Imports many articles: reads a JSON file or a folder of Markdown, checks every article, and
/// sends them in batches, several at once, retrying passing failures.
///
/// Two steps. ``preparar(_:reanudando:)`` reads the source and makes a ``PlanDeImportacion``
/// without a request: entries without an id get a stable one derived from what identifies them
/// (see ``FuenteDeImportacion``), entries without dates get the `date` dependency's, invalid entries are set aside with their reasons, and
/// articles an earlier run saved are skipped. ``importar(_:progreso:)`` sends the plan with
/// ``/ArticulosInterface/ClienteArticulos/guardarVarios`` (an upsert by id: a re-run converges
/// to the same server state) and reports ``EventoDeEnvio``s; its ``ResultadoDeEnvio`` says what
/// was saved and what was not, and why.
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
/// what was saved and what is left; its ``ResultadoDeEnvio/estado`` resumes the import.
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
  /// ```swift
  /// let plan = try importador.preparar(.markdown(carpeta), reanudando: estadoGuardado)
  /// for invalido in plan.invalidos { print(invalido) }
  /// ```
  ///
  /// - Parameters:
  ///   - fuente: The JSON file, JSON text or Markdown folder.
  ///   - reanudando: The state of an earlier, interrupted run of the same source.
  /// - Returns: The plan: valid articles to send, invalid entries, and the state to save.
  /// - Throws: ``ErrorDeImportacion`` when the source cannot be read at all, or `reanudando`
  ///   belongs to another source (``ErrorDeImportacion/estadoDeOtroOrigen(esperado:encontrado:)``)
  ///   or to an earlier version of this one (``ErrorDeImportacion/fuenteCambiada(_:)``).
  public func preparar(
    _ fuente: FuenteDeImportacion,
    reanudando: EstadoDeReanudacion? = nil
  ) throws(ErrorDeImportacion) -> PlanDeImportacion {
    let origen = fuente.origen
    let lectura = try LectorDeFuentes.leer(fuente)
    var estado = reanudando ?? EstadoDeReanudacion(origen: origen, huella: lectura.huella)
    guard estado.origen == origen else {
      throw .estadoDeOtroOrigen(esperado: origen, encontrado: estado.origen)
    }
    guard estado.huella == nil || estado.huella == lectura.huella else {
      throw .fuenteCambiada(origen)
    }
    estado.huella = lectura.huella
    let entradas = lectura.entradas
    var ahoraLeido: Date?
    func ahora() -> Date {
      if let ahoraLeido { return ahoraLeido }
      let fecha = date.now
      ahoraLeido = fecha
      return fecha
    }
    var articulos: [Articulo] = []
    var invalidos: [ArticuloInvalido] = []
    var omitidos = 0
    var ubicacionPorId: [Articulo.ID: String] = [:]
    var titulosSinId: [String: Int] = [:]
    for entrada in entradas {
      if let motivo = entrada.ilegible {
        invalidos.append(
          ArticuloInvalido(
            ubicacion: entrada.ubicacion, id: entrada.id, titulo: entrada.titulo,
            motivo: .ilegible(motivo)))
        continue
      }
      let id: Articulo.ID
      if let propio = entrada.id {
        id = propio
      } else {
        let titulo = (entrada.titulo ?? "").precomposedStringWithCanonicalMapping
        id = IdDerivado.paraTitulo(titulo, repeticion: titulosSinId[titulo, default: 0])
        titulosSinId[titulo, default: 0] += 1
      }
      let creado = entrada.creado ?? entrada.actualizado ?? ahora()
      let articulo = Articulo(
        id: id, titulo: entrada.titulo ?? "", cuerpo: entrada.cuerpo ?? "",
        etiquetas: entrada.etiquetas ?? [], creado: creado,
        actualizado: entrada.actualizado ?? creado)
      let problemas = articulo.problemas
      if !problemas.isEmpty {
        invalidos.append(
          ArticuloInvalido(
            ubicacion: entrada.ubicacion, id: id, titulo: articulo.titulo,
            motivo: .problemas(problemas)))
      } else if let primera = ubicacionPorId[id] {
        invalidos.append(
          ArticuloInvalido(
            ubicacion: entrada.ubicacion, id: id, titulo: articulo.titulo,
            motivo: .idRepetido(primeraUbicacion: primera)))
      } else {
        ubicacionPorId[id] = entrada.ubicacion
        if estado.guardados.contains(id) {
          omitidos += 1
        } else {
          articulos.append(articulo)
        }
      }
    }
    return PlanDeImportacion(
      origen: origen, total: entradas.count, articulos: articulos, invalidos: invalidos,
      omitidos: omitidos, estado: estado)
  }

  /// Sends the plan's articles in batches and returns what happened.
  ///
  /// Batches of ``OpcionesDeEnvio/tamanoLote`` articles go to `guardarVarios`, at most
  /// ``OpcionesDeEnvio/lotesSimultaneos`` at once. A batch that fails for a passing reason (see
  /// ``PoliticaDeReintentos``) is tried again after a wait on the `continuousClock` dependency
  /// that doubles each time; one that fails for good is reported with its ids, and the others
  /// carry on. `progreso` hears every ``EventoDeEnvio``, one at a time, ending with
  /// ``EventoDeEnvio/terminado(_:)``.
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
      porGuardar: plan.articulos.count, progreso: progreso)
    registro.iniciar(total: plan.total)
    for invalido in plan.invalidos { registro.invalido(invalido) }
    let tamano = opciones.tamanoLote
    let lotes = stride(from: 0, to: plan.articulos.count, by: tamano).map {
      Array(plan.articulos[$0..<min($0 + tamano, plan.articulos.count)])
    }
    var siguiente = 0
    await motor.ejecutar(registro) { () throws(ErrorArticulos) -> [Articulo]? in
      guard siguiente < lotes.count else { return nil }
      defer { siguiente += 1 }
      return lotes[siguiente]
    }
    if siguiente < lotes.count {
      registro.pendientes(lotes[siguiente...].flatMap { $0.map(\.id) })
    }
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
