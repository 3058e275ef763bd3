/// Runs `operation` with some dependencies overridden, and restores them afterwards.
///
/// The change is additive (what you do not override keeps its value), nestable (an inner scope
/// starts from the outer one) and reversible (everything is restored when `operation` returns or
/// throws). It follows the code: everything `operation` calls sees it, not the code around it.
///
/// ```swift
/// let modelo = withDependencies {
///   $0.uuid = .incrementing
///   $0.date = .constant(Date(timeIntervalSince1970: 0))
/// } operation: {
///   EditorModel()  // captures the overridden uuid and date for its whole life
/// }
/// ```
///
/// An object that `operation` returns (when `Result` is a class) is remembered with the values
/// of the scope, without being kept alive, so `withDependencies(from:)` can pass them on to its
/// children even when it has no `@Dependency` property.
///
/// - Parameters:
///   - updateValuesForOperation: Changes the values for the scope.
///   - operation: The work to run with the changed values.
/// - Returns: What `operation` returns.
@discardableResult
@inlinable
public func withDependencies<Result>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  let values = try DependencyValues.current.updated(by: updateValuesForOperation)
  let result = try DependencyValues.$_current.withValue(values, operation: operation)
  ScopedObjects.record(result, values: values)
  return result
}

/// Runs asynchronous `operation` with some dependencies overridden, and restores them afterwards.
///
/// Child tasks and task groups started inside `operation` inherit the overrides; unstructured
/// tasks created inside it do too, because they copy the task-locals of their creator. As with
/// the synchronous form, an object `operation` returns is remembered with the values of the
/// scope, for `withDependencies(from:)`.
///
/// ```swift
/// let articulos = try await withDependencies {
///   $0.clienteArticulos.cargar = { [Articulo.muestra[0]] }
/// } operation: {
///   try await ListaModel().cargar()
/// }
/// ```
///
/// - Parameters:
///   - isolation: The actor to run on. Defaults to the caller's.
///   - updateValuesForOperation: Changes the values for the scope.
///   - operation: The work to run with the changed values.
/// - Returns: What `operation` returns.
@discardableResult
@inlinable
public func withDependencies<Result>(
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> Result
) async rethrows -> Result {
  // NB: both scopes without `from:` are inlinable, so a call is specialized for its result
  // type: the async scope costs about 30% less (DependenciesBenchmark, "a body that does not
  // suspend"). What they call is `@usableFromInline`; no more of the storage is exposed.
  let values = try await DependencyValues.current.updated(by: updateValuesForOperation)
  let result = try await DependencyValues.$_current.withValue(
    values, operation: operation, isolation: isolation)
  ScopedObjects.record(result, values: values)
  return result
}

/// Runs `operation` with the dependencies a model captured, for building its children.
///
/// A long-lived model creates child models after the scope that built it has ended. The child
/// must see the same dependencies as its parent: take them from the parent.
///
/// ```swift
/// func abrir(_ articulo: Articulo) {
///   detalle = withDependencies(from: self) {
///     DetalleModel(articulo: articulo)
///   }
/// }
/// ```
///
/// The values of `model` are those of the `withDependencies` scope that built it, which are
/// those its `@Dependency` properties captured; a model without any still passes them on:
///
/// ```swift
/// let sesion = withDependencies { $0.date.now = ahora } operation: { Sesion() }
/// let pantalla = withDependencies(from: sesion) { Pantalla() }  // sees `ahora`
/// ```
///
/// Values in effect where this is called win over the model's, and `updateValuesForOperation`
/// wins over both. A model with neither has nothing to give: an issue is reported. The model is
/// a class, as swift-dependencies requires: the parent that passes its dependencies on is one
/// object whose identity outlives the scope that built it. What `operation` returns is
/// remembered with the values of this scope in turn, so it can pass them on to its own children.
///
/// - Parameters:
///   - model: The model whose values to use: those of the scope that returned it, or those its
///     `@Dependency` properties captured.
///   - updateValuesForOperation: Further changes for the scope.
///   - operation: The work to run, usually building the child.
///   - fileID: Where to blame a model without values. Defaults to the caller's.
///   - filePath: Where to blame a model without values. Defaults to the caller's.
///   - line: Where to blame a model without values. Defaults to the caller's.
///   - column: Where to blame a model without values. Defaults to the
///     caller's.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<Model: AnyObject, Result>(
  from model: Model,
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> Result {
  let inherited = capturedValues(
    of: model, fileID: fileID, filePath: filePath, line: line, column: column)
  let values = try inherited.updated(by: updateValuesForOperation)
  let result = try DependencyValues.$_current.withValue(values, operation: operation)
  ScopedObjects.record(result, values: values)
  return result
}

