#!/usr/bin/env bash
# Release tags are v + the version archlint --version prints: tag v0.1.0 <-> Version.current "0.1.0"
# (Sources/ArchlintKit/Report/Reporters.swift). Fails when a v* tag on HEAD, or the tag a CI job
# runs for (GITHUB_REF_NAME on a tag push, CI_COMMIT_TAG on GitLab), says another version, or
# when CHANGELOG.md has no section for the version being tagged (`## [X.Y.Z] - YYYY-MM-DD`).
# ARCHLINT_ROOT picks the repository (default: this script's).
set -euo pipefail
root=${ARCHLINT_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$root/Sources/ArchlintKit/Report/Reporters.swift")
[ -n "$version" ] || { echo "check-release-tag: cannot read Version.current" >&2; exit 2; }

tags=$(git -C "$root" tag --points-at HEAD --list 'v*' 2>/dev/null || true)
if [ "${GITHUB_REF_TYPE:-}" = tag ] && [ -n "${GITHUB_REF_NAME:-}" ]; then tags="$tags $GITHUB_REF_NAME"; fi
if [ -n "${CI_COMMIT_TAG:-}" ]; then tags="$tags $CI_COMMIT_TAG"; fi

status=0
checked=0
for tag in $tags; do
  checked=$((checked + 1))
  if [ "$tag" = "v$version" ]; then
    echo "check-release-tag: $tag matches archlint --version $version"
    if ! grep -qE "^## \[$(sed 's/[.]/[.]/g' <<<"$version")\] - [0-9]{4}-[0-9]{2}-[0-9]{2}" "$root/CHANGELOG.md" 2>/dev/null; then
      echo "check-release-tag: CHANGELOG.md has no section \"## [$version] - YYYY-MM-DD\" for $tag; move the Unreleased notes there" >&2
      status=1
    fi
  else
    echo "check-release-tag: tag $tag does not match archlint --version $version (expected v$version); update Version.current or the tag" >&2
    status=1
  fi
done
[ "$checked" -gt 0 ] || echo "check-release-tag: no release tag on HEAD (version $version)"
exit "$status"
