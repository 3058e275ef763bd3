      borrar: { id in try await almacen.borrar(id) },
      borrarVarios: { ids in await almacen.borrar(ids) }
    )
