import ArticulosInterface
import ArticulosTestSupport
import DatasetteTestSupport
import Foundation
import Testing
import TestSupport

/// The environment that points the executable at `servidor`, with its token unless `conToken`
/// is false.
func entorno(de servidor: DatasetteServer, conToken: Bool = true) -> [String: String] {
  var entorno = ["ARTICULOS_API": servidor.rootURL.absoluteString]
  if conToken { entorno["ARTICULOS_TOKEN"] = servidor.token.valorSecreto }
  return entorno
}

@Suite(
  "The built executable against a real Datasette: reading", .datasetteServer(sampleArticles: 30))
struct DatasetteLecturaTests {
  var servidor: DatasetteServer { get throws { try #require(DatasetteServer.current) } }

  @Test("list prints the first 20 of 30 in a table, and --all --json every article")
  func listar() async throws {
    let servidor = try servidor
    let tabla = try await ProcesoArticulos.ejecutar(["list"], entorno: entorno(de: servidor))
    #expect(tabla.codigo == 0, "\(tabla)")
    #expect(tabla.salida.split(separator: "\n").count == 23)
    #expect(tabla.salida.hasSuffix("Showing 20 of 30 articles. More:\n  articulos list --page 2\n"))

    let todos = try await ProcesoArticulos.ejecutar(
      ["list", "--all", "--json"], entorno: entorno(de: servidor))
    let leido = try json(ListadoLeido.self, de: todos.salida)
    #expect(leido.articulos.count == 30)
    #expect(leido.total == 30)
    #expect(leido.articulos.map(\.id) == leido.articulos.map(\.id).sorted())
  }

  @Test("search finds an article by a word of its title; show prints it whole")
  func buscarYMostrar() async throws {
    let servidor = try servidor
    let lista = try await ProcesoArticulos.ejecutar(
      ["list", "--limit", "1", "--json"], entorno: entorno(de: servidor))
    let primero = try #require(try json(ListadoLeido.self, de: lista.salida).articulos.first)
    let palabra = try #require(
      TextoNormalizado.palabras(primero.titulo).max { $0.count < $1.count })

    let busqueda = try await ProcesoArticulos.ejecutar(
      ["--api", servidor.rootURL.absoluteString, "search", palabra, "--json"])
    #expect(busqueda.codigo == 0, "\(busqueda)")
    #expect(try json(ListadoLeido.self, de: busqueda.salida).articulos.contains(primero))

    let detalle = try await ProcesoArticulos.ejecutar(
      ["show", primero.id.rawValue, "--json"], entorno: entorno(de: servidor))
    #expect(try json(Articulo.self, de: detalle.salida) == primero)

    let humano = try await ProcesoArticulos.ejecutar(
      ["show", primero.id.rawValue], entorno: entorno(de: servidor))
    #expect(humano.salida.hasPrefix("ID:       \(primero.id)\nTitle:    \(primero.titulo)\n"))
  }

  @Test("the table's short id of a real server's article is what show takes, and names it whole")
  func idCorto() async throws {
    let servidor = try servidor
    let tabla = try await ProcesoArticulos.ejecutar(
      ["list", "--limit", "1"], entorno: entorno(de: servidor))
    #expect(tabla.codigo == 0, "\(tabla)")
    let fila = try #require(tabla.salida.split(separator: "\n").dropFirst().first)
    let corto = try #require(fila.split(separator: " ").last.map(String.init))
    let lista = try await ProcesoArticulos.ejecutar(
      ["list", "--limit", "1", "--json"], entorno: entorno(de: servidor))
    let primero = try #require(try json(ListadoLeido.self, de: lista.salida).articulos.first)
    #expect(corto.count < primero.id.rawValue.count)
    #expect(primero.id.rawValue.hasPrefix(corto))

    let detalle = try await ProcesoArticulos.ejecutar(
      ["show", corto, "--json"], entorno: entorno(de: servidor))
    #expect(detalle.codigo == 0, "\(detalle)")
    #expect(try json(Articulo.self, de: detalle.salida) == primero)
  }

  @Test("a token the server rejects does not stop reads of a public server: they warn and work")
  func tokenRechazadoEnLecturas() async throws {
    let servidor = try servidor
    var conTokenAjeno = entorno(de: servidor, conToken: false)
    conTokenAjeno["ARTICULOS_TOKEN"] = "dstok_de_otro_servidor_1234567890"
    for argumentos in [["list", "--all"], ["search", "el"], ["export"]] {
      let resultado = try await ProcesoArticulos.ejecutar(argumentos, entorno: conTokenAjeno)
      #expect(resultado.codigo == 0, "\(argumentos): \(resultado)")
      #expect(resultado.error.contains("the server rejected the token"), "\(resultado)")
      #expect(resultado.error.components(separatedBy: "rejected the token").count == 2)
      #expect(!resultado.error.contains("dstok_de_otro"))
    }
    let lista = try await ProcesoArticulos.ejecutar(
      ["list", "--limit", "1", "--json"], entorno: conTokenAjeno)
    let primero = try #require(try json(ListadoLeido.self, de: lista.salida).articulos.first)
    let detalle = try await ProcesoArticulos.ejecutar(
      ["show", primero.id.rawValue, "--json"], entorno: conTokenAjeno)
    #expect(try json(Articulo.self, de: detalle.salida) == primero)
  }

  @Test("show of a missing id exits 3")
  func noEncontrado() async throws {
    let resultado = try await ProcesoArticulos.ejecutar(
      ["show", "no-existe"], entorno: entorno(de: try servidor))
    #expect(resultado.codigo == 3, "\(resultado)")
    #expect(resultado.error.hasPrefix("Error: No article has the id 'no-existe'."))
  }

  @Test("export writes all 30 to a file and to standard output")
  func exportar() async throws {
    let servidor = try servidor
    let carpeta = try CarpetaTemporal()
    let destino = carpeta.ruta(de: "todo.json")
    let aArchivo = try await ProcesoArticulos.ejecutar(
      ["export", destino, "--json"], entorno: entorno(de: servidor))
    #expect(aArchivo.codigo == 0, "\(aArchivo)")
    #expect(aArchivo.salida == #"{"archivo":"\#(destino)","exportados":30,"ilegibles":[]}"# + "\n")
    let datos = try Data(contentsOf: URL(fileURLWithPath: destino))
    #expect(try JSONDecoder().decode([Articulo].self, from: datos).count == 30)
    #expect(carpeta.contenido() == ["todo.json"])

    let aSalida = try await ProcesoArticulos.ejecutar(["export"], entorno: entorno(de: servidor))
    #expect(
      try JSONDecoder().decode([Articulo].self, from: Data(aSalida.salida.utf8))
        == (try JSONDecoder().decode([Articulo].self, from: datos)))
  }
}

