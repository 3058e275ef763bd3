// swift-tools-version: 6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

// The Articulos workspace: a dependency-injection library of its own, a client interface, a heavy
// live module on libcurl, an app core that knows only the interface, and the `articulos` tool.
//
// `ARTICULOS_OFFLINE=1` is the fast lane: it drops every target that needs libcurl or libpq
// (CCurl, ArticulosLive, CLibPQ, ArticulosPostgres, the tool, their tests and benchmarks), so the
// core builds and tests without those headers and without compiling a file of the server side.
//
// `ARTICULOS_FEATURE=<Module>` (with the fast lane) keeps only what one app core module's test
// target needs: the core, that module, the shared modules it imports and its tests
// (`Scripts/test-fast.sh <Module>`), so the edit loop of one feature builds and links nothing else.
//
// Read from here: the fast lane's lines come first (`isOffline`, the core's targets, then what
// only the full lane adds); how the macro plugin finds swift-syntax is at the end of the file.

let environment = ProcessInfo.processInfo.environment
let onlyFeature = environment["ARTICULOS_FEATURE"].flatMap { $0.isEmpty ? nil : $0 }
let isOffline =
  onlyFeature != nil
  || (environment["ARTICULOS_OFFLINE"].map { ["1", "true", "yes"].contains($0) } ?? false)

// MARK: - Targets

let strictSwift: [SwiftSetting] = [.swiftLanguageMode(.v6)]

var products: [Product] = [
  .library(name: "Dependencies", targets: ["Dependencies"]),
  .library(name: "DependenciesTestSupport", targets: ["DependenciesTestSupport"]),
  .library(name: "DependenciesMacros", targets: ["DependenciesMacros"]),
  .library(name: "ArticulosInterface", targets: ["ArticulosInterface"]),
  .library(name: "ArticulosEnMemoria", targets: ["ArticulosEnMemoria"]),
  .library(name: "AppCore", targets: ["AppCore"]),
]

// MARK: - The app core: one module per feature

// Each feature of the app core is a module of its own under `Modules/AppCore/<Feature>`, with a
// test target of its own, so an edit to one feature rebuilds that feature's tests and nothing
// else (`Scripts/test-fast.sh <Feature>`). A feature sees the interface, Dependencies and the
// shared pieces; it never imports another feature, except where one of its models opens another
// feature's model, which its entry says. `AppCore` re-exports them all for the tool.

/// What every piece of the app core sees: the client's contract and the dependency library.
let coreBase: [Target.Dependency] = ["ArticulosInterface", "Dependencies"]

/// The app core's modules and what each one imports besides ``coreBase``.
let coreModules: [(name: String, dependencies: [Target.Dependency])] = [
  // Shared by the features: the typed error's helpers, retries, paging, settling a write.
  ("Compartido", []),
  // Shared by import and copy: batches, their retries, the run's events, report and resume.
  ("Envio", ["Compartido"]),
  ("Edicion", ["Compartido"]),
  ("Borrado", ["Compartido"]),
  // Browse and search. `DetalleModel` opens the editor (`editor()`, Edicion) and the delete
  // (`borrado()`, Borrado) on the article it shows: the one place a feature imports another.
  ("Exploracion", ["Compartido", "Edicion", "Borrado"]),
  ("Exportacion", ["Compartido"]),
  ("Importacion", ["Compartido", "Envio"]),
  ("Copia", ["Compartido", "Envio"]),
]

/// The test target of each app core module, named `<Module>Tests`, in `Tests/<Module>Tests`.
let coreTestDependencies: [Target.Dependency] = [
  "ArticulosEnMemoria", "ArticulosInterface", "ArticulosTestSupport", "Dependencies",
  "DependenciesTestSupport", "TestSupport",
]

