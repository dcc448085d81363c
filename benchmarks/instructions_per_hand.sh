#!/bin/bash
# Instructions a random-bot `simulate` hand costs, deterministic (unlike CPU time on a shared machine):
#   bash benchmarks/instructions_per_hand.sh VARIANT [HANDS] [BOTS]     e.g. jinshan 200 random,random,random,random
# Runs HANDS hands and 1 hand (seed 3) under valgrind's callgrind and prints (HANDS-run − 1-hand run) / (HANDS − 1),
# so start-up is left out: every module of the variant is imported first in both runs, so a module first
# imported lazily by a later hand (the scorer, on the first win) is not counted as hand cost.
# Needs valgrind; run from the repository root. Takes ~30 s for 200 hands.
set -euo pipefail
variant=${1:?variant}; hands=${2:-200}; bots=${3:-random,random,random,random}
python=${PYTHON:-python}
count() {
  PYTHONHASHSEED=0 PYTHONPATH=. valgrind --tool=callgrind --callgrind-out-file=/dev/null "$python" -c "
import importlib, pkgutil
import rules.variants.$variant as package
for module in pkgutil.walk_packages(package.__path__, package.__name__ + '.'):
    importlib.import_module(module.name)
from mahjong_tui.commands.simulate import simulate_hands
sim = simulate_hands('$variant', $1, 3, '$bots'.split(','))
assert not sim.failures, sim.failures[:1]" 2>&1 | grep -o 'Collected : [0-9]*' | grep -o '[0-9]*'
}
many=$(count "$hands"); one=$(count 1)
"$python" -c "print(f'$variant: {($many - $one) / ($hands - 1) / 1e6:.3f} M instructions a hand')"
