import ArticulosPostgres
import Foundation

extension URL {
  /// Whether this `--api` or `copy --to` names a PostgreSQL database (`postgres://` or
  /// `postgresql://`), served by `ArticulosPostgres`, rather than a Datasette server.
  ///
  /// The commands and the parser ask here, so only this folder and `Composicion/` name the
  /// live modules (`Scripts/check-boundaries.py` checks it).
  ///
  /// ```swift
  /// URL(string: "postgres://127.0.0.1/articulos")!.esDePostgres  // true
  /// URL(string: "http://127.0.0.1:8001")!.esDePostgres           // false
  /// ```
  var esDePostgres: Bool { ConfiguracionPostgres.esURI(absoluteString) }
}
