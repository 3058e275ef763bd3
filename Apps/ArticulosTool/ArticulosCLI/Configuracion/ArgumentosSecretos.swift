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
/// replaces every token there with eight stars, so `ps` shows `--token ********`, whatever the
/// token's length. What this cannot hide: the instant between the start of the process and
/// this call, and the shell's history. `ARTICULOS_TOKEN` and the config file have
/// none of these problems (`/proc/<pid>/environ` is readable only by the same user and root).
///
/// The tokens are found the way ``Invocacion/parse(_:entorno:)`` finds them: the value of
/// `--token` or `--to-token`, given after `=` or as the next argument when that does not look
/// like an option, and nothing after `--`.
///
/// ```swift
/// let argumentos = Array(CommandLine.arguments.dropFirst())  // a copy, first
/// ArgumentosSecretos.ocultarEnElProceso()
/// // ps: articulos --token ******** save --title Hola
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

  /// What stands for a token in the process list: eight stars, whatever the token's length
  /// (a token shorter than eight bytes gets one star per byte: the arguments cannot grow).
  static let marca = [UInt8](repeating: relleno, count: 8)

  /// Replaces every token in the C arguments `argv` (`cantidad` of them, the program's name
  /// first) with ``marca``, in place.
  ///
  /// When the arguments lie one after another in one block, as the kernel lays them out, the
  /// ones after a token move back over the bytes it freed and the block's end is filled with
  /// NUL bytes, so `ps` shows `--token ******** list`; otherwise each argument is cut short
  /// where its token's stars end.
  ///
  /// ```swift
  /// ArgumentosSecretos.ocultar(en: CommandLine.unsafeArgv, cantidad: Int(CommandLine.argc))
  /// ```
  static func ocultar(
    en argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, cantidad: Int
  ) {
    guard cantidad > 1 else { return }
    let argumentos = (1..<cantidad).map { argv[$0].map { String(cString: $0) } ?? "" }
    let posiciones = posiciones(en: argumentos)
    guard !posiciones.isEmpty else { return }
    let largos = (0..<cantidad).map { argv[$0].map { strlen($0) } ?? 0 }
    var nuevos: [[UInt8]] = (0..<cantidad).map { indice in
      guard let texto = argv[indice] else { return [] }
      return texto.withMemoryRebound(to: UInt8.self, capacity: largos[indice]) {
        Array(UnsafeBufferPointer(start: $0, count: largos[indice]))
      }
    }
    for posicion in posiciones {
      let indice = posicion.argumento + 1
      guard posicion.desde < nuevos[indice].count else { continue }
      let largo = nuevos[indice].count - posicion.desde
      nuevos[indice] = Array(nuevos[indice][..<posicion.desde] + marca.prefix(largo))
    }
    let contiguos =
      (0..<cantidad).allSatisfy { argv[$0] != nil }
      && (0..<(cantidad - 1)).allSatisfy { argv[$0 + 1] == argv[$0]! + largos[$0] + 1 }
    if contiguos, let inicio = argv[0] {
      let bloque = UnsafeMutableRawPointer(inicio).assumingMemoryBound(to: UInt8.self)
      let total = largos.reduce(0) { $0 + $1 + 1 }
      var desplazamiento = 0
      for indice in 0..<cantidad {
        let bytes = nuevos[indice]
        (bloque + desplazamiento).update(from: bytes, count: bytes.count)
        bloque[desplazamiento + bytes.count] = 0
        argv[indice] = inicio + desplazamiento
        desplazamiento += bytes.count + 1
      }
      (bloque + desplazamiento).update(repeating: 0, count: total - desplazamiento)
      return
    }
    for posicion in posiciones {
      let indice = posicion.argumento + 1
      guard let texto = argv[indice] else { continue }
      let bytes = UnsafeMutableRawPointer(texto).assumingMemoryBound(to: UInt8.self)
      bytes.update(from: nuevos[indice], count: nuevos[indice].count)
      (bytes + nuevos[indice].count)
        .update(repeating: 0, count: largos[indice] - nuevos[indice].count)
    }
  }

  /// Hides the tokens of this process's own arguments (see ``ocultar(en:cantidad:)``).
  ///
  /// Call it after copying `CommandLine.arguments`, which it does not change.
  static func ocultarEnElProceso() {
    ocultar(en: CommandLine.unsafeArgv, cantidad: Int(CommandLine.argc))
  }
}
