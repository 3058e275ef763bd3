import AppCore
import ArticulosEnMemoria
import ArticulosInterface
import ArticulosTestSupport
import Foundation
import Synchronization
import Testing
import TestSupport

@testable import ArticulosCLI

/// `import --json` and `copy --json`, read back.
struct EnvioLeido: Decodable {
  struct Invalido: Decodable {
    var ubicacion: String
    var id: String?
    var motivo: String
  }
  struct Fallido: Decodable {
    var ids: [String]
    var error: String
    var intentos: Int
    var incierto: Bool
  }
  var total: Int?
  var guardados: Int
  var omitidos: Int
  var invalidos: [Invalido]
  var fallidos: [Fallido]
  var pendientes: [String]
  var cancelado: Bool
  var completo: Bool
  var interrumpidoPor: String?
}

/// An in-memory server whose batch writes fail for the batches `falla` picks.
func servidorQueFalla(
  _ almacen: ClienteArticulos, falla: @escaping @Sendable (Int) -> ErrorArticulos?
) -> ClienteArticulos {
  let llamadas = Mutex(0)
  var cliente = almacen
  cliente.guardarVarios = { articulos in
    let numero = llamadas.withLock { llamada in
      defer { llamada += 1 }
      return llamada
    }
    if let error = falla(numero) { throw error }
    return try await almacen.guardarVarios(articulos)
  }
  return cliente
}

/// The JSON text of `articulos` as `export` writes it.
func textoJSON(_ articulos: [Articulo]) throws -> String {
  String(decoding: try JSONEncoder().encode(articulos), as: UTF8.self)
}

@Suite("import, export and copy")
struct EnvioTests {
  @Test("import sends a JSON file in batches, reports it, and leaves no progress file")
  func importar() async throws {
    let carpeta = try CarpetaTemporal()
    let ruta = try carpeta.escribir(
      "datos.json", try textoJSON(Muestras.articulos(250, .herramienta())))
    let cliente = ClienteArticulos.enMemoria()
    let resultado = try await ejecutar(["import", ruta], cliente: cliente)
    #expect(resultado.codigo == .ok)
    #expect(resultado.salida == "Imported 250 of 250 articles.\n")
    #expect(resultado.error.contains("Importing: 0/250 (0%)\n"))
    #expect(resultado.error.hasSuffix("Importing: 250/250 (100%)\n"))
    #expect(try await cliente.cargar() == Muestras.articulos(250, .herramienta()))
    #expect(carpeta.contenido() == ["datos.json"])
  }

  @Test("export --format jsonl, import of the .jsonl elsewhere, export again: the same bytes")
  func lineasJSONIdaYVuelta() async throws {
    let carpeta = try CarpetaTemporal()
    let primera = carpeta.url(de: "uno.jsonl").path
    let segunda = carpeta.url(de: "dos.jsonl").path
    let origen = ClienteArticulos.enMemoria(Muestras.articulos(250, .herramienta()))
    let exportado = try await ejecutar(
      ["export", primera, "--format", "jsonl"], cliente: origen)
    #expect(exportado.codigo == .ok, "\(exportado)")
    let destino = ClienteArticulos.enMemoria()
    let importado = try await ejecutar(["import", primera], cliente: destino)
    #expect(importado.salida == "Imported 250 of 250 articles.\n", "\(importado)")
    let otraVez = try await ejecutar(["export", segunda, "--format", "jsonl"], cliente: destino)
    #expect(otraVez.codigo == .ok)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: primera))
    #expect(try Data(contentsOf: URL(fileURLWithPath: segunda)) == bytes)
    #expect(String(decoding: bytes, as: UTF8.self).split(separator: "\n").count == 250)
  }

