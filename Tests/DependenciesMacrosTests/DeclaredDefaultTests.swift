import DependenciesMacros
import Testing

@Suite("A declared default")
struct DeclaredDefaultTests {
  @Test("runs after the report and its value is returned")
  func defaultRunsAfterReport() async {
    let ajustes = Ajustes(formato: { $0 })
    var idioma = ""
    let messages = await reportedIssues {
      idioma = ajustes.idioma()
    }
    #expect(idioma == "es")
    #expect(messages == ["Unimplemented: 'Ajustes.idioma'"])
  }

  @Test("with parameters receives the arguments")
  func defaultReceivesArguments() async {
    let ajustes = Ajustes(formato: { $0 })
    var rango = (minimo: -1, maximo: -1)
    let messages = await reportedIssues {
      rango = ajustes.rango(valores: [4, 9, 2])
    }
    #expect(rango == (2, 9))
    #expect(messages == ["Unimplemented: 'Ajustes.rango'"])
  }

  @Test("of several statements runs whole")
  func multiStatementDefaultRuns() async {
    let contador = Contador()
    var cuenta = -1
    let messages = await reportedIssues {
      cuenta = contador.contar(valores: [1, 5, 7, 2], minimo: 5)
    }
    #expect(cuenta == 2)
    #expect(messages == ["Unimplemented: 'Contador.contar'"])
  }

  @Test("returning an optional or an if expression gives its value, not nil")
  func optionalAndIfExpressionDefaults() async {
    let tema = Tema()
    var preferido: String? = nil
    var niveles: [String] = []
    let messages = await reportedIssues {
      preferido = tema.preferido()
      niveles = [tema.nivel(brillo: 80), tema.nivel(brillo: 10)]
    }
    #expect(preferido == "oscuro")
    #expect(niveles == ["alto", "bajo"])
    #expect(
      messages == [
        "Unimplemented: 'Tema.preferido'", "Unimplemented: 'Tema.nivel'",
        "Unimplemented: 'Tema.nivel'",
      ])
  }

  @Test("on a main-actor endpoint runs on the main actor")
  @MainActor
  func mainActorDefaultRuns() async {
    let pantalla = Pantalla()
    var mostrado = ""
    let messages = await reportedIssues {
      mostrado = pantalla.mostrar(mensaje: "hola")
    }
    #expect(mostrado == "mostrado: hola")
    #expect(messages == ["Unimplemented: 'Pantalla.mostrar'"])
  }

  @Test("on a typed-throws endpoint runs after the report")
  func typedThrowsDefaultRuns() async {
    var normalizado = ""
    let messages = await reportedIssues {
      normalizado = (try? Validador().normalizar(texto: "Hola")) ?? "falló"
    }
    #expect(normalizado == "Hola")
    #expect(messages == ["Unimplemented: 'Validador.normalizar'"])
  }

  @Test("that is a function reference is called after the report")
  func functionReferenceDefaultRuns() async throws {
    let reloj = Reloj()
    var segundos = -1
    var doble = -1
    let messages = await reportedIssues {
      segundos = reloj.segundos()
      doble = (try? await reloj.doble(valor: 21)) ?? -1
    }
    #expect(segundos == 0)
    #expect(doble == 42)
    #expect(messages == ["Unimplemented: 'Reloj.segundos'", "Unimplemented: 'Reloj.doble'"])
  }

  @Test("is replaced, not wrapped, by an implementation passed to the initializer")
  func implementationDoesNotReport() {
    let ajustes = Ajustes(idioma: { "en" }, formato: { $0 })
    #expect(ajustes.idioma() == "en")
  }
}
