import Dependencies
import Foundation
import Testing

@testable import ArticulosLive

/// Cancellations racing with every stage of a request: waiting for a connection, waiting for a
/// silent server, finishing. The handler of one task must never touch another task's transfer,
/// every task must end, and the client must work normally afterwards.
@Suite("Stress: cancelling many requests at once, at any stage, leaves the client sound")
struct HTTPClientCancellationStressTests {
  @Test("200 tasks over 3 connections, half of them to a silent path, all cancelled at random")
  func cancelManyAtRandomMoments() async throws {
    let server = try ScriptedHTTPServer { request in
      request.target.hasPrefix("/silencio") ? .neverRespond : .respond(status: 200, body: "ok")
    }
    defer { server.stop() }
    var configuration = HTTPClientConfiguration()
    configuration.maximumConnections = 3
    // NB: A safety net only: every silent request is cancelled long before this.
    configuration.timeouts = HTTPTimeouts(connect: .seconds(10), total: .seconds(20))
    let client = HTTPClient(configuration: configuration)

    let inicio = ContinuousClock.now
    let tareas = (0..<200).map { indice in
      let ruta = indice.isMultiple(of: 2) ? "/silencio/\(indice)" : "/rapida/\(indice)"
      return (ruta, Task { await client.resultado(HTTPRequest(url: server.url(ruta))) })
    }
    for (indice, (_, tarea)) in tareas.enumerated() {
      if indice.isMultiple(of: 7) { try await Task.sleep(for: .milliseconds(1)) }
      tarea.cancel()
    }
    var errores: [String] = []
    for (ruta, tarea) in tareas {
      switch await tarea.value {
      case .success(let response) where !ruta.hasPrefix("/silencio") && response.status == 200:
        break
      case .failure(.cancelled):
        break
      case let outcome:
        errores.append("\(ruta): \(outcome)")
      }
    }

    #expect(errores.isEmpty, "\(errores.prefix(5))")
    #expect(ContinuousClock.now - inicio < .seconds(60))
    let despues = try await client.send(HTTPRequest(url: server.url("/rapida/despues")))
    #expect(despues.status == 200)
    #expect(String(decoding: despues.body, as: UTF8.self) == "ok")
  }

  @Test("Requests cancelled just as their answers arrive: each ends once, with its own outcome")
  func cancelAsAnswersArrive() async throws {
    let server = try ScriptedHTTPServer { request in .respond(status: 200, body: request.target) }
    defer { server.stop() }
    var configuration = HTTPClientConfiguration()
    configuration.maximumConnections = 2
    let client = HTTPClient(configuration: configuration)

    for ronda in 0..<10 {
      let tareas = (0..<30).map { indice in
        Task { await client.resultado(HTTPRequest(url: server.url("/\(ronda)/\(indice)"))) }
      }
      await Task.yield()
      for tarea in tareas.reversed() { tarea.cancel() }
      for (indice, tarea) in tareas.enumerated() {
        switch await tarea.value {
        case .success(let response):
          #expect(String(decoding: response.body, as: UTF8.self) == "/\(ronda)/\(indice)")
        case .failure(let error):
          #expect(error == .cancelled)
        }
      }
    }
    let response = try await client.send(HTTPRequest(url: server.url("/final")))
    #expect(String(decoding: response.body, as: UTF8.self) == "/final")
  }
}
