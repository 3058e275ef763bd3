import Foundation

/// Writes a warning that a person must see to standard error, outside of tests.
///
/// The output starts with `[Dependencies]` so it can be found in a log.
func printRuntimeWarning(_ message: String) {
  let text = "[Dependencies] warning: \(message)\n"
  FileHandle.standardError.write(Data(text.utf8))
}
