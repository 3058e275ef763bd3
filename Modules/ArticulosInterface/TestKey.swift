import Dependencies

extension ClienteArticulos: TestDependencyKey {
  /// Every endpoint unimplemented: a test that calls one without overriding it
  /// fails, naming the endpoint, and no test reaches a server by accident.
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.clienteArticulos.cargar = { Articulo.muestra }
  /// } operation: { ... }
  /// ```
  public static let testValue = ClienteArticulos()

  /// The sample articles, read-only, for previews: reads answer from ``Articulo/muestra`` in one
  /// page (a search keeps the articles with every word, in id order); a write changes nothing
  /// and throws ``ErrorArticulos/noDisponible(_:)``. Computed once per context, like every
  /// default. A preview that edits uses an implementation such as the in-memory client.
  public static let previewValue: ClienteArticulos = {
    let muestra = Articulo.muestra
    @Sendable func pagina(_ texto: String, _ etiquetas: [String]) -> Pagina {
      let palabras = Set(TextoNormalizado.palabras(texto))
      let claves = Set(etiquetas.map(TextoNormalizado.clave))
      let elegidos = muestra.filter { articulo in
        let suyas = [articulo.titulo, articulo.cuerpo] + articulo.etiquetas
        return palabras.isSubset(of: suyas.flatMap(TextoNormalizado.palabras))
          && claves.isSubset(of: articulo.etiquetas.map(TextoNormalizado.clave))
      }
      return Pagina(articulos: elegidos, total: elegidos.count)
    }
    let soloLectura = ErrorArticulos.noDisponible("the preview's articles are read-only")
    return ClienteArticulos(
      cargar: { muestra }, listar: { _, _ in pagina("", []) },
      listarConEtiquetas: { etiquetas, _, _ in pagina("", etiquetas) },
      buscar: { texto, _ in pagina(texto, []) },
      filtrar: { texto, etiquetas, _, _ in pagina(texto, etiquetas) },
      obtener: { id in
        guard let articulo = muestra.first(where: { $0.id == id }) else {
          throw ErrorArticulos.noEncontrado(id)
        }
        return articulo
      },
      guardar: { _ in throw soloLectura }, guardarVarios: { _ in throw soloLectura },
      borrar: { _ in throw soloLectura }, borrarVarios: { _ in throw soloLectura })
  }()
}

extension DependencyValues {
  /// The articles server.
  ///
  /// ```swift
  /// @Dependency(\.clienteArticulos) var cliente
  /// ```
  public var clienteArticulos: ClienteArticulos {
    get { self[ClienteArticulos.self] }
    set { self[ClienteArticulos.self] = newValue }
  }
}
