import Testing

@testable import ArticulosLive

@Suite("HTTPStatus classifies codes and says what to do")
struct HTTPStatusTests {
  @Test(
    "codes fall into their class",
    arguments: [
      (100, HTTPStatus.Category.informational), (200, .success), (204, .success),
      (299, .success), (301, .redirection), (399, .redirection), (400, .clientError),
      (404, .clientError), (499, .clientError), (500, .serverError), (599, .serverError),
      (99, .unknown), (600, .unknown), (0, .unknown),
    ])
  func categories(code: Int, category: HTTPStatus.Category) {
    #expect(HTTPStatus(code: code).category == category)
    #expect(HTTPStatus(code: code).isSuccess == (category == .success))
  }

  @Test("the description is the code and its reason phrase")
  func descriptions() {
    #expect(HTTPStatus(code: 404).description == "404 Not Found")
    #expect(HTTPStatus(code: 503).description == "503 Service Unavailable")
    #expect(HTTPStatus(code: 418).description == "418 Client Error")
    #expect(HTTPStatus(code: 777).description == "777 Unknown Status")
  }

  @Test("advice points at the likely fix")
  func advice() {
    #expect(HTTPStatus(code: 401).advice.contains("token"))
    #expect(HTTPStatus(code: 403).advice.contains("token"))
    #expect(HTTPStatus(code: 404).advice.contains("URL"))
    #expect(HTTPStatus(code: 429).advice.contains("wait"))
    #expect(HTTPStatus(code: 502).advice.contains("try again later"))
    #expect(HTTPStatus(code: 422).advice.contains("check the data"))
  }
}
