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
        out += job.get("before_script", []) + job["script"] + job.get("after_script", [])
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

# The `archlint diff` jobs, on a throwaway repository: the app on main, pushed to a bare `origin`,
# and a pull-request branch that adds an import Domain must not have and moves the line of a
# finding that was already there. Only the new finding may fail the job or be annotated.
diff_repository() {
  project
  git -C "$tmp/app" init -q -b main
  git -C "$tmp/app" add -A
  git -C "$tmp/app" -c user.name=t -c user.email=t@t commit -qm app
  rm -rf "$tmp/origin.git"
  git clone -q --bare "$tmp/app" "$tmp/origin.git"
  git -C "$tmp/app" remote add origin "$tmp/origin.git"
  git -C "$tmp/app" fetch -q origin
  git -C "$tmp/app" checkout -q -b change
  printf 'import Data\n%s' "$(cat "$tmp/app/Sources/Domain/User.swift")" >"$tmp/app/Sources/Domain/User.swift"
  printf '\n%s' "$(cat "$tmp/app/Sources/Presentation/UserViewModel.swift")" >"$tmp/app/Sources/Presentation/UserViewModel.swift"
  git -C "$tmp/app" -c user.name=t -c user.email=t@t commit -qam change
}

for ci in github-actions-diff gitlab-ci-diff; do
  echo "-- $ci"
  diff_repository
  export RUNNER_TEMP="$tmp/runner" HOME="$tmp/home" GITHUB_PATH="$tmp/github_path" GITHUB_BASE_REF=main \
    CI_MERGE_REQUEST_TARGET_BRANCH_NAME=main CI_API_V4_URL=https://gitlab.invalid/api/v4 CI_PROJECT_ID=1 CI_MERGE_REQUEST_IID=1
  mkdir -p "$RUNNER_TEMP" "$HOME/.local/bin"; : >"$GITHUB_PATH"
  cp "$archlint" "$HOME/.local/bin/archlint"
  mkdir -p /tmp/archlint-ci-snippet/.build/release && cp "$archlint" /tmp/archlint-ci-snippet/.build/release/archlint
  while IFS= read -r line; do
    line=${line//\/tmp\/archlint/\/tmp\/archlint-ci-snippet}
    [ -s "$GITHUB_PATH" ] && PATH="$(cat "$GITHUB_PATH"):$PATH"
    case "$line" in
      export*) eval "$line" ;;
      "git clone"*|make*|"swift build"*|echo*) ;;  # run by the recipes above
      "git fetch"*)
        out=$(cd "$tmp/app" && eval "$line" 2>&1); status=$?
        expect_status "$ci: the target branch is fetched from origin" 0 "$status" "$out" ;;
      *"--fail-on never"*)
        out=$(cd "$tmp/app" && eval "$line" 2>&1); status=$?
        expect_status "$ci: the comment's run never fails the job" 0 "$status" "$out"
        comment=$(cat "$tmp/app/archlint-diff.md")
        expect_contains "$ci: the comment says what got worse" "$comment" "**Worse: 1 new error, 1 new forbidden layer edge.**"
        expect_contains "$ci: the comment lists the new finding" "$comment" '`Sources/Domain/User.swift:1:8`'
        expect_contains "$ci: the comment draws the new edge" "$comment" 'n_Domain -->|"0 → 1"| n_Data'
        expect_lacks "$ci: the finding that only moved is not new" "$comment" "UserViewModel.swift" ;;
      *"archlint diff"*)
        out=$(cd "$tmp/app" && eval "$line" 2>&1); status=$?
        expect_status "$ci: the new error fails the job" 1 "$status" "$out"
        case $ci in
          github-actions-diff)
            expect_contains "$ci: an annotation on the new error" "$out" "::error file=Sources/Domain/User.swift,line=1,col=8"
            expect_lacks "$ci: no annotation on the finding that only moved" "$out" "UserViewModel.swift" ;;
          gitlab-ci-diff)
            check "$ci: the Code Quality report holds the new finding only" python3 -c 'import json,sys
r = json.load(open(sys.argv[1])); assert [e["location"]["path"] for e in r] == ["Sources/Domain/User.swift"], r' "$tmp/app/gl-code-quality.json" ;;
        esac ;;
      "gh pr comment"*)
        check "$ci: the comment posted is the Markdown written" grep -q -- "--body-file archlint-diff.md" <<<"$line" ;;
      *"curl "*)
        check "$ci: the note posted is the Markdown written" grep -q -- "body@archlint-diff.md" <<<"$line" ;;
      *) fail "$ci: a line this test does not know: $line" ;;
    esac
  done < <(lines "$snippets/$ci.yml")
done
rm -rf /tmp/archlint-ci-snippet
unset ARCHLINT_REPOSITORY ARCHLINT_REF
finish
