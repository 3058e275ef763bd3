import Dependencies

/// A custom key, cached after its first read.
enum Numero: DependencyKey {
  static let liveValue = 1
}

enum Otro: DependencyKey {
  static let liveValue = 2
}

enum Tercero: DependencyKey {
  static let liveValue = 3
}

extension DependencyValues {
  var numero: Int {
    get { self[Numero.self] }
    set { self[Numero.self] = newValue }
  }
  var otro: Int {
    get { self[Otro.self] }
    set { self[Otro.self] = newValue }
  }
  var tercero: Int {
    get { self[Tercero.self] }
    set { self[Tercero.self] = newValue }
  }
}

/// A model with three dependencies.
// NB: `@unchecked` because a property wrapper's storage is a `var`; it is never written.
final class Modelo: @unchecked Sendable {
  @Dependency(\.numero) var numero
  @Dependency(\.otro) var otro
  @Dependency(\.tercero) var tercero
}

/// A value-type model with three dependencies: building one captures the current values.
struct ModeloValor {
  @Dependency(\.numero) var numero
  @Dependency(\.otro) var otro
  @Dependency(\.tercero) var tercero
}

/// The floor: what a task-local dictionary read costs with nothing on top.
enum Suelo {
  @TaskLocal static var valores: [ObjectIdentifier: Int] = [
    ObjectIdentifier(Numero.self): 1, ObjectIdentifier(Otro.self): 2,
  ]
}
