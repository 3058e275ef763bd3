import AppCore
import ArticulosInterface
import Foundation

/// What the parser collected for one subcommand, turned into a checked ``Comando``.
///
/// The parser has already rejected unknown options and missing values; the subcommand's own type
/// checks what only it knows (how many positional arguments, which options go together, numbers,
/// URLs and required fields) with the helpers here, which word every message alike.
///
/// ```swift
/// let lectura = LecturaDeSubcomando(
///   subcomando: .listar, posicionales: [], valores: ["--limit": "5"], banderas: [])
/// try lectura.comando(entorno: [:])  // .listar(.hasta(5))
/// ```
struct LecturaDeSubcomando: Sendable {
  /// The subcommand.
  var subcomando: Subcomando
  /// Its positional arguments, in order.
  var posicionales: [String]
  /// Its options with values, by long name (the last one given wins).
  var valores: [String: String]
  /// Its options that repeat (``EspecificacionDeOpcion/repetible``), every value in order.
  var repetidos: [String: [String]] = [:]
  /// Its flags, by long name.
  var banderas: Set<String>

  /// The command these arguments describe, as the subcommand's own type reads it
  /// (``ComandoDeArticulos/leer(_:entorno:)``).
  ///
  /// - Parameter entorno: The environment, for `copy`'s `ARTICULOS_TO_TOKEN`.
  /// - Throws: ``ErrorDeUso`` naming the first problem.
  func comando(entorno: [String: String]) throws(ErrorDeUso) -> Comando {
    Comando(try subcomando.comando.leer(self, entorno: entorno))
  }

  /// Checks the count of positional arguments and returns them.
  @discardableResult
  func posicionales(exactamente cantidad: Int) throws(ErrorDeUso) -> [String] {
    if posicionales.count > cantidad {
      throw error("Unexpected argument '\(posicionales[cantidad])'.")
    }
    if posicionales.count < cantidad {
      let faltante = subcomando.argumentos[posicionales.count]
      let eleccion = faltante.clase.palabras.isEmpty ? "" : ": \(faltante.clase.enPalabras)"
      throw error("Missing expected argument '<\(faltante.nombre)>'\(eleccion).")
    }
    return posicionales
  }

