import Foundation

extension DatasetteServer {
  /// Runs one SQL statement on the server's database file directly, past Datasette's API:
  /// for rows another program could have written, which the table's checks accept but the
  /// client cannot read.
  ///
  /// `parameters` fill the statement's `?` in order (`nil` is `NULL`). Datasette sees the change
  /// at its next request.
  ///
  /// ```swift
  /// try await server.executeSQL(
  ///   "UPDATE articulos SET actualizado = ? WHERE id = ?", ["2024-01-02T03:04", id])
  /// ```
  public func executeSQL(_ sql: String, _ parameters: [String?] = []) async throws {
    let program = """
      import json, sqlite3, sys
      connection = sqlite3.connect(sys.argv[1])
      connection.execute(sys.argv[2], json.loads(sys.argv[3]))
      connection.commit()
      """
    let values = String(
      decoding: try JSONSerialization.data(
        withJSONObject: parameters.map { $0.map { $0 as Any } ?? NSNull() }), as: UTF8.self)
    try await ScriptProcess.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "python3", "-c", program, directory.appendingPathComponent("articulos.db").path, sql,
        values,
      ],
      logs: directory)
  }
}
