/// An aligned table of text that fits a width, shrinking columns and cutting cells with `…`.
///
/// Columns start as wide as their widest cell. When the whole is wider than the terminal,
/// the shrinkable columns give up width in ``ColumnaDeTabla/ordenDeEncogimiento`` order, down
/// to their minimum. When even the minimums do not fit, the ``ColumnaDeTabla/prescindible``
/// columns are left out, from the right; what still overflows is cut at the width.
///
/// ```swift
/// let tabla = Tabla(
///   columnas: [ColumnaDeTabla("ID"), ColumnaDeTabla("TITLE", minimo: 10, ordenDeEncogimiento: 1)],
///   filas: [["a1", "Café de especialidad en casa"]])
/// print(tabla.texto(ancho: 20))
/// // ID  TITLE
/// // a1  Café de e…
/// ```
struct Tabla: Sendable {
  /// The space between two columns.
  static let separacion = "  "

  /// The columns, left to right.
  var columnas: [ColumnaDeTabla]
  /// The rows, each with one cell per column.
  var filas: [[String]]

  /// The widths the columns get within `ancho` columns.
  func anchos(dentroDe ancho: Int) -> [Int] {
    var anchos = columnas.indices.map { indice in
      filas.reduce(AnchoVisible.de(columnas[indice].titulo)) { mayor, fila in
        max(mayor, AnchoVisible.de(AnchoVisible.enUnaLinea(fila[indice])))
      }
    }
    let separaciones = Tabla.separacion.count * max(0, columnas.count - 1)
    var sobrante = anchos.reduce(separaciones, +) - ancho
    let encogibles = columnas.indices
      .compactMap { indice in columnas[indice].ordenDeEncogimiento.map { (indice, $0) } }
      .sorted { $0.1 < $1.1 }
      .map(\.0)
    for indice in encogibles where sobrante > 0 {
      let cedible = max(0, anchos[indice] - columnas[indice].minimo)
      let cedido = min(cedible, sobrante)
      anchos[indice] -= cedido
      sobrante -= cedido
    }
    return anchos
  }

  /// The table without the columns that do not fit even at their minimum, when they may go.
  func visible(dentroDe ancho: Int) -> Tabla {
    var tabla = self
    while tabla.anchoMinimo > ancho,
      let indice = tabla.columnas.lastIndex(where: \.prescindible)
    {
      tabla.columnas.remove(at: indice)
      tabla.filas = tabla.filas.map { fila in
        var fila = fila
        fila.remove(at: indice)
        return fila
      }
    }
    return tabla
  }

  /// The width of the table with every shrinkable column at its minimum.
  private var anchoMinimo: Int {
    let naturales = anchos(dentroDe: 0)
    return naturales.reduce(Tabla.separacion.count * max(0, columnas.count - 1), +)
  }

  /// The table as lines, the header first, each at most `ancho` columns wide.
  ///
  /// - Parameters:
  ///   - ancho: The width to fit.
  ///   - resaltarCabecera: Whether to print the header in bold (a terminal without `NO_COLOR`).
  func texto(ancho: Int, resaltarCabecera: Bool = false) -> String {
    let visible = visible(dentroDe: ancho)
    guard visible.columnas.count == columnas.count else {
      return visible.texto(ancho: ancho, resaltarCabecera: resaltarCabecera)
    }
    let anchos = anchos(dentroDe: ancho)
    func linea(_ celdas: [String]) -> String {
      let partes = celdas.indices.map { indice in
        let celda = AnchoVisible.enUnaLinea(celdas[indice])
        return indice == celdas.count - 1
          ? AnchoVisible.recortar(celda, a: anchos[indice])
          : AnchoVisible.rellenar(celda, a: anchos[indice])
      }
      var completa = partes.joined(separator: Tabla.separacion)
      while completa.last == " " { completa.removeLast() }
      return AnchoVisible.recortar(completa, a: ancho)
    }
    var cabecera = linea(columnas.map(\.titulo))
    if resaltarCabecera { cabecera = "\u{1B}[1m" + cabecera + "\u{1B}[0m" }
    return ([cabecera] + filas.map(linea)).joined(separator: "\n")
  }
}
