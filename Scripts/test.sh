#!/usr/bin/env bash
# Runs the whole test suite, as CI does: installs what is missing, builds every target with
# warnings as errors, and runs every test (the live module's against a real Datasette that the
# tests start on 127.0.0.1).
#
#   Scripts/test.sh [extra swift test arguments, e.g. --filter DependenciesTests]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

"$root/Scripts/install-system-packages.sh"
if [ -x "$root/Scripts/datasette/install.sh" ]; then
  "$root/Scripts/datasette/install.sh"
fi

swift build --build-tests -Xswiftc -warnings-as-errors
swift test --skip-build "$@"
