import AppCore
import ArticulosInterface
import Foundation

/// What the parser collected for one subcommand, turned into a checked ``Comando``.
///
/// The parser has already rejected unknown options and missing values; this checks what only
/// the subcommand knows: how many positional arguments, which options go together, numbers,
/// URLs and required fields.
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

  /// The command these arguments describe.
  ///
  /// - Parameter entorno: The environment, for `copy`'s `ARTICULOS_TO_TOKEN`.
  /// - Throws: ``ErrorDeUso`` naming the first problem.
  func comando(entorno: [String: String]) throws(ErrorDeUso) -> Comando {
    switch subcomando {
    case .listar:
      try posicionales(exactamente: 0)
      let orden = try ordenDeListado()
      let idsCompletos = banderas.contains("--full-ids")
      if banderas.contains("--all") {
        guard valores["--limit"] == nil else {
          throw error("'--all' and '--limit' cannot be used together; choose one.")
        }
        guard valores["--page"] == nil else {
          throw error("'--all' and '--page' cannot be used together: --all lists every page.")
        }
        return .listar(
          .todos, etiquetas: try etiquetas(), orden: orden, idsCompletos: idsCompletos)
      }
      return .listar(
        .hasta(try numero("--limit") ?? Comando.limitePorDefecto), etiquetas: try etiquetas(),
        pagina: try numero("--page") ?? 1, orden: orden, idsCompletos: idsCompletos)
    case .buscar:
      let texto = try posicionales(exactamente: 1)[0]
      guard !texto.allSatisfy(\.isWhitespace) else {
        throw error("The search text is empty; give at least one word.")
      }
      // NB: The index knows only words (runs of letters and digits): text without one would
      // match every article, which is not what anyone searching for '!!!' means.
      guard !TextoNormalizado.palabras(texto).isEmpty else {
        throw error(
          "The search text '\(texto)' has no word to search for (letters or digits); give at "
            + "least one word.")
      }
      return .buscar(
        texto: texto, pagina: try numero("--page") ?? 1, etiquetas: try etiquetas(),
        idsCompletos: banderas.contains("--full-ids"))
    case .mostrar:
      return .mostrar(id: try id(posicionales(exactamente: 1)[0], de: "'<id>'"))
    case .guardar:
      try posicionales(exactamente: 0)
      return .guardar(try campos())
    case .borrar:
      return try borrado()
    case .importar:
      let ruta = try posicionales(exactamente: 1)[0]
      guard !ruta.isEmpty else { throw error("The path to import is empty.") }
      return .importar(ruta: ruta, reanudar: banderas.contains("--resume"))
    case .exportar:
      guard posicionales.count <= 1 else {
        throw error("Unexpected argument '\(posicionales[1])'.")
      }
      if let archivo = posicionales.first, archivo.isEmpty {
        throw error("The file to export to is empty; leave it out to write to standard output.")
      }
      var formato = FormatoDeExportacion.json
      if let texto = valores["--format"] {
        guard let elegido = FormatoDeExportacion(rawValue: texto) else {
          throw error(invalido(texto, de: "--format"))
        }
        formato = elegido
      }
      return .exportar(archivo: posicionales.first, etiquetas: try etiquetas(), formato: formato)
    case .completado:
      let texto = try posicionales(exactamente: 1)[0]
      guard let shell = Shell(rawValue: texto) else {
        let sugerencia = Sugerencia.masParecida(a: texto, entre: Subcomando.shells.palabras)
        throw error(
          "The value '\(texto)' is invalid for '<shell>': expected "
            + "\(Subcomando.shells.enPalabras)."
            + (sugerencia.map { " Did you mean '\($0)'?" } ?? ""))
      }
      return .completado(shell)
    case .manual:
      try posicionales(exactamente: 0)
      return .manual
    case .copiar:
      try posicionales(exactamente: 0)
      guard let texto = valores["--to"] else {
        throw error("Missing expected option '--to <url>': the server to copy to.")
      }
      let destino = try Self.url(texto, de: "'--to <url>'", subcomando: subcomando)
      var token: Ajuste<Token>?
      if let texto = valores["--to-token"] {
        let valor = try Self.token(texto, de: "'--to-token <token>'", subcomando: subcomando)
        token = Ajuste(valor: valor, origen: .bandera("--to-token"))
      } else if let texto = entorno[Invocacion.variableTokenDestino],
        !Token(texto).valorSecreto.isEmpty
      {
        token = Ajuste(
          valor: Token(texto), origen: .entorno(Invocacion.variableTokenDestino))
      }
      return .copiar(destino: destino, token: token)
    }
  }

  /// `delete`: one id, several ids, or `--from` a file or standard input (not with ids).
  private func borrado() throws(ErrorDeUso) -> Comando {
    let confirmado = banderas.contains("--yes")
    if let origen = valores["--from"] {
      guard posicionales.isEmpty else {
        throw error(
          "Give the ids as arguments or with '--from <file>', not both "
            + "('\(posicionales[0])' was given too).")
      }
      guard !origen.isEmpty else {
        throw error(
          "The value of '--from <file>' is empty; give a file, or '-' for standard input.")
      }
      return .borrarVarios(
        origen == "-" ? .entradaEstandar : .archivo(origen), confirmado: confirmado)
    }
    guard !posicionales.isEmpty else { throw error("Missing expected argument '<id>'.") }
    var ids: [Articulo.ID] = []
    for texto in posicionales { ids.append(try id(texto, de: "'<id>'")) }
    guard ids.count > 1 else { return .borrar(id: ids[0], confirmado: confirmado) }
    return .borrarVarios(.lista(ids), confirmado: confirmado)
  }

  /// The fields of `save`, checked for what can be known before reading any file.
  private func campos() throws(ErrorDeUso) -> CamposDeArticulo {
    var campos = CamposDeArticulo()
    if let texto = valores["--id"] { campos.id = try id(texto, de: "'--id <id>'") }
    campos.titulo = valores["--title"]
    if let cuerpo = valores["--body"] {
      guard valores["--body-file"] == nil else {
        throw error("Give the body with --body or with --body-file, not both.")
      }
      if cuerpo == "-" { campos.archivoDelCuerpo = "-" } else { campos.cuerpo = cuerpo }
    }
    if let archivo = valores["--body-file"] {
      guard !archivo.isEmpty else { throw error("The value of '--body-file <file>' is empty.") }
      campos.archivoDelCuerpo = archivo
    }
    campos.etiquetas = valores["--tags"].map(CamposDeArticulo.etiquetas(de:))
    if let archivo = valores["--file"] {
      guard !archivo.isEmpty else { throw error("The value of '--file <file>' is empty.") }
      campos.archivo = archivo
    }
    if campos.archivo == "-", campos.archivoDelCuerpo == "-" {
      throw error(
        "Standard input can be read once: give the file or the body from it, not both.")
    }
    if campos.estaVacio {
      throw error("Nothing to save: give --title, --body, --body-file, --tags or --file.")
    }
    if campos.id == nil, campos.archivo == nil, campos.titulo == nil {
      throw error(
        "A new article needs a title: pass --title or --file, or --id to update an article.")
    }
    return campos
  }

  /// Checks the count of positional arguments and returns them.
  @discardableResult
  private func posicionales(exactamente cantidad: Int) throws(ErrorDeUso) -> [String] {
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
  private func etiquetas() throws(ErrorDeUso) -> [String] {
    let etiquetas = repetidos["--tag"] ?? []
    if etiquetas.contains(where: { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) {
      throw error(
        "The value of '--tag <tag>' is empty; give a tag, such as '--tag recetas', or leave "
          + "the option out.")
    }
    return etiquetas
  }

  /// `--sort`'s order, `id` when not given.
  private func ordenDeListado() throws(ErrorDeUso) -> OrdenDeListado {
    guard let texto = valores["--sort"] else { return .id }
    guard let orden = OrdenDeListado(rawValue: texto) else {
      throw error(invalido(texto, de: "--sort"))
    }
    return orden
  }

  /// Why `texto` is not one of the choices of the option called `opcion`, as its
  /// specification words it.
  private func invalido(_ texto: String, de opcion: String) -> String {
    subcomando.opcion(opcion)?.valorInvalido(texto) ?? "The value '\(texto)' is invalid."
  }

  /// The whole number from 1 given to `opcion`, or `nil` if it was not given.
  private func numero(_ opcion: String) throws(ErrorDeUso) -> Int? {
    guard let texto = valores[opcion] else { return nil }
    let firma = subcomando.opcion(opcion)?.firma ?? opcion
    guard let numero = Int(texto), numero >= 1 else {
      throw error("The value '\(texto)' is invalid for '\(firma)': expected a whole number from 1.")
    }
    return numero
  }

  /// An article id: not blank, at most 200 characters.
  private func id(_ texto: String, de origen: String) throws(ErrorDeUso) -> Articulo.ID {
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

  private func error(_ mensaje: String) -> ErrorDeUso {
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