var targets: [Target] = [
  .target(
    name: "Dependencies",
    path: "Modules/Dependencies",
    swiftSettings: strictSwift),
  .target(
    name: "DependenciesTestSupport",
    dependencies: ["Dependencies"],
    path: "Modules/DependenciesTestSupport",
    swiftSettings: strictSwift),
  .macro(
    name: "DependenciesMacrosPlugin",
    dependencies: SwiftSyntaxUse.chosen.dependencies,
    path: "Modules/DependenciesMacrosPlugin",
    swiftSettings: strictSwift + SwiftSyntaxUse.chosen.swiftSettings,
    linkerSettings: SwiftSyntaxUse.chosen.linkerSettings),
  .target(
    name: "DependenciesMacros",
    dependencies: ["Dependencies", "DependenciesMacrosPlugin"],
    path: "Modules/DependenciesMacros",
    swiftSettings: strictSwift),
  .target(
    name: "ArticulosInterface",
    dependencies: ["Dependencies", "DependenciesMacros"],
    path: "Modules/ArticulosInterface",
    swiftSettings: strictSwift),
  .target(
    name: "ArticulosEnMemoria",
    dependencies: ["ArticulosInterface", "Dependencies"],
    path: "Modules/ArticulosEnMemoria",
    swiftSettings: strictSwift),
  .target(
    name: "AppCore",
    dependencies: coreModules.map { .target(name: $0.name) },
    path: "Modules/AppCore/AppCore",
    swiftSettings: strictSwift),
  .target(
    name: "TestSupport",
    path: "Tests/TestSupport",
    swiftSettings: strictSwift),
  .target(
    name: "ContratoDeArticulos",
    dependencies: ["ArticulosInterface"],
    path: "Tests/ContratoDeArticulos",
    swiftSettings: strictSwift),
  .executableTarget(
    name: "DependenciesBenchmark",
    dependencies: ["Dependencies"],
    path: "Benchmarks/DependenciesBenchmark",
    swiftSettings: strictSwift),
  .testTarget(
    name: "DependenciesTests",
    dependencies: ["Dependencies", "DependenciesTestSupport", "TestSupport"],
    path: "Tests/DependenciesTests",
    swiftSettings: strictSwift),
  .testTarget(
    name: "DependenciesMacrosPluginTests",
    dependencies: ["DependenciesMacrosPlugin"] + SwiftSyntaxUse.chosen.dependencies,
    path: "Tests/DependenciesMacrosPluginTests",
    swiftSettings: strictSwift + SwiftSyntaxUse.chosen.swiftSettings,
    linkerSettings: SwiftSyntaxUse.chosen.linkerSettings),
  .testTarget(
    name: "DependenciesMacrosTests",
    dependencies: ["Dependencies", "DependenciesMacros", "DependenciesTestSupport", "TestSupport"],
    path: "Tests/DependenciesMacrosTests",
    swiftSettings: strictSwift),
  .testTarget(
    name: "ArticulosInterfaceTests",
    dependencies: ["ArticulosInterface", "Dependencies", "DependenciesTestSupport"],
    path: "Tests/ArticulosInterfaceTests",
    swiftSettings: strictSwift),
  .testTarget(
    name: "ArticulosEnMemoriaTests",
    dependencies: [
      "ArticulosEnMemoria", "ArticulosInterface", "ArticulosTestSupport", "ContratoDeArticulos",
      "Dependencies", "DependenciesTestSupport",
    ],
    path: "Tests/ArticulosEnMemoriaTests",
    swiftSettings: strictSwift),
  // The test data and test clock shared by every test target and benchmark that needs them (the
  // one article generator, `Muestras.articulos`): nothing of the server side, so the fast lane
  // builds it without libcurl's or libpq's headers.
  .target(
    name: "ArticulosTestSupport",
    dependencies: ["ArticulosInterface", "Dependencies", "TestSupport"],
    path: "Tests/ArticulosTestSupport",
    swiftSettings: strictSwift),
  // The suites that run several features together (the lessons, bounded concurrency, tag
  // filters, endless listings), through the umbrella.
  .testTarget(
    name: "AppCoreTests",
    dependencies: ["AppCore"] + coreTestDependencies,
    path: "Tests/AppCoreTests",
    swiftSettings: strictSwift),
]

for module in coreModules {
  targets += [
    .target(
      name: module.name,
      dependencies: coreBase + module.dependencies,
      path: "Modules/AppCore/\(module.name)",
      swiftSettings: strictSwift),
    .testTarget(
      name: "\(module.name)Tests",
      dependencies: [.target(name: module.name)] + module.dependencies + coreTestDependencies,
      path: "Tests/\(module.name)Tests",
      swiftSettings: strictSwift),
  ]
}

