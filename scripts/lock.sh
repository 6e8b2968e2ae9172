#!/usr/bin/env bash
# Write the lock files the set-up installs from (exact versions with their hashes, every
# platform and Python the README names): requirements/app.txt for the program (with the
# PostgreSQL driver, for desks that share a server),
# requirements/test.txt for the program with its test, lint, PostgreSQL and bundle tools.
# Run after changing a dependency in pyproject.toml; commit the three files.
set -euo pipefail
cd "$(dirname "$0")/.."
tools=${TMPDIR:-/tmp}/animaloffice-lock-tools
[ -x "$tools/bin/uv" ] || { python3 -m venv "$tools" && "$tools/bin/pip" install -q uv; }
common=(--universal --generate-hashes --python-version 3.11 --quiet --no-header)
"$tools/bin/uv" pip compile pyproject.toml "${common[@]}" --extra postgres -o requirements/app.txt
"$tools/bin/uv" pip compile pyproject.toml "${common[@]}" --extra test --extra postgres --extra build \
  --extra lint -o requirements/test.txt
# the build backend, so the program itself installs without fetching anything unlocked
printf 'setuptools>=77\nwheel\n' | "$tools/bin/uv" pip compile - "${common[@]}" -o requirements/build.txt
