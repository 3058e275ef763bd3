/// Where and through which accessor a dependency is being read, for messages.
///
/// The ``DependencyValues`` subscript records it while a default value is computed, so a
/// key's `testValue` can say which `@Dependency` had no test implementation.
@usableFromInline
struct Reading: Sendable {
  /// The accessor that called the subscript, for example `clienteArticulos`.
  var accessor: StaticString = ""
  var fileID: StaticString = #fileID
  var filePath: StaticString = #filePath
  var line: UInt = #line
  var column: UInt = #column

  @usableFromInline
  init(
    accessor: StaticString = "", fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) {
    self.accessor = accessor
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  init() {}

  /// How a person wrote the read: `@Dependency(\.clienteArticulos)` or `@Dependency(Key.self)`.
  func subject<Key>(for key: Key.Type) -> String {
    let name = "\(accessor)"
    if name.isEmpty || name.hasPrefix("subscript(") || name.hasPrefix("init(") {
      return "@Dependency(\(typeName(key)).self)"
    }
    return "@Dependency(\\.\(name))"
  }

  /// What a person overrides to fix the read: `'clienteArticulos'` or `'Key.self'`.
  func overrideTarget<Key>(for key: Key.Type) -> String {
    let name = "\(accessor)"
    if name.isEmpty || name.hasPrefix("subscript(") || name.hasPrefix("init(") {
      return "'\(typeName(key)).self'"
    }
    return "'\\.\(name)'"
  }
}

/// Where a `@Dependency` property is declared, carried by the values it reads with.
///
/// Plain data (no references), so carrying it costs nothing but a copy.
@usableFromInline
struct DependencySite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  @usableFromInline
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

/// The name of a type as a person writes it, without the module prefix.
///
/// Private and local types print a `(unknown context at $…)` component; it is dropped.
func typeName(_ type: Any.Type) -> String {
  String(reflecting: type).split(separator: ".").dropFirst()
    .filter { !$0.hasPrefix("(unknown context at") }
    .joined(separator: ".")
    .replacingEmpty(with: String(describing: type))
}

extension String {
  fileprivate func replacingEmpty(with other: String) -> String { isEmpty ? other : self }
}
