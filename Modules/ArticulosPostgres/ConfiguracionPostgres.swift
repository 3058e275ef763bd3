import Foundation

/// Which PostgreSQL database holds the articles and how long to wait for it: what
/// ``ArticulosInterface/ClienteArticulos/postgres(_:)`` needs.
///
/// The URI is libpq's (`postgres://` or `postgresql://`, with `sslmode`, `sslrootcert` and the
/// other parameters libpq reads); a password may come in it, from `PGPASSWORD` or from the
/// password file, as libpq finds it. The password never shows: ``description`` and every error
/// the client throws write `<redacted>` in its place.
///
/// ```swift
/// let configuracion = ConfiguracionPostgres(
///   uri: "postgresql://articulos@127.0.0.1:5432/postgres", tiempoMaximo: .seconds(30))
/// ```
public struct ConfiguracionPostgres: Hashable, Sendable, CustomStringConvertible {
  /// The connection URI, password included when it has one.
  public var uri: String
  /// How long to wait for the connection to open (10 s unless set).
  public var tiempoDeConexion: Duration
  /// How long one call of the client may take in all, connecting included (60 s unless set).
  public var tiempoMaximo: Duration
  /// A PEM file of certificate authorities that signed the server's certificate (libpq's
  /// `sslrootcert`), or `nil` for what the URI and libpq's defaults say. Whether TLS is
  /// required, and how the server is checked, is the URI's `sslmode`.
  public var autoridadesDeCertificacion: URL?

  /// Makes a configuration; only the URI is required.
  public init(
    uri: String, tiempoDeConexion: Duration = .seconds(10), tiempoMaximo: Duration = .seconds(60),
    autoridadesDeCertificacion: URL? = nil
  ) {
    self.uri = uri
    self.tiempoDeConexion = tiempoDeConexion
    self.tiempoMaximo = tiempoMaximo
    self.autoridadesDeCertificacion = autoridadesDeCertificacion
  }

  /// Whether `texto` is a PostgreSQL connection URI (`postgres://` or `postgresql://`).
  ///
  /// ```swift
  /// ConfiguracionPostgres.esURI("postgresql://db.example.org/articulos")  // true
  /// ConfiguracionPostgres.esURI("https://datos.example.org")              // false
  /// ```
  public static func esURI(_ texto: String) -> Bool {
    let minusculas = texto.lowercased()
    return minusculas.hasPrefix("postgres://") || minusculas.hasPrefix("postgresql://")
  }

  /// The password written in the URI, percent-decoded, or `nil`.
  var contrasena: String? {
    guard let componentes = URLComponents(string: uri) else {
      return Self.contrasenaSinAnalizar(uri)
    }
    return componentes.password ?? componentes.percentEncodedPassword
  }

  /// The URI with its password replaced by `<redacted>`: what may be shown.
  ///
  /// ```swift
  /// ConfiguracionPostgres(uri: "postgresql://yo:secreto@db/x").uriTachada
  /// // "postgresql://yo:<redacted>@db/x"
  /// ```
  public var uriTachada: String {
    guard let (_, rango) = Self.autoridad(uri), let arroba = uri[rango].lastIndex(of: "@"),
      let dosPuntos = uri[rango.lowerBound..<arroba].firstIndex(of: ":")
    else { return uri }
    return String(uri[...dosPuntos]) + "<redacted>" + uri[arroba...]
  }

  /// Where the authority (`user:password@host:port`) of `uri` is.
  private static func autoridad(_ uri: String) -> (Substring, Range<String.Index>)? {
    guard let esquema = uri.range(of: "://") else { return nil }
    let resto = uri[esquema.upperBound...]
    let fin = resto.firstIndex { $0 == "/" || $0 == "?" } ?? resto.endIndex
    return (resto[..<fin], esquema.upperBound..<fin)
  }

  /// `texto` with every copy of the URI's password, as written and decoded, as `<redacted>`.
  func tachar(_ texto: String) -> String {
    var secretos: [String] = []
    if let contrasena, !contrasena.isEmpty { secretos.append(contrasena) }
    if let cruda = Self.contrasenaSinAnalizar(uri), !cruda.isEmpty { secretos.append(cruda) }
    if let entorno = ProcessInfo.processInfo.environment["PGPASSWORD"], entorno.count >= 4 {
      secretos.append(entorno)
    }
    var resultado = texto
    for secreto in secretos.sorted(by: { $0.count > $1.count }) {
      resultado = resultado.replacingOccurrences(of: secreto, with: "<redacted>")
    }
    return resultado
  }

  /// The text between `user:` and `@`, as written.
  private static func contrasenaSinAnalizar(_ uri: String) -> String? {
    guard let (completa, _) = autoridad(uri), let arroba = completa.lastIndex(of: "@")
    else { return nil }
    let autoridad = completa[..<arroba]
    guard let dosPuntos = autoridad.firstIndex(of: ":") else { return nil }
    return String(autoridad[autoridad.index(after: dosPuntos)...])
  }

  /// The URI without its password, and the limits.
  public var description: String {
    "ConfiguracionPostgres(uri: \(uriTachada), tiempoDeConexion: \(tiempoDeConexion), "
      + "tiempoMaximo: \(tiempoMaximo))"
  }
}