  @Test("a .jsonl line that is not JSON is a usage error naming the line and column")
  func lineasJSONMalas() async throws {
    let carpeta = try CarpetaTemporal()
    let ruta = try carpeta.escribir(
      "mal.jsonl", "{\"titulo\": \"a\", \"cuerpo\": \"b\"}\n{\"titulo\": \"c\" \"cuerpo\": 1}\n")
    let resultado = try await ejecutar(["import", ruta], cliente: .enMemoria())
    #expect(resultado.codigo == .uso)
    #expect(
      resultado.error.contains("is not JSON Lines of articles: invalid JSON at line 2, column"))
  }

  @Test("import --json reports every count; invalid entries are listed and the rest saved")
  func importarJSON() async throws {
    let carpeta = try CarpetaTemporal()
    let ruta = try carpeta.escribir(
      "datos.json",
      #"[{"titulo": "Bueno", "cuerpo": "x"}, {"titulo": " ", "cuerpo": "y"}, {"cuerpo": 3}]"#)
    let cliente = ClienteArticulos.enMemoria()
    let resultado = try await ejecutar(["import", ruta, "--json"], cliente: cliente)
    #expect(resultado.codigo == .fallo)
    let leido = try json(EnvioLeido.self, de: resultado.salida)
    #expect(leido.total == 3)
    #expect(leido.guardados == 1)
    #expect(leido.invalidos.map(\.ubicacion) == ["#1", "#2"])
    #expect(leido.invalidos[0].motivo == "the title is empty")
    #expect(!leido.completo)
    #expect(
      try claves(de: resultado.salida) == [
        "cancelado", "completo", "fallidos", "guardados", "interrumpidoPor", "invalidos",
        "omitidos", "pendientes", "total",
      ])
    #expect(
      resultado.error.contains(
        "Error: Imported only part of the articles: 2 were not saved (2 invalid entries). Fix "
          + "the invalid entries listed above in the input, then run the command again."))
    #expect(try await cliente.cargar().map(\.titulo) == ["Bueno"])
  }

  @Test("articles whose answer and read-back both failed exit 7, named as may have been saved")
  func importarIncierto() async throws {
    let carpeta = try CarpetaTemporal()
    let ruta = try carpeta.escribir(
      "datos.json", try textoJSON(Muestras.articulos(3, .herramienta())))
    let almacen = ClienteArticulos.enMemoria()
    var cliente = almacen
    cliente.guardarVarios = { articulos in
      _ = try await almacen.guardarVarios(articulos)
      throw ErrorArticulos.red(.conexionInterrumpida)
    }
    cliente.obtener = { _ in throw ErrorArticulos.red(.tiempoAgotado(segundos: 3)) }

    let resultado = try await ejecutar(["import", ruta, "--json"], cliente: cliente)

    #expect(resultado.codigo == .incierto)
    let leido = try json(EnvioLeido.self, de: resultado.salida)
    #expect(leido.fallidos.map(\.incierto) == [true])
    #expect(leido.fallidos.first?.ids.count == 3)
    #expect(resultado.error.contains("3 may have been saved all the same"), "\(resultado.error)")
    #expect(
      resultado.error.contains(
        "check them with this, the first (the ids are listed above):\n  articulos show "),
      "\(resultado.error)")
  }

  @Test("a failed batch keeps the progress; --resume sends only the rest and converges")
  func reanudar() async throws {
    let carpeta = try CarpetaTemporal()
    let ruta = try carpeta.escribir(
      "datos.json", try textoJSON(Muestras.articulos(300, .herramienta())))
    let almacen = ClienteArticulos.enMemoria()
    let fallaElSegundo = servidorQueFalla(almacen) { llamada in
      llamada == 1 ? .peticionRechazada(estado: 413, mensaje: "demasiado grande") : nil
    }
    let primera = try await ejecutar(["import", ruta], cliente: fallaElSegundo)
    #expect(primera.codigo == .fallo)
    #expect(primera.salida.contains("Imported 200 of 300 articles."))
    #expect(primera.salida.contains("100 not saved by the server:"))
    // NB: The command goes on after " \" when it is wider than the terminal, as a shell reads it.
    #expect(
      primera.error.replacingOccurrences(of: " \\\n    ", with: " ").contains(
        "Run this to send the rest:\n  articulos import \(OrdenDeShell.palabra(ruta)) --resume\n"))
    #expect(carpeta.contenido() == [".datos.json.articulos-import.json", "datos.json"])
    #expect(try await almacen.cargar().count == 200)

    let enviados = Registro<Int>()
    var contador = almacen
    contador.guardarVarios = { articulos in
      enviados.anotar(articulos.count)
      return try await almacen.guardarVarios(articulos)
    }
    let segunda = try await ejecutar(["import", ruta, "--resume"], cliente: contador)
    #expect(segunda.codigo == .ok)
    #expect(segunda.salida == "Imported 300 of 300 articles (200 saved by an earlier run).\n")
    #expect(enviados.todos == [100])
    #expect(try await almacen.cargar() == Muestras.articulos(300, .herramienta()))
    #expect(carpeta.contenido() == ["datos.json"])
  }

  @Test("import without --resume starts over and says so; --resume without progress too")
  func avisos() async throws {
    let carpeta = try CarpetaTemporal()
    let ruta = try carpeta.escribir(
      "datos.json", try textoJSON(Muestras.articulos(3, .herramienta())))
    try carpeta.escribir(
      ".datos.json.articulos-import.json",
      #"{"origen": "\#(URL(fileURLWithPath: ruta).standardizedFileURL.path)", "guardados": ["a000"]}"#
    )
    let deNuevo = try await ejecutar(["import", ruta])
    #expect(deNuevo.codigo == .ok)
    #expect(deNuevo.error.contains("was interrupted; starting over"))
    #expect(deNuevo.salida == "Imported 3 of 3 articles.\n")

    let nada = try await ejecutar(["import", ruta, "--resume"])
    #expect(nada.codigo == .ok)
    #expect(nada.error.contains("Nothing to resume"))
  }

  @Test("an id-less JSON file imported twice leaves the same articles, not twice as many")
  func sinIdsDosVeces() async throws {
    let carpeta = try CarpetaTemporal()
    let ruta = try carpeta.escribir(
      "notas.json",
      #"[{"titulo": "Uno", "cuerpo": "a"}, {"titulo": "Uno", "cuerpo": "b"},"#
        + #" {"titulo": "Dos", "cuerpo": "c"}]"#)
    let almacen = ClienteArticulos.enMemoria([])
    let primera = try await ejecutar(["import", ruta], cliente: almacen)
    let segunda = try await ejecutar(["import", ruta], cliente: almacen)
    #expect(primera.codigo == .ok, "\(primera)")
    #expect(segunda.codigo == .ok, "\(segunda)")
    let guardados = try await almacen.cargar()
    #expect(guardados.count == 3)
    #expect(guardados.map(\.cuerpo).sorted() == ["a", "b", "c"])
  }

  @Test("--resume after the input changed says so and sends every entry again")
  func reanudarTrasCambio() async throws {
    let carpeta = try CarpetaTemporal()
    let ruta = try carpeta.escribir(
      "datos.json", try textoJSON(Muestras.articulos(3, .herramienta())))
    let origen = URL(fileURLWithPath: ruta).standardizedFileURL.path
    try carpeta.escribir(
      ".datos.json.articulos-import.json",
      #"{"origen": "\#(origen)", "guardados": ["a000"], "huella": "fnv1a64:0000000000000000"}"#)
    let almacen = ClienteArticulos.enMemoria([])
    let resultado = try await ejecutar(["import", ruta, "--resume"], cliente: almacen)
    #expect(resultado.codigo == .ok, "\(resultado)")
    #expect(resultado.error.contains("has changed since the interrupted import"))
    #expect(resultado.salida == "Imported 3 of 3 articles.\n")
    #expect(try await almacen.cargar().count == 3)
    #expect(carpeta.contenido() == ["datos.json"])
  }

  @Test("a damaged progress file or one of another source stops --resume with 1")
  func progresoMalo() async throws {
    let carpeta = try CarpetaTemporal()
    let ruta = try carpeta.escribir(
      "datos.json", try textoJSON(Muestras.articulos(3, .herramienta())))
    try carpeta.escribir(".datos.json.articulos-import.json", "basura")
    let danado = try await ejecutar(["import", ruta, "--resume"])
    #expect(danado.codigo == .fallo)
    #expect(danado.error.contains("remove it to start over"))

    try carpeta.escribir(
      ".datos.json.articulos-import.json",
      #"{"origen": "/otro.json", "guardados": []}"#)
    let ajeno = try await ejecutar(["import", ruta, "--resume"])
    #expect(ajeno.codigo == .fallo)
    #expect(ajeno.error.contains("belongs to '/otro.json'"))
  }

  @Test("import of a Markdown folder keeps its progress inside the folder")
  func markdown() async throws {
    let carpeta = try CarpetaTemporal()
    try carpeta.escribir("notas/uno.md", "# Uno\ntags: a, b\n\nPrimer cuerpo.")
    try carpeta.escribir("notas/dos.md", "# Dos\n\nSegundo cuerpo.")
    let cliente = ClienteArticulos.enMemoria()
    let resultado = try await ejecutar(["import", carpeta.ruta(de: "notas")], cliente: cliente)
    #expect(resultado.codigo == .ok)
    #expect(Set(try await cliente.cargar().map(\.titulo)) == ["Uno", "Dos"])
    #expect(carpeta.contenido("notas") == ["dos.md", "uno.md"])
  }

  @Test("import of one Markdown file saves it, its title from its name when it has no # line")
  func markdownSuelto() async throws {
    let carpeta = try CarpetaTemporal()
    let nota = try carpeta.escribir("notas/Lista de la compra.md", "- pan\n- café")
    let cliente = ClienteArticulos.enMemoria()
    let resultado = try await ejecutar(["import", nota], cliente: cliente)
    #expect(resultado.codigo == .ok, "\(resultado.error)")
    let guardados = try await cliente.cargar()
    #expect(guardados.map(\.titulo) == ["Lista de la compra"])
    #expect(guardados.map(\.cuerpo) == ["- pan\n- café"])
    #expect(carpeta.contenido("notas") == ["Lista de la compra.md"])
  }

  @Test(
    "a path missing, bad JSON, neither JSON nor Markdown, or a folder without .md: usage error",
    arguments: [
      ("falta.json", nil), ("malo.json", "{no"), ("basura.bin", "\u{0}\u{1}garbage"),
      ("vacia", ""),
    ] as [(String, String?)])
  func fuenteMala(nombre: String, contenido: String?) async throws {
    let carpeta = try CarpetaTemporal()
    if nombre == "vacia" {
      try FileManager.default.createDirectory(
        atPath: carpeta.ruta(de: nombre), withIntermediateDirectories: true)
    } else if let contenido {
      try carpeta.escribir(nombre, contenido)
    }
    let resultado = try await ejecutar(["import", carpeta.ruta(de: nombre)])
    #expect(resultado.codigo == .uso)
    #expect(resultado.error.contains("Usage: articulos import"))
  }

  @Test("import refused by the server for the token ends with 4")
  func importarSinPermiso() async throws {
    let carpeta = try CarpetaTemporal()
    let ruta = try carpeta.escribir(
      "datos.json", try textoJSON(Muestras.articulos(3, .herramienta())))
    let rechaza = servidorQueFalla(.enMemoria()) { _ in .tokenRechazado(motivo: "firma") }
    let resultado = try await ejecutar(["import", ruta], cliente: rechaza)
    #expect(resultado.codigo == .autenticacion)
    #expect(resultado.error.contains("The server rejected the token"))
  }

  @Test("export writes every article to a file, as JSON that import reads back")
  func exportarArchivo() async throws {
    let carpeta = try CarpetaTemporal()
    let destino = carpeta.ruta(de: "salida.json")
    let cliente = ClienteArticulos.enMemoria(Muestras.articulos(250, .herramienta()))
    let resultado = try await ejecutar(["export", destino], cliente: cliente)
    #expect(resultado.codigo == .ok)
    #expect(resultado.salida == "Exported 250 articles to \(destino).\n")
    let datos = try Data(contentsOf: URL(fileURLWithPath: destino))
    #expect(
      try JSONDecoder().decode([Articulo].self, from: datos)
        == Muestras.articulos(250, .herramienta()))
    #expect(carpeta.contenido() == ["salida.json"])

    let json = try await ejecutar(["export", destino, "--json"], cliente: cliente)
    #expect(json.salida == #"{"archivo":"\#(destino)","exportados":250,"ilegibles":[]}"# + "\n")
  }

  @Test("export without a file writes the JSON array on standard output")
  func exportarSalida() async throws {
    let resultado = try await ejecutar(["export"])
    #expect(resultado.codigo == .ok)
    let leidos = try JSONDecoder().decode([Articulo].self, from: Data(resultado.salida.utf8))
    #expect(leidos == Articulo.muestra)
    #expect(resultado.error.hasSuffix("Exported 3 articles.\n"))
  }

  @Test("an export that fails half-way leaves the old file and no temporary file")
  func exportarFallido() async throws {
    let carpeta = try CarpetaTemporal()
    let destino = try carpeta.escribir("salida.json", "anterior")
    // More than one page of the in-memory client's largest (1,000).
    let almacen = ClienteArticulos.enMemoria(Muestras.articulos(1_500, .herramienta()))
    var falla = almacen
    falla.listar = { desde, tamano in
      guard desde == nil else { throw ErrorArticulos.respuestaInvalida("html") }
      return try await almacen.listar(desde, tamano)
    }
    let resultado = try await ejecutar(["export", destino], cliente: falla)
    #expect(resultado.codigo == .fallo)
    #expect(try String(contentsOfFile: destino, encoding: .utf8) == "anterior")
    #expect(carpeta.contenido() == ["salida.json"])

    let enCarpetaInexistente = try await ejecutar(["export", carpeta.ruta(de: "no/hay.json")])
    #expect(enCarpetaInexistente.codigo == .fallo)
    #expect(enCarpetaInexistente.error.contains("No such file or directory"))
  }

  @Test("copy saves every article of the source in the destination")
  func copiar() async throws {
    let destino = ClienteArticulos.enMemoria()
    let resultado = try await ejecutar(
      ["copy", "--to", "http://127.0.0.1:8002", "--to-token", "t"],
      cliente: .enMemoria(Muestras.articulos(250, .herramienta())), destino: destino)
    #expect(resultado.codigo == .ok)
    #expect(resultado.salida == "Copied 250 of 250 articles.\n")
    #expect(try await destino.cargar() == Muestras.articulos(250, .herramienta()))
  }

  @Test("copy without the destination's token stops with 4 before reading anything")
  func copiarSinToken() async throws {
    let resultado = try await ejecutar(
      ["copy", "--to", "http://127.0.0.1:8002"], cliente: ClienteArticulos(),
      destino: ClienteArticulos())
    #expect(resultado.codigo == .autenticacion)
    #expect(resultado.error.contains("--to-token or set ARTICULOS_TO_TOKEN"))
  }

  @Test("a cancelled import keeps its progress, says what was done, and ends with 130")
  func cancelado() async throws {
    let carpeta = try CarpetaTemporal()
    let ruta = try carpeta.escribir(
      "datos.json", try textoJSON(Muestras.articulos(500, .herramienta())))
    let almacen = ClienteArticulos.enMemoria()
    let primerLote = AsyncStream<Void>.makeStream()
    var lento = almacen
    lento.guardarVarios = { articulos in
      let guardados = try await almacen.guardarVarios(articulos)
      if articulos.first?.id == "a000" {
        primerLote.continuation.yield()
      } else {
        try await Task.sleep(for: .seconds(60))
      }
      return guardados
    }
    let consola = ConsolaDePrueba()
    let tarea = Task { try await ejecutar(["import", ruta], cliente: lento, consola: consola) }
    for await _ in primerLote.stream { break }
    tarea.cancel()
    let resultado = try await tarea.value
    #expect(resultado.codigo == .cancelado)
    #expect(resultado.error.contains("Error: Cancelled: "))
    #expect(resultado.error.contains("--resume"))
    let estado = try #require(
      try EstadoDeImportacion(entrada: ruta, esCarpeta: false).leer())
    #expect((0..<100).allSatisfy(estado.entradasGuardadas.contiene), "the first batch's entries")
  }
}
