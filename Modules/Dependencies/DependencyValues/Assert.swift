extension DependencyValues {
  /// Checks a condition the way Swift's `assert` does, except in tests, where a failure fails
  /// the test instead of stopping the process.
  ///
  /// ```swift
  /// func retirar(_ importe: Int) {
  ///   @Dependency(\.assert) var assert
  ///   assert(importe > 0, "El importe debe ser positivo")
  ///   // ...
  /// }
  /// ```
  ///
  /// In a running program it is `Swift.assert`: checked in debug builds, stopping the process
  /// when false. In tests a false condition reports an issue with the message, at the caller's
  /// file and line, so a test can expect it:
  ///
  /// ```swift
  /// @Test func rechazaImportesNegativos() {
  ///   withKnownIssue {
  ///     retirar(-5)
  ///   } matching: { $0.comments.contains("El importe debe ser positivo") }
  /// }
  /// ```
  public var assert: any AssertionEffect {
    get { self[AssertKey.self] }
    set { self[AssertKey.self] = newValue }
  }

  /// Fails an assertion unconditionally: ``assert`` with a `false` condition.
  ///
  /// ```swift
  /// @Dependency(\.assertionFailure) var assertionFailure
  /// switch estado {
  /// case .listo: break
  /// case .desconocido: assertionFailure("Estado inesperado")
  /// }
  /// ```
  public var assertionFailure: any AssertionFailureEffect {
    AssertionFailure(base: assert)
  }

  /// Checks a condition the way Swift's `precondition` does, except in tests, where a failure
  /// fails the test instead of stopping the process.
  ///
  /// ```swift
  /// func articulo(en indice: Int, de articulos: [Articulo]) -> Articulo? {
  ///   @Dependency(\.precondition) var precondition
  ///   precondition(articulos.indices.contains(indice), "Índice fuera de rango")
  ///   return articulos.indices.contains(indice) ? articulos[indice] : nil
  /// }
  /// ```
  ///
  /// In a running program it is `Swift.precondition`: checked in debug and release builds,
  /// stopping the process when false. In tests a false condition reports an issue with the
  /// message, at the caller's file and line, and the code goes on.
  public var precondition: any AssertionEffect {
    get { self[PreconditionKey.self] }
    set { self[PreconditionKey.self] = newValue }
  }
}

/// Checks a condition: the type of ``DependencyValues/assert`` and
/// ``DependencyValues/precondition``.
///
/// Call a value like Swift's `assert`. To make one of your own, for example one that records
/// failures, use ``AnyAssertionEffect``.
///
/// ```swift
/// @Dependency(\.precondition) var precondition
/// precondition(cantidad >= 0, "La cantidad no puede ser negativa")
/// ```
public protocol AssertionEffect: Sendable {
  /// Checks `condition`; when it is false, fails with `message` at `file` and `line`.
  ///
  /// ```swift
  /// assert(lista.isEmpty == false, "La lista no debe estar vacía", file: #file, line: #line)
  /// ```
  ///
  /// - Parameters:
  ///   - condition: What must hold.
  ///   - message: What went wrong; evaluated only on failure.
  ///   - file: The file to blame.
  ///   - line: The line to blame.
  func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  )
}

extension AssertionEffect {
  // NB: the requirement has no default arguments, so this overload supplies them; disfavoring it
  // makes a call that passes every argument pick the requirement instead of being ambiguous.
  /// Checks `condition`; when it is false, fails with `message` at the caller's file and line.
  ///
  /// ```swift
  /// @Dependency(\.assert) var assert
  /// assert(total >= 0)
  /// assert(total >= 0, "El total no puede ser negativo")
  /// ```
  ///
  /// - Parameters:
  ///   - condition: What must hold.
  ///   - message: What went wrong; evaluated only on failure. Defaults to nothing.
  ///   - file: The file to blame. Defaults to the caller's.
  ///   - line: The line to blame. Defaults to the caller's.
  @_disfavoredOverload
  public func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #file,
    line: UInt = #line
  ) {
    callAsFunction(condition(), message(), file: file, line: line)
  }
}

