import Foundation

extension Articulo {
  /// The longest id accepted, in characters (an id is never empty).
  package static let longitudMaximaId = 200
  /// The longest title accepted, in characters.
  package static let longitudMaximaTitulo = 200
  /// The longest body accepted, in bytes of UTF-8: 1 MiB, on every path (save, import, copy),
  /// so what an export holds imports again.
  package static let longitudMaximaCuerpo = 1_048_576
  /// The most tags an article may have.
  package static let maximoEtiquetas = 20
  /// The longest tag accepted, in characters.
  package static let longitudMaximaEtiqueta = 50

  /// What is wrong with this article, empty when it can be saved.
  ///
  /// Clients and features check it before any request, so a bad article never costs a round
  /// trip and every problem is named at once.
  ///
  /// ```swift
  /// var borrador = Articulo.muestra[0]
  /// borrador.titulo = "  "
  /// borrador.problemas  // [.tituloVacio]
  /// ```
  public var problemas: [ProblemaDeArticulo] {
    var problemas: [ProblemaDeArticulo] = []
    if id.rawValue.isEmpty || id.rawValue.count > Self.longitudMaximaId {
      problemas.append(.idInvalido)
    }
    if titulo.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      problemas.append(.tituloVacio)
    } else if titulo.count > Self.longitudMaximaTitulo {
      problemas.append(.tituloDemasiadoLargo(longitud: titulo.count))
    }
    if cuerpo.utf8.count > Self.longitudMaximaCuerpo {
      problemas.append(.cuerpoDemasiadoLargo(longitud: cuerpo.utf8.count))
    }
    if etiquetas.count > Self.maximoEtiquetas {
      problemas.append(.demasiadasEtiquetas(cantidad: etiquetas.count))
    }
    var vistas: Set<String> = []
    for etiqueta in etiquetas {
      let limpia = etiqueta.trimmingCharacters(in: .whitespacesAndNewlines)
      if limpia.isEmpty {
        problemas.append(.etiquetaVacia)
      } else if limpia.count > Self.longitudMaximaEtiqueta {
        problemas.append(.etiquetaDemasiadoLarga(limpia))
      } else if !vistas.insert(TextoNormalizado.clave(limpia)).inserted {
        problemas.append(.etiquetaRepetida(limpia))
      }
    }
    return problemas
  }
}
