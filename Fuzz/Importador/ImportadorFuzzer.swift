import AppCore
import ArticulosInterface
import Dependencies
import Foundation

/// libFuzzer's entry point: one import source, JSON text or a folder of Markdown files.
@_cdecl("LLVMFuzzerTestOneInput")
public func probarImportacion(_ datos: UnsafePointer<UInt8>?, _ cantidad: Int) -> CInt {
  ImportadorFuzzer.probar(datos.map { Data(bytes: $0, count: cantidad) } ?? Data())
  return 0
}

/// Feeds bytes to ``AppCore/ImportadorModel/preparar(_:reanudando:)`` through its public API.
///
/// The first byte chooses the source: even, the rest is the JSON text of an import file; odd,
/// the rest is split at each NUL byte into up to eight Markdown files (`0.md`, `1.md`, ...) in a
/// scratch folder. Beyond "no crash", it checks what the importer promises: a JSON source fails
/// only with ``AppCore/ErrorDeImportacion/jsonInvalido(ruta:detalle:)`` and a folder never
/// fails; every entry is either an article to send or an invalid one with a reason; what is
/// sent is valid and has unique ids; the same source gives the same plan, also when resumed
/// from its own state; and exporting the articles as JSON and importing that again loses
/// nothing after the first normalization.
enum ImportadorFuzzer {
  private static let carpeta: URL = {
    let carpeta = FileManager.default.temporaryDirectory
      .appendingPathComponent("articulos-fuzz-importador-\(getpid())")
    try? FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    return carpeta
  }()

  private static let ahora = Date(timeIntervalSince1970: 1_700_000_000)

  static func probar(_ entrada: Data) {
    guard let modo = entrada.first else { return }
    let resto = entrada.dropFirst()
    if modo.isMultiple(of: 2) {
      probarJSON(Data(resto))
    } else {
      probarMarkdown(resto.split(separator: 0, omittingEmptySubsequences: false).prefix(8))
    }
  }

  private static func probarJSON(_ texto: Data) {
    let fuente = FuenteDeImportacion.datosJSON(texto, origen: "fuzz.json")
    switch preparar(fuente) {
    case .success(let plan):
      comprobar(plan, de: fuente)
      comprobarExportacion(plan)
    case .failure(.jsonInvalido):
      break
    case .failure(let error):
      exigir(false, "a JSON source failed with \(error)")
    }
  }

  private static func probarMarkdown(_ archivos: some Collection<Data.SubSequence>) {
    let anteriores = (try? FileManager.default.contentsOfDirectory(atPath: carpeta.path)) ?? []
    for nombre in anteriores {
      try? FileManager.default.removeItem(at: carpeta.appendingPathComponent(nombre))
    }
    for (indice, contenido) in archivos.enumerated() {
      let archivo = carpeta.appendingPathComponent("\(indice).md")
      exigir((try? Data(contenido).write(to: archivo)) != nil, "cannot write \(archivo.path)")
    }
    let fuente = FuenteDeImportacion.markdown(carpeta)
    switch preparar(fuente) {
    case .success(let plan):
      exigir(plan.total == archivos.count, "\(archivos.count) files gave \(plan.total) entries")
      for articulo in articulos(plan) {
        exigir(
          articulo.titulo == articulo.titulo.trimmingCharacters(in: .whitespaces),
          "an untrimmed title: \(articulo.titulo.debugDescription)")
        exigir(
          articulo.cuerpo == articulo.cuerpo.trimmingCharacters(in: .whitespacesAndNewlines),
          "an untrimmed body: \(articulo.cuerpo.debugDescription)")
      }
      comprobar(plan, de: fuente)
      comprobarExportacion(plan)
    case .failure(let error):
      exigir(false, "a folder of Markdown files failed with \(error)")
    }
  }

  /// The plan of `fuente`, with ids and dates that do not depend on the moment.
  private static func preparar(
    _ fuente: FuenteDeImportacion, reanudando estado: EstadoDeReanudacion? = nil
  ) -> Result<PlanDeImportacion, ErrorDeImportacion> {
    let importador = withDependencies {
      $0.uuid = .incrementing
      $0.date = .constant(ahora)
    } operation: {
      ImportadorModel()
    }
    return Result { () throws(ErrorDeImportacion) in
      try importador.preparar(fuente, reanudando: estado)
    }
  }

  /// The plan's articles, read from its source again: a source that has not changed gives
  /// them every time.
  private static func articulos(_ plan: PlanDeImportacion) -> [Articulo] {
    do {
      return try plan.articulos()
    } catch {
      exigir(false, "the plan's own source cannot be read again: \(error)")
      return []
    }
  }

  private static func comprobar(_ plan: PlanDeImportacion, de fuente: FuenteDeImportacion) {
    exigir(
      plan.total == articulos(plan).count + plan.invalidos.count + plan.omitidos,
      "entries lost: \(plan.total) in, \(articulos(plan).count) to send, "
        + "\(plan.invalidos.count) invalid, \(plan.omitidos) skipped")
    exigir(plan.omitidos == 0, "skipped \(plan.omitidos) articles without a resume state")
    for articulo in articulos(plan) {
      exigir(articulo.problemas.isEmpty, "an invalid article to send: \(articulo.problemas)")
    }
    exigir(
      Set(articulos(plan).map(\.id)).count == articulos(plan).count,
      "two articles to send share an id")
    exigir(preparar(fuente) == .success(plan), "the same source gave another plan")
    guard case .success(let reanudado) = preparar(fuente, reanudando: plan.estado) else {
      return exigir(false, "the source cannot be resumed from its own state")
    }
    exigir(
      articulos(reanudado) == articulos(plan) && reanudado.invalidos == plan.invalidos,
      "resuming from the plan's own state changed the plan")
  }

  /// Exported as JSON (what `articulos export` writes) and imported again, the articles are the
  /// same, once their dates are at the export format's precision.
  private static func comprobarExportacion(_ plan: PlanDeImportacion) {
    let fechas = articulos(plan).flatMap { [$0.creado, $0.actualizado] }
    guard !articulos(plan).isEmpty, fechas.allSatisfy(anioDeCuatroCifras) else { return }
    guard case .success(let primera) = reimportar(articulos(plan)) else {
      return exigir(false, "the exported articles cannot be imported again")
    }
    exigir(
      articulos(primera).map(\.id) == articulos(plan).map(\.id)
        && articulos(primera).map(\.titulo) == articulos(plan).map(\.titulo)
        && articulos(primera).map(\.cuerpo) == articulos(plan).map(\.cuerpo)
        && articulos(primera).map(\.etiquetas) == articulos(plan).map(\.etiquetas),
      "exporting and importing again changed the articles")
    guard case .success(let segunda) = reimportar(articulos(primera)) else {
      return exigir(false, "the re-imported articles cannot be imported again")
    }
    exigir(
      articulos(segunda) == articulos(primera),
      "every export and import changes the articles: \(articulos(primera).first as Any) became "
        + "\(articulos(segunda).first as Any)")
  }

  private static func reimportar(
    _ articulos: [Articulo]
  ) -> Result<PlanDeImportacion, ErrorDeImportacion> {
    guard let exportado = try? JSONEncoder().encode(articulos) else {
      return .failure(.jsonInvalido(ruta: "export", detalle: "the articles cannot be encoded"))
    }
    return preparar(.datosJSON(exportado, origen: "export.json"))
  }
}
