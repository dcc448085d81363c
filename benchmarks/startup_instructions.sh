#!/bin/bash
# Instructions from process start to the first screen (issue 16), deterministic (unlike wall time on a shared
# machine): the table and the bare Textual app of benchmarks/bench_ui.py, each run once under valgrind's
# callgrind after a warm-up run that caches their bytecode, as bench_ui.py does. Prints both and the ratio
# (target ≤ 1.5×). Needs valgrind; run from the repository root. Takes ~1 min. A bot's first move may fall
# on either side of the first paint, so the table's count varies by ~2 %.
set -euo pipefail
python=${PYTHON:-python}
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export PYTHONPYCACHEPREFIX="$home/pycache"
unset PYTHONDONTWRITEBYTECODE
program() { "$python" -c "import sys; sys.path.insert(0, 'benchmarks'); import bench_ui; print(bench_ui.$1)"; }
program _BARE_APP >"$home/bare.py"
program _TABLE_APP >"$home/table.py"
count() {
  "$python" "$home/$1.py" "$home" >/dev/null  # warm-up: the bytecode cache
  PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$python" "$home/$1.py" "$home" 2>&1 \
    | grep -o 'Collected : [0-9]*' | grep -o '[0-9]*'
}
bare=$(count bare); table=$(count table)
"$python" -c "print(f'start-up instructions: table {$table / 1e6:.0f} M  bare Textual app {$bare / 1e6:.0f} M  '
               f'ratio {$table / $bare:.2f}x  (target <= 1.5x)')"
