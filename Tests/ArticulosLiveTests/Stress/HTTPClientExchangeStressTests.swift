import Dependencies
import Foundation
import Synchronization
import Testing

@testable import ArticulosLive

/// One `HTTPClient` shared by hundreds of tasks: every response must be the one its request
/// asked for, with its own body and headers, however the transfers interleave on the pool's
/// threads. Run under Thread and Address Sanitizer by `Scripts/test-tsan.sh` and
/// `Scripts/test-asan.sh`.
@Suite("Stress: hundreds of tasks share one HTTPClient and each gets its own answer")
struct HTTPClientExchangeStressTests {
  /// Answers with what it received: method, target, the `X-Pedido` header and the body.
  private static func eco() throws -> ScriptedHTTPServer {
    try ScriptedHTTPServer { request in
      .respond(
        status: 200, headers: [("X-Pedido", request.header("X-Pedido") ?? "")],
        body: "\(request.method) \(request.target) \(String(decoding: request.body, as: UTF8.self))"
      )
    }
  }

  @Test("400 GETs and POSTs with bodies up to 64 KiB from 400 tasks, over 4 connections")
  func mixedRequestsFromManyTasks() async throws {
    let server = try Self.eco()
    defer { server.stop() }
    var configuration = HTTPClientConfiguration()
    configuration.maximumConnections = 4
    let client = HTTPClient(configuration: configuration)

    let errores = await withTaskGroup(of: String?.self) { group in
      for pedido in 0..<400 {
        group.addTask {
          let cuerpo =
            pedido.isMultiple(of: 2)
            ? nil : String(repeating: "\(pedido % 10)", count: pedido * 163)
          let request = HTTPRequest(
            method: cuerpo == nil ? .get : .post, url: server.url("/pedido/\(pedido)"),
            headers: ["X-Pedido": "\(pedido)"], body: cuerpo.map { Data($0.utf8) })
          let esperado = "\(cuerpo == nil ? "GET" : "POST") /pedido/\(pedido) \(cuerpo ?? "")"
          do {
            let response = try await client.send(request)
            let recibido = String(decoding: response.body, as: UTF8.self)
            guard response.status == 200, recibido == esperado,
              response.headers["X-Pedido"] == "\(pedido)"
            else { return "\(pedido): \(response.status) \(recibido.prefix(40))" }
            return nil
          } catch {
            return "\(pedido): \(error)"
          }
        }
      }
      return await group.reduce(into: [String]()) { errores, error in
        if let error { errores.append(error) }
      }
    }

    #expect(errores.isEmpty, "\(errores.prefix(5))")
    #expect(server.requests.count == 400)
    #expect(server.connectionCount <= 4)
  }

  @Test("200 traced requests at once: every trace line is redacted and names its own request")
  func tracingFromManyTasks() async throws {
    let server = try Self.eco()
    defer { server.stop() }
    let lineas = Mutex<[String]>([])
    var configuration = HTTPClientConfiguration()
    configuration.trace = { linea in lineas.withLock { $0.append(linea) } }
    let client = HTTPClient(configuration: configuration)

    let fallos = await withTaskGroup(of: Int.self) { group in
      for pedido in 0..<200 {
        group.addTask {
          let request = HTTPRequest(
            url: server.url("/trazado/\(pedido)"),
            headers: ["Authorization": "Bearer dstok_secreto\(pedido)"])
          let response = try? await client.send(request)
          return response?.status == 200 ? 0 : 1
        }
      }
      return await group.reduce(0, +)
    }

    let trazas = lineas.withLock { $0 }
    #expect(fallos == 0)
    #expect(trazas.filter { $0.hasPrefix("> GET /trazado/") }.count == 200)
    #expect(!trazas.contains { $0.contains("dstok_secreto") })
  }

  @Test("150 tasks at once each get their own 503, then their own answer when they ask again")
  func failuresFromManyTasks() async throws {
    let intentos = Mutex<[String: Int]>([:])
    let server = try ScriptedHTTPServer { request in
      let intento = intentos.withLock { intentos in
        intentos[request.target, default: 0] += 1
        return intentos[request.target]!
      }
      return intento == 1
        ? .respond(status: 503, body: "later") : .respond(status: 200, body: request.target)
    }
    defer { server.stop() }
    let client = HTTPClient()

    let correctas = await withTaskGroup(of: Bool.self) { group in
      for pedido in 0..<150 {
        group.addTask {
          let peticion = HTTPRequest(url: server.url("/r/\(pedido)"))
          let primera = try? await client.send(peticion)
          let segunda = try? await client.send(peticion)
          return primera?.status == 503 && segunda?.status == 200
            && String(decoding: segunda?.body ?? Data(), as: UTF8.self) == "/r/\(pedido)"
        }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }

    #expect(correctas.count == 150)
    #expect(correctas.allSatisfy { $0 })
    #expect(server.requests.count == 300)
  }

}
