#!/usr/bin/env bash
# What a release ships: Release/artifactbundle builds the artifact bundle (info.json, the binary,
# its zip and checksum), the plugins package over it, the binary tarball, the source archive and
# the Homebrew formula. Fixtures/BinaryPluginPackage then builds with the build tool plugin through
# the binary target, compiling nothing of archlint, and the GitHub Action (action.yml) installs
# from the bundle and runs archlint diff on a throwaway repository.
# The release build goes to $ARCHLINT_RELEASE_BUILD_PATH (default .build-release, CI's).
source "$(dirname "$0")/lib.sh"
version=$(version_in_source)
out="$tmp/release"
log=$(ARCHLINT_BUILD_PATH=${ARCHLINT_RELEASE_BUILD_PATH:-$root/.build-release} "$root/Release/artifactbundle" "$out" 2>&1); status=$?
expect_status "Release/artifactbundle" 0 "$status" "$(tail -n 20 <<<"$log")"
[ "$status" -eq 0 ] || finish
triple="$(uname -m)-unknown-linux-gnu"
bundle="$out/archlint.artifactbundle"

echo "-- the artifact bundle"
check "info.json is valid and names this variant" python3 -c 'import json,sys
info = json.load(open(sys.argv[1]))
artifact = info["artifacts"]["archlint"]
assert info["schemaVersion"] == "1.0" and artifact["type"] == "executable" and artifact["version"] == sys.argv[2], info
assert [v["path"] for v in artifact["variants"]] == ["archlint-%s-%s/bin/archlint" % (sys.argv[2], sys.argv[3])], artifact
assert artifact["variants"][0]["supportedTriples"] == [sys.argv[3]], artifact' "$bundle/info.json" "$version" "$triple"
binary="$bundle/archlint-$version-$triple/bin/archlint"
[ "$("$binary" --version)" = "$version" ] && pass "the bundled binary is archlint $version" || fail "the bundled binary's version"
if ldd "$binary" | grep -q "libswiftCore\|libFoundation"; then fail "the binary needs the Swift runtime" "$(ldd "$binary")"
else pass "the binary links the Swift runtime and Foundation statically"; fi
expect_contains "the zip's checksum is SwiftPM's" "$(swift package compute-checksum "$out/archlint.artifactbundle.zip")" "$(cat "$out/archlint.artifactbundle.zip.sha256")"
check "the binary tarball holds bin/archlint and LICENSE" tar -tzf "$out/archlint-$version-$triple.tar.gz" bin/archlint LICENSE >/dev/null
source_sha=$(sha256sum "$out/archlint-$version.tar.gz" | cut -d' ' -f1)
formula=$(cat "$out/archlint.rb")
expect_contains "the formula names the source archive" "$formula" "url \"file://$out/archlint-$version.tar.gz\""
expect_contains "the formula's sha256 is the archive's" "$formula" "sha256 \"$source_sha\""
check "the source archive holds the Makefile the formula runs" tar -tzf "$out/archlint-$version.tar.gz" "archlint-$version/Makefile" >/dev/null

echo "-- the build tool plugin through the binary target"
app="$tmp/app"
cp -R "$root/Fixtures/BinaryPluginPackage" "$app"
rm -rf "$app/.build"
cp -R "$out/ArchlintPlugins" "$app/ArchlintPlugins"
out_build=$(cd "$app" && swift build --scratch-path "$app/.build" 2>&1); status=$?
expect_status "swift build: the plugin's error-severity findings fail the build" 1 "$status" "$out_build"
expect_contains "the plugin reports the import" "$out_build" "Sources/Domain/User.swift:1:8: error: Domain must not import Data"
expect_contains "the plugin reports the DTO" "$out_build" "error: Domain must not name UserDTO"
expect_lacks "archlint itself is not compiled" "$out_build" "Compiling ArchlintScan"
check "no archlint module was built" test -z "$(find "$app/.build" -name 'ArchlintScan*' -print -quit)"

echo "-- the GitHub Action, from the bundle"
repo="$tmp/repo"
cp -R "$root/Fixtures/BinaryPluginPackage/Sources" "$repo"
git -C "$repo" init -q -b main && git -C "$repo" add -A && git -C "$repo" -c user.name=t -c user.email=t@t commit -qm app
printf 'import Data\nstruct Profile { let raw: UserDTO }\n' >"$repo/Domain/Profile.swift"
export RUNNER_TEMP="$tmp/runner" GITHUB_PATH="$tmp/github_path" GITHUB_ACTION_PATH="$root"
mkdir -p "$RUNNER_TEMP"; : >"$GITHUB_PATH"
# steps N: the shell of the action's step N.
step() { python3 -c 'import sys,yaml; print(yaml.safe_load(open(sys.argv[1]))["runs"]["steps"][int(sys.argv[2])]["run"])' "$root/action.yml" "$1"; }
out_install=$(cd "$repo" && BUNDLE_URL="file://$out/archlint.artifactbundle.zip" bash -c "$(step 0)" 2>&1); status=$?
expect_status "the action installs archlint from the bundle" 0 "$status" "$out_install"
expect_contains "the installed archlint is on the job's PATH" "$(cat "$GITHUB_PATH")" "$RUNNER_TEMP/archlint/bin"
out_run=$(cd "$repo" && PATH="$(cat "$GITHUB_PATH"):$PATH" ARCHLINT_COMMAND=diff ARCHLINT_ARGUMENTS="main --format github" bash -c "$(step 1)" 2>&1); status=$?
expect_status "the action's diff fails on the new finding" 1 "$status" "$out_run"
expect_contains "the action annotates the new finding only" "$out_run" "::error file=Domain/Profile.swift,line=1,col=8"
expect_lacks "the finding already on main is not annotated" "$out_run" "file=Domain/User.swift"
out_run=$(cd "$repo" && PATH="$(cat "$GITHUB_PATH"):$PATH" ARCHLINT_COMMAND=lint ARCHLINT_ARGUMENTS="" bash -c "$(step 1)" 2>&1); status=$?
expect_status "the action's lint fails on every error" 1 "$status" "$out_run"
expect_contains "the action's lint reports the finding already there" "$out_run" "Domain/User.swift:1:8: error:"
finish