@Suite(
  "The built executable against a real Datasette: writing", .serialized,
  .datasetteServer(sampleArticles: 0))
struct DatasetteEscrituraTests {
  var servidor: DatasetteServer { get throws { try #require(DatasetteServer.current) } }

  @Test("save creates and updates; delete asks, refuses without a terminal, and deletes with --yes")
  func ciclo() async throws {
    let servidor = try servidor
    let creado = try await ProcesoArticulos.ejecutar(
      [
        "save", "--title", "Café con leche", "--body", "Primero", "--tags", "café,bebidas",
        "--json",
      ],
      entorno: entorno(de: servidor))
    #expect(creado.codigo == 0, "\(creado)")
    let articulo = try json(GuardadoLeido.self, de: creado.salida)
    #expect(articulo.accion == "creado")
    let id = articulo.articulo.id.rawValue

    let actualizado = try await ProcesoArticulos.ejecutar(
      ["save", "--id", id, "--title", "Café solo"], entorno: entorno(de: servidor))
    #expect(actualizado.codigo == 0, "\(actualizado)")
    #expect(actualizado.salida == "Updated '\(id)': Café solo\n")
    let leido = try await ProcesoArticulos.ejecutar(
      ["show", id, "--json"], entorno: entorno(de: servidor))
    let guardado = try json(Articulo.self, de: leido.salida)
    #expect(guardado.titulo == "Café solo")
    #expect(guardado.cuerpo == "Primero")
    #expect(guardado.etiquetas == ["café", "bebidas"])

    let invalido = try await ProcesoArticulos.ejecutar(
      ["save", "--title", "X", "--tags", "a,A"], entorno: entorno(de: servidor))
    #expect(invalido.codigo == 64)
    #expect(invalido.error.contains("the tag 'A' appears twice"))

    let sinConfirmar = try await ProcesoArticulos.ejecutar(
      ["delete", id], entorno: entorno(de: servidor))
    #expect(sinConfirmar.codigo == 5)
    let borrado = try await ProcesoArticulos.ejecutar(
      ["delete", id, "--yes", "--json"], entorno: entorno(de: servidor))
    #expect(borrado.codigo == 0, "\(borrado)")
    #expect(borrado.salida == #"{"borrado":"\#(id)"}"# + "\n")
    let ya = try await ProcesoArticulos.ejecutar(
      ["delete", id, "--yes"], entorno: entorno(de: servidor))
    #expect(ya.codigo == 3)
  }

  @Test("a write without a token exits 4 and changes nothing; a wrong token exits 4 unseen")
  func sinToken() async throws {
    let servidor = try servidor
    let sinToken = try await ProcesoArticulos.ejecutar(
      ["save", "--title", "Zarzamora sin token"], entorno: entorno(de: servidor, conToken: false))
    #expect(sinToken.codigo == 4, "\(sinToken)")
    #expect(sinToken.error.hasPrefix("Error: The server needs a token to write."))

    let falso = "dstok_firmado_por_nadie_1234567890"
    let malo = try await ProcesoArticulos.ejecutar(
      ["--token", falso, "--verbose", "save", "--title", "Zarzamora con token falso"],
      entorno: entorno(de: servidor, conToken: false))
    #expect(malo.codigo == 4, "\(malo)")
    #expect(malo.error.contains("The server rejected the token"))
    #expect(malo.error.contains("* token given (from --token)"))
    #expect(!malo.error.contains(falso))
    #expect(!malo.salida.contains(falso))

    let ajeno = "no-es-un-token-de-datasette-1234567890"
    let desconocido = try await ProcesoArticulos.ejecutar(
      ["--token", ajeno, "save", "--title", "Zarzamora con token ajeno"],
      entorno: entorno(de: servidor, conToken: false))
    #expect(desconocido.codigo == 4, "\(desconocido)")
    #expect(desconocido.error.contains("the server does not recognise it"), "\(desconocido)")
    #expect(!desconocido.error.contains("insert-row"))

    // NB: other tests write to this server at the same time: look for these two titles only.
    let despues = try await ProcesoArticulos.ejecutar(
      ["search", "zarzamora", "--json"], entorno: entorno(de: servidor))
    // NB: A search without matches exits 1, as grep does, and prints its document all the same.
    #expect(despues.codigo == 1, "\(despues)")
    #expect(despues.error.isEmpty)
    #expect(try json(ListadoLeido.self, de: despues.salida).articulos.isEmpty)
  }

  @Test("--verbose traces every request and never the token")
  func traza() async throws {
    let servidor = try servidor
    let resultado = try await ProcesoArticulos.ejecutar(
      ["--verbose", "save", "--title", "Trazado"], entorno: entorno(de: servidor))
    #expect(resultado.codigo == 0, "\(resultado)")
    #expect(
      resultado.error.contains("* server \(servidor.rootURL.absoluteString) (from ARTICULOS_API)"))
    #expect(resultado.error.contains("* token given (from ARTICULOS_TOKEN)"))
    #expect(resultado.error.contains("> save '"))
    #expect(!resultado.error.contains(servidor.token.valorSecreto))
  }

  @Test("import sends a file with the token from the config file, and converges when repeated")
  func importar() async throws {
    let servidor = try servidor
    let carpeta = try CarpetaTemporal()
    let datos = try carpeta.escribir(
      "datos.json", try textoJSON(Muestras.articulos(250, .herramienta(prefijo: "imp-"))))
    let configuracion = try carpeta.escribir(
      "xdg/articulos/config",
      "api = \(servidor.rootURL.absoluteString)\ntoken = \(servidor.token.valorSecreto)\n")
    chmod(configuracion, 0o600)
    let variables = ["XDG_CONFIG_HOME": carpeta.ruta(de: "xdg")]
    let primera = try await ProcesoArticulos.ejecutar(["import", datos], entorno: variables)
    #expect(primera.codigo == 0, "\(primera)")
    #expect(primera.salida == "Imported 250 of 250 articles.\n")
    #expect(primera.error.contains("Importing: 250/250 (100%)"))
    #expect(carpeta.contenido() == ["datos.json", "xdg"])

    let segunda = try await ProcesoArticulos.ejecutar(
      ["import", datos, "--json"], entorno: variables)
    #expect(segunda.codigo == 0, "\(segunda)")
    #expect(try json(EnvioLeido.self, de: segunda.salida).guardados == 250)

    let busqueda = try await ProcesoArticulos.ejecutar(
      ["search", "Artículo", "--json"], entorno: variables)
    #expect(try json(ListadoLeido.self, de: busqueda.salida).total == 250)
  }

  @Test("copy saves every article in a second server; without its token it exits 4")
  func copiar() async throws {
    // NB: a source of its own: the suite's server is written by tests running at the same
    // time, and the copy must be compared with exactly what it read.
    try await DatasetteServer.with(sampleArticles: 30) { servidor in
      try await copiar(de: servidor)
    }
  }

  private func copiar(de servidor: DatasetteServer) async throws {
    try await DatasetteServer.with(sampleArticles: 0) { destino in
      let sinToken = try await ProcesoArticulos.ejecutar(
        ["copy", "--to", destino.rootURL.absoluteString], entorno: entorno(de: servidor))
      #expect(sinToken.codigo == 4, "\(sinToken)")

      let origen = try await ProcesoArticulos.ejecutar(
        ["list", "--all", "--json"], entorno: entorno(de: servidor))
      let articulos = try json(ListadoLeido.self, de: origen.salida).articulos
      let copia = try await ProcesoArticulos.ejecutar(
        ["copy", "--to", destino.rootURL.absoluteString, "--json"],
        entorno: entorno(de: servidor).merging(["ARTICULOS_TO_TOKEN": destino.token.valorSecreto]) {
          $1
        })
      #expect(copia.codigo == 0, "\(copia)")
      #expect(try json(EnvioLeido.self, de: copia.salida).guardados == articulos.count)
      let copiados = try await ProcesoArticulos.ejecutar(
        ["list", "--all", "--json"], entorno: entorno(de: destino))
      #expect(try json(ListadoLeido.self, de: copiados.salida).articulos == articulos)
    }
  }

  @Test("copy to a server that is down fails with 1 and says where")
  func copiarACaido() async throws {
    let servidor = try servidor
    _ = try await ProcesoArticulos.ejecutar(
      ["save", "--title", "Para copiar"], entorno: entorno(de: servidor))
    let cerrado = try PuertoCerrado()
    defer { cerrado.cerrar() }
    let puerto = cerrado.puerto
    let resultado = try await ProcesoArticulos.ejecutar(
      ["copy", "--to", "http://127.0.0.1:\(puerto)", "--to-token", "t"],
      entorno: entorno(de: servidor))
    #expect(resultado.codigo == 1, "\(resultado)")
    #expect(resultado.salida.contains("not saved by the server"))
    #expect(resultado.salida.contains("Cannot connect to 127.0.0.1:\(puerto)"))
  }
}
