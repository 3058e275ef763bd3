import Dependencies

// Prints ns per operation for the library's hot paths, measured side by side in one run, each
// divided by its floor measured in the same run (a bare task-local dictionary read, or the
// copy+insert+withValue any overriding scope does), next to the row's goal.
//
//   swift run -c release DependenciesBenchmark
//   swift run -c release DependenciesBenchmark "sync withDependencies"   # the floors and one row
//
// Every operation is measured once per round, round after round, and keeps its best round:
// a machine that is busy for a while slows every operation alike instead of the unlucky one.
// Every body, floors included, is called the same way: through an async closure the optimizer
// cannot see into (see `Benchmark`), so no row is inlined into its loop and its floor is not.
// That call has a cost of its own, measured as the last row; the "net" column divides by the
// floor with that cost taken out of both, for a reader who wants the library's work alone.

/// Runs `body` inside `depth` nested scopes that each override one unrelated key.
func nested<R: Sendable>(_ depth: Int, _ body: @Sendable () async -> R) async -> R {
  if depth == 0 { return await body() }
  return await withDependencies {
    $0.otro = depth
  } operation: {
    await nested(depth - 1, body)
  }
}

/// What a row is compared with: one of the floors measured in the same run.
enum Floor: String, Sendable {
  /// A bare task-local dictionary read and one lookup.
  case taskLocal = "task-local read"
  /// Copying a task-local dictionary, inserting one key and binding the copy with `withValue`:
  /// the work any scope that overrides one value must do.
  case scope = "copy+insert+withValue"
}

/// One row of the table: how to measure it, the floor it is divided by, and its goal.
struct Row: Sendable {
  let name: String
  let floor: Floor
  /// The largest ratio to the floor this row may have; `nil` for a floor or an extra.
  let goal: Double?
  let measure: @Sendable () async -> Double

  init(
    _ name: String, floor: Floor = .taskLocal, goal: Double? = nil,
    measure: @escaping @Sendable () async -> Double
  ) {
    self.name = name
    self.floor = floor
    self.goal = goal
    self.measure = measure
  }

  init(_ benchmark: Benchmark, floor: Floor = .taskLocal, goal: Double? = nil) {
    self.init(benchmark.name, floor: floor, goal: goal) {
      await benchmark.nanosecondsPerRun(rounds: 1)
    }
  }
}

// NB: every benchmark captures what it reads as a local: a closure that reads a top-level
// variable of this file pays for a lazy-initialization check on every run.

/// The floor of reads: a bare task-local dictionary read and one lookup.
func taskLocalFloor() -> Benchmark {
  let key = ObjectIdentifier(Numero.self)
  return Benchmark("floor: @TaskLocal dictionary read + lookup") { Suelo.valores[key] ?? 0 }
}

/// The floor of scopes: what overriding one value in a task-local dictionary costs.
func scopeFloor() -> Benchmark {
  let key = ObjectIdentifier(Numero.self)
  return Benchmark("floor: copy the dictionary, insert one key, withValue") {
    var valores = Suelo.valores
    valores[key] = 7
    return Suelo.$valores.withValue(valores) { 1 }
  }
}

/// The bare cost of an async scope around one suspension, to read the async row against.
func asyncScopeFloor() -> Benchmark {
  let key = ObjectIdentifier(Numero.self)
  return Benchmark("(extra) bare async withValue around the same Task.yield") {
    var valores = Suelo.valores
    valores[key] = 7
    return await Suelo.$valores.withValue(valores) {
      await Task.yield(); return 1
    }
  }
}

/// The async scope without a suspension: what the scope itself costs, against the bare
/// task-local `withValue` around the same body (``asyncScopeFloorWithoutSuspension()``).
func asyncScopeWithoutSuspension() -> Benchmark {
  Benchmark("(extra) async withDependencies, a body that does not suspend") {
    await withDependencies {
      $0.numero = 7
    } operation: { () async -> Int in
      1
    }
  }
}

/// The bare async scope around a body that does not suspend.
func asyncScopeFloorWithoutSuspension() -> Benchmark {
  let key = ObjectIdentifier(Numero.self)
  return Benchmark("(extra) bare async withValue, the same body") {
    var valores = Suelo.valores
    valores[key] = 7
    return await Suelo.$valores.withValue(valores) { () async -> Int in 1 }
  }
}

/// Reads a property that exists already (a model's @Dependency); creating one is measured on
/// its own row.
func readAtRoot() -> Benchmark {
  let modelo = Modelo()
  _ = modelo.numero  // computes and caches the default, so reads measure the cached path
  return Benchmark("@Dependency read at the root") { modelo.numero }
}

