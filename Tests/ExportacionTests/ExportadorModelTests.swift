import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
import Compartido
import Dependencies
import DependenciesTestSupport
import Exportacion
import Foundation
import Testing
import TestSupport

@Suite(
  "Export: every article to JSON, a page at a time", .dependencies { _ in },
  .timeLimit(.minutes(1)))
struct ExportadorModelTests {
  /// Collects what an export writes.
  final class Salida: @unchecked Sendable {
    // NB: only the exporting task touches it, one piece after another.
    var trozos: [Data] = []
    var texto: String { String(decoding: trozos.reduce(Data(), +), as: UTF8.self) }
  }

  @Test("writes a JSON array that reads back as every article, in id order")
  func exportaTodo() async throws {
    let exportador = withDependencies {
      $0.clienteArticulos = .enMemoria(Muestras.articulos(250).reversed())
    } operation: {
      ExportadorModel(tamanoPagina: 100)
    }
    let salida = Salida()
    let progresos = Registro<ProgresoDeExportacion>()
    let resumen = try await exportador.exportar(escribir: { salida.trozos.append($0) }) {
      progresos.anotar($0)
    }
    #expect(resumen == ResumenDeExportacion(exportados: 250, paginas: 3))
    let leidos = try JSONDecoder().decode([Articulo].self, from: Data(salida.texto.utf8))
    #expect(leidos == Muestras.articulos(250))
    #expect(salida.trozos.count == 4)  // one per page, then the closing bracket
    #expect(progresos.todos.map(\.exportados) == [100, 200, 250])
    #expect(progresos.todos.allSatisfy { $0.total == 250 })
    #expect(salida.texto.hasPrefix("[\n  {"))
    #expect(salida.texto.hasSuffix("}\n]\n"))
    #expect(salida.texto.split(separator: "\n").count == 252)  // one line per article
  }

  @Test("an empty server gives an empty array")
  func vacio() async throws {
    let exportador = withDependencies {
      $0.clienteArticulos = .enMemoria()
    } operation: {
      ExportadorModel()
    }
    let salida = Salida()
    let resumen = try await exportador.exportar(escribir: { salida.trozos.append($0) })
    #expect(salida.texto == "[]\n")
    #expect(resumen.exportados == 0)
    #expect(try JSONDecoder().decode([Articulo].self, from: Data(salida.texto.utf8)).isEmpty)
  }

  @Test(
    "each article is written as JSONEncoder writes it (sorted keys, slashes as they are), byte for byte",
    arguments: [FormatoDeExportacion.json, .lineasJSON])
  func comoJSONEncoder(formato: FormatoDeExportacion) async throws {
    // Every ASCII character, in titles, bodies, tags and ids, and some that are not ASCII:
    // accents, a combining mark, CJK, an emoji with a skin tone, the line and paragraph
    // separators JavaScript minds, and a DEL.
    let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
    let otros = ["é", "e\u{301}", "日本語", "👍🏽", "\u{2028}", "\u{2029}", "\u{7F}", "/", "\\/"]
    let articulos = (ascii + otros).enumerated().map { indice, caracter in
      Articulo(
        id: Articulo.ID(rawValue: String(format: "%03d", indice) + caracter),
        titulo: "a\(caracter)b", cuerpo: "\(caracter)\r\n\(caracter)",
        etiquetas: indice.isMultiple(of: 3) ? [] : [caracter, "\"\(caracter)\""],
        creado: Date(timeIntervalSince1970: Double(indice) * 86_400.123),
        actualizado: Date(timeIntervalSince1970: 1_700_000_000.5 + Double(indice)))
    }
    var exportador = withDependencies {
      $0.clienteArticulos = .enMemoria(articulos)
    } operation: {
      ExportadorModel(tamanoPagina: 50)
    }
    exportador.formato = formato
    let salida = Salida()
    try await exportador.exportar(escribir: { salida.trozos.append($0) })

    let codificador = JSONEncoder()
    codificador.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let objetos = try articulos.sorted { $0.id.rawValue < $1.id.rawValue }.map {
      String(decoding: try codificador.encode($0), as: UTF8.self)
    }
    let esperado =
      formato == .json
      ? "[\n  " + objetos.joined(separator: ",\n  ") + "\n]\n"
      : objetos.map { $0 + "\n" }.joined()
    #expect(salida.texto == esperado)
  }

  @Test("the next page is read while this one is written, and no further: two pages in memory")
  func paginaAPagina() async throws {
    let traza = Registro<String>()
    let servidor = ClienteArticulos.enMemoria(Muestras.articulos(5))
    let exportador = withDependencies {
      $0.clienteArticulos.listar = { desde, tamano in
        traza.anotar("read \(desde?.rawValue ?? "start")")
        return try await servidor.listar(desde: desde, tamano: tamano)
      }
    } operation: {
      ExportadorModel(tamanoPagina: 2)
    }
    try await exportador.exportar(escribir: { _ in traza.anotar("write") })
    let todos = traza.todos
    #expect(todos.filter { $0.hasPrefix("read") } == ["read start", "read a0002", "read a0004"])
    #expect(todos.count { $0 == "write" } == 4, "three pages and the closing bracket")
    // At any moment: one page being written, at most one more being read.
    var adelanto = 0
    var mayor = 0
    for paso in todos {
      adelanto += paso == "write" ? -1 : 1
      mayor = max(mayor, adelanto)
    }
    #expect(mayor <= 2)
  }

