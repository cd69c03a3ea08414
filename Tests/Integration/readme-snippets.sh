#!/usr/bin/env bash
# The integration snippets users copy are the files in Tests/Integration/snippets/ that the other
# scripts run: each must appear verbatim, in one place only, in README.md (the CI recipes) or
# docs/integrations.md (plugins, Xcode build phase, pre-commit). The fixture's Package.swift uses
# the plugin line of the Package.swift snippet. No page names a release tag the repository lacks.
source "$(dirname "$0")/lib.sh"
readme="$root/README.md"
integrations="$root/docs/integrations.md"
for page in "$readme" "$integrations"; do
  [ -f "$page" ] || { fail "${page#"$root"/} is missing"; finish; }
done
for file in "$snippets"/*; do
  count=$(python3 -c 'import sys; t=open(sys.argv[1]).read(); print(sum(open(p).read().count(t) for p in sys.argv[2:]))' \
    "$file" "$readme" "$integrations")
  if [ "$count" -eq 1 ]; then
    pass "snippets/$(basename "$file") is shown verbatim, once"
  else
    fail "snippets/$(basename "$file") is shown $count times as it is (README.md, docs/integrations.md): expected once"
  fi
done
plugin_line='plugins: [.plugin(name: "ArchlintBuildToolPlugin", package: "archlint")]'
grep -qF "$plugin_line" "$fixture/Package.swift" && grep -qF "$plugin_line" "$snippets/package-plugins.swift" \
  && pass "the fixture applies the plugin with the snippet's line" || fail "fixture and snippet plugin lines differ"

# Where archlint comes from: the same placeholder everywhere, and no release tag that does not exist.
for file in "$snippets"/*; do
  case $(basename "$file") in
    xcode-build-phase.sh) ;;
    *) expect_contains "snippets/$(basename "$file") names the repository as $placeholder_url" "$(cat "$file")" "$placeholder_url" ;;
  esac
done
tags=$(git -C "$root" tag --list 'v*')
named=$(cat "$snippets"/* "$readme" "$root"/docs/*.md | grep -oE '\bv[0-9]+\.[0-9]+\.[0-9]+\b' | sort -u)
missing=""
for tag in $named; do grep -qxF "$tag" <<<"$tags" || missing="$missing $tag"; done
[ -z "$missing" ] && pass "the README, docs and snippets name only release tags that exist" \
  || fail "the README, docs or snippets name tags the repository does not have:$missing"

for command in "swift package archlint" "swift package archlint --target Domain" "swift package archlint --reporter json" \
    "swift package archlint --strict --disable pass_through_use_case" \
    "swift package --allow-writing-to-package-directory archlint --report sarif:archlint.sarif"; do
  expect_contains "docs/integrations.md shows \`$command\`" "$(cat "$integrations")" "$command"
done
expect_contains "README shows \`make install PREFIX=\`" "$(cat "$readme")" "make install PREFIX="
expect_contains "README shows \`swift build -c release\`" "$(cat "$readme")" "swift build -c release"
finish
