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
/// whole process.
///
/// Setting the context switches the process (in a test, the running test) to that context:
/// every dependency no scope overrides then supplies its value for it. The keys the block sets
/// are prepared for the context it leaves in place.
///
/// ```swift
/// prepareDependencies { $0.context = .live }
/// @Dependency(\.uuid) var uuid  // the live generator, even in a test
/// ```
///
/// The block's result is returned, so what it builds can be kept:
///
/// ```swift
/// let baseDeDatos = try prepareDependencies {
///   let baseDeDatos = try BaseDeDatos.abrir(en: ruta)
///   $0.baseDeDatos = baseDeDatos
///   return baseDeDatos
/// }
/// ```
///
/// - Parameters:
///   - updateValues: Sets the values.
///   - fileID: Where to blame a rejected key. Defaults to the caller's.
///   - filePath: Where to blame a rejected key. Defaults to the caller's.
///   - line: Where to blame a rejected key. Defaults to the caller's.
///   - column: Where to blame a rejected key. Defaults to the caller's.
/// - Returns: What `updateValues` returns.
@discardableResult
public func prepareDependencies<R>(
  _ updateValues: (inout DependencyValues) throws -> R,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> R {
  let current = DependencyValues.current
  var prepared = current
  // NB: start from no overrides so that what the block sets is exactly what it prepares, and
  // compute the defaults it reads (to change a field) in a throwaway cache, so reading a key in
  // order to prepare it does not count as reading it. The throwaway cache knows no prepared
  // context, so the block is given the context in effect: a key it reads to decorate gets the
  // value of the context it is prepared for.
  prepared.storage = Storage(
    context: current.storage.overriddenContext
      ?? current.cache.scoped(for: current.storage.scopeContext).preparedContext)
  prepared.isSetting = true
  let result = try updateValues(&prepared)
  prepared.isSetting = false

  // NB: the defaults, and the context prepared for them, live where those of the context in
  // effect before any preparation do: the running test's own cache in a test, the process's
  // otherwise.
  let cache = current.cache.scoped(for: current.storage.scopeContext)
  var context = current.context
  if let preparedContext = prepared.storage.overriddenContext,
    preparedContext != current.storage.overriddenContext
  {
    if cache.prepare(context: preparedContext) {
      context = preparedContext
    } else {
      reportIssue(
        """
        'prepareDependencies' cannot set the context to '\(preparedContext)': another context \
        was already prepared. Prepare the context once, at the entry point, or use \
        'withDependencies' for a scope.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
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
  return result
}

extension AnyBox {
  /// The dynamic type of the boxed value, for messages.
  fileprivate var anyValueType: Any.Type { type(of: anyValue) }
}
