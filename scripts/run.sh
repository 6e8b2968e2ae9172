#!/usr/bin/env bash
# Install AnimalOffice and open it on the embedded SQLite database in your data folder.
# On first start a short set-up asks which cities you serve and offers demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
exec .venv/bin/animaloffice "$@"
