import ArticulosInterface
import CLibPQ

extension ErrorArticulos {
  /// The script that creates the table, named by the error that finds it missing.
  static let scriptDelEsquema = "Scripts/postgres/schema.sql"

  /// What a failure to connect means, from libpq's message (it has no codes for these).
  static func alConectar(
    _ mensaje: String, configuracion: ConfiguracionPostgres
  )
    -> ErrorArticulos
  {
    let mensaje = configuracion.tachar(mensaje)
    let minusculas = mensaje.lowercased()
    if minusculas.contains("password authentication failed")
      || minusculas.contains("authentication failed for user")
    {
      return .tokenRechazado(motivo: "PostgreSQL refused the password: \(primeraLinea(mensaje))")
    }
    if minusculas.contains("no password supplied")
      || minusculas.contains("password is required")
    {
      return .sinToken
    }
    if minusculas.contains("connection refused") {
      return .red(.conexionRechazada(destino: destino(mensaje) ?? configuracion.uriTachada))
    }
    if minusculas.contains("could not translate host name") {
      return .red(.nombreDesconocido(host: entreComillas(mensaje) ?? configuracion.uriTachada))
    }
    if minusculas.contains("ssl") || minusculas.contains("certificate") {
      return .red(.conexionInsegura(primeraLinea(mensaje)))
    }
    if minusculas.contains("does not exist") {
      return .noDisponible(primeraLinea(mensaje))
    }
    return .red(.otro(primeraLinea(mensaje)))
  }

  /// What a failed statement means, from its SQLSTATE.
  static func deResultado(
    _ resultado: OpaquePointer, conexion: ConexionPostgres,
    motivo: ControlDeOperacion.Motivo?, segundos: Double, configuracion: ConfiguracionPostgres
  ) -> ErrorArticulos {
    let campo = { (codigo: UInt8) -> String? in
      PQresultErrorField(resultado, Int32(codigo)).map { String(cString: $0) }
    }
    let estado = campo(UInt8(ascii: "C")) ?? ""
    let mensaje = configuracion.tachar(
      campo(UInt8(ascii: "M"))
        ?? String(cString: PQresultErrorMessage(resultado)).trimmingCharacters(
          in: .whitespacesAndNewlines))
    if PQstatus(conexion.conexion) == CONNECTION_BAD || estado.hasPrefix("57P")
      || estado.hasPrefix("08") || estado.isEmpty
    {
      return .red(.conexionInterrumpida)
    }
    switch estado {
    case "57014":
      // query_canceled: ours (the task, or the deadline) or the server's statement_timeout.
      return motivo == .cancelada ? .cancelado : .red(.tiempoAgotado(segundos: segundos))
    case "42P01", "42883", "42704":
      return .noDisponible(
        "\(mensaje); create the table and its search with \(scriptDelEsquema), for example "
          + "psql \"\(configuracion.uriTachada)\" -f \(scriptDelEsquema)")
    case "28000", "28P01":
      return .tokenRechazado(motivo: mensaje)
    case "42501":
      return .sinPermiso(motivo: mensaje)
    case "53300":
      return .servidor(estado: 503, mensaje: mensaje)
    default:
      if estado.hasPrefix("22") || estado.hasPrefix("23") || estado.hasPrefix("42") {
        return .peticionRechazada(estado: 400, mensaje: "\(mensaje) (SQLSTATE \(estado))")
      }
      return .servidor(estado: 500, mensaje: "\(mensaje) (SQLSTATE \(estado))")
    }
  }

  private static func primeraLinea(_ texto: String) -> String {
    String(texto.split(separator: "\n").first ?? Substring(texto))
  }

  /// `127.0.0.1:5432` from libpq's "connection to server at "127.0.0.1", port 5432 failed".
  private static func destino(_ mensaje: String) -> String? {
    guard let host = entreComillas(mensaje),
      let puerto = mensaje.range(of: "port ")
    else { return nil }
    let digitos = mensaje[puerto.upperBound...].prefix { $0.isNumber }
    return digitos.isEmpty ? host : "\(host):\(digitos)"
  }

  private static func entreComillas(_ mensaje: String) -> String? {
    let partes = mensaje.split(separator: "\"", omittingEmptySubsequences: false)
    return partes.count >= 3 ? String(partes[1]) : nil
  }
}
