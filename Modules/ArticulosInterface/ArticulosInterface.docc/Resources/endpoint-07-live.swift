      borrarVarios: { ids in
        try await ejecutar { () throws(ErrorArticulos) in try await datasette.borrar(ids) }
      }
