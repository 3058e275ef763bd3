  @Test("the ids go in batches of tamanoLote, one borrarVarios each, in the order given")
  func lotes() async throws {
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(30))
    let lotes = Registro<[Articulo.ID]>()
    let eventos = Registro<EventoDeBorradoMasivo>()
    let borrado = withDependencies {
      $0.clienteArticulos = servidor
      $0.clienteArticulos.borrarVarios = { ids in
        lotes.anotar(ids)
        return try await servidor.borrarVarios(ids: ids)
      }
      $0.clienteArticulos.borrar = { id in Issue.record("'\(id)' went alone") }
    } operation: {
      BorradoMasivoModel(tamanoLote: 10)
    }
    let resultado = await borrado.borrar(Self.ids(1...25), confirmacion: .previa) {
      eventos.anotar($0)
    }
    #expect(lotes.todos == [Self.ids(1...10), Self.ids(11...20), Self.ids(21...25)])
    #expect(resultado == ResultadoDeBorradoMasivo(total: 25, confirmado: true, borrados: 25))
    #expect(try await servidor.cargar() == Array(Muestras.articulos(30).suffix(5)))
    let cuentas = eventos.todos.compactMap { evento -> Int? in
      if case .borrado(_, let hechos, 25) = evento { return hechos }
      return nil
    }
    #expect(cuentas == Array(1...25))
  }

  @Test("the ids a batch found no article for are not found, in the order given")
