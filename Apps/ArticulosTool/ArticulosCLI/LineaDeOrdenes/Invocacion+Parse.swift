import ArticulosInterface
import Foundation

extension Invocacion {
  /// The environment variable that names the server.
  static let variableApi = "ARTICULOS_API"
  /// The environment variable that holds the token for writes.
  static let variableToken = "ARTICULOS_TOKEN"
  /// The environment variable that holds the token of `copy --to`'s server.
  static let variableTokenDestino = "ARTICULOS_TO_TOKEN"
  /// The environment variable that names a PEM file of certificate authorities to trust.
  static let variableAutoridades = "ARTICULOS_CA_FILE"
  /// The environment variable that sets the longest wait for one request, in seconds.
  static let variableTiempoMaximo = "ARTICULOS_TIMEOUT"

  /// Reads a command line: a pure function of the arguments and the environment.
  ///
  /// Help wins over everything (`-h`, `--help` anywhere before `--`, or `help [SUB]` as the
  /// first word), then `--version`; otherwise the arguments must name one subcommand with
  /// valid arguments. Global options go before or after the subcommand; options take their
  /// value as the next argument or after `=`, and one that repeats (`--tag`) keeps every value;
  /// everything after `--` is positional. Of the environment it reads only `copy`'s
  /// `ARTICULOS_TO_TOKEN`, as part of that subcommand's arguments; the server, the token, the
  /// CA file and the timeout hold the flags alone here, and ``Ajustes/resolver(_:entorno:archivo:)``
  /// fills them from the environment, the config file and the defaults.
  ///
  /// ```swift
  /// try Invocacion.parse(["search", "café", "--page=2"], entorno: [:])
  /// // .ejecutar(Orden(globales: OpcionesGlobales(), comando: .buscar(texto: "café", pagina: 2)))
  /// try Invocacion.parse(["list", "--limit"], entorno: [:])
  /// // throws ErrorDeUso("Missing value for '--limit <n>'.", subcomando: .listar)
  /// ```
  ///
  /// - Parameters:
  ///   - argumentos: The arguments after the program's name.
  ///   - entorno: The environment variables.
  /// - Throws: ``ErrorDeUso`` naming the first problem.
  static func parse(
    _ argumentos: [String], entorno: [String: String]
  ) throws(ErrorDeUso) -> Invocacion {
    if let peticion = try peticionDeAyudaOVersion(argumentos) { return peticion }

    var globales = OpcionesGlobales()
    var subcomando: Subcomando?
    var posicionales: [String] = []
    var valores: [String: String] = [:]
    var repetidos: [String: [String]] = [:]
    var banderas: Set<String> = []
    var trasSeparador = false
    var indice = argumentos.startIndex

    while indice < argumentos.endIndex {
      let argumento = argumentos[indice]
      indice += 1
      let pieza = trasSeparador ? .posicional(argumento) : PiezaDeArgumento(argumento)
      switch pieza {
      case .separador:
        trasSeparador = true
      case .opcionCorta(let corta):
        throw ErrorDeUso("Unknown option '\(corta)'.", subcomando: subcomando)
      case .posicional(let texto):
        if subcomando == nil {
          subcomando = try Self.subcomando(llamado: texto)
        } else {
          posicionales.append(texto)
        }
      case .opcion(let nombre, let enLinea):
        let especificacion = try Self.especificacion(de: nombre, en: subcomando)
        var valor: String?
        if especificacion.tomaValor {
          if let enLinea {
            valor = enLinea
          } else if indice < argumentos.endIndex,
            !PiezaDeArgumento.pareceOpcion(argumentos[indice])
          {
            valor = argumentos[indice]
            indice += 1
          } else {
            throw ErrorDeUso(
              "Missing value for '\(especificacion.firma)'.", subcomando: subcomando)
          }
        } else if enLinea != nil {
          throw ErrorDeUso(
            "The flag '\(nombre)' takes no value; write it alone.", subcomando: subcomando)
        }
        if OpcionesGlobales.especificaciones.contains(especificacion) {
          try aplicar(especificacion, valor: valor, a: &globales, subcomando: subcomando)
        } else if let valor, especificacion.repetible {
          repetidos[nombre, default: []].append(valor)
        } else if let valor {
          valores[nombre] = valor
        } else {
          banderas.insert(nombre)
        }
      }
    }

    guard let subcomando else { return .ayuda(nil) }
    let lectura = LecturaDeSubcomando(
      subcomando: subcomando, posicionales: posicionales, valores: valores, repetidos: repetidos,
      banderas: banderas)
    let comando = try lectura.comando(entorno: entorno)
    return .ejecutar(Orden(globales: globales, comando: comando))
  }

