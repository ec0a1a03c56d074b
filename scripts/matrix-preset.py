#!/usr/bin/env python3
"""Writes assets/presets/matrix.json, the digital rain: one layer per glyph column.

Each column's script is seeded (random.Random(2999 + column)): its fall speed, how often a
bright head starts down it, how long its trail glows and the order of its eight trail glyphs
from the glyphs sprite sheet. A head leaves a trail glyph every glyph height (sub-cell i of 8
is born at head ages (i + 8n) x height / speed), so each column's glyphs sit on one grid.
The columns are revealed and hidden by their opacity in order of distance from the centre:
the delay grows as 1 - exp(-d^2 / (2 sigma^2)), eased in and out, every 20 s.

usage: scripts/matrix-preset.py > assets/presets/matrix.json
"""
import json
import math
import random

COLUMNS = 60
SCALE = 0.6                  # of a 32-px glyph cell: 19.2 points per glyph
GLYPH = 32 * SCALE           # the trail's spacing, points
TRAIL_GLYPHS = 8
CYCLE = 20.0                 # seconds of one reveal, show and hide
REVEAL, RAMP, SHOWN = 2.5, 1.2, 13.0
SIGMA = 0.2                  # viewport widths
HEIGHT = 720                 # the viewport the head lifetimes are fitted to, points
START = -0.02                # the heads' start, viewport heights (above the top edge)


def glyph_rect(glyph):
    return [round(glyph % 4 * 0.25, 2), round(glyph // 4 * 0.25, 2), 0.25, 0.25]


def column(index):
    script = random.Random(2999 + index)
    x = (index + 0.5) / COLUMNS
    speed = round(script.uniform(110, 260))
    trail = round(script.uniform(1.4, 3.2), 2)
    glyphs = script.sample(range(16), TRAIL_GLYPHS + 1)
    period = TRAIL_GLYPHS * GLYPH / speed
    # A trail glyph stays dark while the head still covers it (its ink is 0.8 of a glyph height),
    # then lights white and cools to green as it fades.
    covered = 0.8 * GLYPH / speed / trail
    trail_colours = {"values": [[1, 1, 1, 0], [1, 1, 1, 0], [1, 1, 1, 1], [0.25, 1, 0.4, 0.9], [0.05, 0.7, 0.2, 0]],
                     "keyTimes": [0, round(covered, 4), round(covered + 0.001, 4), round(covered + 0.08, 4), 1]}
    trail_cells = []
    for slot in range(1, TRAIL_GLYPHS + 1):
        trail_cells.append({
            "name": f"t{slot}", "contents": "glyphs", "contentsRect": glyph_rect(glyphs[slot]),
            "birthRate": round(1 / period, 6), "timeOffset": round((TRAIL_GLYPHS - slot) * GLYPH / speed, 6),
            "lifetime": trail, "spindrift": {"colorOverLife": trail_colours}})
    delay = REVEAL * (1 - math.exp(-((x - 0.5) ** 2) / (2 * SIGMA ** 2)))
    times = [0, delay, delay + RAMP, SHOWN + delay, SHOWN + delay + RAMP, CYCLE]
    return {
        "name": f"c{index:02d}", "seed": index + 1, "renderMode": "additive", "opacity": 0,
        "emitterUnits": "viewport", "emitterPosition": [round(x, 6), START], "timeOffset": 6,
        "emitterCells": [{
            "name": "head", "contents": "glyphs", "contentsRect": glyph_rect(glyphs[0]),
            "birthRate": round(script.uniform(0.12, 0.3), 3),
            "lifetime": round((HEIGHT * (1 - START) + GLYPH) / speed, 3), "velocity": speed,
            "emissionLongitude": round(math.pi / 2, 15), "scale": SCALE, "color": [0.75, 1, 0.8, 1],
            "emitterCells": trail_cells}],
        "animations": [{
            "class": "CAKeyframeAnimation", "keyPath": "opacity", "key": "reveal", "beginTime": 6,
            "values": [0, 0, 1, 1, 0, 0], "keyTimes": [round(t / CYCLE, 6) for t in times],
            "timingFunctions": ["easeInEaseOut"] * 5, "duration": CYCLE,
            "repeatCount": 3.4028234663852886e38}]}


layers = [column(index) for index in range(COLUMNS)]
print("{")
print('  "backgroundColor": [0, 0, 0, 1],')
print('  "sublayers": [')
print(",\n".join("    " + json.dumps(layer, separators=(", ", ": ")) for layer in layers))
print("  ]")
print("}")
