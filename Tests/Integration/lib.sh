# Shared by the integration scripts: counters, assertions, the repository and a release build.
# shellcheck shell=bash
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
snippets="$root/Tests/Integration/snippets"
# What the snippets say where a user writes the address of their archlint repository (there is no
# public one): the scripts put a snapshot of this working tree there.
placeholder_url='<your archlint repository URL>'
fixture="$root/Fixtures/PluginPackage"
# SwiftPM scratch folder for archlint's own release build (make install, the snippets' binary).
build_path=${ARCHLINT_BUILD_PATH:-$root/.build}
passed=0
failed=0
suite=$(basename "$0" .sh)

pass() { passed=$((passed + 1)); echo "  ok   $1"; }
fail() { failed=$((failed + 1)); echo "  FAIL $1"; [ -n "${2:-}" ] && printf '%s\n' "$2" | sed 's/^/       | /' | head -n 40; return 0; }

# check NAME COMMAND...: passes when COMMAND succeeds.
check() { local name=$1; shift; if "$@"; then pass "$name"; else fail "$name"; fi; }
# expect_status NAME WANT ACTUAL OUTPUT
expect_status() { if [ "$3" -eq "$2" ]; then pass "$1 (exit $3)"; else fail "$1: exit $3, expected $2" "$4"; fi; }
# expect_contains NAME TEXT NEEDLE
expect_contains() { if grep -qF -- "$3" <<<"$2"; then pass "$1"; else fail "$1: missing: $3" "$2"; fi; }
expect_lacks() { if grep -qF -- "$3" <<<"$2"; then fail "$1: unexpected: $3" "$2"; else pass "$1"; fi; }

# The release build of archlint (built once, shared by the scripts); prints its path.
release_archlint() {
  swift build -c release --product archlint --scratch-path "$build_path" >"$tmp/release-build.log" 2>&1 \
    || { cat "$tmp/release-build.log" >&2; return 1; }
  echo "$(swift build -c release --product archlint --scratch-path "$build_path" --show-bin-path)/archlint"
}

version_in_source() { sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$root/Sources/ArchlintKit/Report/Reporters.swift"; }

# A snapshot of the working tree (tracked and untracked, not ignored files) as a fresh git
# repository with one commit on branch main, tagged v<version> as a release would be: what a
# user's tool clones from their archlint repository.
snapshot_repository() {
  local target=$1
  mkdir -p "$target"
  (cd "$root" && git ls-files -z --cached --others --exclude-standard \
    | while IFS= read -r -d '' file; do [ -f "$file" ] && printf '%s\0' "$file"; done \
    | tar --null -T - -cf -) | tar -xf - -C "$target"
  git -C "$target" init -q -b main
  git -C "$target" add -A
  git -C "$target" -c user.name=archlint -c user.email=archlint@example.invalid commit -q -m snapshot
  git -C "$target" tag "v$(version_in_source)"
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "== $suite"

finish() {
  echo "$suite: $passed passed, $failed failed"
  [ "$failed" -eq 0 ]
  exit $?
}
