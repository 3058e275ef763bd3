import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

/// A feature that gives each new note an id from `uuid`.
private struct NotasModel: Sendable {
  @Dependency(\.uuid) var uuid

  func agregar() -> UUID {
    uuid()
  }

  /// Work that outlives the call: an effect kept to run once the caller has moved on.
  func agregarMasTarde() -> @Sendable () -> UUID {
    { self.uuid() }
  }
}

@Suite("Lesson mistake: overriding after construction")
struct OverridingAfterConstructionTests {
  @Test(
    "A model built before the scope uses the test value once the scope ends; one built inside keeps the override"
  )
  func overrideMustWrapConstruction() {
    // The mistake, as the lesson writes it: build first, then open the scope.
    let construidoAntes = NotasModel()
    withDependencies {
      $0.uuid = .incrementing
    } operation: {
      // demasiado tarde para lo que NotasModel capturó
    }
    var idTardio: UUID?
    withKnownIssue {
      idTardio = construidoAntes.agregar()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(#"Unimplemented: @Dependency(\.uuid)"#)
    }
    #expect(idTardio != UUID(0))

    // The fix: the model is born inside the scope and keeps the override for its whole life.
    let construidoDentro = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      NotasModel()
    }
    #expect(construidoDentro.agregar() == UUID(0))
    #expect(construidoDentro.agregar() == UUID(1))
  }

  @Test(
    "Inside the late scope the read sees the override, but work that outlives the scope does not")
  func lateScopeCoversOnlyReadsInsideIt() {
    let construidoAntes = NotasModel()
    let construidoDentro = withDependencies {
      $0.uuid = .constant(UUID(7))
    } operation: {
      NotasModel()
    }
    let (dentroDelAmbito, efectoTardio) = withDependencies {
      $0.uuid = .constant(UUID(7))
    } operation: {
      // Values in effect at the read win, so this read is right even for the early model...
      (construidoAntes.agregar(), construidoAntes.agregarMasTarde())
    }
    #expect(dentroDelAmbito == UUID(7))
    // ...but the effect runs after the scope has closed: the mistake shows up there.
    var idDelEfecto: UUID?
    withKnownIssue {
      idDelEfecto = efectoTardio()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(#"Unimplemented: @Dependency(\.uuid)"#)
    }
    #expect(idDelEfecto != UUID(7))

    // The fix: the model built inside the scope carries the override into its late effect.
    #expect(construidoDentro.agregarMasTarde()() == UUID(7))
  }
}
