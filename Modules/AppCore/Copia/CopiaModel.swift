import ArticulosInterface
import Compartido
import Dependencies
import Envio

/// Copies every article from one server to another, page by page: the `copy` feature.
///
/// It reads from ``/ArticulosInterface/Dependencies/DependencyValues/clienteArticulos`` and
/// writes to `clienteArticulosDestino`: two
/// slots of the same client type, so the tool points each at its own server and tests give each
/// an in-memory one. Pages are read as large as the source gives them (up to
/// ``PaginasDeArticulos/tamanoMaximo``) and cut into batches written with `guardarVarios` (an
/// upsert by id: copying again converges to the same state), with the same bounded
/// concurrency, retries, events and result as ``ImportadorModel``. A page is read only when its
/// predecessor's batches have all been handed to write slots, so memory stays flat.
///
/// ```swift
/// let copia = withDependencies {
///   $0.clienteArticulos = .enMemoria(Articulo.muestra)
///   $0.clienteArticulosDestino = .enMemoria()
///   $0.continuousClock = ImmediateClock()
/// } operation: {
///   CopiaModel()
/// }
/// let resultado = await copia.copiar()
/// resultado.guardados  // 3
/// ```
///
/// Pass a previous result's ``ResultadoDeEnvio/estado`` as `reanudando` to skip what it saved;
/// the pages are read again (reads are cheap), only the writes are skipped.
public struct CopiaModel: Sendable {
  @Dependency(\.clienteArticulos) var origen
  @Dependency(\.clienteArticulosDestino) var destino
  @Dependency(\.continuousClock) var reloj

  /// Batch size, concurrency and retries.
  ///
  /// ```swift
  /// copia.opciones.lotesSimultaneos = 1  // one batch in flight at a time
  /// ```
  public var opciones: OpcionesDeEnvio

  /// The name of a copy in ``EstadoDeReanudacion/origen`` when the caller gives none.
  ///
  /// ```swift
  /// await copia.copiar().estado.origen == CopiaModel.origenPorDefecto  // true
  /// ```
  public static let origenPorDefecto = "copy"

  /// Makes a copy that captures the dependencies in effect here.
  ///
  /// ```swift
  /// let copia = CopiaModel(opciones: OpcionesDeEnvio(tamanoLote: 100, lotesSimultaneos: 4))
  /// ```
  ///
  /// - Parameter opciones: Batch size, concurrency and retries.
  public init(opciones: OpcionesDeEnvio = OpcionesDeEnvio()) {
    self.opciones = opciones
  }

  /// Copies every article not yet copied, and returns what happened.
  ///
  /// A page that cannot be read, after the retries, stops the copy
  /// (``ResultadoDeEnvio/interrumpidoPor``); batches already in flight finish first. An article
  /// that breaks the rules, or a row the source could not read as an article
  /// (``/ArticulosInterface/Pagina/ilegibles``), is reported in ``ResultadoDeEnvio/invalidos``
  /// and not written.
  ///
  /// ```swift
  /// var estado = estadoGuardado ?? EstadoDeReanudacion(origen: "copy to http://otro:8001")
  /// let resultado = await copia.copiar(reanudando: estado) { evento in
  ///   estado.registrar(evento)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - reanudando: The state of an earlier, interrupted copy, or `nil` to start over.
  ///   - progreso: Hears each event, never twice at once, ending with
  ///     ``EventoDeEnvio/terminado(_:)``.
  /// - Returns: What was copied, skipped, refused, failed and left, and the state to resume from.
  public func copiar(
    reanudando: EstadoDeReanudacion? = nil,
    progreso: @escaping @Sendable (EventoDeEnvio) -> Void = { _ in }
  ) async -> ResultadoDeEnvio {
    let estado = reanudando ?? EstadoDeReanudacion(origen: Self.origenPorDefecto)
    let registro = RegistroDeEnvio(ResultadoDeEnvio(estado: estado), progreso: progreso)
    let reintentador = Reintentador(politica: opciones.reintentos, reloj: reloj)
    let motor = EnvioPorLotes(
      guardarVarios: destino.guardarVarios, obtener: destino.obtener, opciones: opciones,
      reintentador: reintentador)
    let listar = origen.listar
    let tamano = PaginasDeArticulos.tamanoMaximo
    var cursor: CursorDePagina?
    var terminado = false
    var comprobacion = ComprobacionDeRecorrido(tamanoPedido: tamano)
    // The valid articles of the last page read, not yet handed out in batches.
    var porEnviar: ArraySlice<Articulo> = []
    await motor.ejecutar(registro) { () throws(ErrorArticulos) -> LoteDeEnvio? in
      while porEnviar.isEmpty, !terminado {
        let pagina: Pagina
        do throws(FalloTrasReintentos) {
          pagina = try await reintentador.ejecutar(ids: [], avisar: registro.reintentando) {
            try await listar(cursor, tamano)
          }
        } catch {
          throw error.error
        }
        try comprobacion.aceptar(pagina, leidaDesde: cursor)
        // NB: A lower bound ("more than 10,000") is not the total: "Copied 20000 of 10001".
        registro.iniciar(total: pagina.totalEsMinimo ? nil : pagina.total)
        cursor = pagina.siguiente
        terminado = cursor == nil
        for ilegible in pagina.ilegibles {
          registro.invalido(
            ArticuloInvalido(
              ubicacion: ilegible.id?.rawValue ?? "?", id: ilegible.id, titulo: nil,
              motivo: .ilegible(ilegible.motivo)))
        }
        var lote: [Articulo] = []
        for articulo in pagina.articulos where !estado.guardados.contains(articulo.id) {
          let problemas = articulo.problemas
          guard problemas.isEmpty else {
            registro.invalido(
              ArticuloInvalido(
                ubicacion: articulo.id.rawValue, id: articulo.id, titulo: articulo.titulo,
                motivo: .problemas(problemas)))
            continue
          }
          lote.append(articulo)
        }
        registro.omitir(pagina.articulos.count { estado.guardados.contains($0.id) })
        porEnviar = lote[...]
      }
      guard !porEnviar.isEmpty else { return nil }
      let lote = Array(porEnviar.prefix(opciones.tamanoLote))
      porEnviar = porEnviar.dropFirst(lote.count)
      return LoteDeEnvio(lote)
    }
    return registro.terminar()
  }

  /// The events of the copy, as a stream that ends after ``EventoDeEnvio/terminado(_:)``.
  ///
  /// The copy runs in its own task, with this model's dependencies, and stops when the stream is
  /// dropped or the task iterating it is cancelled.
  ///
  /// ```swift
  /// for await evento in copia.eventos() {
  ///   if case .terminado(let resultado) = evento { print(resultado.resumen) }
  /// }
  /// ```
  ///
  /// - Parameter reanudando: The state of an earlier, interrupted copy.
  /// - Returns: The events, in order.
  public func eventos(reanudando: EstadoDeReanudacion? = nil) -> AsyncStream<EventoDeEnvio> {
    let (eventos, continuacion) = AsyncStream.makeStream(of: EventoDeEnvio.self)
    let tarea = Task { [self] in
      _ = await copiar(reanudando: reanudando) { continuacion.yield($0) }
      continuacion.finish()
    }
    continuacion.onTermination = { _ in tarea.cancel() }
    return eventos
  }
}
