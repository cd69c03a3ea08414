#!/usr/bin/env bash
# The audit page as a browser draws it: the HTML audit of Fixtures/Layouts/RenamedLayers (feature
# folders, forbidden edges between its renamed layers, frameworks its layers may not import),
# rendered by headless Chromium, and the screenshot decoded (python3, zlib and struct only) to
# check that the page is drawn: many colours, ink at the top, the red of the forbidden edges and
# of the error bars, the blue of the layer boxes. Where the labels of the drawing may go is
# AuditTests' part (testEdgeLabels…).
source "$(dirname "$0")/lib.sh"
chromium=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
[ -n "$chromium" ] || { fail "chromium is not installed (apt-get install -y chromium)"; finish; }
echo "   $("$chromium" --version 2>/dev/null | head -n 1)"
archlint=$(swift build --product archlint --scratch-path "$build_path" >"$tmp/build.log" 2>&1 \
  && echo "$(swift build --product archlint --scratch-path "$build_path" --show-bin-path)/archlint")
[ -x "$archlint" ] || { fail "cannot build archlint" "$(tail -n 20 "$tmp/build.log")"; finish; }

project="$root/Fixtures/Layouts/RenamedLayers"
out=$(cd "$project" && "$archlint" audit --format html --output "$tmp/audit.html" . 2>&1); status=$?
expect_status "archlint audit --format html" 0 "$status" "$out"
html=$(cat "$tmp/audit.html" 2>/dev/null)
expect_contains "the contents link the features" "$html" '<a href="#features">Features</a>'
expect_contains "a bar chart per feature" "$html" 'aria-label="Findings per feature"'
expect_contains "forbidden edges drawn red" "$html" 'fill="none" stroke="#d62828"'
expect_contains "a framework decision in the plan" "$html" 'Decide: allow CoreData in Business, or remove it from 1 file'
expect_lacks "nothing loaded from elsewhere" "$html" 'https://'

# Chromium paints the page once it has loaded: a file of one page, nothing to wait for.
timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --screenshot="$tmp/audit.png" \
  --window-size=1200,3000 "file://$tmp/audit.html" >"$tmp/chromium.log" 2>&1
[ -s "$tmp/audit.png" ] && pass "chromium wrote a screenshot" || fail "chromium wrote no screenshot" "$(tail -n 20 "$tmp/chromium.log")"

# decode PNG: one line per check, "ok NAME" or "FAIL NAME: why".
checks=$(python3 - "$tmp/audit.png" 2>&1 <<'PY'
import struct, sys, zlib

def decode(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, "an 8-bit RGB(A), non-interlaced PNG"
        elif kind == b"IDAT":
            idat += body
    channels = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * channels
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        if kind == 1:
            for i in range(channels, stride): line[i] = (line[i] + line[i - channels]) & 255
        elif kind == 2:
            line = bytearray((a + b) & 255 for a, b in zip(line, previous))
        elif kind == 3:
            for i in range(stride): line[i] = (line[i] + ((line[i - channels] if i >= channels else 0) + previous[i]) // 2) & 255
        elif kind == 4:
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b, c = previous[i], (previous[i - channels] if i >= channels else 0)
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows

width, height, channels, rows = decode(sys.argv[1])
def pixels(top, bottom):
    for row in rows[top:bottom]:
        for x in range(0, width * channels, channels):
            yield row[x], row[x + 1], row[x + 2]
def near(pixel, colour, tolerance=24):
    return all(abs(p - c) <= tolerance for p, c in zip(pixel, colour))
def report(name, ok, why):
    print(("ok   " if ok else "FAIL ") + name + ("" if ok else ": " + why))

report("the screenshot is 1200 by 3000", (width, height) == (1200, 3000), "%d by %d" % (width, height))
colours = set(pixels(0, height))
report("many colours (text, drawing, charts)", len(colours) >= 200, "%d distinct colours" % len(colours))
top = list(pixels(0, 600))
ink = sum(1 for p in top if p != (255, 255, 255))
report("ink in the top 600 rows (title, contents, drawing)", ink >= len(top) // 100, "%d of %d pixels not white" % (ink, len(top)))
everything = list(pixels(0, height))
red = sum(1 for p in everything if near(p, (0xd6, 0x28, 0x28)))
report("red of forbidden edges and error bars", red >= 2000, "%d red pixels" % red)
boxes = sum(1 for p in everything if near(p, (0xee, 0xf3, 0xfb), 4))
report("blue of the layer boxes", boxes >= 20000, "%d box pixels" % boxes)
PY
) || fail "the screenshot could not be decoded" "$checks"
while IFS= read -r line; do
  case $line in
    "ok   "*) pass "${line#ok   }" ;;
    "FAIL "*) fail "${line#FAIL }" ;;
  esac
done <<<"$checks"
finish
