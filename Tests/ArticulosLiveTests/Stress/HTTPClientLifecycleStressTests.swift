import Foundation
import Testing

@testable import ArticulosLive

/// Clients made, used from several tasks and dropped, many at once: the pool, its connections,
/// their threads and libcurl handles are created and torn down concurrently, while transfers of
/// other clients run.
@Suite("Stress: many HTTPClients made, used and dropped at once")
struct HTTPClientLifecycleStressTests {
  @Test("40 clients, each used by 5 tasks at once and then dropped, all concurrently")
  func clientsComeAndGo() async throws {
    let server = try ScriptedHTTPServer { request in .respond(status: 200, body: request.target) }
    defer { server.stop() }

    let errores = await withTaskGroup(of: [String].self) { group in
      for cliente in 0..<40 {
        group.addTask {
          var configuration = HTTPClientConfiguration()
          configuration.maximumConnections = 1 + cliente % 3
          let client = HTTPClient(configuration: configuration)
          return await withTaskGroup(of: String?.self) { usos in
            for uso in 0..<5 {
              usos.addTask {
                let ruta = "/cliente/\(cliente)/uso/\(uso)"
                let response = try? await client.send(HTTPRequest(url: server.url(ruta)))
                let recibido = response.map { String(decoding: $0.body, as: UTF8.self) }
                return recibido == ruta ? nil : "\(ruta): \(recibido ?? "failed")"
              }
            }
            return await usos.reduce(into: [String]()) { errores, error in
              if let error { errores.append(error) }
            }
          }
        }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }

    #expect(errores.isEmpty, "\(errores.prefix(5))")
    #expect(server.requests.count == 200)
  }

  @Test("A client dropped while its last transfer still runs finishes that transfer")
  func clientDroppedDuringTransfer() async throws {
    let server = try ScriptedHTTPServer { request in
      Thread.sleep(forTimeInterval: 0.02)
      return .respond(status: 200, body: request.target)
    }
    defer { server.stop() }

    let cuerpos = await withTaskGroup(of: String.self) { group in
      for indice in 0..<20 {
        group.addTask {
          // NB: The task holds only the method's reference to the client while it waits.
          let response = try? await HTTPClient().send(HTTPRequest(url: server.url("/\(indice)")))
          return response.map { String(decoding: $0.body, as: UTF8.self) } ?? "failed"
        }
      }
      return await group.reduce(into: Set<String>()) { $0.insert($1) }
    }

    #expect(cuerpos == Set((0..<20).map { "/\($0)" }))
  }
}
