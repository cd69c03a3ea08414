#!/usr/bin/env bash
# The README's GitHub Actions and GitLab CI snippets, run as far as a machine without those
# services allows: their variables as written, with the repository URL placeholder pointed at a
# snapshot of this working tree; the clone line (the ref the snippet names must exist there), and
# the archlint lines on the fixture app, with their exit status and report files. The build lines are `make install` and `make release`'s command, which
# install.sh and pre-commit.sh run (ARCHLINT_INTEGRATION_FULL=1 runs them here too).
source "$(dirname "$0")/lib.sh"
python3 -c 'import yaml' 2>/dev/null || { fail "PyYAML is needed (python3 -m pip install pyyaml)"; finish; }
archlint=$(make -s -C "$root" CONFIGURATION=debug BUILD_PATH="$build_path" build >/dev/null 2>&1 \
  && echo "$(swift build --product archlint --scratch-path "$build_path" --show-bin-path)/archlint")
[ -x "$archlint" ] || { fail "cannot build archlint"; finish; }
hooks="$tmp/upstream"
snapshot_repository "$hooks"

# lines FILE: the shell lines of a CI file, one per line: its variables as `export NAME=value`
# (GitHub `env:`, GitLab `variables:`), then GitHub `run:` blocks or GitLab `script:` items.
lines() { python3 - "$1" <<'PY'
import shlex, sys, yaml
doc = yaml.safe_load(open(sys.argv[1]))
out = []
def export(variables):
    return ["export %s=%s" % (name, shlex.quote(str(value))) for name, value in (variables or {}).items()]
if "jobs" in doc:
    out += export(doc.get("env"))
    for job in doc["jobs"].values():
        out += export(job.get("env"))
        for step in job["steps"]:
            if "run" in step:
                out += [l for l in step["run"].splitlines() if l.strip()]
else:
    out += export(doc.get("variables"))
    for job in doc.values():
        if not isinstance(job, dict) or "script" not in job:
            continue
        out += export(job.get("variables"))
        out += job.get("before_script", []) + job["script"]
print("\n".join(out))
PY
}

project() { rm -rf "$tmp/app"; mkdir -p "$tmp/app"; cp -R "$fixture/Sources" "$fixture/.archlint.json" "$tmp/app/"; }

for ci in github-actions gitlab-ci; do
  echo "-- $ci"
  project
  export RUNNER_TEMP="$tmp/runner" HOME="$tmp/home" GITHUB_PATH="$tmp/github_path"
  mkdir -p "$RUNNER_TEMP" "$HOME/.local/bin"; : >"$GITHUB_PATH"
  rm -rf /tmp/archlint-ci-snippet
  while IFS= read -r line; do
    line=${line//"$placeholder_url"/$hooks}
    line=${line//\/tmp\/archlint/\/tmp\/archlint-ci-snippet}
    case "$line" in
      export*)
        eval "$line" ;;
      "git clone"*)
        out=$(cd "$tmp/app" && eval "$line" 2>&1); status=$?
        expect_status "$ci: the clone line finds ${ARCHLINT_REF:-its ref} in the repository" 0 "$status" "$out" ;;
      make*|"swift build"*)
        if [ -n "${ARCHLINT_INTEGRATION_FULL:-}" ]; then
          out=$(cd "$tmp/app" && eval "$line" 2>&1); status=$?
          expect_status "$ci: $line" 0 "$status" "$out"
        else
          # What the line produces: archlint installed in the PREFIX, or built in the clone.
          cp "$archlint" "$HOME/.local/bin/archlint"
          mkdir -p /tmp/archlint-ci-snippet/.build/release && cp "$archlint" /tmp/archlint-ci-snippet/.build/release/archlint
        fi ;;
      echo*) (cd "$tmp/app" && eval "$line") ;;
      *archlint*)
        [ -s "$GITHUB_PATH" ] && PATH="$(cat "$GITHUB_PATH"):$PATH"
        out=$(cd "$tmp/app" && eval "$line" 2>&1); status=$?
        expect_status "$ci: an error-severity finding fails the job" 1 "$status" "$out"
        case $ci in
          github-actions)
            expect_contains "$ci: an annotation on the error" "$out" "::error file=Sources/Presentation/UserViewModel.swift,line=1,col=8"
            check "$ci: SARIF written for upload" test -s "$tmp/app/archlint.sarif" ;;
          gitlab-ci)
            check "$ci: JUnit written for the artifacts" test -s "$tmp/app/archlint.xml"
            check "$ci: Markdown written" test -s "$tmp/app/archlint.md"
            check "$ci: Code Quality report written for the widget" \
              python3 -c 'import json,sys; assert json.load(open(sys.argv[1]))' "$tmp/app/gl-code-quality.json" ;;
        esac ;;
      *) fail "$ci: a line this test does not know: $line" ;;
    esac
  done < <(lines "$snippets/$ci.yml")
done
rm -rf /tmp/archlint-ci-snippet
unset ARCHLINT_REPOSITORY ARCHLINT_REF
finish
