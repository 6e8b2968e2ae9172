#!/usr/bin/env bash
# Mutation testing of the ordinance rules (animaloffice/domain/) with mutmut: docs/testing.md.
#   scripts/mutation.sh              install the test tools, mutate, run, print the score
#   scripts/mutation.sh --fresh      forget the results of an earlier run (mutants/) first
#   scripts/mutation.sh NAME...      run again only the mutants named (globs allowed), e.g.
#                                    scripts/mutation.sh 'animaloffice.domain.licensing.*'
# The settings (what is mutated, which tests meet each mutant) are [tool.mutmut] in pyproject.toml.
# The full run's output is in mutants/run.log; `.venv/bin/mutmut show NAME` shows a mutant's diff.
set -euo pipefail
cd "$(dirname "$0")/.."
fresh=0
if [ "${1:-}" = "--fresh" ]; then fresh=1; shift; fi

scripts/setup.sh --test
[ "$fresh" = 1 ] && rm -rf mutants
mkdir -p mutants
# The rule tests need no database server: the PostgreSQL half stays out of every mutant's run.
unset ANIMALOFFICE_TEST_PG_URL ANIMALOFFICE_TEST_PG_REQUIRED
started=$(date +%s)
status=0
.venv/bin/mutmut run --max-children "$(nproc)" "$@" > mutants/run.log 2>&1 || status=$?
echo "mutmut ran for $(( $(date +%s) - started )) s (output: mutants/run.log)"
if [ "$status" != 0 ]; then
  tail -n 40 mutants/run.log | tr '\r' '\n' | grep -v '^⠀*[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]' | tail -n 25
  echo "mutmut failed (exit $status)"
  exit "$status"
fi
.venv/bin/mutmut export-cicd-stats > /dev/null
.venv/bin/mutmut results > mutants/survivors.txt
excluded=$(grep -c 'pragma: no mutate' animaloffice/domain/*.py | awk -F: '{n += $2} END {print n + 0}')
.venv/bin/python - "$excluded" <<'PY'
import json
import sys
from collections import Counter

s = json.load(open("mutants/mutmut-cicd-stats.json"))
lines = [ln.strip() for ln in open("mutants/survivors.txt", encoding="utf-8") if ln.strip()]
left = [ln.rsplit(": ", 1) for ln in lines if ": " in ln]
for name, state in sorted(left):
    print(f"  {state:10} {name}")
by_state = Counter(state for _, state in left)
print("not killed: " + (", ".join(f"{n} {k}" for k, n in sorted(by_state.items())) or "none"))
print(f"killed {s['killed']} / {s['total']} mutants = {100 * s['killed'] / max(s['total'], 1):.1f} %"
      f" (timeouts {s['timeout']}, lines excluded with 'pragma: no mutate': {sys.argv[1]})")
PY
