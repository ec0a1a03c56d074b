#!/usr/bin/env bash
# The window's measurements on a machine with a GPU and no display (docs/benchmarks.md,
# "On a GPU"): SDL's offscreen video driver opens the OpenGL window through EGL, so the
# frames are drawn by the GPU's own driver. It times `play snow` at about 1e5, 1e6 and 1e7
# particles on the GPU-resident path and on the CPU batch, says what `--renderer auto`
# chooses, then runs the capacity search (whose window is `play`'s default, auto).
#
#   scripts/gpu-check.sh [BIN] [LOGS]
#
# BIN holds the release `spindrift` and `spindrift-bench` (default .build/release); each
# run's whole output goes to LOGS (default out/gpu-check), and a summary is printed last.
# GPU_CHECK_PARTICLES (default "100000 1000000 10000000") are the counts timed,
# GPU_CHECK_SECONDS (default 4) how long each window runs, GPU_CHECK_CAPACITY_SECONDS
# (default 240) the capacity search's budget; 0 skips the search.
set -u
bin=${1:-.build/release}
logs=${2:-out/gpu-check}
seconds=${GPU_CHECK_SECONDS:-4}
capacity_seconds=${GPU_CHECK_CAPACITY_SECONDS:-240}
counts=${GPU_CHECK_PARTICLES:-100000 1000000 10000000}
export SPINDRIFT_ASSETS=${SPINDRIFT_ASSETS:-$PWD/assets}
export SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen}
mkdir -p "$logs"
summary="$logs/summary.txt"
: >"$summary"

note() { echo "$*" | tee -a "$summary"; }

# A window that cannot start ends the check at once, with what it said.
if ! "$bin/spindrift" play snow --renderer gl --quit-after-frames 30 --fps-report >"$logs/first-window.log" 2>&1; then
  note "the OpenGL window did not start (SDL_VIDEODRIVER=$SDL_VIDEODRIVER):"
  tail -n 5 "$logs/first-window.log" | tee -a "$summary"
  exit 1
fi
note "first window: $(grep -o 'renderer=.*' "$logs/first-window.log")"
# What `--renderer auto` (the default) measures and chooses on this machine.
"$bin/spindrift" play snow --quit-after-frames 30 --fps-report >"$logs/auto-window.log" 2>&1
note "$(grep -o 'renderer auto: .*' "$logs/auto-window.log" || tail -n 1 "$logs/auto-window.log")"

# The snow preset holds about 1,415 particles at a birthRate multiplier of 1.
for particles in $counts; do
  multiplier=$(awk -v n="$particles" 'BEGIN { printf "%.2f", n / 1415 }')
  for resident in on off; do
    log="$logs/play-$particles-resident-$resident.log"
    "$bin/spindrift" play snow --renderer gl --gpu-resident "$resident" --no-vsync \
      --quit-after "$seconds" --fps-report --set "birthRate=$multiplier" \
      --set "maxParticles=$((particles * 2))" >"$log" 2>&1
    status=$?
    report=$(grep -o 'fps=[^ ]* particles=[^ ]* .*bound=[^ ]*' "$log" | tail -n 1)
    phases=$(awk '$1 ~ /^(simulate|build|draw|present|frame)$/ { printf " %s %s", $1, $2 }' "$log")
    note "play snow, ~$particles particles, --gpu-resident $resident: ${report:-no report (status $status): $(tail -n 1 "$log")}; p50 ms:${phases}"
  done
done

if [ "$capacity_seconds" != 0 ]; then
  "$bin/spindrift-bench" --capacity snow --capacity-seconds "$capacity_seconds" >"$logs/capacity.log" 2>"$logs/capacity-probes.log"
  note "capacity (status $?):"
  grep -i "fixed cost\|particles" "$logs/capacity.log" | grep -v probe | tee -a "$summary"
fi
echo
echo "summary ($summary):"
cat "$summary"
