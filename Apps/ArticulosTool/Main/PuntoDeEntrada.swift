import ArticulosCLI

/// The `articulos` executable: everything it does lives in `ArticulosCLI`, which the tests link
/// directly; this only starts it.
@main
enum PuntoDeEntrada {
  /// Runs `articulos` with the process's arguments and exits with its status.
  static func main() async {
    await Articulos.principal()
  }
}
