import AppCore
import ArticulosInterface

extension Ejecutor {
  /// The article `id` names: the one with that id, or else the one article whose id starts
  /// with it (the tables print ids cut to such a prefix, ``Presentacion/longitudDeIds(_:anterior:minimo:)``).
  ///
  /// The contract has no search by id, so a prefix is looked up by reading every article's id,
  /// in the largest pages the server gives; a whole id costs one request. A prefix that several
  /// ids start with is a usage error (64) that lists them; one that none starts with is not
  /// found (3).
  ///
  /// ```swift
  /// let articulo = try await resolver("00000000", en: .mostrar)  // 00000000-…-000000000001
  /// ```
  @MainActor
  func resolver(
    _ id: Articulo.ID, en subcomando: Subcomando
  ) async throws(FalloDeEjecucion) -> Articulo {
    do {
      return try await DetalleModel(id: id).cargar()
    } catch ErrorArticulos.noEncontrado {
      // A prefix, perhaps: below.
    } catch {
      throw FalloDeEjecucion(cualquiera: error, en: subcomando)
    }
    let candidatos = try await self.ids(queEmpiezanPor: id.rawValue, en: subcomando)
    guard let unico = try Self.unico(id, entre: candidatos, en: subcomando) else {
      throw FalloDeEjecucion(ErrorArticulos.noEncontrado(id), en: subcomando)
    }
    return try await conCliente(subcomando) { try await DetalleModel(id: unico).cargar() }
  }

  /// `ids` with each prefix replaced by the one id it starts with; an id that no article has
  /// and none starts with is kept, for the deletion to report as not found.
  ///
  /// Every id is asked for first; the ids of every article are read once, and only when one of
  /// `ids` is no article's.
  @MainActor
  func resolverVarios(
    _ dados: [Articulo.ID], en subcomando: Subcomando
  ) async throws(FalloDeEjecucion) -> [Articulo.ID] {
    var resueltos: [Articulo.ID] = []
    var todos: [Articulo.ID]? = nil
    for id in dados {
      do {
        _ = try await DetalleModel(id: id).cargar()
        resueltos.append(id)
        continue
      } catch ErrorArticulos.noEncontrado {
        // A prefix, perhaps: below.
      } catch {
        throw FalloDeEjecucion(cualquiera: error, en: subcomando)
      }
      let leidos: [Articulo.ID]
      if let todos {
        leidos = todos
      } else {
        leidos = try await self.ids(queEmpiezanPor: "", en: subcomando)
      }
      todos = leidos
      let candidatos = leidos.filter { $0.rawValue.hasPrefix(id.rawValue) }
      resueltos.append(try Self.unico(id, entre: candidatos, en: subcomando) ?? id)
    }
    return resueltos
  }

  /// The one id of `candidatos`, `nil` for none, or a usage error naming them.
  private static func unico(
    _ prefijo: Articulo.ID, entre candidatos: [Articulo.ID], en subcomando: Subcomando
  ) throws(FalloDeEjecucion) -> Articulo.ID? {
    guard candidatos.count > 1 else { return candidatos.first }
    let nombrados = candidatos.prefix(Presentacion.idsMostrados)
      .map { TextoSeguro.enUnaLinea($0.rawValue) }.joined(separator: ", ")
    let mas =
      candidatos.count > Presentacion.idsMostrados
      ? ", … and \(candidatos.count - Presentacion.idsMostrados) more" : ""
    throw FalloDeEjecucion(
      .uso,
      "The id '\(prefijo)' is ambiguous: \(Plural.contar(candidatos.count, "article")) "
        + "have ids that start with it (\(nombrados)\(mas)). Give more of the id.",
      usoDe: subcomando)
  }

  /// The ids of every article that start with `prefijo`, in id order.
  @MainActor
  private func ids(
    queEmpiezanPor prefijo: String, en subcomando: Subcomando
  ) async throws(FalloDeEjecucion) -> [Articulo.ID] {
    let explorador = ExploradorModel(
      tamanoPagina: PaginasDeArticulos.tamanoMaximo, reintentos: reintentos)
    var ids: [Articulo.ID] = []
    do {
      for try await pagina in explorador.paginas(adelantando: true) {
        ids += pagina.articulos.map(\.id).filter { $0.rawValue.hasPrefix(prefijo) }
      }
    } catch {
      throw FalloDeEjecucion(cualquiera: error, en: subcomando)
    }
    return ids
  }
}
