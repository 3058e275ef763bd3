import ArticulosInterface
import ArticulosTestSupport
import Compartido
import Dependencies
import DependenciesTestSupport
import Edicion
import Foundation
import Testing
import TestSupport

@Suite(
  "Save: a lost answer is settled with the same id, never a second article",
  .dependency(\.uuid, .incrementing),
  .dependency(\.date, .constant(Muestras.fecha)),
  .dependency(\.continuousClock, ImmediateClock())
)
struct GuardadoAsentadoTests {
  static let borrador = BorradorDeArticulo(titulo: "Café", cuerpo: "Moler", etiquetas: ["café"])
  static let id = Articulo.ID(UUID(0))

  /// An editor over `guardar` and `obtener`, recording the ids every save was sent with.
  static func editor(
    enviados: Registro<Articulo.ID>,
    guardar: @escaping @Sendable (Articulo) async throws -> Articulo,
    obtener: @escaping @Sendable (Articulo.ID) async throws -> Articulo
  ) -> EditorModel {
    withDependencies {
      $0.clienteArticulos.guardar = { articulo in
        enviados.anotar(articulo.id)
        return try await guardar(articulo)
      }
      $0.clienteArticulos.obtener = obtener
    } operation: {
      EditorModel(reintentos: PoliticaDeReintentos(intentos: 3))
    }
  }

  @Test("a save whose connection closed is tried again with the same id")
  func reintentaConElMismoId() async throws {
    let enviados = Registro<Articulo.ID>()
    let editor = Self.editor(
      enviados: enviados,
      guardar: { articulo in
        if enviados.cuenta == 1 { throw ErrorArticulos.red(.conexionInterrumpida) }
        return articulo
      },
      obtener: { _ in
        Issue.record("a save that succeeded needs no read-back")
        throw ErrorArticulos.noEncontrado(Self.id)
      })
    let guardado = try await editor.crear(Self.borrador)
    #expect(enviados.todos == [Self.id, Self.id])
    #expect(guardado.id == Self.id)
  }

  @Test("an article the server holds as sent is saved, though every answer was lost")
  func leidoComoEnviadoEsGuardado() async throws {
    let enviados = Registro<Articulo.ID>()
    let almacen = LockIsolated<Articulo?>(nil)
    let editor = Self.editor(
      enviados: enviados,
      guardar: { articulo in
        almacen.setValue(articulo)
        throw ErrorArticulos.red(.conexionInterrumpida)
      },
      obtener: { id in
        guard let articulo = almacen.value else { throw ErrorArticulos.noEncontrado(id) }
        return articulo
      })
    let guardado = try await editor.crear(Self.borrador)
    #expect(guardado.id == Self.id && guardado.titulo == "Café")
    #expect(Set(enviados.todos) == [Self.id])
  }

  @Test("an ok without the stored article is read back, and an absent article is not saved")
  func okSinFilasYAusenteNoEsGuardado() async throws {
    let editor = Self.editor(
      enviados: Registro(),
      guardar: { _ in throw ErrorArticulos.respuestaInvalida("ok without rows") },
      obtener: { id in throw ErrorArticulos.noEncontrado(id) })
    await #expect(throws: ErrorArticulos.respuestaInvalida("ok without rows")) {
      try await editor.crear(Self.borrador)
    }
  }

  @Test("another version on the server means the save did not land")
  func otraVersionNoEsGuardado() async throws {
    let editor = Self.editor(
      enviados: Registro(),
      guardar: { _ in throw ErrorArticulos.servidor(estado: 502, mensaje: "") },
      obtener: { id in
        Articulo(
          id: id, titulo: "Otro", cuerpo: "", etiquetas: [], creado: Muestras.fecha,
          actualizado: Muestras.fecha)
      })
    await #expect(throws: ErrorArticulos.servidor(estado: 502, mensaje: "")) {
      try await editor.crear(Self.borrador)
    }
  }

  @Test("a read-back that fails too is an unknown outcome that names the id")
  func lecturaFallidaEsIncierto() async throws {
    let editor = Self.editor(
      enviados: Registro(),
      guardar: { _ in throw ErrorArticulos.red(.tiempoAgotado(segundos: 3)) },
      obtener: { _ in throw ErrorArticulos.red(.conexionRechazada(destino: "127.0.0.1:1")) })
    let error = await #expect(throws: GuardadoIncierto.self) {
      try await editor.crear(Self.borrador)
    }
    #expect(error?.id == Self.id)
    #expect(error?.causa == .red(.tiempoAgotado(segundos: 3)))
    #expect(error?.lectura == .red(.conexionRechazada(destino: "127.0.0.1:1")))
  }

  static let sinEfecto: [ErrorArticulos] = [
    .red(.conexionRechazada(destino: "127.0.0.1:1")),
    .red(.conexionNoAbierta(segundos: 3)),
    .servidor(estado: 429, mensaje: "slow down"),
    .peticionRechazada(estado: 400, mensaje: "bad row"),
  ]

  @Test(
    "a save that never left or was refused for good is not read back", arguments: sinEfecto)
  func sinEfectoNoSeLee(error: ErrorArticulos) async throws {
    let editor = Self.editor(
      enviados: Registro(),
      guardar: { _ in throw error },
      obtener: { _ in
        Issue.record("nothing was done, so nothing is read back")
        throw ErrorArticulos.noEncontrado(Self.id)
      })
    await #expect(throws: error) {
      try await editor.crear(Self.borrador)
    }
  }
}