if !isOffline {
  products += [
    .executable(name: "articulos", targets: ["ArticulosTool"]),
    .library(name: "ArticulosPostgres", targets: ["ArticulosPostgres"]),
  ]
  targets += [
    .systemLibrary(
      name: "CCurl",
      path: "Modules/CCurl",
      pkgConfig: "libcurl",
      providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]),
    .target(
      name: "ArticulosLive",
      dependencies: ["ArticulosInterface", "Dependencies", "CCurl"],
      path: "Modules/ArticulosLive",
      swiftSettings: strictSwift),
    .systemLibrary(
      name: "CLibPQ",
      path: "Modules/CLibPQ",
      pkgConfig: "libpq",
      providers: [.apt(["libpq-dev"]), .brew(["libpq"])]),
    .target(
      name: "ArticulosPostgres",
      dependencies: ["ArticulosInterface", "Dependencies", "CLibPQ"],
      path: "Modules/ArticulosPostgres",
      swiftSettings: strictSwift),
    .target(
      name: "PostgresTestSupport",
      dependencies: ["DatasetteTestSupport"],
      path: "Tests/PostgresTestSupport",
      swiftSettings: strictSwift),
    .testTarget(
      name: "ArticulosPostgresTests",
      dependencies: [
        "ArticulosInterface", "ArticulosPostgres", "ArticulosTestSupport", "ContratoDeArticulos",
        "DatasetteTestSupport", "PostgresTestSupport",
      ],
      path: "Tests/ArticulosPostgresTests",
      swiftSettings: strictSwift),
    .executableTarget(
      name: "HTTPBenchmark",
      dependencies: ["ArticulosLive", "CCurl"],
      path: "Benchmarks/HTTPBenchmark",
      swiftSettings: strictSwift),
    .target(
      name: "ArticulosCLI",
      dependencies: [
        "AppCore", "ArticulosEnMemoria", "ArticulosInterface", "ArticulosLive",
        "ArticulosPostgres", "Dependencies",
      ],
      path: "Apps/ArticulosTool/ArticulosCLI",
      swiftSettings: strictSwift),
    .executableTarget(
      name: "ArticulosTool",
      dependencies: ["ArticulosCLI"],
      path: "Apps/ArticulosTool/Main",
      swiftSettings: strictSwift),
    .executableTarget(
      name: "ImportBenchmark",
      dependencies: [
        "ArticulosInterface", "ArticulosLive", "ArticulosTestSupport", "DatasetteTestSupport",
        "Dependencies",
      ],
      path: "Benchmarks/ImportBenchmark",
      swiftSettings: strictSwift),
    .target(
      name: "DatasetteTestSupport",
      dependencies: ["ArticulosInterface", "ArticulosLive"],
      path: "Tests/DatasetteTestSupport",
      swiftSettings: strictSwift),
    .testTarget(
      name: "ArticulosToolTests",
      dependencies: [
        "AppCore", "ArticulosCLI", "ArticulosEnMemoria", "ArticulosInterface", "ArticulosLive",
        "ArticulosTestSupport", "DatasetteTestSupport", "Dependencies", "DependenciesTestSupport",
        "PostgresTestSupport", "TestSupport",
      ],
      path: "Tests/ArticulosToolTests",
      swiftSettings: strictSwift),
    .testTarget(
      name: "ArticulosLiveTests",
      dependencies: [
        "ArticulosEnMemoria", "ArticulosInterface", "ArticulosLive", "ArticulosTestSupport",
        "CCurl", "ContratoDeArticulos", "DatasetteTestSupport", "Dependencies",
        "DependenciesTestSupport", "TestSupport",
      ],
      path: "Tests/ArticulosLiveTests",
      swiftSettings: strictSwift),
  ]
}

if let feature = onlyFeature {
  guard coreModules.contains(where: { $0.name == feature }) else {
    fatalError(
      "ARTICULOS_FEATURE must name an app core module ("
        + coreModules.map(\.name).joined(separator: ", ") + "), not '\(feature)'")
  }
  /// The module and every app core module it imports, directly or through another.
  func withImports(_ name: String) -> Set<String> {
    let imported = coreModules.first { $0.name == name }?.dependencies ?? []
    return imported.reduce(into: [name]) { found, dependency in
      if case .targetItem(let other, _) = dependency { found.formUnion(withImports(other)) }
      if case .byNameItem(let other, _) = dependency { found.formUnion(withImports(other)) }
    }
  }
  let kept = Set([
    "Dependencies", "DependenciesTestSupport", "DependenciesMacrosPlugin", "DependenciesMacros",
    "ArticulosInterface", "ArticulosEnMemoria", "TestSupport", "ArticulosTestSupport",
    "\(feature)Tests",
  ]).union(withImports(feature))
  targets = targets.filter { kept.contains($0.name) }
  products = []
}

let package = Package(
  name: "Articulos",
  platforms: [.macOS(.v15)],
  products: products,
  dependencies: SwiftSyntaxSource.chosen == .package ? SwiftSyntaxSource.packageDependencies : [],
  targets: targets
)

// MARK: - swift-syntax: the toolchain's own, or its package

