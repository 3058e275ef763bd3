import Dependencies
import DependenciesTestSupport
import Testing

/// A database handle: two of them in one program, the main one and the analytics one.
private struct Base: Sendable, Equatable {
  var url: String
}

/// The mistake: the type is its own key, and both accessors use it.
extension Base: TestDependencyKey {
  static let testValue = Base(url: "memoria://principal")
}

/// The fix: each slot gets an empty enum that exists only to name it.
private enum LlavePrincipal: TestDependencyKey {
  static let testValue = Base(url: "memoria://principal")
}

private enum LlaveAnalitica: TestDependencyKey {
  static let testValue = Base(url: "memoria://analitica")
}

extension DependencyValues {
  fileprivate var principalCompartida: Base {
    get { self[Base.self] }
    set { self[Base.self] = newValue }
  }
  fileprivate var analiticaCompartida: Base {
    get { self[Base.self] }
    set { self[Base.self] = newValue }
  }
  fileprivate var principal: Base {
    get { self[LlavePrincipal.self] }
    set { self[LlavePrincipal.self] = newValue }
  }
  fileprivate var analitica: Base {
    get { self[LlaveAnalitica.self] }
    set { self[LlaveAnalitica.self] = newValue }
  }
}

@Suite("Lesson mistake: two registrations of one type under one key")
struct OneKeyForTwoSlotsTests {
  @Test("Two accessors over the type's own key are one slot; two empty enum keys are two")
  func twoAccessorsShareOneSlot() {
    withDependencies {
      $0.analiticaCompartida = Base(url: "https://analitica.example.org")
      $0.analitica = Base(url: "https://analitica.example.org")
    } operation: {
      @Dependency(\.principalCompartida) var principalCompartida
      @Dependency(\.principal) var principal
      // The mistake: setting the analytics database replaced the main one too.
      #expect(principalCompartida == Base(url: "https://analitica.example.org"))
      // The fix: the main database is untouched.
      #expect(principal == Base(url: "memoria://principal"))
    }
  }
}
