import Testing

/// How `@DependencyClient` expands: the initializer, the defaults, access levels and what it
/// leaves alone. Every test compares the whole expanded file.
@Suite("@DependencyClient expansion")
struct DependencyClientExpansionTests {
  @Test("the lesson's client: throwing endpoints report, then throw Unimplemented")
  func clienteArticulos() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct ClienteArticulos: Sendable {
          var cargar: @Sendable () async throws -> [Articulo]
          var buscar: @Sendable (_ texto: String, _ pagina: Int) async throws -> Pagina
          var borrar: @Sendable (_ id: Articulo.ID) async throws -> Void
        }
        """#,
      is: #"""
        struct ClienteArticulos: Sendable {
          var cargar: @Sendable () async throws -> [Articulo] {
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

          private var $cargar: @Sendable () async throws -> [Articulo] = {
            Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.cargar'")
            throw DependenciesMacros.Unimplemented("cargar")
          }
          var buscar: @Sendable (_ texto: String, _ pagina: Int) async throws -> Pagina {
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

          @Sendable func buscar(texto: String, pagina: Int) async throws -> Pagina {
            try await self.buscar(texto, pagina)
          }

          private var $buscar: @Sendable (_ texto: String, _ pagina: Int) async throws -> Pagina = { _, _ in
            Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.buscar'")
            throw DependenciesMacros.Unimplemented("buscar")
          }
          var borrar: @Sendable (_ id: Articulo.ID) async throws -> Void {
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

          @Sendable func borrar(id: Articulo.ID) async throws -> Void {
            try await self.borrar(id)
          }

          private var $borrar: @Sendable (_ id: Articulo.ID) async throws -> Void = { _ in
            Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.borrar'")
            throw DependenciesMacros.Unimplemented("borrar")
          }

          init(
            cargar: @escaping @Sendable () async throws -> [Articulo] = {
              Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.cargar'")
              throw DependenciesMacros.Unimplemented("cargar")
            },
            buscar: @escaping @Sendable (_ texto: String, _ pagina: Int) async throws -> Pagina = { _, _ in
              Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.buscar'")
              throw DependenciesMacros.Unimplemented("buscar")
            },
            borrar: @escaping @Sendable (_ id: Articulo.ID) async throws -> Void = { _ in
              Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.borrar'")
              throw DependenciesMacros.Unimplemented("borrar")
            }
          ) {
            self.cargar = cargar
            self.buscar = buscar
            self.borrar = borrar
          }
        }
        """#)
  }

  @Test("a non-throwing Void endpoint reports and returns")
  func voidEndpoint() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Registro {
          var registrar: @Sendable (_ evento: String) -> Void
          var vaciar: () -> ()
        }
        """#,
      is: #"""
        struct Registro {
          var registrar: @Sendable (_ evento: String) -> Void {
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

          @Sendable func registrar(evento: String) -> Void {
            self.registrar(evento)
          }

          private var $registrar: @Sendable (_ evento: String) -> Void = { _ in
            Dependencies.reportIssue("Unimplemented: 'Registro.registrar'")
          }
          var vaciar: () -> () {
            @storageRestrictions(initializes: $vaciar)
            init(initialValue) {
              $vaciar = initialValue
            }
            get {
              $vaciar
            }
            set {
              $vaciar = newValue
            }
          }

          private var $vaciar: () -> () = {
            Dependencies.reportIssue("Unimplemented: 'Registro.vaciar'")
          }

          init(
            registrar: @escaping @Sendable (_ evento: String) -> Void = { _ in
              Dependencies.reportIssue("Unimplemented: 'Registro.registrar'")
            },
            vaciar: @escaping () -> () = {
              Dependencies.reportIssue("Unimplemented: 'Registro.vaciar'")
            }
          ) {
            self.registrar = registrar
            self.vaciar = vaciar
          }
        }
        """#)
  }

  @Test("a non-throwing optional endpoint reports and returns nil")
  func optionalEndpoint() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Cache {
          var leer: @Sendable (_ clave: String) -> Data?
          var ultimo: () -> Optional<Int>
        }
        """#,
      is: #"""
        struct Cache {
          var leer: @Sendable (_ clave: String) -> Data? {
            @storageRestrictions(initializes: $leer)
            init(initialValue) {
              $leer = initialValue
            }
            get {
              $leer
            }
            set {
              $leer = newValue
            }
          }

          @Sendable func leer(clave: String) -> Data? {
            self.leer(clave)
          }

          private var $leer: @Sendable (_ clave: String) -> Data? = { _ in
            Dependencies.reportIssue("Unimplemented: 'Cache.leer'")
            return nil
          }
          var ultimo: () -> Optional<Int> {
            @storageRestrictions(initializes: $ultimo)
            init(initialValue) {
              $ultimo = initialValue
            }
            get {
              $ultimo
            }
            set {
              $ultimo = newValue
            }
          }

          private var $ultimo: () -> Optional<Int> = {
            Dependencies.reportIssue("Unimplemented: 'Cache.ultimo'")
            return nil
          }

          init(
            leer: @escaping @Sendable (_ clave: String) -> Data? = { _ in
              Dependencies.reportIssue("Unimplemented: 'Cache.leer'")
              return nil
            },
            ultimo: @escaping () -> Optional<Int> = {
              Dependencies.reportIssue("Unimplemented: 'Cache.ultimo'")
              return nil
            }
          ) {
            self.leer = leer
            self.ultimo = ultimo
          }
        }
        """#)
  }

  @Test("a throwing endpoint throws even when it could return nil or Void")
  func throwingOptionalEndpoint() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Cache {
          var leer: (_ clave: String) throws -> Data?
        }
        """#,
      is: #"""
        struct Cache {
          var leer: (_ clave: String) throws -> Data? {
            @storageRestrictions(initializes: $leer)
            init(initialValue) {
              $leer = initialValue
            }
            get {
              $leer
            }
            set {
              $leer = newValue
            }
          }

          func leer(clave: String) throws -> Data? {
            try self.leer(clave)
          }

          private var $leer: (_ clave: String) throws -> Data? = { _ in
            Dependencies.reportIssue("Unimplemented: 'Cache.leer'")
            throw DependenciesMacros.Unimplemented("leer")
          }

          init(
            leer: @escaping (_ clave: String) throws -> Data? = { _ in
              Dependencies.reportIssue("Unimplemented: 'Cache.leer'")
              throw DependenciesMacros.Unimplemented("leer")
            }
          ) {
            self.leer = leer
          }
        }
        """#)
  }

  @Test("a declared default runs after the report, with its implicit return written out")
  func defaultRunsAfterReport() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Ajustes {
          var idioma: @Sendable () -> String = { "es" }
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
            return "es"
          }

          init(
            idioma: @escaping @Sendable () -> String = {
              Dependencies.reportIssue("Unimplemented: 'Ajustes.idioma'")
              return "es"
            }
          ) {
            self.idioma = idioma
          }
        }
        """#)
  }

  @Test("a default returning an optional or an if expression gets its return written out")
  func optionalAndIfExpressionDefaults() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Tema {
          var preferido: () -> String? = { "oscuro" }
          var nivel: (_ brillo: Int) -> String = { brillo in
            if brillo > 50 { "alto" } else { "bajo" }
          }
        }
        """#,
      is: #"""
        struct Tema {
          var preferido: () -> String? {
            @storageRestrictions(initializes: $preferido)
            init(initialValue) {
              $preferido = initialValue
            }
            get {
              $preferido
            }
            set {
              $preferido = newValue
            }
          }

          private var $preferido: () -> String? = {
            Dependencies.reportIssue("Unimplemented: 'Tema.preferido'")
            return "oscuro"
          }
          var nivel: (_ brillo: Int) -> String {
            @storageRestrictions(initializes: $nivel)
            init(initialValue) {
              $nivel = initialValue
            }
            get {
              $nivel
            }
            set {
              $nivel = newValue
            }
          }

          func nivel(brillo: Int) -> String {
            self.nivel(brillo)
          }

          private var $nivel: (_ brillo: Int) -> String = { brillo in
            Dependencies.reportIssue("Unimplemented: 'Tema.nivel'")
            return if brillo > 50 { "alto" } else { "bajo" }
          }

          init(
            preferido: @escaping () -> String? = {
              Dependencies.reportIssue("Unimplemented: 'Tema.preferido'")
              return "oscuro"
            },
            nivel: @escaping (_ brillo: Int) -> String = { brillo in
              Dependencies.reportIssue("Unimplemented: 'Tema.nivel'")
              return if brillo > 50 { "alto" } else { "bajo" }
            }
          ) {
            self.preferido = preferido
            self.nivel = nivel
          }
        }
        """#)
  }

  @Test("a multi-statement default keeps its parameters, statements and comments")
  func multiStatementDefault() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Contador {
          var contar: (_ valores: [Int], _ minimo: Int) -> Int = { valores, minimo in
            // solo los grandes
            let grandes = valores.filter { $0 >= minimo }
            return grandes.count
          }
        }
        """#,
      is: #"""
        struct Contador {
          var contar: (_ valores: [Int], _ minimo: Int) -> Int {
            @storageRestrictions(initializes: $contar)
            init(initialValue) {
              $contar = initialValue
            }
            get {
              $contar
            }
            set {
              $contar = newValue
            }
          }

          func contar(valores: [Int], minimo: Int) -> Int {
            self.contar(valores, minimo)
          }

          private var $contar: (_ valores: [Int], _ minimo: Int) -> Int = { valores, minimo in
            Dependencies.reportIssue("Unimplemented: 'Contador.contar'")
            // solo los grandes
            let grandes = valores.filter { $0 >= minimo }
            return grandes.count
          }

          init(
            contar: @escaping (_ valores: [Int], _ minimo: Int) -> Int = { valores, minimo in
              Dependencies.reportIssue("Unimplemented: 'Contador.contar'")
              // solo los grandes
              let grandes = valores.filter { $0 >= minimo }
              return grandes.count
            }
          ) {
            self.contar = contar
          }
        }
        """#)
  }

  @Test("a default using anonymous arguments keeps them")
  func anonymousArgumentsDefault() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Formato {
          var titulo: (Int) -> String = { "#\($0)" }
        }
        """#,
      is: #"""
        struct Formato {
          var titulo: (Int) -> String {
            @storageRestrictions(initializes: $titulo)
            init(initialValue) {
              $titulo = initialValue
            }
            get {
              $titulo
            }
            set {
              $titulo = newValue
            }
          }

          private var $titulo: (Int) -> String = {
            Dependencies.reportIssue("Unimplemented: 'Formato.titulo'")
            return "#\($0)"
          }

          init(
            titulo: @escaping (Int) -> String = {
              Dependencies.reportIssue("Unimplemented: 'Formato.titulo'")
              return "#\($0)"
            }
          ) {
            self.titulo = titulo
          }
        }
        """#)
  }

  @Test("a default that is not a closure literal is called after the report")
  func functionReferenceDefault() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Reloj {
          var ahora: @Sendable () -> Date = Date.init
          var esperar: @Sendable (_ segundos: Double) async throws -> Void = Reloj.dormir
        }
        """#,
      is: #"""
        struct Reloj {
          var ahora: @Sendable () -> Date {
            @storageRestrictions(initializes: $ahora)
            init(initialValue) {
              $ahora = initialValue
            }
            get {
              $ahora
            }
            set {
              $ahora = newValue
            }
          }

          private var $ahora: @Sendable () -> Date = {
            Dependencies.reportIssue("Unimplemented: 'Reloj.ahora'")
            return (Date.init)()
          }
          var esperar: @Sendable (_ segundos: Double) async throws -> Void {
            @storageRestrictions(initializes: $esperar)
            init(initialValue) {
              $esperar = initialValue
            }
            get {
              $esperar
            }
            set {
              $esperar = newValue
            }
          }

          @Sendable func esperar(segundos: Double) async throws -> Void {
            try await self.esperar(segundos)
          }

          private var $esperar: @Sendable (_ segundos: Double) async throws -> Void = { p0 in
            Dependencies.reportIssue("Unimplemented: 'Reloj.esperar'")
            return try await (Reloj.dormir)(p0)
          }

          init(
            ahora: @escaping @Sendable () -> Date = {
              Dependencies.reportIssue("Unimplemented: 'Reloj.ahora'")
              return (Date.init)()
            },
            esperar: @escaping @Sendable (_ segundos: Double) async throws -> Void = { p0 in
              Dependencies.reportIssue("Unimplemented: 'Reloj.esperar'")
              return try await (Reloj.dormir)(p0)
            }
          ) {
            self.ahora = ahora
            self.esperar = esperar
          }
        }
        """#)
  }

  @Test("a public struct of public endpoints gets a public initializer and public methods")
  func publicClient() {
    assertExpansion(
      of: #"""
        @DependencyClient
        public struct ClienteArticulos: Sendable {
          public var guardar: @Sendable (_ articulo: Articulo) async throws -> Articulo
        }
        """#,
      is: #"""
        public struct ClienteArticulos: Sendable {
          public var guardar: @Sendable (_ articulo: Articulo) async throws -> Articulo {
            @storageRestrictions(initializes: $guardar)
            init(initialValue) {
              $guardar = initialValue
            }
            get {
              $guardar
            }
            set {
              $guardar = newValue
            }
          }

          @Sendable public func guardar(articulo: Articulo) async throws -> Articulo {
            try await self.guardar(articulo)
          }

          private var $guardar: @Sendable (_ articulo: Articulo) async throws -> Articulo = { _ in
            Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.guardar'")
            throw DependenciesMacros.Unimplemented("guardar")
          }

          public init(
            guardar: @escaping @Sendable (_ articulo: Articulo) async throws -> Articulo = { _ in
              Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.guardar'")
              throw DependenciesMacros.Unimplemented("guardar")
            }
          ) {
            self.guardar = guardar
          }
        }
        """#)
  }

  @Test("a public struct with an internal property gets an internal initializer")
  func publicClientWithInternalProperty() {
    assertExpansion(
      of: #"""
        @DependencyClient
        public struct ClienteArticulos: Sendable {
          public var cargar: @Sendable () async throws -> [Articulo]
          var contador: Int = 0
        }
        """#,
      is: #"""
        public struct ClienteArticulos: Sendable {
          public var cargar: @Sendable () async throws -> [Articulo] {
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

          private var $cargar: @Sendable () async throws -> [Articulo] = {
            Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.cargar'")
            throw DependenciesMacros.Unimplemented("cargar")
          }
          var contador: Int = 0

          init(
            cargar: @escaping @Sendable () async throws -> [Articulo] = {
              Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.cargar'")
              throw DependenciesMacros.Unimplemented("cargar")
            },
            contador: Int = 0
          ) {
            self.cargar = cargar
            self.contador = contador
          }
        }
        """#)
  }

  @Test("a package struct gets a package initializer")
  func packageClient() {
    assertExpansion(
      of: #"""
        @DependencyClient
        package struct Reloj {
          package var ahora: () throws -> Date
        }
        """#,
      is: #"""
        package struct Reloj {
          package var ahora: () throws -> Date {
            @storageRestrictions(initializes: $ahora)
            init(initialValue) {
              $ahora = initialValue
            }
            get {
              $ahora
            }
            set {
              $ahora = newValue
            }
          }

          private var $ahora: () throws -> Date = {
            Dependencies.reportIssue("Unimplemented: 'Reloj.ahora'")
            throw DependenciesMacros.Unimplemented("ahora")
          }

          package init(
            ahora: @escaping () throws -> Date = {
              Dependencies.reportIssue("Unimplemented: 'Reloj.ahora'")
              throw DependenciesMacros.Unimplemented("ahora")
            }
          ) {
            self.ahora = ahora
          }
        }
        """#)
  }

  @Test("a private struct gets an initializer without modifier, usable in its file")
  func privateClient() {
    assertExpansion(
      of: #"""
        @DependencyClient
        private struct Interno {
          var ping: () async throws -> Void
        }
        """#,
      is: #"""
        private struct Interno {
          var ping: () async throws -> Void {
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

          private var $ping: () async throws -> Void = {
            Dependencies.reportIssue("Unimplemented: 'Interno.ping'")
            throw DependenciesMacros.Unimplemented("ping")
          }

          init(
            ping: @escaping () async throws -> Void = {
              Dependencies.reportIssue("Unimplemented: 'Interno.ping'")
              throw DependenciesMacros.Unimplemented("ping")
            }
          ) {
            self.ping = ping
          }
        }
        """#)
  }

  @Test("a private endpoint makes the initializer private, as Swift's memberwise one")
  func privateEndpoint() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Interno {
          private var ping: () async throws -> Void
        }
        """#,
      is: #"""
        struct Interno {
          private var ping: () async throws -> Void {
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

          private var $ping: () async throws -> Void = {
            Dependencies.reportIssue("Unimplemented: 'Interno.ping'")
            throw DependenciesMacros.Unimplemented("ping")
          }

          private init(
            ping: @escaping () async throws -> Void = {
              Dependencies.reportIssue("Unimplemented: 'Interno.ping'")
              throw DependenciesMacros.Unimplemented("ping")
            }
          ) {
            self.ping = ping
          }
        }
        """#)
  }

  @Test(
    "stored properties keep their initial value, optionals default to nil, constants and computed properties are left out"
  )
  func storedProperties() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Busqueda {
          static let porDefecto = 20
          let id: UUID
          let version = 2
          var limite: Int = 20
          var nombre = "articulos"
          var etiqueta: String?
          var cursor: Optional<String>
          private var cache = [String: Int]()
          var total: Int { limite * 2 }
          lazy var indice: [Int] = []
          var buscar: (_ texto: String) throws -> [Articulo]
        }
        """#,
      is: #"""
        struct Busqueda {
          static let porDefecto = 20
          let id: UUID
          let version = 2
          var limite: Int = 20
          var nombre = "articulos"
          var etiqueta: String?
          var cursor: Optional<String>
          private var cache = [String: Int]()
          var total: Int { limite * 2 }
          lazy var indice: [Int] = []
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
            id: UUID,
            limite: Int = 20,
            nombre: Swift.String = "articulos",
            etiqueta: String? = nil,
            cursor: Optional<String> = nil,
            buscar: @escaping (_ texto: String) throws -> [Articulo] = { _ in
              Dependencies.reportIssue("Unimplemented: 'Busqueda.buscar'")
              throw DependenciesMacros.Unimplemented("buscar")
            }
          ) {
            self.id = id
            self.limite = limite
            self.nombre = nombre
            self.etiqueta = etiqueta
            self.cursor = cursor
            self.buscar = buscar
          }
        }
        """#)
  }

  @Test("properties marked @Dependency are left out of the initializer")
  func dependencyPropertiesSkipped() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Sincronizador {
          @Dependency(\.continuousClock) var reloj
          @Dependency(ClienteArticulos.self) var articulos: ClienteArticulos
          var sincronizar: () async throws -> Void
        }
        """#,
      is: #"""
        struct Sincronizador {
          @Dependency(\.continuousClock) var reloj
          @Dependency(ClienteArticulos.self) var articulos: ClienteArticulos
          var sincronizar: () async throws -> Void {
            @storageRestrictions(initializes: $sincronizar)
            init(initialValue) {
              $sincronizar = initialValue
            }
            get {
              $sincronizar
            }
            set {
              $sincronizar = newValue
            }
          }

          private var $sincronizar: () async throws -> Void = {
            Dependencies.reportIssue("Unimplemented: 'Sincronizador.sincronizar'")
            throw DependenciesMacros.Unimplemented("sincronizar")
          }

          init(
            sincronizar: @escaping () async throws -> Void = {
              Dependencies.reportIssue("Unimplemented: 'Sincronizador.sincronizar'")
              throw DependenciesMacros.Unimplemented("sincronizar")
            }
          ) {
            self.sincronizar = sincronizar
          }
        }
        """#)
  }

  @Test("@DependencyEndpointIgnored leaves a closure a plain stored property")
  func ignoredEndpoint() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Registro {
          var enviar: (_ evento: String) async throws -> Void
          @DependencyEndpointIgnored
          var formato: @Sendable (String) -> String
          @DependencyEndpointIgnored
          var prefijo: @Sendable () -> String = { "> " }
        }
        """#,
      is: #"""
        struct Registro {
          var enviar: (_ evento: String) async throws -> Void {
            @storageRestrictions(initializes: $enviar)
            init(initialValue) {
              $enviar = initialValue
            }
            get {
              $enviar
            }
            set {
              $enviar = newValue
            }
          }

          func enviar(evento: String) async throws -> Void {
            try await self.enviar(evento)
          }

          private var $enviar: (_ evento: String) async throws -> Void = { _ in
            Dependencies.reportIssue("Unimplemented: 'Registro.enviar'")
            throw DependenciesMacros.Unimplemented("enviar")
          }
          var formato: @Sendable (String) -> String
          var prefijo: @Sendable () -> String = { "> " }

          init(
            enviar: @escaping (_ evento: String) async throws -> Void = { _ in
              Dependencies.reportIssue("Unimplemented: 'Registro.enviar'")
              throw DependenciesMacros.Unimplemented("enviar")
            },
            formato: @escaping @Sendable (String) -> String,
            prefijo: @escaping @Sendable () -> String = { "> " }
          ) {
            self.enviar = enviar
            self.formato = formato
            self.prefijo = prefijo
          }
        }
        """#)
  }

  @Test("a client without properties gets an empty initializer")
  func emptyClient() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Vacio {
        }
        """#,
      is: #"""
        struct Vacio {

          init() {}
        }
        """#)
  }

  @Test("trailing comments stay on their lines and out of the initializer")
  func trailingComments() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Ajustes: Sendable {
          var idioma: @Sendable () -> String = { "es" }  // sin throws: exige defecto
          var version: @Sendable () throws -> String  // con throws: la macro se apaña
          var registrar: @Sendable (_ evento: String) -> Void  // Void: no hay problema
          var limite: Int = 3  /* bloque */
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

          private var $idioma: @Sendable () -> String = {
            Dependencies.reportIssue("Unimplemented: 'Ajustes.idioma'")
            return "es"
          }
          var version: @Sendable () throws -> String {  // con throws: la macro se apaña
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
            throw DependenciesMacros.Unimplemented("version")
          }
          var registrar: @Sendable (_ evento: String) -> Void {  // Void: no hay problema
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

          @Sendable func registrar(evento: String) -> Void {
            self.registrar(evento)
          }

          private var $registrar: @Sendable (_ evento: String) -> Void = { _ in
            Dependencies.reportIssue("Unimplemented: 'Ajustes.registrar'")
          }
          var limite: Int = 3  /* bloque */

          init(
            idioma: @escaping @Sendable () -> String = {
              Dependencies.reportIssue("Unimplemented: 'Ajustes.idioma'")
              return "es"
            },
            version: @escaping @Sendable () throws -> String = {
              Dependencies.reportIssue("Unimplemented: 'Ajustes.version'")
              throw DependenciesMacros.Unimplemented("version")
            },
            registrar: @escaping @Sendable (_ evento: String) -> Void = { _ in
              Dependencies.reportIssue("Unimplemented: 'Ajustes.registrar'")
            },
            limite: Int = 3
          ) {
            self.idioma = idioma
            self.version = version
            self.registrar = registrar
            self.limite = limite
          }
        }
        """#)
  }

  @Test("closures returning tuples: throwing ones throw, others need a default")
  func tupleReturns() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Estadisticas {
          var resumen: () async throws -> (total: Int, media: Double)
          var rango: (_ valores: [Int]) -> (Int, Int) = { ($0.min() ?? 0, $0.max() ?? 0) }
          var vacio: () -> ()
        }
        """#,
      is: #"""
        struct Estadisticas {
          var resumen: () async throws -> (total: Int, media: Double) {
            @storageRestrictions(initializes: $resumen)
            init(initialValue) {
              $resumen = initialValue
            }
            get {
              $resumen
            }
            set {
              $resumen = newValue
            }
          }

          private var $resumen: () async throws -> (total: Int, media: Double) = {
            Dependencies.reportIssue("Unimplemented: 'Estadisticas.resumen'")
            throw DependenciesMacros.Unimplemented("resumen")
          }
          var rango: (_ valores: [Int]) -> (Int, Int) {
            @storageRestrictions(initializes: $rango)
            init(initialValue) {
              $rango = initialValue
            }
            get {
              $rango
            }
            set {
              $rango = newValue
            }
          }

          func rango(valores: [Int]) -> (Int, Int) {
            self.rango(valores)
          }

          private var $rango: (_ valores: [Int]) -> (Int, Int) = {
            Dependencies.reportIssue("Unimplemented: 'Estadisticas.rango'")
            return ($0.min() ?? 0, $0.max() ?? 0)
          }
          var vacio: () -> () {
            @storageRestrictions(initializes: $vacio)
            init(initialValue) {
              $vacio = initialValue
            }
            get {
              $vacio
            }
            set {
              $vacio = newValue
            }
          }

          private var $vacio: () -> () = {
            Dependencies.reportIssue("Unimplemented: 'Estadisticas.vacio'")
          }

          init(
            resumen: @escaping () async throws -> (total: Int, media: Double) = {
              Dependencies.reportIssue("Unimplemented: 'Estadisticas.resumen'")
              throw DependenciesMacros.Unimplemented("resumen")
            },
            rango: @escaping (_ valores: [Int]) -> (Int, Int) = {
              Dependencies.reportIssue("Unimplemented: 'Estadisticas.rango'")
              return ($0.min() ?? 0, $0.max() ?? 0)
            },
            vacio: @escaping () -> () = {
              Dependencies.reportIssue("Unimplemented: 'Estadisticas.vacio'")
            }
          ) {
            self.resumen = resumen
            self.rango = rango
            self.vacio = vacio
          }
        }
        """#)
  }

  @Test("typed throws: Void and optional endpoints report and return, untyped any Error throws")
  func typedThrows() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Validador {
          var validar: (_ texto: String) throws(ValidacionError) -> Void
          var sugerir: (_ texto: String) throws(ValidacionError) -> String?
          var comprobar: () throws(any Error) -> Int
        }
        """#,
      is: #"""
        struct Validador {
          var validar: (_ texto: String) throws(ValidacionError) -> Void {
            @storageRestrictions(initializes: $validar)
            init(initialValue) {
              $validar = initialValue
            }
            get {
              $validar
            }
            set {
              $validar = newValue
            }
          }

          func validar(texto: String) throws(ValidacionError) -> Void {
            try self.validar(texto)
          }

          private var $validar: (_ texto: String) throws(ValidacionError) -> Void = { _ in
            Dependencies.reportIssue("Unimplemented: 'Validador.validar'")
          }
          var sugerir: (_ texto: String) throws(ValidacionError) -> String? {
            @storageRestrictions(initializes: $sugerir)
            init(initialValue) {
              $sugerir = initialValue
            }
            get {
              $sugerir
            }
            set {
              $sugerir = newValue
            }
          }

          func sugerir(texto: String) throws(ValidacionError) -> String? {
            try self.sugerir(texto)
          }

          private var $sugerir: (_ texto: String) throws(ValidacionError) -> String? = { _ in
            Dependencies.reportIssue("Unimplemented: 'Validador.sugerir'")
            return nil
          }
          var comprobar: () throws(any Error) -> Int {
            @storageRestrictions(initializes: $comprobar)
            init(initialValue) {
              $comprobar = initialValue
            }
            get {
              $comprobar
            }
            set {
              $comprobar = newValue
            }
          }

          private var $comprobar: () throws(any Error) -> Int = {
            Dependencies.reportIssue("Unimplemented: 'Validador.comprobar'")
            throw DependenciesMacros.Unimplemented("comprobar")
          }

          init(
            validar: @escaping (_ texto: String) throws(ValidacionError) -> Void = { _ in
              Dependencies.reportIssue("Unimplemented: 'Validador.validar'")
            },
            sugerir: @escaping (_ texto: String) throws(ValidacionError) -> String? = { _ in
              Dependencies.reportIssue("Unimplemented: 'Validador.sugerir'")
              return nil
            },
            comprobar: @escaping () throws(any Error) -> Int = {
              Dependencies.reportIssue("Unimplemented: 'Validador.comprobar'")
              throw DependenciesMacros.Unimplemented("comprobar")
            }
          ) {
            self.validar = validar
            self.sugerir = sugerir
            self.comprobar = comprobar
          }
        }
        """#)
  }

  @Test("an endpoint named with a keyword keeps its backticks in code and drops them in messages")
  func backtickedName() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Opciones {
          var `default`: (_ clave: String) throws -> String
        }
        """#,
      is: #"""
        struct Opciones {
          var `default`: (_ clave: String) throws -> String {
            @storageRestrictions(initializes: $default)
            init(initialValue) {
              $default = initialValue
            }
            get {
              $default
            }
            set {
              $default = newValue
            }
          }

          func `default`(clave: String) throws -> String {
            try self.`default`(clave)
          }

          private var $default: (_ clave: String) throws -> String = { _ in
            Dependencies.reportIssue("Unimplemented: 'Opciones.default'")
            throw DependenciesMacros.Unimplemented("default")
          }

          init(
            `default`: @escaping (_ clave: String) throws -> String = { _ in
              Dependencies.reportIssue("Unimplemented: 'Opciones.default'")
              throw DependenciesMacros.Unimplemented("default")
            }
          ) {
            self.`default` = `default`
          }
        }
        """#)
  }

  @Test("several closures in one declaration get defaults in the initializer but no methods")
  func multipleBindings() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Eventos {
          var abrir, cerrar: @Sendable () -> Void
        }
        """#,
      is: #"""
        struct Eventos {
          var abrir, cerrar: @Sendable () -> Void

          init(
            abrir: @escaping @Sendable () -> Void = {
              Dependencies.reportIssue("Unimplemented: 'Eventos.abrir'")
            },
            cerrar: @escaping @Sendable () -> Void = {
              Dependencies.reportIssue("Unimplemented: 'Eventos.cerrar'")
            }
          ) {
            self.abrir = abrir
            self.cerrar = cerrar
          }
        }
        """#)
  }

  @Test("an endpoint with an observer keeps it and gets its default in the initializer")
  func observedEndpoint() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Eventos {
          var abrir: @Sendable () throws -> Void {
            didSet { print("cambiado") }
          }
        }
        """#,
      is: #"""
        struct Eventos {
          var abrir: @Sendable () throws -> Void {
            didSet { print("cambiado") }
          }

          init(
            abrir: @escaping @Sendable () throws -> Void = {
              Dependencies.reportIssue("Unimplemented: 'Eventos.abrir'")
              throw DependenciesMacros.Unimplemented("abrir")
            }
          ) {
            self.abrir = abrir
          }
        }
        """#)
  }

  @Test("an optional closure is a plain property that defaults to nil")
  func optionalClosureProperty() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Eventos {
          var alCambiar: (@Sendable (Int) -> Void)?
          var abrir: @Sendable () async -> Void
        }
        """#,
      is: #"""
        struct Eventos {
          var alCambiar: (@Sendable (Int) -> Void)?
          var abrir: @Sendable () async -> Void {
            @storageRestrictions(initializes: $abrir)
            init(initialValue) {
              $abrir = initialValue
            }
            get {
              $abrir
            }
            set {
              $abrir = newValue
            }
          }

          private var $abrir: @Sendable () async -> Void = {
            Dependencies.reportIssue("Unimplemented: 'Eventos.abrir'")
          }

          init(
            alCambiar: (@Sendable (Int) -> Void)? = nil,
            abrir: @escaping @Sendable () async -> Void = {
              Dependencies.reportIssue("Unimplemented: 'Eventos.abrir'")
            }
          ) {
            self.alCambiar = alCambiar
            self.abrir = abrir
          }
        }
        """#)
  }

  @Test(
    "an endpoint inside #if is left out of the initializer (the compiler gives it storage, see the runtime tests)"
  )
  func conditionalEndpoint() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct Condicional {
          var siempre: () throws -> Int
          #if DEBUG
            var depurar: (_ texto: String) -> Void
          #endif
        }
        """#,
      is: #"""
        struct Condicional {
          var siempre: () throws -> Int {
            @storageRestrictions(initializes: $siempre)
            init(initialValue) {
              $siempre = initialValue
            }
            get {
              $siempre
            }
            set {
              $siempre = newValue
            }
          }

          private var $siempre: () throws -> Int = {
            Dependencies.reportIssue("Unimplemented: 'Condicional.siempre'")
            throw DependenciesMacros.Unimplemented("siempre")
          }
          #if DEBUG
            var depurar: (_ texto: String) -> Void
          #endif

          init(
            siempre: @escaping () throws -> Int = {
              Dependencies.reportIssue("Unimplemented: 'Condicional.siempre'")
              throw DependenciesMacros.Unimplemented("siempre")
            }
          ) {
            self.siempre = siempre
          }
        }
        """#)
  }

  @Test("an endpoint already marked @DependencyEndpoint is not marked twice")
  func existingEndpointAttribute() {
    assertExpansion(
      of: #"""
        @DependencyClient
        struct ClienteArticulos {
          @DependencyEndpoint
          var guardar: (_ articulo: Articulo) async throws -> Articulo
        }
        """#,
      is: #"""
        struct ClienteArticulos {
          var guardar: (_ articulo: Articulo) async throws -> Articulo {
            @storageRestrictions(initializes: $guardar)
            init(initialValue) {
              $guardar = initialValue
            }
            get {
              $guardar
            }
            set {
              $guardar = newValue
            }
          }

          func guardar(articulo: Articulo) async throws -> Articulo {
            try await self.guardar(articulo)
          }

          private var $guardar: (_ articulo: Articulo) async throws -> Articulo = { _ in
            Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.guardar'")
            throw DependenciesMacros.Unimplemented("guardar")
          }

          init(
            guardar: @escaping (_ articulo: Articulo) async throws -> Articulo = { _ in
              Dependencies.reportIssue("Unimplemented: 'ClienteArticulos.guardar'")
              throw DependenciesMacros.Unimplemented("guardar")
            }
          ) {
            self.guardar = guardar
          }
        }
        """#)
  }
}
