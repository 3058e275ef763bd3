import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

/// The mistake: a note that takes its id from `uuid` in its initializer.
///
/// The read happens when the note is built, in whatever scope builds it, and the value is kept.
private struct NotaConIdAlCrear {
  let id: UUID

  init() {
    @Dependency(\.uuid) var uuid
    id = uuid()
  }
}

/// The fix: the same note asks `uuid` when it needs an id.
private struct NotaConIdAlUsar {
  @Dependency(\.uuid) var uuid

  func nuevoId() -> UUID {
    uuid()
  }
}

/// The mistake again, with a plain value: a greeting decided once, in the initializer.
private struct SaludoDecididoAlCrear {
  let saludo: String

  init() {
    @Dependency(IdiomaDeLeccion.self) var idioma
    saludo = idioma == "es" ? "hola" : "hello"
  }
}

/// The fix: the greeting is decided each time it is asked for.
private struct SaludoDecididoAlUsar {
  @Dependency(IdiomaDeLeccion.self) var idioma

  var saludo: String {
    idioma == "es" ? "hola" : "hello"
  }
}

private enum IdiomaDeLeccion: DependencyKey {
  static let liveValue = "es"
  static let testValue = "es"
}

@Suite("Lesson mistake: reading a dependency in an initializer")
struct ReadingInAnInitializerTests {
  @Test("Reading uuid in init fails the test at construction; reading it in the method does not")
  func readingInInitReportsAtConstruction() {
    // The mistake: building the note already uses the test value of uuid, which reports.
    var alCrear: NotaConIdAlCrear?
    withKnownIssue {
      alCrear = NotaConIdAlCrear()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(#"Unimplemented: @Dependency(\.uuid)"#)
    }
    // ...and an override where the note is used comes too late for the id it already took.
    let idAlCrear = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      alCrear?.id
    }
    #expect(idAlCrear != UUID(0))

    // The fix: building reads nothing (no issue), and the id comes from the scope of the call.
    let alUsar = NotaConIdAlUsar()
    let idAlUsar = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      alUsar.nuevoId()
    }
    #expect(idAlUsar == UUID(0))
  }

  @Test("A value decided in init ignores the scope it is used in; one decided at use follows it")
  func valueDecidedInInitIsFrozen() {
    let alCrear = SaludoDecididoAlCrear()
    let alUsar = SaludoDecididoAlUsar()
    withDependencies {
      $0[IdiomaDeLeccion.self] = "en"
    } operation: {
      #expect(alCrear.saludo == "hola")  // the mistake: still the value of construction time
      #expect(alUsar.saludo == "hello")  // the fix: the value in effect now
    }
  }
}
