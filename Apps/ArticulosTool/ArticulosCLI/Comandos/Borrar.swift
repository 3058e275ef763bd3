import AppCore
import ArticulosInterface
import Foundation

extension Subcomando {
  /// `delete ID...`: deletes articles, after confirmation.
  static let borrar = Subcomando(
    nombre: "delete", resumen: "Delete articles by id (asks first unless --yes).",
    argumentos: [
      EspecificacionDeArgumento(
        nombre: "id",
        ayuda: "The id of an article to delete (or a prefix of it that only it starts with); "
          + "give several to delete several.",
        opcional: true, repetible: true)
    ],
    opciones: [
      EspecificacionDeOpcion(
        nombre: "--from", valor: "file",
        ayuda: "Delete the ids in this file, one per line ('-' for standard input; a pipe "
          + "such as <(cmd) works too), instead of ids given as arguments.",
        clase: .archivo),
      EspecificacionDeOpcion(nombre: "--yes", ayuda: "Delete without asking."),
    ],
    soloLee: false,
    discusion:
      "Asks for confirmation on a terminal; an answer other than yes keeps the article and "
      + "exits with 5, without an error. Without a terminal, refuses unless --yes is given "
      + "(exit code 5). Ids given as arguments may be prefixes of one id each. Writing needs a "
      + "token. With several ids, or with --from and a file of "
      + "ids (one a line; '-' reads them from standard input, which then cannot answer, so "
      + "--yes is needed), it asks once for all, deletes them in batches of 500 ids (one "
      + "transaction each, through the server's bulk delete query; a server without it gets "
      + "one request per id, with a note on standard error), with retries, shows progress and "
      + "lists the ids not found (exit code 3) and not deleted. The first deletion that fails "
      + "for good stops the rest (exit code 1, or 4 for the token). After Ctrl-C (exit code "
      + "130) the requests already sent get their answers, and the report says exactly what "
      + "was deleted.",
    ejemplos: [
      "articulos delete 00000000-0000-0000-0000-000000000001 --yes",
      "articulos delete ID1 ID2 ID3",
      "articulos delete --from ids.txt --yes",
      "grep -v '^#' ids.txt | articulos delete --from - --yes",
    ],
    comando: Borrar.self)
}

/// `delete`: one article, or several, and whether `--yes` answered the question beforehand.
enum Borrar: ComandoDeArticulos {
  /// `delete ID`.
  case uno(Articulo.ID, confirmado: Bool)
  /// `delete ID ID...` or `delete --from FILE`.
  case varios(IdsABorrar, confirmado: Bool)

  static var subcomando: Subcomando { .borrar }

  /// Reads one id, several ids, or `--from` a file or standard input (not with ids).
  static func leer(
    _ lectura: LecturaDeSubcomando, entorno: [String: String]
  ) throws(ErrorDeUso) -> Borrar {
    let posicionales = lectura.posicionales
    let confirmado = lectura.banderas.contains("--yes")
    if let origen = lectura.valores["--from"] {
      guard posicionales.isEmpty else {
        throw lectura.error(
          "Give the ids as arguments or with '--from <file>', not both "
            + "('\(posicionales[0])' was given too).")
      }
      guard !origen.isEmpty else {
        throw lectura.error(
          "The value of '--from <file>' is empty; give a file, or '-' for standard input.")
      }
      return .varios(origen == "-" ? .entradaEstandar : .archivo(origen), confirmado: confirmado)
    }
    guard !posicionales.isEmpty else { throw lectura.error("Missing expected argument '<id>'.") }
    var ids: [Articulo.ID] = []
    for texto in posicionales { ids.append(try lectura.id(texto, de: "'<id>'")) }
    guard ids.count > 1 else { return .uno(ids[0], confirmado: confirmado) }
    return .varios(.lista(ids), confirmado: confirmado)
  }

  /// Runs ``Ejecutor/borrar(_:confirmado:)`` or ``Ejecutor/borrarVarios(_:confirmado:)``.
  func ejecutar(en ejecutor: Ejecutor) async throws(FalloDeEjecucion) {
    switch self {
    case .uno(let id, let confirmado): try await ejecutor.borrar(id, confirmado: confirmado)
    case .varios(let ids, let confirmado):
      try await ejecutor.borrarVarios(ids, confirmado: confirmado)
    }
  }
}

extension Comando {
  /// `delete ID`: see ``Borrar``.
  static func borrar(id: Articulo.ID, confirmado: Bool) -> Comando {
    Comando(Borrar.uno(id, confirmado: confirmado))
  }

