"""Run the table and race tests many times, each from a cold numba cache, and count crashes.

    python scripts/stress_cold_cache.py [RUNS] [pytest -k expression]

Each run gets a fresh, empty NUMBA_CACHE_DIR, so every kernel is compiled (and cached) again
while the tests' worker threads start using them: the situation of a first run on a fresh
clone.  A crash (a signal such as SIGSEGV) shows as a negative return code.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    select = sys.argv[2] if len(sys.argv) > 2 else "table or race"
    codes: Counter[int] = Counter()
    t0 = time.perf_counter()
    for i in range(runs):
        with tempfile.TemporaryDirectory(prefix="numba-cold-") as cache:
            env = dict(os.environ, NUMBA_CACHE_DIR=cache)
            done = subprocess.run(
                [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider",
                 "tests/test_compare.py", "-k", select],
                cwd=ROOT, env=env, capture_output=True, text=True)
        codes[done.returncode] += 1
        tail = (done.stdout.strip().splitlines() or ["(no output)"])[-1]
        print(f"run {i + 1}/{runs}: exit {done.returncode}: {tail}", flush=True)
        if done.returncode != 0:
            log = Path(tempfile.gettempdir()) / f"stress-failure-{i + 1}.log"
            log.write_text(done.stdout + "\n" + done.stderr)
            print(f"  the whole output is in {log}", flush=True)
    crashes = sum(n for code, n in codes.items() if code < 0 or code > 128)
    print(f"{runs} cold-cache runs in {time.perf_counter() - t0:.0f} s: exit codes "
          f"{dict(codes)}, {crashes} crashes", flush=True)
    return 1 if crashes or set(codes) - {0} else 0


if __name__ == "__main__":
    sys.exit(main())
