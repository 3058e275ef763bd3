import Foundation
import Testing

@testable import ArticulosLive

@Suite("HTTPHeaders keeps order and matches names in any case")
struct HTTPHeadersTests {
  @Test("lookup ignores case and returns the first value")
  func lookup() {
    var headers: HTTPHeaders = ["Set-Cookie": "a=1", "Accept": "*/*"]
    headers.add(name: "set-cookie", value: "b=2")

    #expect(headers["SET-COOKIE"] == "a=1")
    #expect(headers.values(for: "Set-Cookie") == ["a=1", "b=2"])
    #expect(headers.contains("accept"))
    #expect(!headers.contains("Authorization"))
    #expect(headers["Authorization"] == nil)
  }

  @Test("setting replaces every field of that name in place; nil removes them")
  func setting() {
    var headers: HTTPHeaders = ["A": "1", "B": "2", "a": "3"]

    headers["a"] = "new"
    #expect(headers.fields.map(\.name) == ["a", "B"])
    #expect(headers["A"] == "new")

    headers["B"] = nil
    #expect(headers.fields == [.init(name: "a", value: "new")])
  }

  @Test("fields that could split a request are found")
  func invalidFields() {
    #expect((["X": "a\r\nY: b"] as HTTPHeaders).firstInvalidField?.name == "X")
    #expect((["X": "a\nb"] as HTTPHeaders).firstInvalidField?.name == "X")
    #expect((["Bad Name": "v"] as HTTPHeaders).firstInvalidField?.name == "Bad Name")
    #expect((["": "v"] as HTTPHeaders).firstInvalidField?.name == "")
    #expect((["Na:me": "v"] as HTTPHeaders).firstInvalidField?.name == "Na:me")
    #expect((["Accept": "text/html, */*;q=0.8"] as HTTPHeaders).firstInvalidField == nil)
  }

  @Test("an empty value is sent as an empty header, not dropped")
  func emptyValue() async throws {
    let server = try ScriptedHTTPServer { _ in .respond(status: 200) }
    defer { server.stop() }

    _ = try await HTTPClient().send(HTTPRequest(url: server.url(), headers: ["X-Empty": ""]))

    #expect(server.requests.first?.header("X-Empty") == "")
  }

  @Test("a request's own User-Agent and Accept win over the defaults")
  func requestHeadersWin() async throws {
    let server = try ScriptedHTTPServer { _ in .respond(status: 200) }
    defer { server.stop() }
    var configuration = HTTPClientConfiguration()
    configuration.userAgent = "articulos-test"

    _ = try await HTTPClient(configuration: configuration).send(HTTPRequest(url: server.url("/1")))
    _ = try await HTTPClient(configuration: configuration).send(
      HTTPRequest(url: server.url("/2"), headers: ["User-Agent": "mine", "Accept": "text/csv"]))

    let requests = server.requests
    #expect(requests[0].header("User-Agent") == "articulos-test")
    #expect(requests[1].header("User-Agent") == "mine")
    #expect(requests[1].header("Accept") == "text/csv")
  }
}
