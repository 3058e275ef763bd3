import DependenciesMacros

/// Endpoints with `inout` and `@autoclosure` parameters and a multi-statement default.
@DependencyClient
struct Contador: Sendable {
  var contar: @Sendable (_ valores: [Int], _ minimo: Int) -> Int = { valores, minimo in
    // solo los que llegan al mínimo
    let grandes = valores.filter { $0 >= minimo }
    return grandes.count
  }
  var anadir: @Sendable (_ valores: inout [Int], _ extra: @autoclosure () -> Int) -> Void
}
