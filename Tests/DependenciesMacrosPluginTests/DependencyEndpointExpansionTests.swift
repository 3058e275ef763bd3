import Testing

/// How `@DependencyEndpoint` expands: storage, accessors and the labeled method. Every test
/// compares the whole expanded file.
@Suite("@DependencyEndpoint expansion")
struct DependencyEndpointExpansionTests {
  @Test("named closure parameters become the labels of a method that calls the field")
  func labeledMethod() {
    assertExpansion(
      of: #"""
        struct ClienteArticulos {
          @DependencyEndpoint
          var buscar: (_ texto: String, _ pagina: Int) async throws -> Pagina
        }
        """#,
      is: #"""
        struct ClienteArticulos {
          var buscar: (_ texto: String, _ pagina: Int) async throws -> Pagina {
            @storageRestrictions(initializes: $buscar)
            init(initialValue) {
              $buscar = initialValue
            }
            get {
              $buscar
            }
            set {
              $buscar = newValue
            }
          }

          func buscar(texto: String, pagina: Int) async throws -> Pagina {
            try await self.buscar(texto, pagina)
          }

          private var $buscar: (_ texto: String, _ pagina: Int) async throws -> Pagina = { _, _ in
            Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.buscar'")
            throw DependenciesMacros.Unimplemented("buscar")
          }
        }
        """#)
  }

  @Test("a closure without parameter names gets no method")
  func unnamedParametersGetNoMethod() {
    assertExpansion(
      of: #"""
        struct ClienteArticulos {
          @DependencyEndpoint
          var buscar: (String, Int) async throws -> Pagina
        }
        """#,
      is: #"""
        struct ClienteArticulos {
          var buscar: (String, Int) async throws -> Pagina {
            @storageRestrictions(initializes: $buscar)
            init(initialValue) {
              $buscar = initialValue
            }
            get {
              $buscar
            }
            set {
              $buscar = newValue
            }
          }

          private var $buscar: (String, Int) async throws -> Pagina = { _, _ in
            Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.buscar'")
            throw DependenciesMacros.Unimplemented("buscar")
          }
        }
        """#)
  }

  @Test("an unnamed parameter among named ones keeps no label")
  func mixedParameterNames() {
    assertExpansion(
      of: #"""
        struct ClienteArticulos {
          @DependencyEndpoint
          var mover: (_ articulo: Articulo, Int) throws -> Void
        }
        """#,
      is: #"""
        struct ClienteArticulos {
          var mover: (_ articulo: Articulo, Int) throws -> Void {
            @storageRestrictions(initializes: $mover)
            init(initialValue) {
              $mover = initialValue
            }
            get {
              $mover
            }
            set {
              $mover = newValue
            }
          }

          func mover(articulo: Articulo, _ p1: Int) throws -> Void {
            try self.mover(articulo, p1)
          }

          private var $mover: (_ articulo: Articulo, Int) throws -> Void = { _, _ in
            Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.mover'")
            throw DependenciesMacros.Unimplemented("mover")
          }
        }
        """#)
  }

  @Test("method: gives a method to a closure without parameter names")
  func renamedMethodWithoutLabels() {
    assertExpansion(
      of: #"""
        struct ClienteArticulos {
          @DependencyEndpoint(method: "articulo")
          var cargarUno: @Sendable (Int) async throws -> Articulo
        }
        """#,
      is: #"""
        struct ClienteArticulos {
          var cargarUno: @Sendable (Int) async throws -> Articulo {
            @storageRestrictions(initializes: $cargarUno)
            init(initialValue) {
              $cargarUno = initialValue
            }
            get {
              $cargarUno
            }
            set {
              $cargarUno = newValue
            }
          }

          @Sendable func articulo(_ p0: Int) async throws -> Articulo {
            try await self.cargarUno(p0)
          }

          private var $cargarUno: @Sendable (Int) async throws -> Articulo = { _ in
            Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.cargarUno'")
            throw DependenciesMacros.Unimplemented("cargarUno")
          }
        }
        """#)
  }

  @Test("method: renames a labeled method, so endpoints can overload one name")
  func renamedMethodWithLabels() {
    assertExpansion(
      of: #"""
        struct ClienteArticulos {
          @DependencyEndpoint(method: "cargar")
          var cargarPorID: (_ id: Int) async throws -> Articulo
          @DependencyEndpoint(method: "cargar")
          var cargarPorSlug: (_ slug: String) async throws -> Articulo
        }
        """#,
      is: #"""
        struct ClienteArticulos {
          var cargarPorID: (_ id: Int) async throws -> Articulo {
            @storageRestrictions(initializes: $cargarPorID)
            init(initialValue) {
              $cargarPorID = initialValue
            }
            get {
              $cargarPorID
            }
            set {
              $cargarPorID = newValue
            }
          }

          func cargar(id: Int) async throws -> Articulo {
            try await self.cargarPorID(id)
          }

          private var $cargarPorID: (_ id: Int) async throws -> Articulo = { _ in
            Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.cargarPorID'")
            throw DependenciesMacros.Unimplemented("cargarPorID")
          }
          var cargarPorSlug: (_ slug: String) async throws -> Articulo {
            @storageRestrictions(initializes: $cargarPorSlug)
            init(initialValue) {
              $cargarPorSlug = initialValue
            }
            get {
              $cargarPorSlug
            }
            set {
              $cargarPorSlug = newValue
            }
          }

          func cargar(slug: String) async throws -> Articulo {
            try await self.cargarPorSlug(slug)
          }

          private var $cargarPorSlug: (_ slug: String) async throws -> Articulo = { _ in
            Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.cargarPorSlug'")
            throw DependenciesMacros.Unimplemented("cargarPorSlug")
          }
        }
        """#)
  }

  @Test("an empty method name keeps the property's name")
  func emptyMethodName() {
    assertExpansion(
      of: #"""
        struct ClienteArticulos {
          @DependencyEndpoint(method: "")
          var borrar: (_ id: Int) async throws -> Void
        }
        """#,
      is: #"""
        struct ClienteArticulos {
          var borrar: (_ id: Int) async throws -> Void {
            @storageRestrictions(initializes: $borrar)
            init(initialValue) {
              $borrar = initialValue
            }
            get {
              $borrar
            }
            set {
              $borrar = newValue
            }
          }

          func borrar(id: Int) async throws -> Void {
            try await self.borrar(id)
          }

          private var $borrar: (_ id: Int) async throws -> Void = { _ in
            Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.borrar'")
            throw DependenciesMacros.Unimplemented("borrar")
          }
        }
        """#)
  }

  @Test("a global actor carries over to the method, @Sendable alone, and async adds await")
  func mainActorAndAsync() {
    assertExpansion(
      of: #"""
        struct Pantalla {
          @DependencyEndpoint
          var mostrar: @MainActor @Sendable (_ mensaje: String) async -> Void
          @DependencyEndpoint
          var medir: @Sendable (_ texto: String) -> Int = { $0.count }
        }
        """#,
      is: #"""
        struct Pantalla {
          var mostrar: @MainActor @Sendable (_ mensaje: String) async -> Void {
            @storageRestrictions(initializes: $mostrar)
            init(initialValue) {
              $mostrar = initialValue
            }
            get {
              $mostrar
            }
            set {
              $mostrar = newValue
            }
          }

          @MainActor func mostrar(mensaje: String) async -> Void {
            await self.mostrar(mensaje)
          }

          private var $mostrar: @MainActor @Sendable (_ mensaje: String) async -> Void = { _ in
            Dependencies.reportIssue("Unimplemented: 'Pantalla.mostrar'")
          }
          var medir: @Sendable (_ texto: String) -> Int {
            @storageRestrictions(initializes: $medir)
            init(initialValue) {
              $medir = initialValue
            }
            get {
              $medir
            }
            set {
              $medir = newValue
            }
          }

          @Sendable func medir(texto: String) -> Int {
            self.medir(texto)
          }

          private var $medir: @Sendable (_ texto: String) -> Int = {
            Dependencies.reportIssue("Unimplemented: 'Pantalla.medir'")
            return $0.count
          }
        }
        """#)
  }

  @Test("inout parameters are passed with & and autoclosures are evaluated")
  func inoutAndAutoclosure() {
    assertExpansion(
      of: #"""
        struct Contador {
          @DependencyEndpoint
          var sumar: (_ total: inout Int, _ extra: @autoclosure () -> Int) -> Void
        }
        """#,
      is: #"""
        struct Contador {
          var sumar: (_ total: inout Int, _ extra: @autoclosure () -> Int) -> Void {
            @storageRestrictions(initializes: $sumar)
            init(initialValue) {
              $sumar = initialValue
            }
            get {
              $sumar
            }
            set {
              $sumar = newValue
            }
          }

          func sumar(total: inout Int, extra: @autoclosure () -> Int) -> Void {
            self.sumar(&total, extra())
          }

          private var $sumar: (_ total: inout Int, _ extra: @autoclosure () -> Int) -> Void = { _, _ in
            Dependencies.reportIssue("Unimplemented: 'Contador.sumar'")
          }
        }
        """#)
  }

  @Test("an escaping closure parameter keeps its attribute")
  func escapingParameter() {
    assertExpansion(
      of: #"""
        struct Temporizador {
          @DependencyEndpoint
          var programar: (_ segundos: Double, _ accion: @escaping @Sendable () -> Void) -> Void
        }
        """#,
      is: #"""
        struct Temporizador {
          var programar: (_ segundos: Double, _ accion: @escaping @Sendable () -> Void) -> Void {
            @storageRestrictions(initializes: $programar)
            init(initialValue) {
              $programar = initialValue
            }
            get {
              $programar
            }
            set {
              $programar = newValue
            }
          }

          func programar(segundos: Double, accion: @escaping @Sendable () -> Void) -> Void {
            self.programar(segundos, accion)
          }

          private var $programar: (_ segundos: Double, _ accion: @escaping @Sendable () -> Void) -> Void = { _, _ in
            Dependencies.reportIssue("Unimplemented: 'Temporizador.programar'")
          }
        }
        """#)
  }

  @Test("the property's documentation comment is copied onto the method")
  func documentationCopied() {
    assertExpansion(
      of: #"""
        struct ClienteArticulos {
          /// Busca artículos por texto.
          /// - Parameter texto: Lo que se busca.
          @DependencyEndpoint
          public var buscar: (_ texto: String) async throws -> [Articulo]
        }
        """#,
      is: #"""
        struct ClienteArticulos {
          /// Busca artículos por texto.
          /// - Parameter texto: Lo que se busca.
          public var buscar: (_ texto: String) async throws -> [Articulo] {
            @storageRestrictions(initializes: $buscar)
            init(initialValue) {
              $buscar = initialValue
            }
            get {
              $buscar
            }
            set {
              $buscar = newValue
            }
          }

          /// Busca artículos por texto.
          /// - Parameter texto: Lo que se busca.
          public func buscar(texto: String) async throws -> [Articulo] {
            try await self.buscar(texto)
          }

          private var $buscar: (_ texto: String) async throws -> [Articulo] = { _ in
            Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.buscar'")
            throw DependenciesMacros.Unimplemented("buscar")
          }
        }
        """#)
  }

  @Test("a parameter named with a keyword is a label, and a backticked name inside")
  func keywordLabel() {
    assertExpansion(
      of: #"""
        struct Agenda {
          @DependencyEndpoint
          var eventos: (_ for: Date, _ in: String) throws -> [Evento]
        }
        """#,
      is: #"""
        struct Agenda {
          var eventos: (_ for: Date, _ in: String) throws -> [Evento] {
            @storageRestrictions(initializes: $eventos)
            init(initialValue) {
              $eventos = initialValue
            }
            get {
              $eventos
            }
            set {
              $eventos = newValue
            }
          }

          func eventos(for p0: Date, in p1: String) throws -> [Evento] {
            try self.eventos(p0, p1)
          }

          private var $eventos: (_ for: Date, _ in: String) throws -> [Evento] = { _, _ in
            Dependencies.reportIssue("Unimplemented: 'Agenda.eventos'")
            throw DependenciesMacros.Unimplemented("eventos")
          }
        }
        """#)
  }

  @Test("a variadic parameter cannot be forwarded, so no method is written")
  func variadicGetsNoMethod() {
    assertExpansion(
      of: #"""
        struct Registro {
          @DependencyEndpoint
          var registrar: (_ eventos: String...) -> Void
        }
        """#,
      is: #"""
        struct Registro {
          var registrar: (_ eventos: String...) -> Void {
            @storageRestrictions(initializes: $registrar)
            init(initialValue) {
              $registrar = initialValue
            }
            get {
              $registrar
            }
            set {
              $registrar = newValue
            }
          }

          private var $registrar: (_ eventos: String...) -> Void = { _ in
            Dependencies.reportIssue("Unimplemented: 'Registro.registrar'")
          }
        }
        """#)
  }

  @Test("the unimplemented message names the enclosing type")
  func endpointInExtensionTypeName() {
    assertExpansion(
      of: #"""
        extension Modulo {
          struct Cliente {
            @DependencyEndpoint
            var ping: () throws -> Void
          }
        }
        """#,
      is: #"""
        extension Modulo {
          struct Cliente {
            var ping: () throws -> Void {
              @storageRestrictions(initializes: $ping)
              init(initialValue) {
                $ping = initialValue
              }
              get {
                $ping
              }
              set {
                $ping = newValue
              }
            }

            private var $ping: () throws -> Void = {
              Dependencies.reportIssue("Unimplemented: 'Cliente.ping'")
              throw DependenciesMacros.Unimplemented("ping")
            }
          }
        }
        """#)
  }
}
