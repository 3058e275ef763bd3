import Foundation
import Synchronization
import Testing

@testable import ArticulosLive

@Suite("CurlTransfer collects what libcurl's callbacks deliver")
struct CurlTransferTests {
  private static func transfer(cap: Int = 1024) -> CurlTransfer {
    CurlTransfer(
      maximumResponseSize: cap, cancellation: CurlCancellation(), secrets: [], trace: nil)
  }

  private static func deliverHeader(_ line: String, to transfer: CurlTransfer) {
    Array(line.utf8).withUnsafeBytes { transfer.receiveHeaderLine($0) }
  }

  @Test("header lines become fields; a new status line starts a new set")
  func headerLines() {
    let transfer = Self.transfer()
    for line in [
      "HTTP/1.1 302 Found\r\n", "Location: /b\r\n", "\r\n", "HTTP/1.1 200 OK\r\n",
      "Content-Type:  application/json \r\n", "X-Empty:\r\n", "X-Long: one\r\n", "\t two\r\n",
      "not a header\r\n", "\r\n",
    ] {
      Self.deliverHeader(line, to: transfer)
    }

    #expect(
      transfer.headers.fields == [
        .init(name: "Content-Type", value: "application/json"), .init(name: "X-Empty", value: ""),
        .init(name: "X-Long", value: "one two"),
      ])
  }

  @Test("body bytes are kept up to the cap; past it the callback refuses and flags it")
  func bodyCap() {
    let transfer = Self.transfer(cap: 10)

    let first = Array("123456".utf8).withUnsafeBytes { transfer.receiveBody($0) }
    let second = Array("7890".utf8).withUnsafeBytes { transfer.receiveBody($0) }
    let third = Array("x".utf8).withUnsafeBytes { transfer.receiveBody($0) }

    #expect([first, second, third] == [6, 4, 0] as [Int])
    #expect(transfer.body == Data("1234567890".utf8))
    #expect(transfer.exceededMaximumResponseSize)
  }

  @Test("transfers run on the connection's own thread, never on Swift's cooperative pool")
  func transfersRunOnTheTransferThread() async throws {
    let server = try ScriptedHTTPServer { _ in .respond(status: 200) }
    defer { server.stop() }
    let threads = Mutex<Set<Bool>>([])
    var configuration = HTTPClientConfiguration()
    configuration.trace = { _ in
      let onTransferThread = TransferThread.isCurrent
      threads.withLock { _ = $0.insert(onTransferThread) }
    }

    _ = try await HTTPClient(configuration: configuration).send(HTTPRequest(url: server.url()))

    #expect(threads.withLock { $0 } == [true])
    #expect(!TransferThread.isCurrent)
  }
}
