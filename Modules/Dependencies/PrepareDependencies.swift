/// Sets dependencies for the rest of the process, once, at its entry point.
///
/// Call it first thing in `main`, before anything reads a dependency. The values become the
/// defaults of their keys in the current context, exactly as if their keys had computed them.
///
/// ```swift
/// @main
/// struct Articulos {
///   static func main() async {
///     let opciones = Opciones.leer()
///     if opciones.demo {
///       prepareDependencies {
///         $0.clienteArticulos = .enMemoria(Articulo.muestra)
///       }
///     }
///     await Herramienta(opciones).ejecutar()
///   }
/// }
/// ```
///
/// It is deliberately strict: a key that was already read (its default is in use) or already
/// prepared is not changed, and an issue is reported, because the program has already seen the
/// other value. Use ``withDependencies(_:operation:)-4uz6m`` for anything narrower than the
/// whole process. The context cannot be prepared: set `SWIFT_DEPENDENCIES_CONTEXT` instead.
///
/// - Parameters:
///   - updateValues: Sets the values.
///   - fileID: Where to blame a rejected key. Defaults to the caller's.
///   - filePath: Where to blame a rejected key. Defaults to the caller's.
///   - line: Where to blame a rejected key. Defaults to the caller's.
///   - column: Where to blame a rejected key. Defaults to the caller's.
public func prepareDependencies(
  _ updateValues: (inout DependencyValues) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows {
  let current = DependencyValues.current
  var prepared = current
  // NB: start from no overrides so that what the block sets is exactly what it prepares, and
  // compute the defaults it reads (to change a field) in a throwaway cache, so reading a key in
  // order to prepare it does not count as reading it.
  prepared.storage = Storage(context: current.storage.overriddenContext)
  prepared = try prepared.updated(by: updateValues)

  if prepared.storage.overriddenContext != current.storage.overriddenContext {
    reportIssue(
      """
      'prepareDependencies' cannot change the context. Set the SWIFT_DEPENDENCIES_CONTEXT \
      environment variable, or use 'withDependencies' for a scope.
      """,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
  let context = current.context
  let cache = current.cache.scoped(for: context)
  for (key, box) in prepared.storage.values {
    if !cache.prepare(box, for: CacheKey(key: key, context: context)) {
      reportIssue(
        """
        'prepareDependencies' cannot set '\(typeName(box.anyValueType))': it was already read \
        or prepared, so the program has already used another value. Call \
        'prepareDependencies' once, at the entry point, before anything reads a dependency.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}

extension AnyBox {
  /// The dynamic type of the boxed value, for messages.
  fileprivate var anyValueType: Any.Type { type(of: anyValue) }
}
