#!/usr/bin/env bash
# The window's measurements on a machine with a GPU and no display (docs/benchmarks.md,
# "On a GPU"): SDL's offscreen video driver opens the OpenGL window through EGL, so the
# frames are drawn by the GPU's own driver. It times `play snow` at about 1e5, 1e6 and 1e7
# particles on the GPU-resident path and on the CPU batch, and at about 1e6 with two birth
# rates, says what `--renderer auto` chooses, then runs the capacity search (whose window is
# `play`'s default, auto).
#
#   scripts/gpu-check.sh [BIN] [LOGS]
#
# BIN holds the release `spindrift` and `spindrift-bench` (default .build/release); each
# run's whole output goes to LOGS (default out/gpu-check), and a summary is printed last.
# GPU_CHECK_PARTICLES (default "100000 1000000 10000000") are the counts timed,
# GPU_CHECK_BIRTH_PARTICLES (default 1000000) the count timed at two birth rates,
# GPU_CHECK_SECONDS (default 4) how long each window runs, GPU_CHECK_CAPACITY_SECONDS
# (default 240) the capacity search's budget; 0 skips the search.
set -u
bin=${1:-.build/release}
logs=${2:-out/gpu-check}
seconds=${GPU_CHECK_SECONDS:-4}
capacity_seconds=${GPU_CHECK_CAPACITY_SECONDS:-240}
counts=${GPU_CHECK_PARTICLES:-100000 1000000 10000000}
birth_particles=${GPU_CHECK_BIRTH_PARTICLES:-1000000}
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

# Runs `play snow` with the OpenGL window and `ARGS` into LOG, and notes its fps report and
# the p50 milliseconds of each phase after LABEL.
timed_play() {
  local label=$1 log=$2
  shift 2
  "$bin/spindrift" play snow --renderer gl --no-vsync --quit-after "$seconds" --fps-report "$@" >"$log" 2>&1
  local status=$?
  local report phases
  report=$(grep -o 'fps=[^ ]* particles=[^ ]* .*bound=[^ ]*' "$log" | tail -n 1)
  phases=$(awk '$1 ~ /^(simulate|build|draw|present|frame)$/ { printf " %s %s", $1, $2 }' "$log")
  note "$label: ${report:-no report (status $status): $(tail -n 1 "$log")}; p50 ms:${phases}"
}

# The snow preset holds about 1,415 particles at a birthRate multiplier of 1.
multiplier() { awk -v n="$1" -v k="${2:-1}" 'BEGIN { printf "%.2f", k * n / 1415 }'; }
for particles in $counts; do
  for resident in on off; do
    timed_play "play snow, ~$particles particles, --gpu-resident $resident" "$logs/play-$particles-resident-$resident.log" \
      --gpu-resident "$resident" --set "birthRate=$(multiplier "$particles")" --set "maxParticles=$((particles * 2))"
  done
done

# On the GPU-resident path the CPU's work follows the births: the same particles alive with
# twice the births (and half the lifetimes).
for births in 1 2; do
  timed_play "play snow, ~$birth_particles particles, births ×$births" "$logs/births-$births.log" --gpu-resident on \
    --set "birthRate=$(multiplier "$birth_particles" "$births")" --set "lifetime=$(awk -v b="$births" 'BEGIN { print 1 / b }')" \
    --set "maxParticles=$((birth_particles * 2))"
done

if [ "$capacity_seconds" != 0 ]; then
  "$bin/spindrift-bench" --capacity snow --capacity-seconds "$capacity_seconds" >"$logs/capacity.log" 2>"$logs/capacity-probes.log"
  note "capacity (status $?):"
  grep -i "fixed cost\|particles" "$logs/capacity.log" | grep -v probe | tee -a "$summary"
fi
echo
echo "summary ($summary):"
cat "$summary"
