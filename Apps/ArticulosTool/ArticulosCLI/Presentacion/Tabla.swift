/// An aligned table of text that fits a width, shrinking columns and cutting cells with `…`.
///
/// Columns start as wide as their widest cell. When the whole is wider than the terminal,
/// the shrinkable columns give up width in ``ColumnaDeTabla/ordenDeEncogimiento`` order, down
/// to their minimum. When even the minimums do not fit, the ``ColumnaDeTabla/ordenDeDescarte``
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

  /// The positions of the columns that show within `ancho`: every one, unless even every
  /// shrinkable column at its minimum is too wide; then columns with a
  /// ``ColumnaDeTabla/ordenDeDescarte`` go, lowest first.
  func columnasVisibles(dentroDe ancho: Int) -> [Int] {
    var indices = Array(columnas.indices)
    while solo(indices).anchoMinimo > ancho,
      let descartada = indices.filter({ columnas[$0].ordenDeDescarte != nil })
        .min(by: { columnas[$0].ordenDeDescarte ?? 0 < columnas[$1].ordenDeDescarte ?? 0 })
    {
      indices.removeAll { $0 == descartada }
    }
    return indices
  }

  /// The table with only the columns at `indices`, in that order.
  private func solo(_ indices: [Int]) -> Tabla {
    Tabla(
      columnas: indices.map { columnas[$0] }, filas: filas.map { fila in indices.map { fila[$0] } })
  }

  /// The width of the table with every shrinkable column at its minimum.
  private var anchoMinimo: Int {
    let naturales = anchos(dentroDe: 0)
    return naturales.reduce(Tabla.separacion.count * max(0, columnas.count - 1), +)
  }

  /// The layout these rows call for within `ancho`: which columns show, and how wide.
  ///
  /// A listing printed page by page lays out its first page with it, then every later row with
  /// ``DisposicionDeTabla/linea(_:)``, so the columns stay aligned without keeping the rows.
  func disposicion(dentroDe ancho: Int) -> DisposicionDeTabla {
    let indices = columnasVisibles(dentroDe: ancho)
    return DisposicionDeTabla(
      columnas: indices.map { columnas[$0] }, posiciones: indices,
      anchos: solo(indices).anchos(dentroDe: ancho), ancho: ancho)
  }

  /// The table as lines, the header first, each at most `ancho` columns wide.
  func texto(ancho: Int) -> String {
    let disposicion = disposicion(dentroDe: ancho)
    return ([disposicion.cabecera] + filas.map(disposicion.linea)).joined(separator: "\n")
  }
}
