/// One reason an article cannot be saved.
///
/// ```swift
/// ProblemaDeArticulo.tituloVacio.description  // "the title is empty"
/// ```
public enum ProblemaDeArticulo: Hashable, Sendable, CustomStringConvertible {
  /// The id is empty or longer than 200 characters.
  case idInvalido
  /// The title is empty or only spaces.
  case tituloVacio
  /// The title is longer than 200 characters.
  case tituloDemasiadoLargo(longitud: Int)
  /// The body has more than 1 MiB of UTF-8.
  case cuerpoDemasiadoLargo(longitud: Int)
  /// More than 20 tags.
  case demasiadasEtiquetas(cantidad: Int)
  /// A tag is empty or only spaces.
  case etiquetaVacia
  /// A tag is longer than 50 characters.
  ///
  /// ```swift
  /// ProblemaDeArticulo.etiquetaDemasiadoLarga(String(repeating: "x", count: 51)).description
  /// // "the tag 'xxxxxxxxxxxxxxxxxxxx…' is longer than 50 characters": its first 20 only
  /// ```
  case etiquetaDemasiadoLarga(String)
  /// A tag appears twice (ignoring case and accents).
  ///
  /// ```swift
  /// articulo.etiquetas = ["Café", "recetas", "cafe"]
  /// articulo.problemas  // [.etiquetaRepetida("cafe")]: the second spelling
  /// ```
  case etiquetaRepetida(String)
  /// The server refused the article and said why.
  case rechazadoPorElServidor(String)

  /// The problem in words, to follow "cannot be saved: ".
  ///
  /// ```swift
  /// ProblemaDeArticulo.etiquetaRepetida("cafe").description  // "the tag 'cafe' appears twice"
  /// ```
  public var description: String {
    switch self {
    case .idInvalido: "the id must be 1 to 200 characters"
    case .tituloVacio: "the title is empty"
    case .tituloDemasiadoLargo(let longitud):
      "the title has \(longitud) characters, more than \(Articulo.longitudMaximaTitulo)"
    case .cuerpoDemasiadoLargo(let longitud):
      "the body has \(longitud) bytes, more than \(Articulo.longitudMaximaCuerpo) (1 MiB)"
    case .demasiadasEtiquetas(let cantidad):
      "it has \(cantidad) tags, more than \(Articulo.maximoEtiquetas)"
    case .etiquetaVacia: "a tag is empty"
    case .etiquetaDemasiadoLarga(let etiqueta):
      "the tag '\(etiqueta.prefix(20))…' is longer than \(Articulo.longitudMaximaEtiqueta) characters"
    case .etiquetaRepetida(let etiqueta): "the tag '\(etiqueta)' appears twice"
    case .rechazadoPorElServidor(let motivo): "the server refused it: \(motivo)"
    }
  }
}