/// Finds the folder of the toolchain that holds swift-syntax's modules and libraries
/// (`<toolchain>/usr/lib/swift/host`) without naming a path of any one machine, or `nil` when
/// this toolchain ships none (as on macOS).
///
/// Order: `$SWIFT_HOST_LIBS`; the toolchain evaluating this manifest (the line of
/// `/proc/self/maps` that ends in `/libPackageDescription.so`, Linux only); `swiftc` on `PATH`.
func toolchainHostLibraries() -> String? {
  let fileManager = FileManager.default
  if let override = environment["SWIFT_HOST_LIBS"], !override.isEmpty { return override }
  var candidates: [String] = []
  if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
    let line = maps.split(separator: "\n").first(where: {
      $0.hasSuffix("/libPackageDescription.so")
    }),
    let slash = line.firstIndex(of: "/")
  {
    // <toolchain>/usr/lib/swift/pm/ManifestAPI/libPackageDescription.so
    let library = URL(fileURLWithPath: String(line[slash...]))
    candidates.append(
      library.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("host").path)
  }
  for folder in (environment["PATH"] ?? "").split(separator: ":") {
    let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
    if fileManager.isExecutableFile(atPath: swiftc.path) {
      // <toolchain>/usr/bin/swiftc
      candidates.append(
        swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
          .deletingLastPathComponent().appendingPathComponent("lib/swift/host").path)
      break
    }
  }
  return candidates.first { fileManager.fileExists(atPath: $0 + "/SwiftSyntax.swiftmodule") }
}

/// Where the macro plugin takes swift-syntax from.
///
/// - `toolchain`: the modules the toolchain ships (Linux; works offline, nothing to fetch).
/// - `package`: swift-syntax's own package, as every macro package does (macOS, or any toolchain
///   without those modules).
///
/// `ARTICULOS_SWIFT_SYNTAX=toolchain` or `=package` forces either; unset, Linux uses the
/// toolchain's modules when they exist, and every other system the package (a macOS toolchain
/// may carry such modules for its own use, but only the package is the supported way there).
enum SwiftSyntaxSource: String {
  case toolchain
  case package
}

extension SwiftSyntaxSource {
  /// The source this build uses (see ``SwiftSyntaxSource``).
  @MainActor static let chosen: SwiftSyntaxSource = {
    switch environment["ARTICULOS_SWIFT_SYNTAX"] ?? "" {
    case "":
      #if os(Linux)
        return toolchainHostLibraries() == nil ? .package : .toolchain
      #else
        return .package
      #endif
    case let forced:
      guard let source = SwiftSyntaxSource(rawValue: forced) else {
        fatalError("ARTICULOS_SWIFT_SYNTAX must be 'toolchain' or 'package', not '\(forced)'")
      }
      return source
    }
  }()
}

extension SwiftSyntaxSource {
  /// swift-syntax's own package, for ``package``.
  @MainActor static var packageDependencies: [Package.Dependency] {
    [
      // 603.x is the release of Swift 6.3's own swift-syntax.
      .package(url: "https://github.com/swiftlang/swift-syntax.git", "603.0.0"..<"604.0.0")
    ]
  }
}
/// The libraries the toolchain path links; the package path names its products instead.
var swiftSyntaxModules: [String] {
  [
    "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxMacroExpansion", "SwiftDiagnostics",
    "SwiftParser", "SwiftBasicFormat", "SwiftCompilerPluginMessageHandling",
  ]
}

/// What a target that imports swift-syntax adds to its dependencies and settings.
struct SwiftSyntaxUse {
  var dependencies: [Target.Dependency]
  var swiftSettings: [SwiftSetting]
  var linkerSettings: [LinkerSetting]
}

extension SwiftSyntaxUse {
  /// What the chosen source asks of a target that imports swift-syntax.
  @MainActor static let chosen: SwiftSyntaxUse = {
    switch SwiftSyntaxSource.chosen {
    case .package:
      return SwiftSyntaxUse(
        dependencies: [
          "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxMacroExpansion", "SwiftDiagnostics",
          "SwiftParser", "SwiftCompilerPlugin",
        ].map { .product(name: $0, package: "swift-syntax") },
        swiftSettings: [], linkerSettings: [])
    case .toolchain:
      guard let host = toolchainHostLibraries() else {
        fatalError(
          "ARTICULOS_SWIFT_SYNTAX=toolchain, but this toolchain ships no swift-syntax modules; "
            + "set SWIFT_HOST_LIBS to <toolchain>/usr/lib/swift/host or use =package")
      }
      return SwiftSyntaxUse(
        dependencies: [],
        swiftSettings: [.unsafeFlags(["-I", host])],
        linkerSettings: [
          .unsafeFlags(
            ["-L", host, "-Xlinker", "-rpath", "-Xlinker", host]
              + swiftSyntaxModules.map { "-l" + $0 })
        ])
    }
  }()
}
