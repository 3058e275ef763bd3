import Dependencies
import Foundation

/// Where the Datasette table lives and how to reach it: what the live client needs and the
/// interface never sees.
///
/// The tool's entry point builds one from what the person typed and sets it as
/// ``Dependencies/DependencyValues/configuracionDatasette`` with `prepareDependencies`; the live
/// value (see `LiveKey.swift`) reads it once, when a live context first needs the client.
///
/// ```swift
/// let configuracion = ConfiguracionDatasette(
///   api: URL(string: "https://datos.example.org")!, token: TokenDeAcceso(token))
/// ```
public struct ConfiguracionDatasette: Hashable, Sendable {
  /// The root of the Datasette server, for example `http://127.0.0.1:8001`.
  public var api: URL
  /// The database name in the server's URLs (`articulos` unless set).
  public var baseDeDatos: String
  /// The table name in the server's URLs (`articulos` unless set).
  public var tabla: String
  /// The token that authorises writes; reads need none.
  public var token: TokenDeAcceso?
  /// A PEM file of certificate authorities to trust besides the system's, or `nil` for the
  /// system's alone.
  ///
  /// The way to reach a server whose certificate a private authority signed, or a self-signed
  /// one: certificate and host-name verification stay on, and nothing turns them off.
  public var autoridadesDeCertificacion: URL?
  /// How long to wait for the connection to open (10 s unless set).
  public var tiempoDeConexion: Duration
  /// How long one request may take in all (60 s unless set).
  public var tiempoMaximo: Duration
  /// How many articles each page of ``ArticulosInterface/ClienteArticulos/cargar`` asks for
  /// (20 unless set).
  public var tamanoPagina: Int

  /// Makes a configuration; only the server is required.
  ///
  /// ```swift
  /// let local = ConfiguracionDatasette(api: URL(string: "http://127.0.0.1:8001")!)
  /// ```
  public init(
    api: URL,
    baseDeDatos: String = "articulos",
    tabla: String = "articulos",
    token: TokenDeAcceso? = nil,
    autoridadesDeCertificacion: URL? = nil,
    tiempoDeConexion: Duration = .seconds(10),
    tiempoMaximo: Duration = .seconds(60),
    tamanoPagina: Int = 20
  ) {
    self.api = api
    self.baseDeDatos = baseDeDatos
    self.tabla = tabla
    self.token = token
    self.autoridadesDeCertificacion = autoridadesDeCertificacion
    self.tiempoDeConexion = tiempoDeConexion
    self.tiempoMaximo = tiempoMaximo
    self.tamanoPagina = tamanoPagina
  }

  /// A Datasette on this machine at its default port, without a token.
  public static let local = ConfiguracionDatasette(api: URL(string: "http://127.0.0.1:8001")!)
}

extension ConfiguracionDatasette: DependencyKey {
  /// The local server until the entry point says otherwise.
  public static let liveValue = ConfiguracionDatasette.local
  /// No server of its own: a test that reaches the live client without naming the server it
  /// started fails with an issue saying what to set, rather than quietly asking whatever
  /// listens on this machine's port 8001.
  public static var testValue: ConfiguracionDatasette {
    reportIssue(
      "The live client read configuracionDatasette in a test that did not set it: set "
        + "$0.configuracionDatasette to the server the test started.")
    return .local
  }
}

extension DependencyValues {
  /// The server the live ``ArticulosInterface/ClienteArticulos`` talks to.
  ///
  /// Read once, when the live value is first needed; set it with `prepareDependencies` before
  /// anything reads the client.
  ///
  /// ```swift
  /// prepareDependencies { $0.configuracionDatasette = ConfiguracionDatasette(api: servidor) }
  /// ```
  public var configuracionDatasette: ConfiguracionDatasette {
    get { self[ConfiguracionDatasette.self] }
    set { self[ConfiguracionDatasette.self] = newValue }
  }
}
