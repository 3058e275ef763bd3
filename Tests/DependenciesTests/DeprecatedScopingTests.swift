import Dependencies
import Testing

@Suite("Deprecated DependencyValues.withValue and withValues")
struct DeprecatedScopingTests {
  // NB: through a protocol whose witnesses are deprecated, so the tests call the deprecated API
  // without a deprecation warning (a deprecated test or suite is refused by Swift Testing).
  let api: any ScopesDeprecados.Type = Deprecados.self

  @Test("withValue overrides one dependency for a synchronous operation")
  func withValueSync() {
    #expect(api.leerConWithValue("uno") == "uno")
  }

  @Test("withValue overrides one dependency for an asynchronous operation")
  func withValueAsync() async {
    #expect(await api.leerConWithValueAsync("dos") == "dos")
  }

  @Test("withValues updates the dependencies for a synchronous operation")
  func withValuesSync() {
    #expect(api.leerConWithValues("tres") == "tres")
  }

  @Test("withValues updates the dependencies for an asynchronous operation")
  func withValuesAsync() async {
    #expect(await api.leerConWithValuesAsync("cuatro") == "cuatro")
  }

  @Test("Outside the operation the dependency is what it was")
  func scoped() {
    #expect(api.leerDespues("cinco") == "test")
  }
}

/// Reads of `\.origen` inside scopes the deprecated API sets up.
protocol ScopesDeprecados {
  static func leerConWithValue(_ valor: String) -> String
  static func leerConWithValueAsync(_ valor: String) async -> String
  static func leerConWithValues(_ valor: String) -> String
  static func leerConWithValuesAsync(_ valor: String) async -> String
  static func leerDespues(_ valor: String) -> String
}

private enum Deprecados: ScopesDeprecados {
  @available(*, deprecated)
  static func leerConWithValue(_ valor: String) -> String {
    DependencyValues.withValue(\.origen, valor) { DependencyValues._current.origen }
  }

  @available(*, deprecated)
  static func leerConWithValueAsync(_ valor: String) async -> String {
    await DependencyValues.withValue(\.origen, valor) {
      await Task.yield()
      return DependencyValues._current.origen
    }
  }

  @available(*, deprecated)
  static func leerConWithValues(_ valor: String) -> String {
    DependencyValues.withValues {
      $0.origen = valor
    } operation: {
      DependencyValues._current.origen
    }
  }

  @available(*, deprecated)
  static func leerConWithValuesAsync(_ valor: String) async -> String {
    await DependencyValues.withValues {
      $0.origen = valor
    } operation: {
      await Task.yield()
      return DependencyValues._current.origen
    }
  }

  @available(*, deprecated)
  static func leerDespues(_ valor: String) -> String {
    DependencyValues.withValue(\.origen, valor) {}
    return DependencyValues._current.origen
  }
}
