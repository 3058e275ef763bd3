import Dependencies

// Prints ns per operation for the library's hot paths, measured side by side in one run, and
// each read's ratio to the floor (a bare task-local dictionary read plus one lookup).
//
//   swift run -c release DependenciesBenchmark

/// Runs `body` inside `depth` nested scopes that each override one unrelated key.
func nested<R: Sendable>(_ depth: Int, _ body: @Sendable () async -> R) async -> R {
  if depth == 0 { return await body() }
  return await withDependencies {
    $0.otro = depth
  } operation: {
    await nested(depth - 1, body)
  }
}

let floorKey = ObjectIdentifier(Numero.self)
let floor = Benchmark("floor: @TaskLocal dictionary read + lookup") {
  Suelo.valores[floorKey] ?? 0
}

// Reads measure reading a property that exists already (a model's @Dependency, created in the
// scope it is read in); creating one is measured on its own row below.
let modeloRaiz = Modelo()
let rootRead = Benchmark("@Dependency read at the root") {
  modeloRaiz.numero
}

/// Reads, inside `depth` nested scopes, a property created in the innermost one.
func readInside(_ depth: Int) async -> (name: String, nanoseconds: Double) {
  await nested(depth) {
    let modelo = Modelo()
    let benchmark = Benchmark(
      "@Dependency read inside \(depth) nested scope\(depth == 1 ? "" : "s")"
    ) { modelo.numero }
    return (benchmark.name, await benchmark.nanosecondsPerRun())
  }
}

let cachedKeyRead = Benchmark("cached custom key read (DependencyValues subscript)") {
  DependencyValues._current.numero
}

let syncScope = Benchmark("sync withDependencies, one override") {
  withDependencies {
    $0.numero = 7
  } operation: {
    1
  }
}

let asyncScope = Benchmark("async withDependencies, one override") {
  await withDependencies {
    $0.numero = 7
  } operation: {
    await Task.yield(); return 1
  }
}

let construct = Benchmark("construct a value with three @Dependency properties") {
  let modelo = Modelo()
  return withUnsafeBytes(of: modelo) { $0.count }
}

let padre = withDependencies {
  $0.numero = 5
} operation: {
  Modelo()
}
let fromModel = Benchmark("withDependencies(from:)") {
  withDependencies(from: padre) { 1 }
}

// Warm the caches so every read measures the cached path.
_ = await rootRead.body()

var rows: [(name: String, nanoseconds: Double, isRead: Bool)] = []
let floorNanoseconds = await floor.nanosecondsPerRun()
rows.append((floor.name, floorNanoseconds, false))
rows.append((rootRead.name, await rootRead.nanosecondsPerRun(), true))
for depth in [1, 10] {
  let (name, nanoseconds) = await readInside(depth)
  rows.append((name, nanoseconds, true))
}
rows.append((cachedKeyRead.name, await cachedKeyRead.nanosecondsPerRun(), true))
rows.append((syncScope.name, await syncScope.nanosecondsPerRun(), false))
rows.append((asyncScope.name, await asyncScope.nanosecondsPerRun(), false))
rows.append((construct.name, await construct.nanosecondsPerRun(), false))
rows.append((fromModel.name, await fromModel.nanosecondsPerRun(), false))

// Not a target, shown for honesty: a property captured at the root, read inside 10 scopes,
// pays for merging the captured values with the current ones.
let capturedAtRoot = Modelo()
let crossScope = Benchmark("(extra) read captured at root, inside 10 scopes") {
  capturedAtRoot.numero
}
rows.append((crossScope.name, await nested(10) { await crossScope.nanosecondsPerRun() }, false))

let width = rows.map(\.name.count).max() ?? 40
func pad(_ text: String, _ count: Int) -> String {
  text + String(repeating: " ", count: max(0, count - text.count))
}
func format(_ value: Double) -> String {
  let rounded = (value * 10).rounded() / 10
  return String(rounded)
}
print(pad("operation", width), "   ns/op   x floor")
print(String(repeating: "-", count: width + 20))
var allReadsWithinTarget = true
for row in rows {
  let ratio = row.nanoseconds / floorNanoseconds
  let mark = row.isRead ? (ratio <= 3 ? "  ok (<= 3x)" : "  OVER 3x") : ""
  if row.isRead && ratio > 3 { allReadsWithinTarget = false }
  print(
    pad(row.name, width), pad(format(row.nanoseconds), 8).leftPadded(9),
    format(ratio).leftPadded(8) + mark)
}
print()
print(
  allReadsWithinTarget
    ? "Every read is within 3x of the floor."
    : "Some read is over 3x the floor.")

extension String {
  func leftPadded(_ count: Int) -> String {
    String(repeating: " ", count: max(0, count - self.count)) + self
  }
}