  /// `delete ID ID...` or `delete --from FILE`: see ``Borrar``.
  static func borrarVarios(_ ids: IdsABorrar, confirmado: Bool) -> Comando {
    Comando(Borrar.varios(ids, confirmado: confirmado))
  }
}

extension Ejecutor {
  /// `delete ID`: asks on a terminal unless `--yes`; refuses without a terminal.
  ///
  /// The decision is the feature's (``BorradoModel``): the tool only says how an answer can be
  /// had — given beforehand, asked on the terminal, or impossible.
  ///
  /// `id` may be a prefix of one article's id (``resolver(_:en:)``).
  @MainActor
  func borrar(_ dado: Articulo.ID, confirmado: Bool) async throws(FalloDeEjecucion) {
    try exigirToken(ajustes.token, para: .borrar)
    let id = try await resolver(dado, en: .borrar).id
    let consola = self.consola
    let modo: ModoDeConfirmacion =
      if confirmado {
        .previa
      } else if consola.terminal.entradaEsTerminal {
        .preguntando { pregunta in
          // NB: The question holds the server's title: one line, its controls made visible.
          consola.escribirError(TextoSeguro.enUnaLinea(pregunta))
          return await LecturaCancelable.leer(con: consola.leerLinea)
        }
      } else {
        .sinRespuesta
      }
    let resultado = try await conCliente(.borrar) {
      try await BorradoModel().borrar(id, confirmacion: modo)
    }
    switch resultado {
    case .borrado(let articulo):
      if globales.json {
        imprimirJSON(FormatoJSON.Borrado(borrado: articulo.id))
      } else {
        consola.imprimir(TextoSeguro.enUnaLinea("Deleted '\(articulo.id)': \(articulo.titulo)"))
      }
    case .noConfirmado:
      if Task.isCancelled {
        throw FalloDeEjecucion(.cancelado, "Cancelled; '\(id)' was not deleted.")
      }
      if confirmado || consola.terminal.entradaEsTerminal {
        throw FalloDeEjecucion.sinError(.sinConfirmar, "Not deleted: '\(id)' is kept.")
      }
      throw FalloDeEjecucion(
        .sinConfirmar,
        "Not deleted: there is no terminal to confirm on. Pass --yes to delete '\(id)' "
          + "without asking.")
    }
  }

  /// `delete ID ID...` or `delete --from FILE|-`: deletes several articles, several at once,
  /// with retries, after one confirmation.
  ///
  /// The rules of a single `delete` hold: `--yes` confirms beforehand; otherwise a terminal is
  /// asked, and without one nothing is deleted (exit 5). Ids read from standard input leave no
  /// terminal to ask. The decision, the retries and the count are ``BorradoMasivoModel``'s; the
  /// tool reads the ids, shows progress, and prints what happened. Exit status: 130 when
  /// cancelled, the failure's own (4 for the token, 1 otherwise) when a deletion failed for good,
  /// 3 when some ids were not found, 0 when every article was deleted.
  @MainActor
  func borrarVarios(_ origen: IdsABorrar, confirmado: Bool) async throws(FalloDeEjecucion) {
    try exigirToken(ajustes.token, para: .borrar)
    var ids = try idsABorrar(origen)
    // NB: Ids typed as arguments may be prefixes from a table; a file's are taken as written.
    if case .lista = origen { ids = try await resolverVarios(ids, en: .borrar) }
    let consola = self.consola
    let puedePreguntar = consola.terminal.entradaEsTerminal && origen != .entradaEstandar
    let modo: ModoDeConfirmacion =
      if confirmado {
        .previa
      } else if puedePreguntar {
        .preguntando { pregunta in
          consola.escribirError(TextoSeguro.enUnaLinea(pregunta))
          return await LecturaCancelable.leer(con: consola.leerLinea)
        }
      } else {
        .sinRespuesta
      }
    let informe = InformeDeProgreso(accion: "Deleting", consola: consola)
    let resultado = await BorradoMasivoModel(reintentos: reintentos).borrar(ids, confirmacion: modo)
    { evento in
      atender(evento, informe: informe)
    }
    let nadaIntentado = resultado.pendientes.count == resultado.total
    guard resultado.confirmado, !(resultado.cancelado && nadaIntentado) else {
      throw noBorrado(resultado, preguntado: puedePreguntar, origen: origen)
    }
    informe.terminar()
    if globales.json {
      imprimirJSON(FormatoJSON.BorradoMasivo(resultado))
    } else {
      consola.imprimir(Presentacion.borradoMasivo(resultado))
    }
    try comprobar(resultado)
  }