  @Test("a server error stops the export with that error")
  func errorDelServidor() async {
    let exportador = withDependencies {
      $0.clienteArticulos.listar = { desde, _ in
        guard desde == nil else { throw ErrorArticulos.respuestaInvalida("sin filas") }
        return Pagina(articulos: [Muestras.articulo(1)], siguiente: CursorDePagina(rawValue: "a"))
      }
    } operation: {
      ExportadorModel(reintentos: .ninguno)
    }
    let salida = Salida()
    await #expect(throws: ErrorArticulos.respuestaInvalida("sin filas")) {
      try await exportador.exportar(escribir: { salida.trozos.append($0) })
    }
    #expect(salida.trozos.count == 1)
  }

  @Test("a row the server cannot give as an article is left out and named; the rest export")
  func ilegibles() async throws {
    let ilegible = ArticuloIlegible(id: "a0002", motivo: "the row 'a0002' has NULL in 'cuerpo'")
    let exportador = withDependencies {
      $0.clienteArticulos.listar = { desde, _ in
        desde == nil
          ? Pagina(
            articulos: [Muestras.articulo(1)], ilegibles: [ilegible], total: 3,
            siguiente: CursorDePagina(rawValue: "a0002"))
          : Pagina(articulos: [Muestras.articulo(3)], total: 3)
      }
    } operation: {
      ExportadorModel(tamanoPagina: 2, reintentos: .ninguno)
    }
    let salida = Salida()
    let resumen = try await exportador.exportar(escribir: { salida.trozos.append($0) })
    #expect(resumen == ResumenDeExportacion(exportados: 2, paginas: 2, ilegibles: [ilegible]))
    let leidos = try JSONDecoder().decode([Articulo].self, from: Data(salida.texto.utf8))
    #expect(leidos == [Muestras.articulo(1), Muestras.articulo(3)])
  }

  @Test(
    "an id seen again, or going back in id order, stops the walk with its fresh cursors too",
    arguments: [("a0002", "came twice"), ("a0001", "out of id order")])
  func idRepetido(repetido: String, motivo: String) async throws {
    let exportador = withDependencies {
      $0.clienteArticulos.listar = { desde, _ in
        let numero = desde.map { Int($0.rawValue)! } ?? 0
        // Every cursor is new, but the second page starts again at an id already given.
        return numero == 0
          ? Pagina(
            articulos: [Muestras.articulo(1), Muestras.articulo(2)], siguiente: .init(rawValue: "1")
          )
          : Pagina(
            articulos: [Muestras.articulo(Int(repetido.dropFirst())!)],
            siguiente: .init(rawValue: String(numero + 1)))
      }
    } operation: {
      ExportadorModel(tamanoPagina: 2, reintentos: .ninguno)
    }
    let salida = Salida()
    await #expect {
      try await exportador.exportar(escribir: { salida.trozos.append($0) })
    } throws: { error in
      guard case .respuestaInvalida(let detalle) = error as? ErrorArticulos else { return false }
      return detalle.contains(motivo) && detalle.contains(repetido)
    }
    #expect(salida.trozos.count == 1)  // the first page only; nothing repeated is written
  }

  @Test("a passing read failure is retried after a wait on the clock")
  func reintento() async throws {
    let intentos = Registro<Int>()
    let reloj = RelojDePrueba()
    let exportador = withDependencies {
      $0.continuousClock = reloj
      $0.clienteArticulos.listar = { _, _ in
        intentos.anotar(1)
        if intentos.cuenta == 1 { throw ErrorArticulos.red(.conexionRechazada(destino: "x")) }
        return Pagina(articulos: [Muestras.articulo(1)])
      }
    } operation: {
      ExportadorModel(reintentos: PoliticaDeReintentos(esperaInicial: .seconds(2)))
    }
    let tarea = Task { try await exportador.exportar(escribir: { _ in }) }
    try await reloj.esperarDormidas(1)
    await reloj.advance(by: .seconds(2))
    #expect(try await tarea.value.exportados == 1)
    #expect(intentos.cuenta == 2)
  }

  @Test("a cancelled export throws cancelled and writes nothing more")
  func cancelada() async {
    let exportador = withDependencies {
      $0.clienteArticulos = .enMemoria(Muestras.articulos(10))
    } operation: {
      ExportadorModel(tamanoPagina: 2)
    }
    let escritos = Registro<Int>()
    let tarea = Task {
      try await exportador.exportar(escribir: { trozo in
        escritos.anotar(trozo.count)
        withUnsafeCurrentTask { $0?.cancel() }  // Ctrl-C after the first page
      })
    }
    await #expect(throws: ErrorArticulos.cancelado) { try await tarea.value }
    #expect(escritos.cuenta == 1)
  }

  @Test("an error while writing stops the export with that error")
  func errorAlEscribir() async {
    struct DiscoLleno: Error, Equatable {}
    let exportador = withDependencies {
      $0.clienteArticulos = .enMemoria(Muestras.articulos(3))
    } operation: {
      ExportadorModel()
    }
    await #expect(throws: DiscoLleno()) {
      try await exportador.exportar(escribir: { _ in throw DiscoLleno() })
    }
  }

  @Test("pages() walks the pages lazily, with this model's client")
  func paginas() async throws {
    let exportador = withDependencies {
      $0.clienteArticulos = .enMemoria(Muestras.articulos(5))
    } operation: {
      ExportadorModel(tamanoPagina: 2)
    }
    var cuentas: [Int] = []
    for try await pagina in exportador.paginas() { cuentas.append(pagina.articulos.count) }
    #expect(cuentas == [2, 2, 1])
  }
}
