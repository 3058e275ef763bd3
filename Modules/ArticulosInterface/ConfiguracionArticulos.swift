import Dependencies
import Foundation

/// Where the articles live and how to talk to them: a dependency of its own.
///
/// The live client reads it inside each endpoint, at call time, never when the client is
/// built: the same client then follows whatever configuration is in effect, and a test or the
/// tool's entry point changes the server without touching the client.
///
/// ```swift
/// prepareDependencies {
///   $0.configuracionArticulos = ConfiguracionArticulos(
///     api: URL(string: "https://datos.example.org")!,
///     token: TokenDeAcceso(token))
/// }
/// ```
public struct ConfiguracionArticulos: Hashable, Sendable {
  /// The root of the Datasette server, for example `http://127.0.0.1:8001`.
  ///
  /// ```swift
  /// $0.configuracionArticulos.api = URL(string: "http://127.0.0.1:8002")!
  /// ```
  public var api: URL
  /// The database name in the server's URLs.
  ///
  /// ```swift
  /// ConfiguracionArticulos(api: api, baseDeDatos: "blog")  // reads .../blog/articulos.json
  /// ```
  public var baseDeDatos: String
  /// The table name in the server's URLs.
  ///
  /// ```swift
  /// ConfiguracionArticulos(api: api, tabla: "notas")  // reads .../articulos/notas.json
  /// ```
  public var tabla: String
  /// The token for writes; reads need none.
  ///
  /// ```swift
  /// $0.configuracionArticulos.token = TokenDeAcceso("dstok_abc")
  /// ```
  public var token: TokenDeAcceso?
  /// A PEM file of certificate authorities to trust for the server's certificate, besides the
  /// system's, or `nil` for the system's alone.
  ///
  /// The way to reach a server whose certificate a private authority signed, or a
  /// self-signed one: certificate and host-name verification stay on, and nothing turns them
  /// off.
  ///
  /// ```swift
  /// var configuracion = ConfiguracionArticulos(api: URL(string: "https://datos.lan")!)
  /// configuracion.autoridadesDeCertificacion = URL(fileURLWithPath: "/etc/articulos/ca.pem")
  /// ```
  public var autoridadesDeCertificacion: URL?
  /// How long to wait for the connection to open.
  ///
  /// ```swift
  /// $0.configuracionArticulos.tiempoDeConexion = .seconds(3)  // 10 s unless set
  /// ```
  public var tiempoDeConexion: Duration
  /// How long one request may take in all.
  ///
  /// ```swift
  /// $0.configuracionArticulos.tiempoMaximo = .seconds(120)  // 60 s unless set
  /// ```
  public var tiempoMaximo: Duration
  /// How many articles a listing or a search page holds.
  ///
  /// ```swift
  /// $0.configuracionDestino.tamanoPagina = 100  // 20 unless set
  /// ```
  public var tamanoPagina: Int

  /// Makes a configuration; only the server is required.
  ///
  /// ```swift
  /// let local = ConfiguracionArticulos(api: URL(string: "http://127.0.0.1:8001")!)
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
  ///
  /// ```swift
  /// ConfiguracionArticulos.local.api  // http://127.0.0.1:8001
  /// ```
  public static let local = ConfiguracionArticulos(api: URL(string: "http://127.0.0.1:8001")!)
}

extension ConfiguracionArticulos: DependencyKey {
  /// The local server until the entry point says otherwise.
  ///
  /// ```swift
  /// prepareDependencies { $0.configuracionArticulos = ConfiguracionArticulos(api: servidor) }
  /// ```
  public static let liveValue = ConfiguracionArticulos.local
  /// The local server: tests that use the live client start their own and override this.
  ///
  /// ```swift
  /// withDependencies { $0.configuracionArticulos = server.configuracion() } operation: { ... }
  /// ```
  public static let testValue = ConfiguracionArticulos.local
}

/// The key of the copy destination's configuration: a second slot of the same type.
///
/// ```swift
/// prepareDependencies {
///   $0.configuracionDestino = ConfiguracionArticulos(api: destino, token: tokenDestino)
/// }
/// ```
public enum ConfiguracionDestinoKey: DependencyKey {
  /// The local server until the entry point says otherwise.
  ///
  /// ```swift
  /// prepareDependencies { $0.configuracionDestino = ConfiguracionArticulos(api: destino) }
  /// ```
  public static let liveValue = ConfiguracionArticulos.local
  /// The local server.
  ///
  /// ```swift
  /// @Dependency(\.configuracionDestino) var destino  // .local in a test that sets nothing
  /// ```
  public static let testValue = ConfiguracionArticulos.local
}

extension DependencyValues {
  /// Where the articles live.
  ///
  /// ```swift
  /// @Dependency(\.configuracionArticulos) var configuracion
  /// ```
  public var configuracionArticulos: ConfiguracionArticulos {
    get { self[ConfiguracionArticulos.self] }
    set { self[ConfiguracionArticulos.self] = newValue }
  }

  /// Where `articulos copy --to` writes: the second server.
  ///
  /// ```swift
  /// @Dependency(\.configuracionDestino) var destino
  /// ```
  public var configuracionDestino: ConfiguracionArticulos {
    get { self[ConfiguracionDestinoKey.self] }
    set { self[ConfiguracionDestinoKey.self] = newValue }
  }
}
