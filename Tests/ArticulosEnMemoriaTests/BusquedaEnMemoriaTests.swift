import ArticulosEnMemoria
import ArticulosInterface
import Foundation
import Testing

/// An article with this id and text; the dates do not matter to a search.
private func articulo(
  _ id: String, _ titulo: String, _ cuerpo: String = "", etiquetas: [String] = []
) -> Articulo {
  Articulo(
    id: Articulo.ID(rawValue: id), titulo: titulo, cuerpo: cuerpo, etiquetas: etiquetas,
    creado: .distantPast, actualizado: .distantPast)
}

/// An excerpt written with brackets around the matched words.
private func conCorchetes(_ extracto: Extracto?) -> String? {
  extracto?.partes.map { parte in
    switch parte {
    case .texto(let texto): texto
    case .coincidencia(let palabra): "[\(palabra)]"
    }
  }.joined()
}

/// Some articles that never match the searches below, so the words searched are rare.
private let relleno = (0..<20).map { indice in
  articulo("z\(indice)", "Nota \(indice)", "Un texto cualquiera sobre otra cosa.")
}

@Suite("The in-memory client ranks a search, explains each match and filters by tag")
struct BusquedaEnMemoriaTests {
  @Test("The article with the word in its title comes before those that only mention it")
  func tituloPrimero() async throws {
    let cliente = ClienteArticulos.enMemoria(
      relleno + [
        articulo("a1", "Escuelas de Medellín", "Hablamos de todo, también del café de la zona."),
        articulo("a2", "Opinión: café, ¿moda o necesidad?", "Una bebida de siempre."),
        articulo("a3", "Recetas", "Con leche, con canela o con café solo."),
      ])
    let pagina = try await cliente.buscar(texto: "cafe", pagina: 1)
    #expect(pagina.articulos.first?.id == "a2")
    #expect(Set(pagina.articulos.map(\.id)) == ["a1", "a2", "a3"])
  }

  @Test("A word in the tags weighs more than the same word in the body")
  func etiquetasAntesQueCuerpo() async throws {
    let cliente = ClienteArticulos.enMemoria(
      relleno + [
        articulo("b1", "Uno", "Habla de jardines y de flores."),
        articulo("b2", "Dos", "Habla de huertos y de frutas.", etiquetas: ["flores"]),
      ])
    let pagina = try await cliente.buscar(texto: "flores", pagina: 1)
    #expect(pagina.articulos.map(\.id) == ["b2", "b1"])
  }

  @Test("Equal scores go by id, so every page is the same each time")
  func empatesPorId() async throws {
    let iguales = ["c3", "c1", "c2"].map { articulo($0, "Té verde", "El mismo texto.") }
    let cliente = ClienteArticulos.enMemoria(relleno + iguales)
    let pagina = try await cliente.buscar(texto: "té", pagina: 1)
    #expect(pagina.articulos.map(\.id) == ["c1", "c2", "c3"])
  }

  @Test("Page N+1 starts where page N ended, and the pages cover every match once")
  func paginasSeguidas() async throws {
    let coincidentes = (0..<25).map { indice in
      articulo(
        "d\(indice)", "Café número \(indice)",
        String(repeating: "café ", count: indice % 4) + "fin")
    }
    let cliente = ClienteArticulos.enMemoria(relleno + coincidentes, tamanoPagina: 10)
    var vistos: [Articulo.ID] = []
    for numero in 1...3 {
      let pagina = try await cliente.buscar(texto: "café", pagina: numero)
      #expect(pagina.total == 25)
      vistos += pagina.articulos.map(\.id)
    }
    let todos = try await cliente.buscar(texto: "café", pagina: 1)
    #expect(vistos.count == 25)
    #expect(Set(vistos) == Set(coincidentes.map(\.id)))
    #expect(Array(vistos.prefix(10)) == todos.articulos.map(\.id))
  }

  @Test("Every word must match, ignoring case and accents, but the order still ranks")
  func todasLasPalabras() async throws {
    let cliente = ClienteArticulos.enMemoria(
      relleno + [
        articulo("e1", "Café con leche", "Receta de la abuela."),
        articulo("e2", "Café solo", "Sin leche."),
        articulo("e3", "Leche de avena", "Sin nada más."),
      ])
    let pagina = try await cliente.buscar(texto: "LECHE cafe", pagina: 1)
    #expect(pagina.articulos.map(\.id) == ["e1", "e2"])
  }

