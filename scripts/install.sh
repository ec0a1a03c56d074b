#!/bin/sh
# Installs the release `spindrift` and `spindrift-bench` (already built) into PREFIX/bin and
# their assets into PREFIX/share/spindrift/assets, where the binaries find them when run by
# name from PATH. Usage: scripts/install.sh PREFIX [BUILD_DIR]
set -eu
prefix=${1:?usage: scripts/install.sh PREFIX [BUILD_DIR]}
build=${2:-.build/release}
root=$(cd "$(dirname "$0")/.." && pwd)
for binary in spindrift spindrift-bench; do
  [ -x "$build/$binary" ] || { echo "install: $build/$binary is not built (make install builds it)" >&2; exit 1; }
done
mkdir -p "$prefix/bin" "$prefix/share/spindrift"
# A fresh copy of the assets replaces the old one whole, so no removed preset lingers.
staging=$(mktemp -d "$prefix/share/spindrift/.assets.XXXXXX")
cp -R "$root/assets/." "$staging/"
find "$staging" -name '*.tuned*.json' -delete
rm -rf "$prefix/share/spindrift/assets"
mv "$staging" "$prefix/share/spindrift/assets"
chmod -R u=rwX,go=rX "$prefix/share/spindrift/assets"
for binary in spindrift spindrift-bench; do
  install -m 755 "$build/$binary" "$prefix/bin/$binary"
done
echo "installed spindrift and spindrift-bench in $prefix/bin, their assets in $prefix/share/spindrift/assets"
