import ArticulosInterface
import ArticulosLive
import ArticulosTestSupport
import DatasetteTestSupport
import Dependencies
import Foundation

// Prints, measured side by side in one run against two fresh Datasette servers on loopback:
//   1. `articulos import FILE` of N articles (the tool: batches of 100, a few in flight),
//   2. the same N articles saved one request per article through the same live client,
// and the ratio. Target: the tool at least 50x faster.
//
//   swift build -c release && "$(swift build -c release --show-bin-path)/ImportBenchmark"
//   ... ImportBenchmark --articles 10000
//
// Needs Datasette (Scripts/datasette/install.sh) and the `articulos` binary built next to
// this one.

let argumentos = Array(CommandLine.arguments.dropFirst())
var cantidad = 10_000
if let indice = argumentos.firstIndex(of: "--articles"), argumentos.indices.contains(indice + 1) {
  guard let valor = Int(argumentos[indice + 1]), valor > 0 else {
    FileHandle.standardError.write(Data("--articles needs a positive number\n".utf8))
    exit(64)
  }
  cantidad = valor
} else if !argumentos.isEmpty {
  FileHandle.standardError.write(Data("usage: ImportBenchmark [--articles N]\n".utf8))
  exit(64)
}

let binario = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent().appendingPathComponent("articulos")
guard FileManager.default.isExecutableFile(atPath: binario.path) else {
  FileHandle.standardError.write(
    Data("articulos is not built next to this benchmark: run 'swift build -c release'\n".utf8))
  exit(1)
}

/// Seconds since `inicio`.
func segundos(desde inicio: ContinuousClock.Instant) -> Double {
  let duracion = inicio.duration(to: .now)
  return Double(duracion.components.seconds) + Double(duracion.components.attoseconds) / 1e18
}

/// Fails unless the server holds exactly `esperados` articles: a run that lost some is no figure.
func exigirQueGuarde(_ esperados: Int, _ servidor: DatasetteServer) async throws {
  let cliente = ClienteArticulos.datasette(servidor.configuracion())
  let guardados = try await cliente.listar(desde: nil, tamano: 1).total ?? -1
  guard guardados == esperados else {
    throw NSError(
      domain: "ImportBenchmark", code: 1,
      userInfo: [NSLocalizedDescriptionKey: "the server holds \(guardados), not \(esperados)"])
  }
}

// `cantidad` distinct articles with fixed ids and dates, bodies of about 400 characters.
let lote = Muestras.articulos(
  cantidad,
  Muestras.Serie(
    primero: 0, ids: .numerada(prefijo: "bench-", cifras: 6),
    titulo: { "Artículo de prueba número \($0)" },
    cuerpo: {
      "Cuerpo del artículo \($0): café, año, pingüino. "
        + String(repeating: "Texto de relleno. ", count: 20)
    },
    etiquetas: { ["benchmark", "lote-\($0 / 100)"] }))
let carpeta = FileManager.default.temporaryDirectory
  .appendingPathComponent("articulos-import-benchmark-\(UUID().uuidString.lowercased())")
try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: carpeta) }
let archivo = carpeta.appendingPathComponent("articulos.json")
try JSONEncoder().encode(lote).write(to: archivo)

print("Importing \(cantidad) articles into two fresh Datasette servers on 127.0.0.1 ...")

// 1. The tool.
let tiempoHerramienta = try await DatasetteServer.with { servidor in
  let proceso = Process()
  proceso.executableURL = binario
  proceso.arguments = ["import", archivo.path]
  var entorno = ProcessInfo.processInfo.environment
  entorno["ARTICULOS_API"] = servidor.rootURL.absoluteString
  entorno["ARTICULOS_TOKEN"] = servidor.token.valorSecreto
  proceso.environment = entorno
  proceso.standardOutput = FileHandle.nullDevice
  proceso.standardError = FileHandle.nullDevice
  let inicio = ContinuousClock.now
  try proceso.run()
  proceso.waitUntilExit()
  let tiempo = segundos(desde: inicio)
  guard proceso.terminationStatus == 0 else {
    throw NSError(
      domain: "ImportBenchmark", code: Int(proceso.terminationStatus),
      userInfo: [NSLocalizedDescriptionKey: "articulos import exited \(proceso.terminationStatus)"])
  }
  try await exigirQueGuarde(cantidad, servidor)
  return tiempo
}

// 2. One request per article, through the same live client.
let tiempoUnoAUno = try await DatasetteServer.with { servidor in
  let cliente = ClienteArticulos.datasette(servidor.configuracion())
  let inicio = ContinuousClock.now
  for articulo in lote {
    _ = try await cliente.guardar(articulo)
  }
  let tiempo = segundos(desde: inicio)
  try await exigirQueGuarde(cantidad, servidor)
  return tiempo
}

func fila(_ nombre: String, _ tiempo: Double, articulos cantidad: Int) -> String {
  let porSegundo = Double(cantidad) / tiempo
  return nombre.padding(toLength: 44, withPad: " ", startingAt: 0)
    + String(format: "%9.2f s %11.0f articles/s", tiempo, porSegundo)
}
print()
print(fila("articulos import (batches of 100)", tiempoHerramienta, articulos: cantidad))
print(fila("one request per article (same client)", tiempoUnoAUno, articulos: cantidad))
let razon = tiempoUnoAUno / tiempoHerramienta
print(
  String(format: "\nspeed-up: %.1fx (target >= 50x): %@", razon, razon >= 50 ? "met" : "NOT met"))
