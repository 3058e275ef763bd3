  func borrar(_ ids: [Articulo.ID]) async throws(ErrorArticulos) -> [Articulo.ID] {
    if let motivo = borradoPorLotes.motivo { throw .noDisponible(motivo) }
    guard !ids.isEmpty else { return [] }
    let existentes = try await conFila(ids)
    guard !existentes.isEmpty else { return ids }
    try comprobarCancelacion()
    defer { cursores.olvidar(tabla: urls.tabla) }
    let consulta = Self.consultaDeBorrado(tabla: configuracion.tabla)
    let cuerpo = Data(
      Self.json(["ids": Self.json(ids.filter(existentes.contains).map(\.rawValue))]).utf8)
    let respuesta: HTTPResponse
    do {
      respuesta = try await enviar(
        peticion(.post, try urls.consultaDeEscritura(consulta), cuerpo: cuerpo), .borradoPorLotes,
        aceptando: 404)
    } catch ErrorArticulos.sinPermiso {
      throw sinBorradoPorLotes("this token may not run its bulk delete query '\(consulta)'")
    }
    guard respuesta.status.code != 404 else {
      throw sinBorradoPorLotes("the database declares no bulk delete query '\(consulta)'")
    }
    try confirmarEscritura(respuesta)
    return ids.filter { !existentes.contains($0) }
