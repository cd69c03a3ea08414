#!/usr/bin/env bash
# make install / uninstall (PREFIX, DESTDIR), the version the installed binary prints, the release
# tag check (with CHANGELOG.md), and the Xcode build phase script of docs/integrations.md run with
# and without archlint on PATH.
# The install uses CONFIGURATION=debug in $ARCHLINT_BUILD_PATH (default .build, which CI has just
# built): the release configuration is compiled by the pre-commit test (pre-commit runs
# `swift build -c release`), and `make -n` shows that install defaults to it.
source "$(dirname "$0")/lib.sh"
version=$(version_in_source)
echo "-- make install"
[ "$(make -s -C "$root" version)" = "$version" ] && pass "make version prints Version.current ($version)" || fail "make version"
plan=$(make -n -C "$root" install PREFIX=/opt/example)
expect_contains "make install builds the release configuration by default" "$plan" "swift build -c release --product archlint"
expect_contains "make install honours PREFIX" "$plan" '"/opt/example/bin/archlint"'

prefix="$tmp/prefix with space"
out=$(make -C "$root" install PREFIX="$prefix" CONFIGURATION=debug BUILD_PATH="$build_path" 2>&1); status=$?
expect_status "make install PREFIX=<temp>" 0 "$status" "$out"
check "installs PREFIX/bin/archlint, executable" test -x "$prefix/bin/archlint"
installed=$("$prefix/bin/archlint" --version 2>&1)
[ "$installed" = "$version" ] && pass "installed archlint --version = $installed = Version.current" || fail "installed --version: $installed, expected $version"

out=$(make -C "$root" install PREFIX=/usr/local DESTDIR="$tmp/stage" CONFIGURATION=debug BUILD_PATH="$build_path" 2>&1); status=$?
expect_status "make install DESTDIR=<stage>" 0 "$status" "$out"
check "DESTDIR is honoured" test -x "$tmp/stage/usr/local/bin/archlint"

mkdir -p "$tmp/bin" "$tmp/home"
cp "$prefix/bin/archlint" "$tmp/bin/archlint" 2>/dev/null
make -s -C "$root" uninstall PREFIX="$prefix"
check "make uninstall removes it" test ! -e "$prefix/bin/archlint"

echo "-- release tag check"
repo="$tmp/tagged"
mkdir -p "$repo/Sources/ArchlintKit/Report"
cp "$root/Sources/ArchlintKit/Report/Reporters.swift" "$repo/Sources/ArchlintKit/Report/"
cp "$root/CHANGELOG.md" "$repo/"
git -C "$repo" init -q && git -C "$repo" add -A && git -C "$repo" -c user.name=t -c user.email=t@example.invalid commit -qm t
tag_check() { out=$(env -u GITHUB_REF_NAME -u GITHUB_REF_TYPE -u CI_COMMIT_TAG ARCHLINT_ROOT="$repo" "$@" "$root/Tests/Integration/check-release-tag.sh" 2>&1); status=$?; }
tag_check
expect_status "no tag on HEAD passes" 0 "$status" "$out"
git -C "$repo" tag "v$version"
tag_check
expect_status "tag v$version matches, and CHANGELOG.md has its section" 0 "$status" "$out"
printf '# Changelog\n\n## [Unreleased]\n' >"$repo/CHANGELOG.md"
tag_check
expect_status "tag v$version without a CHANGELOG.md section fails" 1 "$status" "$out"
expect_contains "and says which section is missing" "$out" "CHANGELOG.md has no section \"## [$version]"
cp "$root/CHANGELOG.md" "$repo/"
git -C "$repo" tag v99.0.0
tag_check
expect_status "a tag v99.0.0 on HEAD that does not match fails" 1 "$status" "$out"
git -C "$repo" tag -d v99.0.0 >/dev/null
tag_check CI_COMMIT_TAG=v0.0.1
expect_status "GitLab's CI_COMMIT_TAG is checked" 1 "$status" "$out"

echo "-- Xcode build phase script (docs/integrations.md)"
phase() { out=$(cd "$tmp" && env -i HOME="$tmp/home" PATH="$1" SRCROOT="$fixture" /bin/sh -e "$snippets/xcode-build-phase.sh" 2>&1); status=$?; }
phase "$tmp/bin:/usr/bin:/bin"
expect_status "with archlint on PATH: an error fails the build phase" 1 "$status" "$out"
expect_contains "findings have absolute paths for Xcode" "$out" "$fixture/Sources/Presentation/UserViewModel.swift:1:8: error: Presentation must not import Data"
expect_contains "the project's .archlint.json is used" "$out" "$fixture/Sources/Presentation/UserViewModel.swift:5:38: warning:"
phase "/usr/bin:/bin"
expect_status "without archlint: the build goes on" 0 "$status" "$out"
expect_contains "without archlint: an Xcode warning says so" "$out" "warning: archlint is not installed"

finish
