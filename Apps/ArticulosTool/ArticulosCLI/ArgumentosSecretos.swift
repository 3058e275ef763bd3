#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hides the tokens given on the command line from the process list.
///
/// On Linux `/proc/<pid>/cmdline`, which `ps` shows to every user of the machine, reads the
/// live memory of the process's arguments. Once the tool has its own copy of them, it
/// overwrites the bytes of every token there with `*`, so `ps` shows `--token ********`.
/// What this cannot hide: the instant between the start of the process and this call, the
/// length of the token, and the shell's history. `ARTICULOS_TOKEN` and the config file have
/// none of these problems (`/proc/<pid>/environ` is readable only by the same user and root).
///
/// The tokens are found the way ``Invocacion/parse(_:entorno:)`` finds them: the value of
/// `--token` or `--to-token`, given after `=` or as the next argument when that does not look
/// like an option, and nothing after `--`.
///
/// ```swift
/// let argumentos = Array(CommandLine.arguments.dropFirst())  // a copy, first
/// ArgumentosSecretos.ocultarEnElProceso()
/// // ps: articulos --token ************ save --title Hola
/// ```
enum ArgumentosSecretos {
  /// The options whose value is a token.
  static let opciones: Set<String> = ["--token", "--to-token"]

  /// The byte that stands in for each byte of a token.
  static let relleno = UInt8(ascii: "*")

  /// Where a token starts: which argument, and from which byte of it (UTF-8) to its end.
  struct Posicion: Hashable, Sendable {
    /// The argument's index in the array given.
    var argumento: Int
    /// The first byte of the token in that argument.
    var desde: Int
  }

  /// Where the tokens are in `argumentos` (the arguments after the program's name).
  ///
  /// ```swift
  /// ArgumentosSecretos.posiciones(en: ["--token", "abc", "--to-token=xyz", "copy"])
  /// // [Posicion(argumento: 1, desde: 0), Posicion(argumento: 2, desde: 11)]
  /// ```
  static func posiciones(en argumentos: [String]) -> [Posicion] {
    var posiciones: [Posicion] = []
    var indice = argumentos.startIndex
    while indice < argumentos.endIndex {
      let pieza = PiezaDeArgumento(argumentos[indice])
      indice += 1
      switch pieza {
      case .separador:
        return posiciones
      case .opcion(let nombre, .some) where opciones.contains(nombre):
        posiciones.append(Posicion(argumento: indice - 1, desde: nombre.utf8.count + 1))
      case .opcion(let nombre, nil) where opciones.contains(nombre):
        guard indice < argumentos.endIndex, !PiezaDeArgumento.pareceOpcion(argumentos[indice])
        else { continue }
        posiciones.append(Posicion(argumento: indice, desde: 0))
        indice += 1
      default:
        continue
      }
    }
    return posiciones
  }

  /// Overwrites every token in the C arguments `argv` (`cantidad` of them, the program's name
  /// first) with ``relleno``, in place; the strings keep their length.
  ///
  /// ```swift
  /// ArgumentosSecretos.ocultar(en: CommandLine.unsafeArgv, cantidad: Int(CommandLine.argc))
  /// ```
  static func ocultar(
    en argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, cantidad: Int
  ) {
    guard cantidad > 1 else { return }
    let argumentos = (1..<cantidad).map { argv[$0].map { String(cString: $0) } ?? "" }
    for posicion in posiciones(en: argumentos) {
      guard let texto = argv[posicion.argumento + 1] else { continue }
      let longitud = strlen(texto)
      guard posicion.desde < longitud else { continue }
      UnsafeMutableRawPointer(texto + posicion.desde)
        .initializeMemory(as: UInt8.self, repeating: relleno, count: longitud - posicion.desde)
    }
  }

  /// Hides the tokens of this process's own arguments (see ``ocultar(en:cantidad:)``).
  ///
  /// Call it after copying `CommandLine.arguments`, which it does not change.
  static func ocultarEnElProceso() {
    ocultar(en: CommandLine.unsafeArgv, cantidad: Int(CommandLine.argc))
  }
}
