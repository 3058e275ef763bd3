import Dependencies

/// Where the live client's warnings go: what the user should know about how a server answers,
/// such as a search that cannot be ranked there.
///
/// Part of the live client's configuration, beside ``ConfiguracionDatasette``: the live value
/// (`LiveKey.swift`) reads both when a live context first needs the client. Nowhere unless the
/// entry point says otherwise.
///
/// ```swift
/// prepareDependencies {
///   $0.configuracionDatasette = ConfiguracionDatasette(api: servidor)
///   $0.avisosDatasette = AvisosDatasette { aviso in print(aviso) }
/// }
/// ```
public struct AvisosDatasette: Sendable {
  /// Hears one warning.
  public var avisar: @Sendable (String) -> Void

  /// Sends the warnings to `avisar`.
  ///
  /// ```swift
  /// let avisos = AvisosDatasette { aviso in registro.append(aviso) }
  /// ```
  public init(_ avisar: @escaping @Sendable (String) -> Void) {
    self.avisar = avisar
  }

  /// Warnings go nowhere.
  public static let ninguno = AvisosDatasette { _ in }
}

extension AvisosDatasette: DependencyKey {
  /// Nowhere until the entry point says otherwise.
  public static let liveValue = AvisosDatasette.ninguno
  /// Nowhere: a test that wants the warnings sets its own.
  public static let testValue = AvisosDatasette.ninguno
}

extension DependencyValues {
  /// Where the live ``ArticulosInterface/ClienteArticulos`` sends its warnings.
  ///
  /// Read with ``configuracionDatasette``, when the live value is first needed.
  ///
  /// ```swift
  /// prepareDependencies { $0.avisosDatasette = AvisosDatasette { consola.avisar($0) } }
  /// ```
  public var avisosDatasette: AvisosDatasette {
    get { self[AvisosDatasette.self] }
    set { self[AvisosDatasette.self] = newValue }
  }
}
