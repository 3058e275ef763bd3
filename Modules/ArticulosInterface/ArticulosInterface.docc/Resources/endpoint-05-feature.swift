      let sinArticulo = try await reintentador.ejecutar(
        ids: ids,
        avisar: { reintento in
          if Self.pudoLlegar(reintento.error) { puedeHaberBorrado = true }
          registro.reintentando(reintento)
        }
      ) {
        try await Self.sinCortar { try await cliente.borrarVarios(ids: ids) }
      }
      let noEncontrados = puedeHaberBorrado ? [] : Set(sinArticulo)
      for (posicion, id) in zip(lote.indices, lote) {
        if noEncontrados.contains(id) {
          registro.noEncontrado(id, posicion: posicion)
        } else {
          registro.borrado(id)
        }
      }
