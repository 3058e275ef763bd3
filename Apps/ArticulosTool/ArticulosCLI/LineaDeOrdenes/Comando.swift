/// What one run of `articulos` does: a subcommand with its arguments, already checked.
///
/// It holds the value of one ``ComandoDeArticulos`` type (``Listar``, ``Copiar``...), whatever
/// its type, and compares by that value; each command's file adds the factory that builds it,
/// so tests and examples name commands as they read.
///
/// ```swift
/// let orden = try Invocacion.parse(["show", "a1"], entorno: [:])
/// // .ejecutar(Orden(globales: OpcionesGlobales(), comando: .mostrar(id: "a1")))
/// orden.comando.subcomando  // .mostrar
/// ```
struct Comando: Hashable, Sendable {
  /// The command itself; `as?` gives its own type back, such as ``Copiar`` to read its
  /// destination.
  let valor: any ComandoDeArticulos

  /// Wraps one command.
  init(_ valor: some ComandoDeArticulos) {
    self.valor = valor
  }

  /// The subcommand it runs.
  var subcomando: Subcomando { type(of: valor).subcomando }

  /// The text `completion` and `man` print, made from the command-line tables alone: they
  /// need no server, no token and no config file. `nil` for every other command.
  ///
  /// ```swift
  /// Comando.completado(.bash).documento  // "# bash completion for articulos ..."
  /// Comando.mostrar(id: "a1").documento  // nil
  /// ```
  var documento: String? { valor.documento }

  /// Whether both hold the same command: of the same type, with equal values.
  static func == (uno: Comando, otro: Comando) -> Bool {
    AnyHashable(uno.valor) == AnyHashable(otro.valor)
  }

  /// Hashes the command's value.
  func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(valor))
  }
}