func readInside(_ depth: Int) -> Row {
  Row("@Dependency read inside \(depth) nested scope\(depth == 1 ? "" : "s")", goal: readGoal) {
    await nested(depth) {
      let modelo = Modelo()
      return await Benchmark("") { modelo.numero }.nanosecondsPerRun(rounds: 1)
    }
  }
}

/// `withDependencies(from:)` a model built in a scope.
func fromModel() -> Benchmark {
  let padre = withDependencies {
    $0.numero = 5
  } operation: {
    Modelo()
  }
  return Benchmark("withDependencies(from:)") { withDependencies(from: padre) { 1 } }
}

/// A property captured at the root and read inside 10 scopes.
func capturedAtRootReadInside() -> Row {
  let modelo = Modelo()
  return Row("(extra) read captured at root, inside 10 scopes") {
    await nested(10) { await Benchmark("") { modelo.numero }.nanosecondsPerRun(rounds: 1) }
  }
}

/// Reads may cost at most this many task-local reads.
let readGoal = 1.5

let allRows: [Row] = [
  Row(taskLocalFloor()),
  Row(scopeFloor()),
  Row(readAtRoot(), goal: readGoal),
  readInside(1),
  readInside(10),
  Row(
    Benchmark("cached custom key read (DependencyValues subscript)") {
      DependencyValues._current.numero
    }, goal: readGoal),
  Row(
    Benchmark("sync withDependencies, one override") {
      withDependencies {
        $0.numero = 7
      } operation: {
        1
      }
    }, floor: .scope, goal: 1.3),
  // NB: the goal is the reference's own ratio on this machine, 7.9x.
  Row(
    Benchmark("async withDependencies, one override") {
      await withDependencies {
        $0.numero = 7
      } operation: {
        await Task.yield(); return 1
      }
    }, goal: 7.9),
  Row(
    Benchmark("construct a struct with three @Dependency properties") {
      let modelo = ModeloValor()
      return withUnsafeBytes(of: modelo) { $0.count }
    }, goal: 3),
  Row(fromModel(), goal: 10),
  // Not a target, shown for honesty: a property captured at the root and read inside 10
  // scopes pays for merging the captured values with the current ones.
  capturedAtRootReadInside(),
  // Not a target either: the async scope's own floor, a bare task-local `withValue` around the
  // same `Task.yield()`, which is most of what the async row costs (waking another thread).
  Row(asyncScopeFloor()),
  // And both again with a body that does not suspend: the scope's own cost, without the wake.
  Row(asyncScopeWithoutSuspension()),
  Row(asyncScopeFloorWithoutSuspension()),
  // The harness itself: what calling an empty body costs, in every row above.
  Row(Benchmark("(extra) the harness alone: an empty body") { 1 }),
]

// `DependenciesBenchmark TEXT` measures only the floors and the rows whose name contains TEXT,
// for profiling one of them.
let filter = CommandLine.arguments.dropFirst().first
let rows = allRows.enumerated().filter { index, row in
  index < 2 || index == allRows.count - 1 || filter.map { row.name.contains($0) } ?? true
}.map(\.element)

var best = [Double](repeating: .infinity, count: rows.count)
for _ in 0..<9 {
  for (index, row) in rows.enumerated() {
    best[index] = min(best[index], await row.measure())
  }
}

let floors: [Floor: Double] = [.taskLocal: best[0], .scope: best[1]]
let harness = best[rows.count - 1]
let width = rows.map(\.name.count).max() ?? 40
func format(_ value: Double) -> String { String((value * 10).rounded() / 10) }
func leftPad(_ text: String, _ count: Int) -> String {
  String(repeating: " ", count: max(0, count - text.count)) + text
}
func rightPad(_ text: String, _ count: Int) -> String {
  text + String(repeating: " ", count: max(0, count - text.count))
}

print(
  rightPad("operation", width), leftPad("ns/op", 9), " ", rightPad("floor", 22),
  leftPad("x floor", 8), leftPad("net", 7), leftPad("goal", 9))
print(String(repeating: "-", count: width + 60))
var over: [String] = []
for (index, row) in rows.enumerated() {
  let ratio = best[index] / floors[row.floor]!
  let net = max(0, best[index] - harness) / max(1, floors[row.floor]! - harness)
  var verdict = ""
  if let goal = row.goal {
    verdict = ratio <= goal ? "  ok" : "  OVER"
    if ratio > goal { over.append(row.name) }
  }
  print(
    rightPad(row.name, width), leftPad(format(best[index]), 9), " ",
    rightPad(row.floor.rawValue, 22), leftPad(format(ratio) + "x", 8),
    leftPad(format(net) + "x", 7),
    leftPad(row.goal.map { "<= \(format($0))x" } ?? "", 9)
      + verdict)
}
print()
print(
  over.isEmpty
    ? "Every row is within its goal."
    : "Over their goal: \(over.joined(separator: "; ")).")