  /// The values of `--tag`, in order: none when not given; a blank one is an error.
  func etiquetas() throws(ErrorDeUso) -> [String] {
    let etiquetas = repetidos["--tag"] ?? []
    if etiquetas.contains(where: { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) {
      throw error(
        "The value of '--tag <tag>' is empty; give a tag, such as '--tag recetas', or leave "
          + "the option out.")
    }
    return etiquetas
  }

  /// Why `texto` is not one of the choices of the option called `opcion`, as its
  /// specification words it.
  func invalido(_ texto: String, de opcion: String) -> String {
    subcomando.opcion(opcion)?.valorInvalido(texto) ?? "The value '\(texto)' is invalid."
  }

  /// The whole number from 1 given to `opcion`, or `nil` if it was not given.
  func numero(_ opcion: String) throws(ErrorDeUso) -> Int? {
    guard let texto = valores[opcion] else { return nil }
    let firma = subcomando.opcion(opcion)?.firma ?? opcion
    guard let numero = Int(texto), numero >= 1 else {
      throw error("The value '\(texto)' is invalid for '\(firma)': expected a whole number from 1.")
    }
    return numero
  }

  /// An article id: not blank, at most 200 characters.
  func id(_ texto: String, de origen: String) throws(ErrorDeUso) -> Articulo.ID {
    try Self.id(texto, de: "The value of \(origen)", subcomando: subcomando)
  }

  /// An article id: not blank, at most 200 characters; `origen` starts the message, such as
  /// `The value of '<id>'` or `Line 3 of 'ids.txt'`.
  ///
  /// ```swift
  /// try LecturaDeSubcomando.id("a1", de: "Line 1 of 'ids.txt'", subcomando: .borrar)
  /// ```
  static func id(
    _ texto: String, de origen: String, subcomando: Subcomando?
  ) throws(ErrorDeUso) -> Articulo.ID {
    let maximo = Articulo.longitudMaximaId
    guard !texto.allSatisfy(\.isWhitespace) else {
      throw ErrorDeUso(
        "\(origen) is empty; an id is 1 to \(maximo) characters.", subcomando: subcomando)
    }
    guard texto.count <= maximo else {
      throw ErrorDeUso(
        "\(origen) is \(texto.count) characters; an id has at most \(maximo).",
        subcomando: subcomando)
    }
    return Articulo.ID(rawValue: texto)
  }

  /// A usage error of this subcommand: its usage follows `mensaje`.
  func error(_ mensaje: String) -> ErrorDeUso {
    ErrorDeUso(mensaje, subcomando: subcomando)
  }

  /// An http or https URL with a host and without credentials in it, or a PostgreSQL URI.
  ///
  /// ```swift
  /// try LecturaDeSubcomando.url("http://127.0.0.1:8001", de: "'--api <url>'", subcomando: nil)
  /// ```
  static func url(
    _ texto: String, de origen: String, subcomando: Subcomando?
  ) throws(ErrorDeUso) -> URL {
    // NB: a PostgreSQL URI is libpq's to read (its password is redacted like a token).
    if let url = URL(string: texto), url.esDePostgres { return url }
    guard let url = URL(string: texto), let esquema = url.scheme?.lowercased(),
      ["http", "https"].contains(esquema), let host = url.host, !host.isEmpty
    else {
      throw ErrorDeUso(
        "The value '\(texto)' of \(origen) is not a URL like http://127.0.0.1:8001.",
        subcomando: subcomando)
    }
    guard url.user == nil, url.password == nil else {
      throw ErrorDeUso(
        "The URL of \(origen) holds credentials; give the token with --token instead.",
        subcomando: subcomando)
    }
    // NB: Datasette may be served under a prefix, so a path is fine; but the database's or
    // the table's own address (what the start script prints) would make every request a 404.
    let ultimo = url.pathComponents.last.map { $0.hasSuffix(".json") ? String($0.dropLast(5)) : $0 }
    if ultimo == "articulos" || url.path.hasSuffix(".json") {
      var raiz = URLComponents()
      raiz.scheme = esquema
      raiz.host = host
      raiz.port = url.port
      throw ErrorDeUso(
        "'\(texto)' is the address of the articulos database or table, not of the server: "
          + "\(origen) takes the server's root, such as \(raiz.string ?? "http://127.0.0.1:8001").",
        subcomando: subcomando)
    }
    return url
  }

  /// A positive number of seconds, at most ``Ajustes/tiempoMaximoPermitido``; decimals and a
  /// trailing `s` are accepted.
  ///
  /// ```swift
  /// try LecturaDeSubcomando.segundos("2.5", de: "'--timeout <seconds>'", subcomando: nil)
  /// // .milliseconds(2500)
  /// ```
  static func segundos(
    _ texto: String, de origen: String, subcomando: Subcomando?
  ) throws(ErrorDeUso) -> Duration {
    var numero = texto.trimmingCharacters(in: .whitespaces)
    if numero.hasSuffix("s") { numero.removeLast() }
    let (minimo, maximo) = (Ajustes.tiempoMaximoMinimo, Ajustes.tiempoMaximoPermitido)
    // NB: Below the minimum is refused, never rounded up: '0.0001' would otherwise run with a
    // limit that was not asked for.
    guard let segundos = Double(numero), segundos.isFinite,
      segundos * 1000 >= Double(minimo / .milliseconds(1)),
      segundos <= Double(maximo.components.seconds)
    else {
      throw ErrorDeUso(
        "The value '\(texto)' of \(origen) is not a number of seconds from "
          + "\(minimo.segundosLegibles) to \(maximo.segundosLegibles), such as 30 or 2.5.",
        subcomando: subcomando)
    }
    return .milliseconds(max(1, Int((segundos * 1000).rounded())))
  }

  /// A token that is not blank. The message never repeats the value.
  ///
  /// ```swift
  /// try LecturaDeSubcomando.token("dstok_abc", de: "'--token <token>'", subcomando: nil)
  /// ```
  static func token(
    _ texto: String, de origen: String, subcomando: Subcomando?
  ) throws(ErrorDeUso) -> Token {
    let token = Token(texto)
    guard !token.valorSecreto.isEmpty else {
      throw ErrorDeUso("The value of \(origen) is empty.", subcomando: subcomando)
    }
    return token
  }
}
