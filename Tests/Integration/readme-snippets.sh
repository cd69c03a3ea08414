#!/usr/bin/env bash
# The README's integration snippets are the files in Tests/Integration/snippets/ that the other
# scripts run: each must appear in README.md verbatim. The fixture's Package.swift uses the
# plugin line of the README's Package.swift snippet.
source "$(dirname "$0")/lib.sh"
readme="$root/README.md"
if ! grep -q '<!-- integration:begin -->' "$readme"; then
  echo "  skip README.md has no integration section yet (<!-- integration:begin -->)"
  finish
fi
section=$(sed -n '/<!-- integration:begin -->/,/<!-- integration:end -->/p' "$readme")
for file in "$snippets"/*; do
  if python3 -c 'import sys; sys.exit(0 if open(sys.argv[1]).read() in sys.argv[2] else 1)' "$file" "$section"; then
    pass "README shows snippets/$(basename "$file") verbatim"
  else
    fail "README's integration section lacks snippets/$(basename "$file") as it is"
  fi
done
plugin_line='plugins: [.plugin(name: "ArchlintBuildToolPlugin", package: "archlint")]'
grep -qF "$plugin_line" "$fixture/Package.swift" && grep -qF "$plugin_line" "$snippets/package-plugins.swift" \
  && pass "the fixture applies the plugin with the README's line" || fail "fixture and README plugin lines differ"
version=$(version_in_source)
for pinned in "from: \"$version\"" "rev: v$version" "--branch v$version"; do
  expect_contains "snippets pin the current version: $pinned" "$(cat "$snippets"/*)" "$pinned"
done
for command in "swift package archlint" "swift package archlint --target Domain" "swift package archlint --reporter json" \
    "swift package archlint --strict --disable pass_through_use_case" \
    "swift package --allow-writing-to-package-directory archlint --report sarif:archlint.sarif" "make install PREFIX="; do
  expect_contains "README shows \`$command\`" "$section" "$command"
done
finish