/// Fails unconditionally: the type of ``DependencyValues/assertionFailure``.
///
/// ```swift
/// @Dependency(\.assertionFailure) var assertionFailure
/// assertionFailure("No debería llegar aquí")
/// ```
public protocol AssertionFailureEffect: Sendable {
  /// Fails with `message` at `file` and `line`.
  ///
  /// ```swift
  /// assertionFailure("Estado imposible", file: #file, line: #line)
  /// ```
  ///
  /// - Parameters:
  ///   - message: What went wrong.
  ///   - file: The file to blame.
  ///   - line: The line to blame.
  func callAsFunction(
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  )
}

extension AssertionFailureEffect {
  // NB: as in `AssertionEffect`, disfavored so that full calls pick the requirement.
  /// Fails with `message` at the caller's file and line.
  ///
  /// ```swift
  /// @Dependency(\.assertionFailure) var assertionFailure
  /// assertionFailure()
  /// assertionFailure("Estado imposible")
  /// ```
  ///
  /// - Parameters:
  ///   - message: What went wrong. Defaults to nothing.
  ///   - file: The file to blame. Defaults to the caller's.
  ///   - line: The line to blame. Defaults to the caller's.
  @_disfavoredOverload
  public func callAsFunction(
    _ message: @autoclosure () -> String = "",
    file: StaticString = #file,
    line: UInt = #line
  ) {
    callAsFunction(message(), file: file, line: line)
  }
}

/// An ``AssertionEffect`` made from a closure.
///
/// ```swift
/// let fallos = Mutex<[String]>([])
/// withDependencies {
///   $0.precondition = AnyAssertionEffect { condition, message, _, _ in
///     if !condition() { fallos.withLock { $0.append(message()) } }
///   }
/// } operation: {
///   // ...
/// }
/// ```
public struct AnyAssertionEffect: AssertionEffect {
  private let check:
    @Sendable (
      _ condition: @autoclosure () -> Bool,
      _ message: @autoclosure () -> String,
      _ file: StaticString,
      _ line: UInt
    ) -> Void

  /// Makes an assertion that calls `check`.
  ///
  /// ```swift
  /// let silenciosa = AnyAssertionEffect { _, _, _, _ in }
  /// ```
  ///
  /// - Parameter check: Receives the condition, the message, the file and the line of each call.
  public init(
    _ check:
      @escaping @Sendable (
        _ condition: @autoclosure () -> Bool,
        _ message: @autoclosure () -> String,
        _ file: StaticString,
        _ line: UInt
      ) -> Void
  ) {
    self.check = check
  }

  /// Calls the closure this assertion was made with.
  ///
  /// ```swift
  /// AnyAssertionEffect { _, _, _, _ in }(true, "", file: #file, line: #line)
  /// ```
  ///
  /// - Parameters:
  ///   - condition: What must hold.
  ///   - message: What went wrong.
  ///   - file: The file to blame.
  ///   - line: The line to blame.
  public func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  ) {
    check(condition(), message(), file, line)
  }
}

/// `Swift.assert`.
private struct LiveAssertion: AssertionEffect {
  func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  ) {
    Swift.assert(condition(), message(), file: file, line: line)
  }
}

/// `Swift.precondition`.
private struct LivePrecondition: AssertionEffect {
  func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  ) {
    Swift.precondition(condition(), message(), file: file, line: line)
  }
}

/// Reports a false condition as an issue, which fails the running test, and goes on.
private struct ReportingAssertion: AssertionEffect {
  /// What to report when the message is empty, like Swift's own `Assertion failed`.
  let failure: String

  func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString,
    line: UInt
  ) {
    guard !condition() else { return }
    // NB: in the Swift 6 language mode `#file` is the file ID (`Module/File.swift`), which is all
    // the requirement carries; it stands in for the path as well.
    let message = message()
    reportIssue(
      message.isEmpty ? failure : message, fileID: file, filePath: file, line: line, column: 1)
  }
}

/// ``AssertionEffect`` with a `false` condition.
private struct AssertionFailure: AssertionFailureEffect {
  let base: any AssertionEffect

  func callAsFunction(_ message: @autoclosure () -> String, file: StaticString, line: UInt) {
    base(false, message(), file: file, line: line)
  }
}

private enum AssertKey: DependencyKey {
  static let liveValue: any AssertionEffect = LiveAssertion()
  static let testValue: any AssertionEffect = ReportingAssertion(failure: "Assertion failed")
}

private enum PreconditionKey: DependencyKey {
  static let liveValue: any AssertionEffect = LivePrecondition()
  static let testValue: any AssertionEffect = ReportingAssertion(failure: "Precondition failed")
}
