#!/usr/bin/env bash
# Runs every integration script and prints `integration: N passed, M failed` last.
# ARCHLINT_BUILD_PATH: SwiftPM scratch folder with archlint's debug build (default .build).
cd "$(dirname "$0")"
total_passed=0
total_failed=0
start=$(date +%s)
for script in readme-snippets.sh install.sh ci-snippets.sh plugins.sh binary-plugin.sh pre-commit.sh audit-page.sh; do
  began=$(date +%s)
  output=$(./"$script" 2>&1)
  status=$?
  printf '%s\n' "$output"
  summary=$(printf '%s\n' "$output" | tail -n 1)
  if [[ $summary =~ :\ ([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
    total_passed=$((total_passed + BASH_REMATCH[1]))
    total_failed=$((total_failed + BASH_REMATCH[2]))
    [ "$status" -eq 0 ] || [ "${BASH_REMATCH[2]}" -gt 0 ] || total_failed=$((total_failed + 1))
  else
    echo "  FAIL $script ended without a summary (exit $status)"
    total_failed=$((total_failed + 1))
  fi
  echo "   ($script: $(( $(date +%s) - began ))s)"
done
echo "   (total: $(( $(date +%s) - start ))s)"
echo "integration: $total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ]
