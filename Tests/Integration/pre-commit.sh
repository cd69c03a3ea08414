#!/usr/bin/env bash
# The pre-commit hooks of .pre-commit-hooks.yaml, run by the pre-commit tool from PyPI on a git
# repository holding the fixture app. The hook repository is a snapshot of this working tree
# (committed and tagged in a temporary folder), and the .pre-commit-config.yaml of
# docs/integrations.md is used as it is, with its placeholders (repository URL, a tag or commit)
# filled in with that snapshot and its tag.
source "$(dirname "$0")/lib.sh"
command -v pre-commit >/dev/null || python3 -m pip install -q pre-commit >/dev/null 2>&1
command -v pre-commit >/dev/null || { fail "pre-commit is not installed (python3 -m pip install pre-commit)"; finish; }
echo "   $(pre-commit --version)"

hooks="$tmp/hook-repo"
snapshot_repository "$hooks"
app="$tmp/app"
mkdir -p "$app"
cp -R "$fixture/Sources" "$fixture/.archlint.json" "$fixture/Package.swift" "$app/"
sed -e "s#$placeholder_url#$hooks#" -e "s#rev: <a tag or commit of it>#rev: v$(version_in_source)#" \
  "$snippets/pre-commit-config.yaml" >"$app/.pre-commit-config.yaml"
if grep -q "repo: $hooks" "$app/.pre-commit-config.yaml" && grep -q "rev: v$(version_in_source)$" "$app/.pre-commit-config.yaml" \
    && ! grep -q "<" "$app/.pre-commit-config.yaml"; then
  pass "snippet: only the placeholders are filled in"
else
  fail "snippet substitution" "$(cat "$app/.pre-commit-config.yaml")"
fi

export PRE_COMMIT_HOME="$tmp/pre-commit-home"
g() { git -C "$app" -c user.name=dev -c user.email=dev@example.invalid "$@"; }
g init -q
(cd "$app" && pre-commit install >/dev/null)
g add .pre-commit-config.yaml .archlint.json
out=$(g commit -m config 2>&1); status=$?
expect_status "a commit without Swift files skips the hook" 0 "$status" "$out"

# The first Swift commit installs the hook: pre-commit clones the snapshot and builds archlint.
g add Sources/Domain
out=$(g commit -m domain 2>&1); status=$?
expect_status "staged Domain files with a warning only: the commit passes" 0 "$status" "$out"
expect_contains "the hook ran" "$out" "archlint"
expect_lacks "the unstaged Presentation file (an error) is not reported" "$out" "Presentation"

g add Sources/Data
out=$(g commit -m data 2>&1); status=$?
expect_status "staged Data files: the commit passes" 0 "$status" "$out"

# Package.swift is a Swift file too; its Presentation -> Data target dependency is the same problem
# as Presentation's `import Data`, which is the finding (one problem, one finding).
g add Sources/Presentation Package.swift
out=$(g commit -m presentation 2>&1); status=$?
expect_status "a staged file with an error-severity finding: the commit is refused" 1 "$status" "$out"
expect_contains "the error is shown" "$out" "Sources/Presentation/UserViewModel.swift:1:8: error: Presentation must not import Data"
expect_contains "with the project's config (dto_leak is a warning in .archlint.json)" "$out" "Sources/Presentation/UserViewModel.swift:5:38: warning: Presentation must not name UserDTO"
expect_lacks "the manifest's target dependency, which the code imports, is not reported again" "$out" "Package.swift:22"
expect_lacks "only the staged files are reported" "$out" "SaveUserUseCase.swift"

# The archlint-system hook: the archlint on PATH (here the one pre-commit built).
built=$(find "$PRE_COMMIT_HOME" -type f -name archlint -path '*release*' -perm -u+x | head -n 1)
if [ -n "$built" ]; then pass "pre-commit built archlint with SwiftPM (language: swift)"; else fail "no archlint built under PRE_COMMIT_HOME"; fi
mkdir -p "$tmp/bin"
[ -n "$built" ] && ln -s "$built" "$tmp/bin/archlint"
sed 's/id: archlint$/id: archlint-system/' "$app/.pre-commit-config.yaml" >"$tmp/system.yaml"
out=$(cd "$app" && PATH="$tmp/bin:$PATH" pre-commit run -c "$tmp/system.yaml" archlint-system 2>&1); status=$?
expect_status "archlint-system hook on the staged error" 1 "$status" "$out"
expect_contains "archlint-system reports it" "$out" "(dependency_rule)"
out=$(cd "$app" && PATH="$tmp/bin:$PATH" pre-commit run -c "$tmp/system.yaml" archlint-system --files Sources/Domain/User.swift 2>&1); status=$?
expect_status "archlint-system on a clean file" 0 "$status" "$out"

finish
