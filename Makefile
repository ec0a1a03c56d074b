# Spindrift: `make run` watches the snow preset, `make test` runs the tests.
# Both install the Debian packages they need when they are missing (ffmpeg encodes render's clips).
# Without a display `make run` renders a short headless clip instead (spindrift play
# exits with status 3 when it finds no display); the window tests in `make test` use
# SDL's dummy video driver, and the OpenGL tests SDL's offscreen driver with EGL (Mesa's
# llvmpipe without a GPU), so they need no display either.

SWIFT ?= swift
APT_PACKAGES := libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libgl-dev libegl1 libegl-mesa0 libgl1-mesa-dri fonts-dejavu-core xvfb xauth ffmpeg
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BUILD_LOCK := flock /tmp/spindrift-build.lock

.PHONY: deps build run test bench fuzz install clean

deps:
	@missing=""; for package in $(APT_PACKAGES); do \
	  dpkg -s $$package >/dev/null 2>&1 || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

build: deps
	$(BUILD_LOCK) $(SWIFT) build -c release --product spindrift

CLIP_DIR := out/snow-clip

run: build
	@status=0; .build/release/spindrift play snow || status=$$?; \
	if [ $$status -eq 3 ]; then \
	  echo "rendering a 3-second headless clip of the snow preset to $(CLIP_DIR)/ instead"; \
	  .build/release/spindrift render snow --time 0 --frames 90 --fps 30 --out-dir $(CLIP_DIR) | tail -n 1; \
	else exit $$status; fi

# The allocation tests run the release binaries (what users run), so they are built too.
test: deps
	$(BUILD_LOCK) $(SWIFT) build --build-tests
	$(BUILD_LOCK) $(SWIFT) build -c release --product spindrift-bench
	$(BUILD_LOCK) $(SWIFT) build -c release --product spindrift
	$(BUILD_LOCK) $(SWIFT) test --skip-build

bench: deps
	$(BUILD_LOCK) $(SWIFT) build -c release --product spindrift-bench
	$(BUILD_LOCK) .build/release/spindrift-bench --json docs/benchmark.json --csv docs/benchmark.csv --svg docs/benchmark.svg

# `make fuzz`: mutated descriptions and command lines against the release `spindrift`, for
# FUZZ_SECONDS (10 minutes) from seed FUZZ_SEED; failing inputs go to FUZZ_OUT. Override any
# of them: `make fuzz FUZZ_SEED=7 FUZZ_SECONDS=60`; FUZZ_ARGS passes more options.
FUZZ_SEED ?= 1
FUZZ_SECONDS ?= 600
FUZZ_JOBS ?= 1
FUZZ_OUT ?= out/fuzz
FUZZ_ARGS ?=

fuzz: deps
	$(BUILD_LOCK) $(SWIFT) build -c release --product spindrift
	$(BUILD_LOCK) $(SWIFT) build -c release --product spindrift-fuzz
	.build/release/spindrift-fuzz --seed $(FUZZ_SEED) --seconds $(FUZZ_SECONDS) --jobs $(FUZZ_JOBS) --out $(FUZZ_OUT) $(FUZZ_ARGS)

# `make install` (PREFIX, default /usr/local): the release binaries in PREFIX/bin and their
# assets in PREFIX/share/spindrift/assets, where they find them when run by name from PATH.
PREFIX ?= /usr/local

install: deps
	$(BUILD_LOCK) $(SWIFT) build -c release --product spindrift
	$(BUILD_LOCK) $(SWIFT) build -c release --product spindrift-bench
	scripts/install.sh $(PREFIX)

clean:
	rm -rf .build
