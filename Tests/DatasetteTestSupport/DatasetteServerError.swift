/// Why a ``DatasetteServer`` could not be started.
///
/// ```swift
/// do {
///   _ = try await DatasetteServer.start()
/// } catch let error as DatasetteServerError {
///   print(error)  // "start.sh failed with status 1: no Datasette at ..."
/// }
/// ```
public enum DatasetteServerError: Error, CustomStringConvertible {
  /// A script exited with a status other than 0; its output says why.
  ///
  /// ```swift
  /// if case .scriptFailed(let script, _, let output) = error { print(script, output) }
  /// ```
  case scriptFailed(String, status: Int32, output: String)
  /// A file the start script writes is missing or unreadable.
  ///
  /// ```swift
  /// DatasetteServerError.missingStateFile("url").description
  /// // "start.sh did not write 'url' in its state folder"
  /// ```
  case missingStateFile(String)

  /// The failure, with the script's own words.
  ///
  /// ```swift
  /// Issue.record("no server: \(error.description)")
  /// ```
  public var description: String {
    switch self {
    case .scriptFailed(let script, let status, let output):
      "\(script) failed with status \(status): \(output)"
    case .missingStateFile(let name):
      "start.sh did not write '\(name)' in its state folder"
    }
  }
}
