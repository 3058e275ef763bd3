/// The version `articulos --version` prints.
///
/// ```swift
/// print(Version.actual)  // 1.0.0
/// ```
enum Version {
  /// The tool's version, in semantic versioning.
  static let actual = "1.0.0"
}
