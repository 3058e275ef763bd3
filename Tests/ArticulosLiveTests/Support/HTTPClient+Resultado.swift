@testable import ArticulosLive

extension HTTPClient {
  /// What sending `request` gives, as a value: for tests that keep many outcomes to compare.
  func resultado(_ request: HTTPRequest) async -> Result<HTTPResponse, HTTPError> {
    do {
      return .success(try await send(request))
    } catch {
      return .failure(error)
    }
  }
}