  /// The ids given as arguments, or read from the file or standard input of `--from`.
  private func idsABorrar(_ origen: IdsABorrar) throws(FalloDeEjecucion) -> [Articulo.ID] {
    let lineas: [String]
    let nombre: String
    switch origen {
    case .lista(let ids):
      return ids
    case .archivo(let ruta):
      let datos: [UInt8]
      do {
        datos = try LecturaDeArchivo.leerEntrada(ruta, maximo: LecturaDeArchivo.maximoDeEntrada)
      } catch {
        throw FalloDeEjecucion(
          .uso, LecturaDeArchivo.mensaje(error, ruta: ruta, opcion: "--from"), usoDe: .borrar)
      }
      lineas = LecturaDeIds.lineas(de: datos)
      nombre = "'\(ruta)'"
    case .entradaEstandar:
      lineas = Array(sequence(state: consola) { $0.leerLinea() })
      nombre = "standard input"
    }
    do {
      return try LecturaDeIds.ids(en: lineas, origen: nombre)
    } catch {
      throw FalloDeEjecucion(.uso, error.mensaje, usoDe: .borrar)
    }
  }

  /// Why nothing was deleted: cancelled (130) or not confirmed (5), and what to do.
  private func noBorrado(
    _ resultado: ResultadoDeBorradoMasivo, preguntado: Bool, origen: IdsABorrar
  ) -> FalloDeEjecucion {
    if resultado.cancelado || Task.isCancelled {
      return FalloDeEjecucion(.cancelado, "Cancelled; nothing was deleted.")
    }
    let articulos = resultado.total == 1 ? "the article" : "the \(resultado.total) articles"
    if preguntado {
      let verbo = resultado.total == 1 ? "is" : "are"
      return FalloDeEjecucion.sinError(.sinConfirmar, "Not deleted: \(articulos) \(verbo) kept.")
    }
    let porque =
      origen == .entradaEstandar
      ? "the ids come from standard input, so there is no terminal to confirm on"
      : "there is no terminal to confirm on"
    return FalloDeEjecucion(
      .sinConfirmar, "Not deleted: \(porque). Pass --yes to delete \(articulos) without asking.")
  }

  /// Throws unless every article was deleted: 130, the failure's status, or 3 for not found.
  private func comprobar(_ resultado: ResultadoDeBorradoMasivo) throws(FalloDeEjecucion) {
    let quedan = resultado.pendientes.count + resultado.fallidos.count
    if resultado.cancelado {
      throw FalloDeEjecucion(
        .cancelado,
        "Cancelled: \(resultado.borrados) deleted, \(quedan) left (with --json, 'pendientes' "
          + "and 'fallidos' list them).")
    }
    if let error = resultado.interrumpidoPor {
      let fallo = FalloDeEjecucion(error, en: .borrar)
      throw FalloDeEjecucion(
        fallo.codigo,
        "Stopped after \(resultado.borrados) of \(resultado.total) deleted, \(quedan) left: "
          + fallo.mensaje)
    }
    if !resultado.noEncontrados.isEmpty {
      throw FalloDeEjecucion(
        .noEncontrado,
        "\(resultado.noEncontrados.count) of the \(Plural.contar(resultado.total, "id")) "
          + "\(Plural.nombre("was", "were", para: resultado.noEncontrados.count)) not found; "
          + "find ids with 'articulos list' or 'articulos search'.")
    }
  }

  /// Shows one event of a deletion: progress always, retries with `--verbose`.
  private func atender(_ evento: EventoDeBorradoMasivo, informe: InformeDeProgreso) {
    switch evento {
    case .iniciado(let total):
      informe.avanzar(hechos: 0, total: total)
    case .borrado(_, let hechos, let total), .noEncontrado(_, let hechos, let total),
      .fallido(_, let hechos, let total):
      informe.avanzar(hechos: hechos, total: total)
    case .unoPorUno(let motivo):
      consola.avisar(
        "Note: deleting one article per request, as the server cannot delete many at once "
          + "(\(motivo)).")
    case .reintentando(let reintento) where globales.verbose:
      let id =
        reintento.ids.count == 1
        ? "'\(reintento.ids[0])'" : "a batch of \(reintento.ids.count) deletions"
      consola.avisar(
        "Retrying \(id) in \(Self.milisegundos(reintento.espera)) (try \(reintento.intento)): "
          + "\(reintento.error)")
    default:
      break
    }
  }
}
