extension HTTPClient {
  /// The one HTTP client the live articles clients of this process share, made on first use.
  ///
  /// Sharing it shares its pool of keep-alive connections: every request to the same server
  /// reuses an open one. Timeouts are not set here; each request carries those of the
  /// configuration of the client that sends it. Every request is sent once; what is worth
  /// another try is the app core's decision.
  ///
  /// ```swift
  /// let response = try await HTTPClient.articulos.send(request)
  /// ```
  static let articulos: HTTPClient = {
    var configuracion = HTTPClientConfiguration()
    configuracion.userAgent = "articulos"
    // NB: Datasette escapes every non-ASCII character as \uXXXX (six bytes for "é"), so a
    // page of long Spanish articles is much larger on the wire than in memory.
    configuracion.maximumResponseSize = 64 << 20
    return HTTPClient(configuration: configuracion)
  }()
}
