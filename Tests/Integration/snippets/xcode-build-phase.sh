# archlint: Clean Architecture lint (Run Script build phase)
export PATH="$PATH:/opt/homebrew/bin:/usr/local/bin:$HOME/.local/bin"
if command -v archlint >/dev/null 2>&1; then
  set -- "$SRCROOT"
  if [ -f "$SRCROOT/.archlint.json" ]; then set -- --config "$SRCROOT/.archlint.json" "$@"; fi
  cd / && archlint --quiet "$@"
else
  echo "warning: archlint is not installed: run make install in a clone of archlint"
fi