  /// `-h`, `--help`, `help [SUB]` or `--version`, found before any other check.
  private static func peticionDeAyudaOVersion(
    _ argumentos: [String]
  ) throws(ErrorDeUso) -> Invocacion? {
    var palabras: [String] = []
    var subcomando: Subcomando?
    var pideAyuda = false
    var pideVersion = false
    var indice = argumentos.startIndex
    exploracion: while indice < argumentos.endIndex {
      let pieza = PiezaDeArgumento(argumentos[indice])
      indice += 1
      switch pieza {
      case .separador:
        break exploracion
      case .opcionCorta:
        continue
      case .posicional(let palabra):
        if palabras.isEmpty { subcomando = Subcomando(nombre: palabra) }
        palabras.append(palabra)
      case .opcion(let nombre, let enLinea):
        if nombre == "--help" {
          pideAyuda = true
        } else if nombre == "--version" {
          pideVersion = true
        } else if enLinea == nil,
          let especificacion = try? especificacion(de: nombre, en: subcomando),
          especificacion.tomaValor, indice < argumentos.endIndex,
          !PiezaDeArgumento.pareceOpcion(argumentos[indice])
        {
          indice += 1
        }
      }
    }
    if palabras.first == "help" {
      guard palabras.count <= 2 else {
        throw ErrorDeUso("Unexpected argument '\(palabras[2])'.")
      }
      guard palabras.count == 2, palabras[1] != "help" else { return .ayuda(nil) }
      return .ayuda(try Self.subcomando(llamado: palabras[1]))
    }
    if pideAyuda { return .ayuda(subcomando) }
    if pideVersion { return .version }
    return nil
  }

  /// The subcommand called `nombre`, or an error suggesting the nearest one (or the one that
  /// does what a familiar word such as `edit` or `rm` asks for).
  private static func subcomando(llamado nombre: String) throws(ErrorDeUso) -> Subcomando {
    if let subcomando = Subcomando(nombre: nombre) { return subcomando }
    if let consejo = Self.consejos[nombre.lowercased()] {
      throw ErrorDeUso("Unknown subcommand '\(nombre)'. \(consejo)")
    }
    let sugerencia = Sugerencia.masParecida(
      a: nombre, entre: Subcomando.allCases.map(\.nombre) + ["help"])
    throw ErrorDeUso(
      "Unknown subcommand '\(nombre)'."
        + (sugerencia.map { " Did you mean '\($0)'?" } ?? ""))
  }

  /// What to use instead of words other tools use for the same thing.
  static let consejos: [String: String] = {
    let editar =
      "To change an article, use 'articulos save --id ID' with the fields to replace "
      + "(--title, --body, --tags, or --file)."
    let crear = "To create an article, use 'articulos save --title TITLE'."
    let borrar = "To delete, use 'articulos delete ID'."
    return [
      "edit": editar, "update": editar, "modify": editar, "set": editar,
      "new": crear, "create": crear, "add": crear, "put": crear,
      "rm": borrar, "remove": borrar, "del": borrar,
      "ls": "To list articles, use 'articulos list'.",
      "get": "To print one article, use 'articulos show ID'.",
      "view": "To print one article, use 'articulos show ID'.",
      "cat": "To print one article, use 'articulos show ID'.",
      "find": "To find articles, use 'articulos search TEXT'.",
      "grep": "To find articles, use 'articulos search TEXT'.",
    ]
  }()

  /// The option called `nombre` among the global ones and `subcomando`'s, or an error.
  private static func especificacion(
    de nombre: String, en subcomando: Subcomando?
  ) throws(ErrorDeUso) -> EspecificacionDeOpcion {
    if let global = OpcionesGlobales.especificaciones.first(where: { $0.nombre == nombre }) {
      return global
    }
    if let propia = subcomando?.opcion(nombre) { return propia }
    if subcomando == nil,
      let duena = Subcomando.allCases.first(where: { $0.opcion(nombre) != nil })
    {
      throw ErrorDeUso(
        "'\(nombre)' is an option of '\(duena.nombre)'; write it after the subcommand, as in "
          + "'articulos \(duena.nombre) \(nombre)'.")
    }
    let conocidas =
      OpcionesGlobales.especificaciones.map(\.nombre) + (subcomando?.opciones.map(\.nombre) ?? [])
    let sugerencia = Sugerencia.masParecida(a: nombre, entre: conocidas)
    throw ErrorDeUso(
      "Unknown option '\(nombre)'." + (sugerencia.map { " Did you mean '\($0)'?" } ?? ""),
      subcomando: subcomando)
  }

  /// Records a global option's value.
  private static func aplicar(
    _ especificacion: EspecificacionDeOpcion, valor: String?, a globales: inout OpcionesGlobales,
    subcomando: Subcomando?
  ) throws(ErrorDeUso) {
    switch especificacion.nombre {
    case "--api":
      let url = try LecturaDeSubcomando.url(
        valor ?? "", de: "'--api <url>'", subcomando: subcomando)
      globales.api = Ajuste(valor: url, origen: .bandera("--api"))
    case "--token":
      let token = try LecturaDeSubcomando.token(
        valor ?? "", de: "'--token <token>'", subcomando: subcomando)
      globales.token = Ajuste(valor: token, origen: .bandera("--token"))
    case "--ca-file":
      guard let ruta = valor, !ruta.isEmpty else {
        throw ErrorDeUso("The value of '--ca-file <pem>' is empty.", subcomando: subcomando)
      }
      globales.autoridadesDeCertificacion = Ajuste(valor: ruta, origen: .bandera("--ca-file"))
    case "--timeout":
      let tiempo = try LecturaDeSubcomando.segundos(
        valor ?? "", de: "'--timeout <seconds>'", subcomando: subcomando)
      globales.tiempoMaximo = Ajuste(valor: tiempo, origen: .bandera("--timeout"))
    case "--color":
      guard let modo = valor.flatMap(ModoDeColor.init(rawValue:)) else {
        throw ErrorDeUso(especificacion.valorInvalido(valor ?? ""), subcomando: subcomando)
      }
      globales.color = modo
    case "--json": globales.json = true
    case "--verbose": globales.verbose = true
    case "--demo": globales.demo = true
    default: break
    }
  }
}
