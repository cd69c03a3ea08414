#!/usr/bin/env bash
# archlint's SwiftPM plugins, used by Fixtures/PluginPackage from a local path (../..):
# the command plugin (`swift package archlint`) and the build tool plugin (`swift build`).
# The fixture's build folder is Fixtures/PluginPackage/.build (ignored by git).
source "$(dirname "$0")/lib.sh"
cd "$fixture"
abs="$fixture/Sources"

run() { out=$("$@" 2>"$tmp/stderr"); status=$?; err=$(cat "$tmp/stderr"); }

echo "-- command plugin"
# First use builds archlint inside the fixture's .build; show the tail if that fails.
run swift package archlint
expect_status "swift package archlint: an error-severity finding fails" 1 "$status" "$out$err"
expect_contains "reports the Domain warning" "$out" "Sources/Domain/SaveUserUseCase.swift:1:15: warning: SaveUserUseCase only forwards: execute(_:) → repository.save"
expect_contains "reports the Presentation error" "$out" "Sources/Presentation/UserViewModel.swift:1:8: error: Presentation must not import Data"
expect_contains ".archlint.json of the package is honoured (dto_leak is a warning)" "$out" "Sources/Presentation/UserViewModel.swift:5:38: warning: Presentation must not name UserDTO"
expect_contains "summary after the findings" "$(tail -n 1 <<<"$out")" "archlint: 1 error and 2 warnings in 2 files"
expect_contains "SwiftPM says why it failed" "$err" "archlint found error-severity findings"

run swift package archlint --target Domain
expect_status "--target Domain: warnings only pass" 0 "$status" "$out$err"
expect_lacks "--target Domain reports only Domain" "$out" "Presentation"
expect_contains "--target Domain still reports its warning" "$out" "Sources/Domain/SaveUserUseCase.swift:1:15: warning:"

run swift package archlint --target Domain --strict
expect_status "--strict is passed through" 1 "$status" "$out$err"

run swift package archlint --target Presentation --disable dependency_rule
expect_status "--disable is passed through" 0 "$status" "$out$err"

run swift package archlint --strict --disable pass_through_use_case
expect_status "README: --strict --disable pass_through_use_case" 1 "$status" "$out$err"
expect_lacks "README: the disabled rule is quiet" "$out" "(pass_through_use_case)"

run swift package archlint --reporter json
expect_status "--reporter json" 1 "$status" "$out$err"
if python3 -c 'import json,sys; d=json.loads(sys.argv[1]); assert d["summary"]=={"files":6,"errors":1,"warnings":2}, d["summary"]' "$out" 2>"$tmp/py"; then
  pass "stdout is the JSON report alone (6 files, 1 error, 2 warnings)"
else
  fail "stdout is the JSON report alone" "$out$(cat "$tmp/py")"
fi

run swift package archlint Sources/Domain
expect_status "a PATH lints that path" 0 "$status" "$out$err"
expect_contains "a PATH: 3 files checked" "$out" "(3 files checked with .archlint.json)"

trap 'rm -rf "$tmp" "$fixture/archlint.sarif"' EXIT
rm -f archlint.sarif
run swift package --allow-writing-to-package-directory archlint --report sarif:archlint.sarif
expect_status "README: --report sarif:archlint.sarif" 1 "$status" "$out$err"
check "the SARIF report is written in the package folder" test -s archlint.sarif
rm -f archlint.sarif

run swift package archlint --config missing.json
expect_status "a configuration error fails" 1 "$status" "$out$err"
expect_contains "the configuration error is shown" "$err" "configuration error: missing.json"

run swift package archlint --target Nope
expect_status "an unknown --target fails" 1 "$status" "$out$err"
expect_contains "the unknown target is named" "$err" "no target named Nope"

echo "-- every subcommand passes through the command plugin unchanged"
run swift package archlint audit
expect_status "audit" 0 "$status" "$out$err"
expect_contains "audit prints the audit, not a lint of a folder called audit" "$out" "# Architecture audit"
run swift package archlint audit --format json
expect_contains "audit --format json" "$out" '"verdicts"'
run swift package archlint graph --format mermaid --level type
expect_status "graph --format mermaid --level type" 0 "$status" "$out$err"
expect_contains "graph is drawn" "$out" "flowchart"
run swift package archlint layers
expect_contains "layers" "$out" "Presentation"
run swift package archlint dump --json
expect_contains "dump --json" "$out" '"declarations"'
run swift package archlint rules --preset strict
expect_contains "rules --preset strict" "$out" "service_locator"
run swift package archlint explain DTO_LEAK
expect_contains "explain, rule ids in any case" "$out" "dto_leak"
run swift package archlint completion zsh
expect_contains "completion zsh" "$out" "#compdef archlint"
run swift package archlint help lint
expect_contains "help lint" "$out" "--files-from"
run swift package archlint --version
expect_status "--version" 0 "$status" "$out$err"
run swift package archlint init
expect_status "init on a package that has .archlint.json" 1 "$status" "$out$err"
expect_contains "init says why" "$err" "exists; run with --force"
run swift package archlint --reporter=json
expect_contains "--reporter=json: stdout is the report" "$out" '"summary"'
run swift package archlint lint --frobnicate
expect_status "an unknown option fails" 1 "$status" "$out$err"
expect_contains "with archlint's own message" "$err" "unknown option --frobnicate"

echo "-- build tool plugin"
# Make sure the lint runs (not cached from an earlier run of this script).
rm -rf .build/plugins/outputs/pluginpackage
run swift build --target Domain
expect_status "swift build --target Domain: a warning does not fail the build" 0 "$status" "$out$err"
expect_contains "the warning is a diagnostic with an absolute path" "$out$err" "$abs/Domain/SaveUserUseCase.swift:1:15: warning: SaveUserUseCase only forwards"
expect_contains "the plugin ran as its own build step" "$out$err" "archlint Domain"

run swift build --target Domain
expect_status "second build" 0 "$status" "$out$err"
expect_lacks "inputs unchanged: archlint does not run again" "$out$err" "archlint Domain"

touch "$abs/Data/UserDTO.swift"
run swift build --target Domain
expect_contains "a change in another target of the index runs it again" "$out$err" "archlint Domain"

run swift build
if [ "$status" -ne 0 ]; then pass "swift build: an error-severity finding fails the build (exit $status)"; else fail "swift build should fail" "$out$err"; fi
expect_contains "the error is a compiler-style diagnostic" "$out$err" "$abs/Presentation/UserViewModel.swift:1:8: error: Presentation must not import Data (layer Data)"
expect_contains "the configured warning too" "$out$err" "$abs/Presentation/UserViewModel.swift:5:38: warning: Presentation must not name UserDTO"

run swift build
if [ "$status" -ne 0 ]; then pass "a failed lint runs again on the next build (exit $status)"; else fail "second swift build should fail again" "$out$err"; fi
expect_contains "and reports again" "$out$err" "(dependency_rule)"

finish
