// The one place that finds `DependenciesTestSupport` at run time, and the one hand-written
// mangled name in this module.
//
// Why a mangled name: `Dependencies` must not import `DependenciesTestSupport` (that module links
// Swift Testing and XCTest, which have no place in a shipping program), so it cannot name the
// bridge's type in code. Swift offers no supported API to find a type of another module by name
// at run time. What exists:
//
// - `_typeByName` (standard library, underscored): asks the runtime's type metadata records for a
//   mangled type name. A dotted name like "Module.Type" is not accepted for types outside the
//   standard library (checked with the Swift 6.3 toolchain), so the name must be mangled.
// - `dlsym` on an exported symbol: it needs either a C name that the support module exports
//   (with `@_cdecl`, also underscored) or a mangled Swift symbol name, and the symbol must be in
//   the dynamic symbol table. Point-Free's swift-issue-reporting takes this road: its test support
//   library exports functions that hand back closures calling Swift Testing, and the core looks
//   them up with `dlopen`/`dlsym`, by C names on Apple platforms and by hard-coded mangled Swift
//   symbol names on Linux. On Linux that is a hand-written mangled name just the same, and it
//   would need a change to `DependenciesTestSupport` besides.
//
// So the name stays mangled, built from its parts in the plain form (every identifier spelled
// out; the compiler's own mangling abbreviates repeated words, harder to build by hand). A test of
// this package (`TestSupportLookupTests`) checks that it names the same type as the compiler's
// mangling (`_mangledTypeName`), so a rename on either side fails a test instead of silently
// turning test failures into warnings.

/// Finds the test framework bridge of `DependenciesTestSupport` when it is linked.
enum TestIssueReporterLookup {
  /// The module and type the bridge lives in.
  static let module = "DependenciesTestSupport"
  static let typeName = "_DependenciesTestIssueReporter"

  /// The bridge's mangled type name: each identifier prefixed by its length in UTF-8 bytes, the
  /// module first, then `O`, the mangling of an enum.
  static let mangledName = "\(module.utf8.count)\(module)\(typeName.utf8.count)\(typeName)O"

  /// The bridge, or `nil` when this process does not link `DependenciesTestSupport`.
  // NB: a metatype is immutable; `nonisolated(unsafe)` only because protocol metatypes are not
  // declared `Sendable`.
  nonisolated(unsafe) static let reporter: (any _TestIssueReporter.Type)? =
    _typeByName(mangledName) as? any _TestIssueReporter.Type
}
