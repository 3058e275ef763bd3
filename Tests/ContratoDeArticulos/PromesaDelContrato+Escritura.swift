import ArticulosInterface
import Testing

extension PromesaDelContrato {
  /// Save and replace, batch all-or-nothing, deletion, validation.
  static let escritura: [PromesaDelContrato] = [
    PromesaDelContrato("guardar creates, then replaces the article with its id") {
      (cliente: ClienteArticulos) async throws in
      let primero = articulo("g1", "Primero", "Texto.", etiquetas: ["uno"])
      #expect(try await cliente.guardar(articulo: primero) == primero)
      #expect(try await cliente.obtener(id: "g1") == primero)
      var cambiado = primero
      cambiado.titulo = "Cambiado"
      cambiado.etiquetas = ["dos", "tres"]
      #expect(try await cliente.guardar(articulo: cambiado) == cambiado)
      #expect(try await cliente.obtener(id: "g1") == cambiado)
      #expect(try await cliente.cargar() == [cambiado])
    },
    PromesaDelContrato(
      "guardarVarios stores every article, or none when one is invalid",
      iniciales: [articulo("v0", "Antes")]
    ) { (cliente: ClienteArticulos) async throws in
      let nuevos = [articulo("v1", "Uno"), articulo("v2", "Dos")]
      let fallo = await error {
        try await cliente.guardarVarios(articulos: [nuevos[0], articulo("v3", "  ")])
      }
      #expect(fallo as? ErrorArticulos == .articuloInvalido([.tituloVacio]))
      #expect(try await cliente.cargar().map(\.id) == ["v0"])
      #expect(try await cliente.guardarVarios(articulos: nuevos) == nuevos)
      #expect(try await cliente.cargar().map(\.id) == ["v0", "v1", "v2"])
    },
    PromesaDelContrato("guardar refuses an invalid article with its problems") {
      (cliente: ClienteArticulos) async throws in
      let repetida = articulo("i1", "Título", etiquetas: ["Café", "cafe"])
      let fallo = await error { try await cliente.guardar(articulo: repetida) }
      #expect(fallo as? ErrorArticulos == .articuloInvalido([.etiquetaRepetida("cafe")]))
      #expect(try await cliente.cargar().isEmpty)
    },
    PromesaDelContrato(
      "borrar deletes the article, and throws noEncontrado for an unknown id",
      iniciales: articulosIguales(2)
    ) { (cliente: ClienteArticulos) async throws in
      try await cliente.borrar(id: "c000")
      let borrado = await error { try await cliente.obtener(id: "c000") }
      #expect(borrado as? ErrorArticulos == .noEncontrado("c000"))
      let falta = await error { try await cliente.borrar(id: "c000") }
      #expect(falta as? ErrorArticulos == .noEncontrado("c000"))
      #expect(try await cliente.cargar().map(\.id) == ["c001"])
    },
    PromesaDelContrato(
      "borrarVarios deletes those that exist and returns, in order, the ids no article had",
      iniciales: articulosIguales(4)
    ) { (cliente: ClienteArticulos) async throws in
      let sinArticulo = try await cliente.borrarVarios(ids: ["x1", "c001", "x0", "c002"])
      #expect(sinArticulo == ["x1", "x0"])
      #expect(try await cliente.cargar().map(\.id) == ["c000", "c003"])
    },
  ]
}
