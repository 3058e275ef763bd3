/// How a ``Tabla`` is laid out: which of its columns show, how wide each is, within what width.
///
/// ``Tabla/disposicion(dentroDe:)`` decides it from some rows; then any row with the same
/// columns prints aligned with them. That is how `list --all` prints page after page without
/// keeping the pages: the first page sets the widths, and a later cell that is wider is cut
/// with `…`.
///
/// ```swift
/// let disposicion = primeraPagina.disposicion(dentroDe: 80)
/// print(disposicion.cabecera)
/// for fila in otraPagina.filas { print(disposicion.linea(fila)) }
/// ```
struct DisposicionDeTabla: Hashable, Sendable {
  /// The columns that show, left to right.
  var columnas: [ColumnaDeTabla]
  /// Where each of them is in a whole row of the table.
  var posiciones: [Int]
  /// The width of each of them.
  var anchos: [Int]
  /// The width every line fits in.
  var ancho: Int

  /// The header line (``Consola/imprimir(_:resaltandoLaPrimeraLinea:)`` makes it bold).
  var cabecera: String {
    lineaVisible(columnas.map(\.titulo))
  }

  /// One row of the table (a cell for every column, shown or not) as a line.
  func linea(_ fila: [String]) -> String {
    lineaVisible(posiciones.map { fila[$0] })
  }

  /// The cells of the columns that show, padded to their widths and cut to fit; a cell of a
  /// column that neither shrinks nor is left out (the id) is never cut.
  private func lineaVisible(_ celdas: [String]) -> String {
    let partes = celdas.indices.map { indice in
      let celda = AnchoVisible.enUnaLinea(celdas[indice])
      let ultima = indice == celdas.count - 1
      if Self.esIntocable(columnas[indice]) {
        return ultima
          ? celda
          : celda + String(repeating: " ", count: max(0, anchos[indice] - AnchoVisible.de(celda)))
      }
      return ultima
        ? AnchoVisible.recortar(celda, a: anchos[indice])
        : AnchoVisible.rellenar(celda, a: anchos[indice])
    }
    var completa = partes.joined(separator: Tabla.separacion)
    while completa.last == " " { completa.removeLast() }
    // NB: Never cut into a cell of a column that neither shrinks nor is left out (the id): a
    // cut id cannot be pasted, a long line can. The widths already fit the line within
    // `ancho` unless such cells alone are wider.
    let fijo =
      columnas.lastIndex(where: Self.esIntocable).map { ultimo in
        partes[...ultimo].reduce(Tabla.separacion.count * ultimo) { $0 + AnchoVisible.de($1) }
      } ?? 0
    return AnchoVisible.recortar(completa, a: max(ancho, fijo))
  }

  /// Whether `columna` neither shrinks nor is ever left out: the id's.
  private static func esIntocable(_ columna: ColumnaDeTabla) -> Bool {
    columna.ordenDeEncogimiento == nil && columna.ordenDeDescarte == nil
  }
}
