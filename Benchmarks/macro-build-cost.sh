#!/usr/bin/env bash
# Measures what @DependencyClient costs in a clean build.
#
# It generates a throwaway package next to nothing (in a temporary folder) that depends on this
# package by path, with two targets holding the same clients:
#   ConMacro  N structs written with @DependencyClient (needs the macro plugin and its library);
#   AMano     the same N structs written by hand: fields, an initializer with unimplemented
#             defaults and the labeled methods (needs only the Dependencies library).
# Each round clean-builds one target, then the other, in fresh build folders, and the
# difference is the price of the macro machinery: compiling and linking the plugin, building
# DependenciesMacros and expanding the macros. Rounds alternate so that both sides share the
# same machine load; the medians are printed at the end. After each clean build the target's
# sources are touched and rebuilt, which isolates what expanding the macros costs per build.
#
# Usage: Benchmarks/macro-build-cost.sh [rounds] [clients]     (defaults: 3 rounds, 20 clients)
set -euo pipefail

rounds="${1:-3}"
clients="${2:-20}"
if ! [[ "$rounds" =~ ^[1-9][0-9]*$ && "$clients" =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: $0 [rounds] [clients]   (positive integers)" >&2
  exit 64
fi

package_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/macro-build-cost.XXXXXX")"
trap 'rm -rf "$work"' EXIT
trap 'exit 1' TERM
# NB: the fast lane of this package's manifest leaves out the libcurl side, which neither target
# needs, so the benchmark does not depend on libcurl's headers being installed.
export ARTICULOS_OFFLINE=1

mkdir -p "$work/Sources/ConMacro" "$work/Sources/AMano"
cat >"$work/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "MacroBuildCost",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "$package_root")],
  targets: [
    .target(
      name: "ConMacro",
      dependencies: [.product(name: "DependenciesMacros", package: "$(basename "$package_root")")]),
    .target(
      name: "AMano",
      dependencies: [.product(name: "Dependencies", package: "$(basename "$package_root")")]),
  ]
)
EOF

# One client written with the macro.
macro_client() {
  local name="$1"
  cat <<EOF
import DependenciesMacros

@DependencyClient
public struct $name: Sendable {
  public var cargar: @Sendable () async throws -> [Int]
  public var buscar: @Sendable (_ texto: String, _ pagina: Int) async throws -> [String]
  public var guardar: @Sendable (_ valor: Int) async throws -> Int
  public var borrar: @Sendable (_ id: Int) async throws -> Void
  public var idioma: @Sendable () -> String = { "es" }
}
EOF
}

# The same client written by hand, with the same initializer and methods.
hand_client() {
  local name="$1"
  cat <<EOF
import Dependencies

public struct $name: Sendable {
  public var cargar: @Sendable () async throws -> [Int]
  public var buscar: @Sendable (_ texto: String, _ pagina: Int) async throws -> [String]
  public var guardar: @Sendable (_ valor: Int) async throws -> Int
  public var borrar: @Sendable (_ id: Int) async throws -> Void
  public var idioma: @Sendable () -> String

  public init(
    cargar: @escaping @Sendable () async throws -> [Int] = {
      reportIssue("Unimplemented: '$name.cargar'")
      throw Unimplemented(endpoint: "cargar")
    },
    buscar: @escaping @Sendable (_ texto: String, _ pagina: Int) async throws -> [String] = { _, _ in
      reportIssue("Unimplemented: '$name.buscar'")
      throw Unimplemented(endpoint: "buscar")
    },
    guardar: @escaping @Sendable (_ valor: Int) async throws -> Int = { _ in
      reportIssue("Unimplemented: '$name.guardar'")
      throw Unimplemented(endpoint: "guardar")
    },
    borrar: @escaping @Sendable (_ id: Int) async throws -> Void = { _ in
      reportIssue("Unimplemented: '$name.borrar'")
      throw Unimplemented(endpoint: "borrar")
    },
    idioma: @escaping @Sendable () -> String = {
      reportIssue("Unimplemented: '$name.idioma'")
      return "es"
    }
  ) {
    self.cargar = cargar
    self.buscar = buscar
    self.guardar = guardar
    self.borrar = borrar
    self.idioma = idioma
  }

  public func buscar(texto: String, pagina: Int) async throws -> [String] {
    try await self.buscar(texto, pagina)
  }

  public func guardar(valor: Int) async throws -> Int {
    try await self.guardar(valor)
  }

  public func borrar(id: Int) async throws {
    try await self.borrar(id)
  }
}
EOF
}

cat >"$work/Sources/AMano/Unimplemented.swift" <<EOF
public struct Unimplemented: Error {
  public let endpoint: String

  public init(endpoint: String) {
    self.endpoint = endpoint
  }
}
EOF
for index in $(seq -w 1 "$clients"); do
  macro_client "Cliente$index" >"$work/Sources/ConMacro/Cliente$index.swift"
  hand_client "Cliente$index" >"$work/Sources/AMano/Cliente$index.swift"
done

now_ms() { date +%s%3N; }

# Builds one target and prints the wall time in milliseconds; a failed build stops the script.
build_ms() {
  local target="$1" start end
  start="$(now_ms)"
  if ! swift build --package-path "$work" --scratch-path "$work/build-$target" \
    --target "$target" >"$work/$target.log" 2>&1; then
    echo "error: building $target failed; its log follows" >&2
    cat "$work/$target.log" >&2
    kill -TERM $$
  fi
  end="$(now_ms)"
  echo $((end - start))
}

# Clean-builds one target in a fresh build folder.
clean_build_ms() {
  rm -rf "$work/build-$1"
  build_ms "$1"
}

# Rebuilds one target in its built folder after touching its sources: what the target's own
# files cost once everything it depends on is built.
touched_build_ms() {
  touch "$work/Sources/$1"/*.swift
  build_ms "$1"
}

seconds() { awk -v ms="$1" 'BEGIN { printf "%.2f s", ms / 1000 }'; }

median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END {
  if (NR % 2) print v[(NR + 1) / 2]; else printf "%d\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "Clean-build cost of @DependencyClient: $clients clients, $rounds rounds"
echo "$(swift --version 2>/dev/null | head -n 1); $(nproc 2>/dev/null || echo '?') cores"
# Resolve the package graph once, so that no round pays for it.
swift package --package-path "$work" --scratch-path "$work/build-resolve" resolve >/dev/null

row() { printf '%-8s %14s %14s %14s\n' "$@"; }

row round "with macro" "by hand" difference
with_macro=() by_hand=() differences=()
touched_macro=() touched_hand=() touched_differences=()
for round in $(seq 1 "$rounds"); do
  macro_ms="$(clean_build_ms ConMacro)"
  hand_ms="$(clean_build_ms AMano)"
  with_macro+=("$macro_ms") by_hand+=("$hand_ms") differences+=($((macro_ms - hand_ms)))
  row "$round" "$(seconds "$macro_ms")" "$(seconds "$hand_ms")" \
    "$(seconds $((macro_ms - hand_ms)))"
  macro_ms="$(touched_build_ms ConMacro)"
  hand_ms="$(touched_build_ms AMano)"
  touched_macro+=("$macro_ms") touched_hand+=("$hand_ms")
  touched_differences+=($((macro_ms - hand_ms)))
done
row median "$(seconds "$(median "${with_macro[@]}")")" "$(seconds "$(median "${by_hand[@]}")")" \
  "$(seconds "$(median "${differences[@]}")")"
echo
echo "Rebuilding only the $clients clients (sources touched, dependencies already built):"
row median "$(seconds "$(median "${touched_macro[@]}")")" \
  "$(seconds "$(median "${touched_hand[@]}")")" "$(seconds "$(median "${touched_differences[@]}")")"
