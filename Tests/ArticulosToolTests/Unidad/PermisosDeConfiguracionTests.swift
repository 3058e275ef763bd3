import Testing

@testable import ArticulosCLI

@Suite("Who may own, change and read the config file")
struct PermisosDeConfiguracionTests {
  static let usuario: UInt32 = 1000

  @Test(
    "the user's own file that only the user may change is accepted; with a token, only read too",
    arguments: [
      (0o600, true), (0o400, true), (0o700, true), (0o644, false), (0o444, false), (0o755, false),
    ])
  func aceptados(modo: Int, conToken: Bool) throws {
    try ArchivoDeConfiguracion.comprobarPermisos(
      PermisosDeArchivo(modo: modo, propietario: Self.usuario), ruta: "c", conToken: conToken,
      usuario: Self.usuario)
  }

  @Test("a file of root's is accepted: root could change anything anyway")
  func deRoot() throws {
    try ArchivoDeConfiguracion.comprobarPermisos(
      PermisosDeArchivo(modo: 0o600, propietario: 0), ruta: "c", conToken: true,
      usuario: Self.usuario)
  }

  @Test("another user's file is refused, whatever its mode")
  func deOtro() {
    #expect(
      throws: ErrorDeConfiguracion(
        "The config file /c belongs to another user (uid 1001), who could change it. Replace it "
          + "with a file of your own.")
    ) {
      try ArchivoDeConfiguracion.comprobarPermisos(
        PermisosDeArchivo(modo: 0o600, propietario: 1001), ruta: "/c", conToken: false,
        usuario: Self.usuario)
    }
  }

  @Test(
    "a file group or others may change is refused, token or not",
    arguments: [0o620, 0o602, 0o666, 0o660, 0o622, 0o777])
  func modificables(modo: Int) {
    for conToken in [false, true] {
      #expect(
        throws: ErrorDeConfiguracion(
          "The config file /c may be changed by group or others (mode \(String(modo, radix: 8))), "
            + "who could send your requests and your token to a server of theirs. Run 'chmod 600 "
            + "/c' and try again.")
      ) {
        try ArchivoDeConfiguracion.comprobarPermisos(
          PermisosDeArchivo(modo: modo, propietario: Self.usuario), ruta: "/c",
          conToken: conToken, usuario: Self.usuario)
      }
    }
  }

  @Test(
    "a token in a file group or others may read is refused",
    arguments: [0o640, 0o604, 0o644, 0o440, 0o404, 0o744])
  func legibles(modo: Int) {
    #expect(
      throws: ErrorDeConfiguracion(
        "The config file /c holds a token but group or others may read it (mode "
          + "\(String(modo, radix: 8))). Run 'chmod 600 /c' and try again.")
    ) {
      try ArchivoDeConfiguracion.comprobarPermisos(
        PermisosDeArchivo(modo: modo, propietario: Self.usuario), ruta: "/c", conToken: true,
        usuario: Self.usuario)
    }
  }

  @Test("a link is named with what it points to; the fix names the link")
  func enlace() {
    #expect(
      throws: ErrorDeConfiguracion(
        "The config file /c (a link to /d/real) holds a token but group or others may read it "
          + "(mode 644). Run 'chmod 600 /c' and try again.")
    ) {
      try ArchivoDeConfiguracion.comprobarPermisos(
        PermisosDeArchivo(modo: 0o644, propietario: Self.usuario), ruta: "/c",
        enlaceA: "/d/real", conToken: true, usuario: Self.usuario)
    }
  }

  @Test("the mode keeps only the permission bits")
  func bits() {
    let permisos = PermisosDeArchivo(modo: 0o104644, propietario: 1)
    #expect(permisos.modo == 0o644)
    #expect(permisos.octal == "644")
    #expect(permisos.legiblePorOtros)
    #expect(!permisos.modificablePorOtros)
  }
}