  @Test("Each result carries an excerpt with the matched words marked, as written")
  func extractoMarcaPalabras() async throws {
    let cliente = ClienteArticulos.enMemoria(
      relleno + [articulo("f1", "Opinión: Café, ¿moda o necesidad?", "Una bebida de siempre.")])
    let pagina = try await cliente.buscar(texto: "cafe", pagina: 1)
    #expect(conCorchetes(pagina.extractos["f1"]) == "Opinión: [Café], ¿moda o necesidad?")
    #expect(pagina.extractos["f1"]?.texto == "Opinión: Café, ¿moda o necesidad?")
  }

  @Test("A long body is cut to a few words around the match, with ellipses")
  func cuerpoLargoRecortado() async throws {
    let cuerpo =
      "Esta es una historia larga que empieza lejos y sigue durante muchas palabras antes "
      + "de llegar por fin a la taza de café que todos esperaban con paciencia y cariño "
      + "mientras la tarde caía sobre el pueblo."
    let cliente = ClienteArticulos.enMemoria(relleno + [articulo("g1", "Una tarde", cuerpo)])
    let extracto = try await cliente.buscar(texto: "café", pagina: 1).extractos["g1"]
    let texto = try #require(conCorchetes(extracto))
    #expect(texto.hasPrefix("…"))
    #expect(texto.hasSuffix("…"))
    #expect(texto.contains("[café]"))
    let palabras = extracto?.texto.split { !($0.isLetter || $0.isNumber) } ?? []
    #expect(palabras.count <= 12)
  }

  @Test("A listing has no excerpts, and text without words lists by id")
  func sinPalabrasSinExtractos() async throws {
    let cliente = ClienteArticulos.enMemoria(
      [articulo("h2", "Dos"), articulo("h1", "Uno")])
    let pagina = try await cliente.buscar(texto: " ¿? ", pagina: 1)
    #expect(pagina.articulos.map(\.id) == ["h1", "h2"])
    #expect(pagina.extractos.isEmpty)
  }

  @Test("Filtering keeps the articles with every tag, ignoring case and accents")
  func filtroPorEtiquetas() async throws {
    let cliente = ClienteArticulos.enMemoria([
      articulo("i1", "Uno", etiquetas: ["Recetas", "café"]),
      articulo("i2", "Dos", etiquetas: ["recetas"]),
      articulo("i3", "Tres", etiquetas: ["CAFE"]),
    ])
    let ambas = try await cliente.filtrar(texto: "", etiquetas: ["recetas", "Café"], pagina: 1)
    #expect(ambas.articulos.map(\.id) == ["i1"])
    let cafe = try await cliente.filtrar(texto: "", etiquetas: ["cafe"], pagina: 1)
    #expect(cafe.articulos.map(\.id) == ["i1", "i3"])
    #expect(cafe.total == 2)
    let ninguna = try await cliente.filtrar(texto: "", etiquetas: ["té"], pagina: 1)
    #expect(ninguna.articulos.isEmpty)
  }

  @Test("Filtering with words ranks the articles the tags leave")
  func filtroYBusqueda() async throws {
    let cliente = ClienteArticulos.enMemoria(
      relleno + [
        articulo("j1", "Notas", "Algo sobre café.", etiquetas: ["viajes"]),
        articulo("j2", "Café en Lisboa", "Un viaje.", etiquetas: ["viajes"]),
        articulo("j3", "Café en casa", "Sin salir.", etiquetas: ["casa"]),
      ])
    let pagina = try await cliente.filtrar(texto: "café", etiquetas: ["viajes"], pagina: 1)
    #expect(pagina.articulos.map(\.id) == ["j2", "j1"])
    #expect(pagina.extractos.keys.sorted() == ["j1", "j2"])
  }

  @Test("buscar is filtrar without tags")
  func buscarEsFiltrarSinEtiquetas() async throws {
    let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
    for texto in ["café", "", "receta leche"] {
      #expect(
        try await cliente.buscar(texto: texto, pagina: 1)
          == cliente.filtrar(texto: texto, etiquetas: [], pagina: 1))
    }
  }

  @Test("An empty tag is refused, not taken as no filter", arguments: ["", "  "])
  func etiquetaVaciaRechazada(etiqueta: String) async {
    let cliente = ClienteArticulos.enMemoria(Articulo.muestra)
    await #expect {
      _ = try await cliente.filtrar(texto: "", etiquetas: [etiqueta], pagina: 1)
    } throws: { error in
      if case ErrorArticulos.peticionRechazada(400, let mensaje) = error {
        return mensaje.contains("tag")
      }
      return false
    }
  }
}
