#!/usr/bin/env bash
# The window's translations (ui/translation.py): gather the words marked with tr() in ui/ into each
# resources/i18n/animaloffice_<code>.ts (translations already made are kept), then compile the
# .qm the window reads. Translate a .ts in Qt Linguist: .venv/bin/pyside6-linguist FILE.ts
#   scripts/translations.sh              update every .ts from the code, then compile each
#   scripts/translations.sh es           start (or update) the Spanish file
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.venv/bin
[ -x "$bin/pyside6-lupdate" ] || scripts/setup.sh --test
mapfile -t files < <(git ls-files 'ui/*.py')
targets=()
for code in "$@"; do targets+=("resources/i18n/animaloffice_$code.ts"); done
[ ${#targets[@]} -gt 0 ] || targets=(resources/i18n/animaloffice_*.ts)
for ts in "${targets[@]}"; do
  "$bin/pyside6-lupdate" -silent -no-obsolete -locations none "${files[@]}" -ts "$ts"
  "$bin/pyside6-lrelease" -silent "$ts" -qm "${ts%.ts}.qm"
done
