import Testing

/// What the macros report, where (line:column), with which severity and fix-its, and the source
/// once every fix-it is applied.
@Suite("Diagnostics of the macros")
struct DiagnosticsExpansionTests {
  @Test("@DependencyClient on a class is an error with a fix-it to a struct")
  func classIsRejected() {
    assertExpansion(
      of: #"""
        @DependencyClient
        final class ClienteArticulos {
          var cargar: () async throws -> [Articulo]
        }
        """#,
      is: #"""
        final class ClienteArticulos {
          var cargar: () async throws -> [Articulo]
        }
        """#,
      diagnostics: [
        .error(
          #"'@DependencyClient' can only be applied to a struct, not to a class"#,
          line: 2, column: 7, fixIts: [#"Replace 'class' with 'struct'"#])
      ],
      fixedSource: #"""
        @DependencyClient
        struct ClienteArticulos {
          var cargar: () async throws -> [Articulo]
        }
        """#)
  }

  @Test("@DependencyClient on an actor is an error with a fix-it to a struct")
  func actorIsRejected() {
    assertExpansion(
      of: #"""
        @DependencyClient
        actor ClienteArticulos {
          var cargar: () async throws -> [Articulo]
        }
        """#,
      is: #"""
        actor ClienteArticulos {
          var cargar: () async throws -> [Articulo]
        }
        """#,
      diagnostics: [
        .error(
          #"'@DependencyClient' can only be applied to a struct, not to an actor"#,
          line: 2, column: 1, fixIts: [#"Replace 'actor' with 'struct'"#])
      ],
      fixedSource: #"""
        @DependencyClient
        struct ClienteArticulos {
          var cargar: () async throws -> [Articulo]
        }
        """#)
  }

  @Test("@DependencyClient on an enum is an error without a fix-it")
  func enumIsRejected() {
    assertExpansion(
      of: #"""
        @DependencyClient
        enum ClienteArticulos {
          case vivo
        }
        """#,
      is: #"""
        enum ClienteArticulos {
          case vivo
        }
        """#,
      diagnostics: [
        .error(
          #"'@DependencyClient' can only be applied to a struct, not to an enum"#,
          line: 2, column: 1)
      ])
  }

  @Test("a let closure is an error with a fix-it to var")
  func letEndpoint() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct ClienteArticulos {
          let cargar: () async throws -> [Articulo]
        }
        """#,
      is: #"""
        struct ClienteArticulos {
          let cargar: () async throws -> [Articulo]

          init(
            cargar: @escaping () async throws -> [Articulo]
          ) {
            self.cargar = cargar
          }
        }
        """#,
      diagnostics: [
        .error(
          #"Endpoint 'cargar' must be declared with 'var' so that it can be overridden"#,
          line: 3, column: 3, fixIts: [#"Replace 'let' with 'var'"#])
      ],
      fixedSource: #"""
        @DependencyClient
        struct ClienteArticulos {
          var cargar: () async throws -> [Articulo]
        }
        """#)
  }

  @Test(
    "a non-throwing non-Void endpoint without default is an error with a fix-it that keeps the comment"
  )
  func missingDefault() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Ajustes: Sendable {
          var idioma: @Sendable () -> String  // sin throws: exige defecto
        }
        """#,
      is: #"""
        struct Ajustes: Sendable {
          var idioma: @Sendable () -> String {  // sin throws: exige defecto
            @storageRestrictions(initializes: $idioma)
            init(initialValue) {
              $idioma = initialValue
            }
            get {
              $idioma
            }
            set {
              $idioma = newValue
            }
          }

          private var $idioma: @Sendable () -> String

          init(
            idioma: @escaping @Sendable () -> String
          ) {
            self.idioma = idioma
          }
        }
        """#,
      diagnostics: [
        .error(
          #"Default value required for non-throwing closure 'idioma'"#,
          line: 3, column: 7, fixIts: [#"Insert '= { <#String#> }'"#])
      ],
      fixedSource: #"""
        @DependencyClient
        struct Ajustes: Sendable {
          var idioma: @Sendable () -> String = { <#String#> }  // sin throws: exige defecto
        }
        """#)
  }

  @Test("the inserted default ignores each parameter")
  func missingDefaultWithParameters() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Calculadora {
          var sumar: (_ a: Int, _ b: Int) -> Int
          var par: (Int) -> (Int, Int)
        }
        """#,
      is: #"""
        struct Calculadora {
          var sumar: (_ a: Int, _ b: Int) -> Int {
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

          func sumar(a: Int, b: Int) -> Int {
            self.sumar(a, b)
          }

          private var $sumar: (_ a: Int, _ b: Int) -> Int
          var par: (Int) -> (Int, Int) {
            @storageRestrictions(initializes: $par)
            init(initialValue) {
              $par = initialValue
            }
            get {
              $par
            }
            set {
              $par = newValue
            }
          }

          private var $par: (Int) -> (Int, Int)

          init(
            sumar: @escaping (_ a: Int, _ b: Int) -> Int,
            par: @escaping (Int) -> (Int, Int)
          ) {
            self.sumar = sumar
            self.par = par
          }
        }
        """#,
      diagnostics: [
        .error(
          #"Default value required for non-throwing closure 'sumar'"#,
          line: 3, column: 7, fixIts: [#"Insert '= { _, _ in <#Int#> }'"#]),
        .error(
          #"Default value required for non-throwing closure 'par'"#,
          line: 4, column: 7, fixIts: [#"Insert '= { _ in <#(Int, Int)#> }'"#]),
      ],
      fixedSource: #"""
        @DependencyClient
        struct Calculadora {
          var sumar: (_ a: Int, _ b: Int) -> Int = { _, _ in <#Int#> }
          var par: (Int) -> (Int, Int) = { _ in <#(Int, Int)#> }
        }
        """#)
  }

  @Test("a typed-throws endpoint that must return a value needs a default")
  func missingDefaultTypedThrows() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Validador {
          var normalizar: (_ texto: String) throws(ValidacionError) -> String
        }
        """#,
      is: #"""
        struct Validador {
          var normalizar: (_ texto: String) throws(ValidacionError) -> String {
            @storageRestrictions(initializes: $normalizar)
            init(initialValue) {
              $normalizar = initialValue
            }
            get {
              $normalizar
            }
            set {
              $normalizar = newValue
            }
          }

          func normalizar(texto: String) throws(ValidacionError) -> String {
            try self.normalizar(texto)
          }

          private var $normalizar: (_ texto: String) throws(ValidacionError) -> String

          init(
            normalizar: @escaping (_ texto: String) throws(ValidacionError) -> String
          ) {
            self.normalizar = normalizar
          }
        }
        """#,
      diagnostics: [
        .error(
          #"Default value required for closure 'normalizar', which can only throw 'ValidacionError'"#,
          line: 3, column: 7, fixIts: [#"Insert '= { _ in <#String#> }'"#])
      ],
      fixedSource: #"""
        @DependencyClient
        struct Validador {
          var normalizar: (_ texto: String) throws(ValidacionError) -> String = { _ in <#String#> }
        }
        """#)
  }

  @Test("a default that calls fatalError is a warning with a fix-it to a placeholder")
  func fatalErrorDefault() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Ajustes {
          var idioma: () -> String = { fatalError() }
          var tema: (_ id: Int) -> String = { _ in Swift.fatalError("sin tema") }
        }
        """#,
      is: #"""
        struct Ajustes {
          var idioma: () -> String {
            @storageRestrictions(initializes: $idioma)
            init(initialValue) {
              $idioma = initialValue
            }
            get {
              $idioma
            }
            set {
              $idioma = newValue
            }
          }

          private var $idioma: () -> String = {
            Dependencies.reportIssue("Unimplemented: 'Ajustes.idioma'")
            fatalError()
          }
          var tema: (_ id: Int) -> String {
            @storageRestrictions(initializes: $tema)
            init(initialValue) {
              $tema = initialValue
            }
            get {
              $tema
            }
            set {
              $tema = newValue
            }
          }

          func tema(id: Int) -> String {
            self.tema(id)
          }

          private var $tema: (_ id: Int) -> String = { _ in
            Dependencies.reportIssue("Unimplemented: 'Ajustes.tema'")
            Swift.fatalError("sin tema")
          }

          init(
            idioma: @escaping () -> String = {
              Dependencies.reportIssue("Unimplemented: 'Ajustes.idioma'")
              fatalError()
            },
            tema: @escaping (_ id: Int) -> String = { _ in
              Dependencies.reportIssue("Unimplemented: 'Ajustes.tema'")
              Swift.fatalError("sin tema")
            }
          ) {
            self.idioma = idioma
            self.tema = tema
          }
        }
        """#,
      diagnostics: [
        .warning(
          #"Default of 'idioma' calls 'fatalError', which crashes any test or preview that reaches it; return a placeholder value instead"#,
          line: 3, column: 32, fixIts: [#"Replace 'fatalError()' with '<#String#>'"#]),
        .warning(
          #"Default of 'tema' calls 'fatalError', which crashes any test or preview that reaches it; return a placeholder value instead"#,
          line: 4, column: 44,
          fixIts: [#"Replace 'Swift.fatalError("sin tema")' with '<#String#>'"#]),
      ],
      fixedSource: #"""
        @DependencyClient
        struct Ajustes {
          var idioma: () -> String = { <#String#> }
          var tema: (_ id: Int) -> String = { _ in <#String#> }
        }
        """#)
  }

  @Test(
    "fatalError in the default of an endpoint that can default by itself: the fix-it removes the default"
  )
  func fatalErrorInThrowingDefault() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Ajustes {
          var version: () throws -> String = { fatalError() }  // nunca
          var registrar: (String) -> Void = { _ in preconditionFailure() }
        }
        """#,
      is: #"""
        struct Ajustes {
          var version: () throws -> String {  // nunca
            @storageRestrictions(initializes: $version)
            init(initialValue) {
              $version = initialValue
            }
            get {
              $version
            }
            set {
              $version = newValue
            }
          }

          private var $version: () throws -> String = {
            Dependencies.reportIssue("Unimplemented: 'Ajustes.version'")
            fatalError()
          }
          var registrar: (String) -> Void {
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

          private var $registrar: (String) -> Void = { _ in
            Dependencies.reportIssue("Unimplemented: 'Ajustes.registrar'")
            preconditionFailure()
          }

          init(
            version: @escaping () throws -> String = {
              Dependencies.reportIssue("Unimplemented: 'Ajustes.version'")
              fatalError()
            },
            registrar: @escaping (String) -> Void = { _ in
              Dependencies.reportIssue("Unimplemented: 'Ajustes.registrar'")
              preconditionFailure()
            }
          ) {
            self.version = version
            self.registrar = registrar
          }
        }
        """#,
      diagnostics: [
        .warning(
          #"Default of 'version' calls 'fatalError', which crashes any test or preview that reaches it; return a placeholder value instead"#,
          line: 3, column: 40, fixIts: [#"Remove the default; '@DependencyClient' provides one"#]),
        .warning(
          #"Default of 'registrar' calls 'preconditionFailure', which crashes any test or preview that reaches it; return a placeholder value instead"#,
          line: 4, column: 44, fixIts: [#"Remove the default; '@DependencyClient' provides one"#]),
      ],
      fixedSource: #"""
        @DependencyClient
        struct Ajustes {
          var version: () throws -> String  // nunca
          var registrar: (String) -> Void
        }
        """#)
  }

  @Test("a default that calls unimplemented is a warning; its placeholder becomes the default")
  func unimplementedDefault() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Ajustes {
          var idioma: @Sendable () -> String = unimplemented("Ajustes.idioma", placeholder: "es")
          var version: @Sendable () throws -> String = unimplemented("Ajustes.version")
          var nombre: @Sendable () -> String = unimplemented("Ajustes.nombre")
        }
        """#,
      is: #"""
        struct Ajustes {
          var idioma: @Sendable () -> String {
            @storageRestrictions(initializes: $idioma)
            init(initialValue) {
              $idioma = initialValue
            }
            get {
              $idioma
            }
            set {
              $idioma = newValue
            }
          }

          private var $idioma: @Sendable () -> String = {
            Dependencies.reportIssue("Unimplemented: 'Ajustes.idioma'")
            return (unimplemented("Ajustes.idioma", placeholder: "es") as @Sendable () -> String)()
          }
          var version: @Sendable () throws -> String {
            @storageRestrictions(initializes: $version)
            init(initialValue) {
              $version = initialValue
            }
            get {
              $version
            }
            set {
              $version = newValue
            }
          }

          private var $version: @Sendable () throws -> String = {
            Dependencies.reportIssue("Unimplemented: 'Ajustes.version'")
            return try (unimplemented("Ajustes.version") as @Sendable () throws -> String)()
          }
          var nombre: @Sendable () -> String {
            @storageRestrictions(initializes: $nombre)
            init(initialValue) {
              $nombre = initialValue
            }
            get {
              $nombre
            }
            set {
              $nombre = newValue
            }
          }

          private var $nombre: @Sendable () -> String = {
            Dependencies.reportIssue("Unimplemented: 'Ajustes.nombre'")
            return (unimplemented("Ajustes.nombre") as @Sendable () -> String)()
          }

          init(
            idioma: @escaping @Sendable () -> String = {
              Dependencies.reportIssue("Unimplemented: 'Ajustes.idioma'")
              return (unimplemented("Ajustes.idioma", placeholder: "es") as @Sendable () -> String)()
            },
            version: @escaping @Sendable () throws -> String = {
              Dependencies.reportIssue("Unimplemented: 'Ajustes.version'")
              return try (unimplemented("Ajustes.version") as @Sendable () throws -> String)()
            },
            nombre: @escaping @Sendable () -> String = {
              Dependencies.reportIssue("Unimplemented: 'Ajustes.nombre'")
              return (unimplemented("Ajustes.nombre") as @Sendable () -> String)()
            }
          ) {
            self.idioma = idioma
            self.version = version
            self.nombre = nombre
          }
        }
        """#,
      diagnostics: [
        .warning(
          #"Default of 'idioma' calls 'unimplemented', which reports a second issue; '@DependencyClient' already reports calls to an endpoint that was not overridden"#,
          line: 3, column: 40, fixIts: [#"Replace with '{ "es" }'"#]),
        .warning(
          #"Default of 'version' calls 'unimplemented', which reports a second issue; '@DependencyClient' already reports calls to an endpoint that was not overridden"#,
          line: 4, column: 48, fixIts: [#"Remove the default; '@DependencyClient' provides one"#]),
        .warning(
          #"Default of 'nombre' calls 'unimplemented', which reports a second issue; '@DependencyClient' already reports calls to an endpoint that was not overridden"#,
          line: 5, column: 40, fixIts: [#"Replace with '{ <#String#> }'"#]),
      ],
      fixedSource: #"""
        @DependencyClient
        struct Ajustes {
          var idioma: @Sendable () -> String = { "es" }
          var version: @Sendable () throws -> String
          var nombre: @Sendable () -> String = { <#String#> }
        }
        """#)
  }

  @Test("a stored property without a type it can read is an error with a fix-it")
  func missingTypeAnnotation() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Busqueda {
          var orden = Orden.fecha
          var buscar: (_ texto: String) throws -> [Articulo]
        }
        """#,
      is: #"""
        struct Busqueda {
          var orden = Orden.fecha
          var buscar: (_ texto: String) throws -> [Articulo] {
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

          func buscar(texto: String) throws -> [Articulo] {
            try self.buscar(texto)
          }

          private var $buscar: (_ texto: String) throws -> [Articulo] = { _ in
            Dependencies.reportIssue("Unimplemented: 'Busqueda.buscar'")
            throw DependenciesMacros.Unimplemented("buscar")
          }

          init(
            buscar: @escaping (_ texto: String) throws -> [Articulo] = { _ in
              Dependencies.reportIssue("Unimplemented: 'Busqueda.buscar'")
              throw DependenciesMacros.Unimplemented("buscar")
            }
          ) {
            self.buscar = buscar
          }
        }
        """#,
      diagnostics: [
        .error(
          #"'@DependencyClient' requires a type annotation on 'orden' to generate its initializer"#,
          line: 3, column: 7, fixIts: [#"Insert ': <#Type#>'"#])
      ],
      fixedSource: #"""
        @DependencyClient
        struct Busqueda {
          var orden: <#Type#> = Orden.fecha
          var buscar: (_ texto: String) throws -> [Articulo]
        }
        """#)
  }

  @Test("method: must be a string literal")
  func methodNotALiteral() {
    assertExpansion(
      of: #"""
        struct ClienteArticulos {
          @DependencyEndpoint(method: nombre)
          var cargar: (_ id: Int) throws -> Articulo
        }
        """#,
      is: #"""
        struct ClienteArticulos {
          var cargar: (_ id: Int) throws -> Articulo {
            @storageRestrictions(initializes: $cargar)
            init(initialValue) {
              $cargar = initialValue
            }
            get {
              $cargar
            }
            set {
              $cargar = newValue
            }
          }

          private var $cargar: (_ id: Int) throws -> Articulo = { _ in
            Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.cargar'")
            throw DependenciesMacros.Unimplemented("cargar")
          }
        }
        """#,
      diagnostics: [
        .error(
          #"'method' must be a string literal"#,
          line: 2, column: 31)
      ])
  }

  @Test("method: must spell a valid method name")
  func methodNotAnIdentifier() {
    assertExpansion(
      of: #"""
        struct ClienteArticulos {
          @DependencyEndpoint(method: "cargar uno")
          var cargar: (_ id: Int) throws -> Articulo
        }
        """#,
      is: #"""
        struct ClienteArticulos {
          var cargar: (_ id: Int) throws -> Articulo {
            @storageRestrictions(initializes: $cargar)
            init(initialValue) {
              $cargar = initialValue
            }
            get {
              $cargar
            }
            set {
              $cargar = newValue
            }
          }

          private var $cargar: (_ id: Int) throws -> Articulo = { _ in
            Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.cargar'")
            throw DependenciesMacros.Unimplemented("cargar")
          }
        }
        """#,
      diagnostics: [
        .error(
          #"'method' must be a valid method name; 'cargar uno' is not"#,
          line: 2, column: 31)
      ])
  }

  @Test("@DependencyEndpoint on a property that is not a closure is an error")
  func endpointOnNonClosure() {
    assertExpansion(
      of: #"""
        struct ClienteArticulos {
          @DependencyEndpoint
          var limite: Int
        }
        """#,
      is: #"""
        struct ClienteArticulos {
          var limite: Int
        }
        """#,
      diagnostics: [
        .error(
          #"'@DependencyEndpoint' can only be applied to a property of closure type"#,
          line: 2, column: 3)
      ])
  }
}
