import ArticulosInterface
import Testing

@testable import ArticulosLive

@Suite("CacheDeCursores remembers where numbered pages start")
struct CacheDeCursoresTests {
  private static let consulta = CacheDeCursores.Consulta(tabla: "t", busqueda: "cafe", tamano: 20)

  private static func cursor(_ texto: String) -> CursorDePagina { CursorDePagina(rawValue: texto) }

  @Test("with nothing known, paging starts at page 1 without a token")
  func vaciaEmpiezaEnUno() {
    let cache = CacheDeCursores()
    let (pagina, cursor) = cache.puntoDePartida(de: Self.consulta, hasta: 9)
    #expect(pagina == 1)
    #expect(cursor == nil)
  }

  @Test("the nearest known page at or before the one asked for is the starting point")
  func paginaConocidaMasCercana() {
    let cache = CacheDeCursores()
    cache.recordar(Self.cursor("p2"), pagina: 2, de: Self.consulta)
    cache.recordar(Self.cursor("p5"), pagina: 5, de: Self.consulta)
    #expect(cache.puntoDePartida(de: Self.consulta, hasta: 4) == (2, Self.cursor("p2")))
    #expect(cache.puntoDePartida(de: Self.consulta, hasta: 5) == (5, Self.cursor("p5")))
    #expect(cache.puntoDePartida(de: Self.consulta, hasta: 9) == (5, Self.cursor("p5")))
    #expect(cache.puntoDePartida(de: Self.consulta, hasta: 1) == (1, nil))
  }

  @Test("queries differing in table, words or page size do not share tokens")
  func consultasSeparadas() {
    let cache = CacheDeCursores()
    cache.recordar(Self.cursor("p2"), pagina: 2, de: Self.consulta)
    var otras = [Self.consulta, Self.consulta, Self.consulta]
    otras[0].tabla = "u"
    otras[1].busqueda = nil
    otras[2].tamano = 21
    for otra in otras {
      #expect(cache.puntoDePartida(de: otra, hasta: 2) == (1, nil))
    }
  }

  @Test("forgetting a table drops its queries and keeps the others")
  func olvidarTabla() {
    let cache = CacheDeCursores()
    var otra = Self.consulta
    otra.tabla = "u"
    cache.recordar(Self.cursor("p2"), pagina: 2, de: Self.consulta)
    cache.recordar(Self.cursor("q2"), pagina: 2, de: otra)
    cache.olvidar(tabla: "t")
    #expect(cache.paginasConocidas(de: Self.consulta) == 0)
    #expect(cache.paginasConocidas(de: otra) == 1)
  }

  @Test("past its capacity the least recently used query goes first")
  func desalojaLaMenosUsada() {
    let cache = CacheDeCursores(maximoConsultas: 2)
    let consultas = (0..<3).map {
      CacheDeCursores.Consulta(tabla: "t", busqueda: "\($0)", tamano: 20)
    }
    cache.recordar(Self.cursor("a"), pagina: 2, de: consultas[0])
    cache.recordar(Self.cursor("b"), pagina: 2, de: consultas[1])
    _ = cache.puntoDePartida(de: consultas[0], hasta: 2)  // the first is used again
    cache.recordar(Self.cursor("c"), pagina: 2, de: consultas[2])
    #expect(cache.paginasConocidas(de: consultas[0]) == 1)
    #expect(cache.paginasConocidas(de: consultas[1]) == 0)
    #expect(cache.paginasConocidas(de: consultas[2]) == 1)
  }

  @Test("a query keeps at most its page limit; page 1 is never stored")
  func limiteDePaginas() {
    let cache = CacheDeCursores(maximoPaginas: 3)
    for pagina in 1...10 {
      cache.recordar(Self.cursor("p\(pagina)"), pagina: pagina, de: Self.consulta)
    }
    #expect(cache.paginasConocidas(de: Self.consulta) == 3)
    #expect(cache.puntoDePartida(de: Self.consulta, hasta: 10) == (4, Self.cursor("p4")))
  }

  @Test("concurrent readers and writers neither crash nor lose the last word")
  func usoConcurrente() async {
    let cache = CacheDeCursores()
    await withTaskGroup(of: Void.self) { grupo in
      for pagina in 2...200 {
        grupo.addTask {
          cache.recordar(Self.cursor("p\(pagina)"), pagina: pagina, de: Self.consulta)
          _ = cache.puntoDePartida(de: Self.consulta, hasta: pagina)
        }
      }
    }
    #expect(cache.paginasConocidas(de: Self.consulta) == 199)
    #expect(cache.puntoDePartida(de: Self.consulta, hasta: 150) == (150, Self.cursor("p150")))
  }
}
