import Dependencies

extension Dependency {
  /// Reads the dependency at `keyPath` as the concrete type a test put there.
  ///
  /// A dependency is often declared as an existential (`any Clock<Duration>`) or a protocol the
  /// live value conforms to. A test that overrides it with a type of its own, to drive it, can
  /// read it back as that type:
  ///
  /// ```swift
  /// @Suite(.dependencies { $0.continuousClock = TestClock() })
  /// struct TemporizadorTests {
  ///   @Dependency(\.continuousClock, as: TestClock<Duration>.self) var clock
  ///
  ///   @Test func avisaAlMinuto() async {
  ///     // ...
  ///     await clock.advance(by: .seconds(60))
  ///   }
  /// }
  /// ```
  ///
  /// The cast happens at each read. If the value in effect is not a `Value`, the process stops
  /// with a message that names the property's declaration, what was found and how to override
  /// the dependency: there is no `Value` to read. (As in swift-dependencies, this is a
  /// `fatalError`, not an issue, so an exit test can expect it.)
  ///
  /// - Parameters:
  ///   - keyPath: The accessor of the dependency, or of a part of it.
  ///   - type: The concrete type to read it as.
  ///   - fileID: Where the property is declared, for messages. Defaults to the caller's.
  ///   - filePath: Where the property is declared, for messages. Defaults to the caller's.
  ///   - line: Where the property is declared, for messages. Defaults to the caller's.
  ///   - column: Where the property is declared, for messages. Defaults to the caller's.
  public init<Stored>(
    _ keyPath: KeyPath<DependencyValues, Stored> & Sendable,
    as type: Value.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(
      \DependencyValues.[concrete: ConcreteRead<Stored, Value>(keyPath: keyPath, site: site)],
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reads the dependency stored under `key` as the concrete type a test put there.
  ///
  /// ```swift
  /// @Suite(.dependencies { $0[BaseDatosKey.self] = BaseEnMemoria() })
  /// struct ArchivoTests {
  ///   @Dependency(BaseDatosKey.self, as: BaseEnMemoria.self) var base
  ///
  ///   @Test func guardaUnaFila() throws {
  ///     // ...
  ///     #expect(base.filas.count == 1)
  ///   }
  /// }
  /// ```
  ///
  /// The cast happens at each read. If the value in effect is not a `Value`, the process stops
  /// with a message that names the property's declaration, what was found and how to override
  /// the dependency: there is no `Value` to read. (As in swift-dependencies, this is a
  /// `fatalError`, not an issue, so an exit test can expect it.)
  ///
  /// - Parameters:
  ///   - key: The key type.
  ///   - type: The concrete type to read it as.
  ///   - fileID: Where the property is declared, for messages. Defaults to the caller's.
  ///   - filePath: Where the property is declared, for messages. Defaults to the caller's.
  ///   - line: Where the property is declared, for messages. Defaults to the caller's.
  ///   - column: Where the property is declared, for messages. Defaults to the caller's.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    as type: Value.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(
      \DependencyValues.[concrete: ConcreteKeyRead<Key, Value>(site: site)],
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

// NB: a key path can only carry its arguments if they are `Hashable`, so each read is described
// by a value: the accessor (or key) and the concrete type.

/// Where a property that reads a dependency as a concrete type is declared, to blame a failed
/// cast on.
private struct DeclarationSite: Hashable, Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  static func == (lhs: Self, rhs: Self) -> Bool {
    "\(lhs.filePath)" == "\(rhs.filePath)" && lhs.line == rhs.line && lhs.column == rhs.column
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine("\(filePath)")
    hasher.combine(line)
    hasher.combine(column)
  }
}

/// A read of the dependency at `keyPath`, cast to `Concrete`.
private struct ConcreteRead<Stored, Concrete>: Hashable, Sendable {
  let keyPath: KeyPath<DependencyValues, Stored> & Sendable
  let site: DeclarationSite

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.site == rhs.site
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(keyPath)
    hasher.combine(site)
  }
}

/// A read of the dependency stored under `Key`, cast to `Concrete`.
private struct ConcreteKeyRead<Key: TestDependencyKey, Concrete>: Hashable, Sendable {
  let site: DeclarationSite
}

extension DependencyValues {
  fileprivate subscript<Stored, Concrete>(concrete read: ConcreteRead<Stored, Concrete>) -> Concrete
  {
    cast(
      self[keyPath: read.keyPath], to: Concrete.self, override: Self.assignment(to: read.keyPath),
      site: read.site)
  }

  fileprivate subscript<Key, Concrete>(concrete read: ConcreteKeyRead<Key, Concrete>) -> Concrete {
    cast(self[Key.self], to: Concrete.self, override: "$0[\(Key.self).self]", site: read.site)
  }

  /// `$0.continuousClock`, the override of the dependency at `keyPath` in a trait's closure.
  ///
  /// A key path names its properties only where the runtime can tell them (not for computed
  /// properties on Linux), so the name may be a placeholder.
  private static func assignment(to keyPath: AnyKeyPath) -> String {
    let description = String(reflecting: keyPath)
    let prefix = "\\DependencyValues."
    guard description.hasPrefix(prefix), !description.contains("<") else {
      return "$0./* the dependency */"
    }
    return "$0." + description.dropFirst(prefix.count)
  }

  /// `value` as a `Concrete`; when it is not one, stops with a message that blames the
  /// property's declaration, since there is no `Concrete` to return.
  private func cast<Concrete>(
    _ value: Any, to type: Concrete.Type, override: String, site: DeclarationSite
  ) -> Concrete {
    guard let concrete = value as? Concrete else {
      fatalError(
        """
        The dependency is a '\(Swift.type(of: value))', not a '\(Concrete.self)', so it cannot be \
        read as one. Override it with a '\(Concrete.self)' for the test or its suite:

          .dependencies { \(override) = \(Concrete.self)(/* ... */) }
        """,
        file: site.fileID, line: site.line)
    }
    return concrete
  }
}
