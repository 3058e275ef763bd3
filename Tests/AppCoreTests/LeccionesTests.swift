import AppCore
import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
import Dependencies
import DependenciesTestSupport
import Foundation
import Testing
import TestSupport

/// The lessons' rules, shown on the real features.
@MainActor
@Suite("How features get their dependencies", .dependencies { _ in })
struct LeccionesTests {
  @Test("a model built inside a scope keeps its overrides after the scope ends")
  func modeloConstruidoEnElAmbito() async throws {
    let editor = withDependencies {
      $0.clienteArticulos = .enMemoria()
      $0.uuid = .constant(UUID(7))
      $0.date = .constant(Muestras.fecha)
    } operation: {
      EditorModel()
    }
    // The scope is over: the editor still creates with its uuid, date and client.
    let creado = try await editor.crear(BorradorDeArticulo(titulo: "Fuera del ámbito"))
    #expect(creado.id == Articulo.ID(UUID(7)))
    #expect(creado.creado == Muestras.fecha)
  }

  @Test("an override in effect where the model is used wins over what the model captured")
  func elAmbitoDeLaLecturaGana() async throws {
    let editor = withDependencies {
      $0.clienteArticulos = .enMemoria()
      $0.uuid = .constant(UUID(7))
      $0.date = .constant(Muestras.fecha)
    } operation: {
      EditorModel()
    }
    let creado = try await withDependencies {
      $0.uuid = .constant(UUID(9))
    } operation: {
      try await editor.crear(BorradorDeArticulo(titulo: "Dentro de otro ámbito"))
    }
    #expect(creado.id == Articulo.ID(UUID(9)))
    #expect(creado.creado == Muestras.fecha)
  }

  @Test("a model built before a scope does not see the scope once it ends")
  func construirAntesEsDemasiadoPronto() async throws {
    let editor = EditorModel()  // built with the test values: an unimplemented client
    let guardados = Registro<Articulo.ID>()
    // While the scope is in effect, the editor's calls go to its client...
    let dentro = try await withDependencies {
      $0.uuid = .incrementing
      $0.date = .constant(Muestras.fecha)
      $0.clienteArticulos.guardar = { articulo in
        guardados.anotar(articulo.id)
        return articulo
      }
    } operation: {
      try await editor.crear(BorradorDeArticulo(titulo: "Dentro del ámbito"))
    }
    #expect(guardados.todos == [dentro.id])
    // ...once it has ended, they go to the unimplemented client the editor was built with.
    var fallo: (any Error)?
    await withKnownIssue {
      do {
        _ = try await withDependencies {
          $0.uuid = .incrementing
          $0.date = .constant(Muestras.fecha)
        } operation: {
          try await editor.crear(BorradorDeArticulo(titulo: "Sin cliente"))
        }
      } catch {
        fallo = error
      }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("Unimplemented: 'ClienteArticulos.guardar'")
    }
    #expect(fallo != nil)
    #expect(guardados.cuenta == 1)
  }

  @Test("a child made with withDependencies(from:) inherits its parent's overrides")
  func hijoHereda() async throws {
    let explorador = withDependencies {
      $0.clienteArticulos = .enMemoria(Articulo.muestra)
    } operation: {
      ExploradorModel()
    }
    let detalle = explorador.detalle(de: Articulo.muestra[0].id)
    #expect(try await detalle.cargar() == Articulo.muestra[0])
  }

  @Test("grandchildren inherit too: browse, then show, then edit")
  func nietoHereda() async throws {
    let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
    let busqueda = withDependencies {
      $0.clienteArticulos = cliente
      $0.date = .constant(Muestras.fechaPosterior)
    } operation: {
      BusquedaModel()
    }
    let editor = busqueda.detalle(de: Articulo.muestra[0].id).editor()
    let guardado = try await editor.actualizar(
      Articulo.muestra[0].id, con: CambiosDeArticulo(titulo: "Café, segunda edición"))
    #expect(guardado.actualizado == Muestras.fechaPosterior)
    #expect(try await cliente.obtener(id: Articulo.muestra[0].id).titulo == "Café, segunda edición")
  }

  @Test("a child built directly, outside the parent's scope, gets the test values instead")
  func hijoSinLinaje() async throws {
    let pedidos = Registro<Articulo.ID>()
    let explorador = withDependencies {
      $0.clienteArticulos.obtener = { id in
        pedidos.anotar(id)
        return Articulo.muestra[0]
      }
    } operation: {
      ExploradorModel()
    }
    // Built by the parent, the child asks the parent's client...
    let hijo = explorador.detalle(de: Articulo.muestra[0].id)
    #expect(try await hijo.cargar() == Articulo.muestra[0])
    #expect(pedidos.todos == [Articulo.muestra[0].id])
    // ...built directly, it has the test values: an unimplemented client.
    let huerfano = DetalleModel(id: Articulo.muestra[0].id)
    var fallo: (any Error)?
    await withKnownIssue {
      do {
        _ = try await huerfano.cargar()
      } catch {
        fallo = error
      }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("Unimplemented: 'ClienteArticulos.obtener'")
    }
    #expect(fallo != nil)
    #expect(pedidos.cuenta == 1)  // the orphan never reached the parent's client
  }

  @Test("initializers read no dependency: building a model with unimplemented ones is silent")
  func inicializadoresSinLecturas() {
    // The test values of uuid, date, the clock and the clients report an issue when used; none
    // is, so this test has no issue. Reading one in an initializer would fail it.
    _ = EditorModel()
    _ = ImportadorModel()
    _ = CopiaModel()
    _ = ExportadorModel()
    _ = BorradoModel()
    _ = ExploradorModel()
    _ = BusquedaModel()
    _ = DetalleModel(id: "a1")
  }
}