/// Runs asynchronous `operation` with the dependencies a model captured.
///
/// ```swift
/// let detalle = await withDependencies(from: lista) {
///   await DetalleModel.cargado(id: id)
/// }
/// ```
///
/// - Parameters:
///   - model: The model whose values to use: those of the scope that returned it, or those its
///     `@Dependency` properties captured.
///   - isolation: The actor to run on. Defaults to the caller's.
///   - updateValuesForOperation: Further changes for the scope.
///   - operation: The work to run, usually building the child.
///   - fileID: Where to blame a model without values. Defaults to the caller's.
///   - filePath: Where to blame a model without values. Defaults to the caller's.
///   - line: Where to blame a model without values. Defaults to the caller's.
///   - column: Where to blame a model without values. Defaults to the
///     caller's.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<Model: AnyObject, Result>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> Result {
  let values = try await capturedValues(
    of: model, fileID: fileID, filePath: filePath, line: line, column: column
  ).updated(by: updateValuesForOperation)
  let result = try await DependencyValues.$_current.withValue(
    values, operation: operation, isolation: isolation)
  ScopedObjects.record(result, values: values)
  return result
}

/// Runs `operation` with the dependencies a model captured, changing nothing else.
///
/// ```swift
/// detalle = withDependencies(from: self) {
///   DetalleModel(articulo: articulo)
/// }
/// ```
///
/// - Parameters:
///   - model: The model whose values to use: those of the scope that returned it, or those its
///     `@Dependency` properties captured.
///   - operation: The work to run, usually building the child.
///   - fileID: Where to blame a model without values. Defaults to the caller's.
///   - filePath: Where to blame a model without values. Defaults to the caller's.
///   - line: Where to blame a model without values. Defaults to the caller's.
///   - column: Where to blame a model without values. Defaults to the
///     caller's.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<Model: AnyObject, Result>(
  from model: Model,
  operation: () throws -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> Result {
  try withDependencies(
    from: model, { _ in }, operation: operation, fileID: fileID, filePath: filePath,
    line: line, column: column)
}

/// Runs asynchronous `operation` with the dependencies a model captured, changing nothing else.
///
/// ```swift
/// let detalle = await withDependencies(from: lista) {
///   await DetalleModel.cargado(id: id)
/// }
/// ```
///
/// - Parameters:
///   - model: The model whose values to use: those of the scope that returned it, or those its
///     `@Dependency` properties captured.
///   - isolation: The actor to run on. Defaults to the caller's.
///   - operation: The work to run, usually building the child.
///   - fileID: Where to blame a model without values. Defaults to the caller's.
///   - filePath: Where to blame a model without values. Defaults to the caller's.
///   - line: Where to blame a model without values. Defaults to the caller's.
///   - column: Where to blame a model without values. Defaults to the
///     caller's.
/// - Returns: What `operation` returns.
@discardableResult
public func withDependencies<Model: AnyObject, Result>(
  from model: Model,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async rethrows -> Result {
  try await withDependencies(
    from: model, isolation: isolation, { _ in }, operation: operation, fileID: fileID,
    filePath: filePath, line: line, column: column)
}

extension DependencyValues {
  /// These values after `update`, with setting-mode reads while it runs.
  @inlinable
  func updated(by update: (inout DependencyValues) throws -> Void) rethrows -> DependencyValues {
    var values = self
    values.isSetting = true
    try update(&values)
    values.isSetting = false
    return values
  }

  /// These values after asynchronous `update`, with setting-mode reads while it runs.
  @inlinable
  func updated(
    isolation: isolated (any Actor)? = #isolation,
    by update: (inout DependencyValues) async throws -> Void
  ) async rethrows -> DependencyValues {
    var values = self
    values.isSetting = true
    try await update(&values)
    values.isSetting = false
    return values
  }
}

/// The values of the scope that returned a model, else those its first `@Dependency` property
/// captured, overridden by the current ones.
private func capturedValues<Model: AnyObject>(
  of model: Model,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) -> DependencyValues {
  let current = DependencyValues.current
  // NB: the record first: it is one lookup, where finding a property takes a reflection of the
  // whole model, and for a model built in a scope both hold the same values.
  guard
    let captured = ScopedObjects.values(for: model as AnyObject)
      ?? firstCapturedValues(in: model)
  else {
    reportIssue(
      """
      'withDependencies(from:)' was given a '\(typeName(Model.self))', which has no \
      '@Dependency' property and was not returned from a 'withDependencies' scope, so there are \
      no dependencies to pass on. Build the model inside 'withDependencies', give it a \
      '@Dependency' property, or use 'withDependencies' without 'from:'.
      """,
      fileID: fileID, filePath: filePath, line: line, column: column)
    return current
  }
  return captured.merging(current)
}

/// Finds the values captured by the first `@Dependency` property of `model`.
private func firstCapturedValues(in model: Any) -> DependencyValues? {
  for child in Mirror(reflecting: model).children {
    if let property = child.value as? any CapturesDependencyValues {
      return property.capturedValues
    }
  }
  return nil
}

/// A property wrapper that captured ``DependencyValues`` when it was created.
protocol CapturesDependencyValues {
  var capturedValues: DependencyValues { get }
}

extension Dependency: CapturesDependencyValues {}
