#!/usr/bin/env bash
# Install what AnimalOffice needs on a Debian or Ubuntu machine, into ./.venv.
#   scripts/setup.sh           the app
#   scripts/setup.sh --test    the app, the test tools and a PostgreSQL server for the tests
# Safe to run again; it only adds what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
want_test=0
[ "${1:-}" = "--test" ] && want_test=1

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
apt_updated=0

ensure_debs() {  # install the Debian packages named that are not installed yet
  local missing=() d
  for d in "$@"; do
    dpkg-query -W -f='${Status}' "$d" 2>/dev/null | grep -q "install ok installed" || missing+=("$d")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  if [ "$apt_updated" = 0 ]; then $SUDO apt-get update -qq; apt_updated=1; fi
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# Qt's libraries (offscreen and on a real screen), printing, fonts; Python's venv.
debs=(python3 python3-venv python3-pip
      libgl1 libegl1 libxkbcommon0 libglib2.0-0 libfontconfig1 fonts-dejavu-core libdbus-1-3
      libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0
      libxcb-xkb1 libxcb-randr0 libxkbcommon-x11-0 libx11-xcb1 libcups2)
if [ "$want_test" = 1 ]; then
  debs+=(postgresql binutils nsis poppler-utils zbar-tools faketime)
fi
ensure_debs "${debs[@]}"

PY=${PYTHON:-python3}
if [ "$want_test" = 1 ]; then
  # The bundle test runs PyInstaller, which needs the interpreter's shared library; Debian
  # ships it apart from the interpreter. A Python built elsewhere (pyenv) carries its own.
  pyver=$("$PY" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
  if [ "$("$PY" -c 'import sys; print(sys.prefix)')" = /usr ]; then ensure_debs "libpython$pyver"; fi
fi
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
# Exact versions with their hashes (requirements/*.txt, written by scripts/lock.sh), then the
# program itself, built with the locked build backend.
lock=requirements/app.txt
[ "$want_test" = 1 ] && lock=requirements/test.txt
.venv/bin/python -m pip install -q --require-hashes -r "$lock" -r requirements/build.txt
.venv/bin/python -m pip install -q --no-deps --no-build-isolation -e .
