"""Mutation testing of the modules whose answers users trust: the validators, the theorems,
the comparison, the counting methods and the game's rules (docs/mutation.md has the figures).

Each group of modules is mutated by mutmut in a folder of its own under .mutation/ (a copy
of knighttour/, tests/ and pyproject.toml with the group's [tool.mutmut] settings), so that a
mutant runs only the tests of its group that reach it; the results stay there, and a run
again tests only what changed.  numba kernels (@njit) are left alone: mutmut does not mutate
decorated functions.  mutmut is not a dependency of the project: `.venv/bin/pip install
mutmut` first.

    .venv/bin/python tools/mutation.py [GROUP ...] [--children N] [--minutes M] [--report]
    .venv/bin/python tools/mutation.py --check

GROUP: some of the groups below (default: all); --children: mutants tested at once (default
1: the machine is shared); --minutes: the longest a group may run (what is left untested is
reported as such); --report: print the figures of the last runs, running nothing; --record:
keep them in docs/mutation.json, running nothing (after runs made apart); --check:
exit 1 unless every trusted module's recorded figures (docs/mutation.json, written after each
run) show FLOOR or more of its mutants killed, run to the end.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / ".mutation"

#: group -> (modules mutated, tests run against them)
GROUPS: dict[str, tuple[list[str], list[str]]] = {
    "validators": (
        ["knighttour/core/board/check_tour.py"],
        [
            "tests/test_check_tour.py",
            "tests/test_tour.py",
            "tests/test_packed.py",
            "tests/test_check_tour_file.py",
            "tests/test_variants.py",
            "tests/test_cli.py",
        ],
    ),
    "tour-files": (
        ["knighttour/core/files/check_file.py"],
        [
            "tests/test_check_tour_file.py",
            "tests/test_check_tour.py",
            "tests/test_text_reader.py",
            "tests/test_formats.py",
            "tests/test_cli.py",
        ],
    ),
    "theorems": (
        ["knighttour/core/board/theorems.py"],
        [
            "tests/test_theorems.py",
            "tests/test_end.py",
            "tests/test_explain.py",
            "tests/test_variants.py",
            "tests/test_count.py",
        ],
    ),
    "comparison": (
        ["knighttour/core/compare/runs.py", "knighttour/core/compare/ranking.py"],
        ["tests/test_compare.py", "tests/test_ranking.py"],
    ),
    "counting": (
        ["knighttour/core/count/methods.py"],
        ["tests/test_count.py", "tests/test_variants.py"],
    ),
    "game": (["knighttour/core/play/game.py"], ["tests/test_play.py"]),
    "explanations": (
        ["knighttour/core/board/explain.py"],
        ["tests/test_explain.py", "tests/test_theorems.py", "tests/test_end.py"],
    ),
    "symmetric": (
        ["knighttour/core/solve/symmetric.py"],
        ["tests/test_symmetric.py"],
    ),
    "magic": (["knighttour/core/board/magic.py"], ["tests/test_magic.py"]),
    "worksheets": (["knighttour/core/play/worksheets.py"], ["tests/test_worksheets.py"]),
    "packed": (
        ["knighttour/core/files/packed.py"],
        ["tests/test_packed.py", "tests/test_check_tour_file.py", "tests/test_formats.py"],
    ),
    "text-files": (
        ["knighttour/core/files/text_reader.py", "knighttour/core/files/text_writer.py"],
        [
            "tests/test_text_reader.py",
            "tests/test_text_writer.py",
            "tests/test_formats.py",
            "tests/test_check_tour_file.py",
        ],
    ),
}

#: the share of its mutants a trusted module must kill (equivalent mutants, marked
#: `# pragma: no mutate` with why on the same line, are not counted as mutants)
FLOOR = 0.90
#: the figures of the last run of each module, kept in the repository: --check reads them
RECORDED = ROOT / "docs" / "mutation.json"

#: a mutant's name: its module, then .x_function or .xǁClassǁmethod, then __mutmut_N
MODULE_OF = re.compile(r"^(?P<module>.+?)\.x[_ǁ]")


def mutmut() -> Path:
    """The venv's mutmut, or a clear exit."""
    path = Path(sys.executable).with_name("mutmut")
    if not path.exists():
        sys.exit("mutmut is not installed here: .venv/bin/pip install mutmut")
    return path


def prepare(group: str) -> Path:
    """The group's folder: fresh copies of the package and the tests, and a pyproject.toml
    with the group's settings (the mutants and their results are kept)."""
    modules, tests = GROUPS[group]
    folder = WORK / group
    folder.mkdir(parents=True, exist_ok=True)
    for name in ("knighttour", "tests", "docs"):  # (some tests read the docs)
        shutil.rmtree(folder / name, ignore_errors=True)
        shutil.copytree(
            ROOT / name, folder / name, ignore=shutil.ignore_patterns("__pycache__", "*.nb*")
        )
    settings = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    settings += (
        "\n[tool.mutmut]\n"
        'source_paths = ["knighttour"]\n'
        'also_copy = ["docs"]\n'
        f"only_mutate = {modules!r}\n"
        f"pytest_add_cli_args_test_selection = {tests!r}\n"
        'pytest_add_cli_args = ["-p", "no:cacheprovider"]\n'
    ).replace("'", '"')
    (folder / "pyproject.toml").write_text(settings, encoding="utf-8")
    return folder


def run(group: str, children: int, minutes: float) -> None:
    """mutmut run in the group's folder, at low priority, for at most minutes."""
    folder = prepare(group)
    command = ["nice", "-n", "15", str(mutmut()), "run", "--max-children", str(children)]
    print(f"[{group}] {' '.join(command[3:])} (at most {minutes:g} min)", flush=True)
    started = time.monotonic()
    log = (folder / "run.log").open("w")
    process = subprocess.Popen(
        command, cwd=folder, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
    )
    try:
        process.wait(timeout=minutes * 60)
    except subprocess.TimeoutExpired:
        print(f"[{group}] stopped after {minutes:g} min: the rest is left untested")
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    finally:
        log.close()
    print(f"[{group}] {time.monotonic() - started:,.0f} s", flush=True)


def statuses(group: str) -> dict[str, str]:
    """Each mutant of the group's last runs -> how it ended (killed, survived, timeout,
    not checked, ...)."""
    folder = WORK / group
    if not (folder / "mutants").exists():
        return {}
    out = subprocess.run(
        [str(mutmut()), "results", "--all", "true"],
        cwd=folder,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    found = {}
    for line in out.splitlines():
        name, _, status = line.strip().rpartition(": ")
        if MODULE_OF.match(name):
            found[name] = status
    return found


def results(group: str) -> dict[str, Counter[str]]:
    """Module -> how many of its mutants ended each way."""
    counts: dict[str, Counter[str]] = {}
    for name, status in statuses(group).items():
        match = MODULE_OF.match(name)
        assert match is not None
        counts.setdefault(match["module"], Counter())[status] += 1
    return counts


def survivors(group: str) -> list[str]:
    """The mutants no test noticed (see one with: cd .mutation/GROUP; mutmut show NAME)."""
    return [name for name, status in statuses(group).items() if status == "survived"]


def equivalents(module: str) -> int:
    """The mutants of module marked as equivalent: those mutmut makes with the module's
    `# pragma: no mutate` marks taken out, less those it makes with them (a mark on a line
    of a call that spans several lines spares every mutant of that call)."""
    import tempfile

    from mutmut import configuration
    from mutmut.mutation.file_mutation import mutate_file_contents

    code = (ROOT / module).read_text(encoding="utf-8")
    bare = re.sub(r"[ \t]*# pragma: no mutate[^\n]*", "", code)
    # (mutmut reads its settings from the folder it is in, and gives up where it cannot
    # guess a source folder: it is given an empty one, and its settings are read anew after)
    here = os.getcwd()
    with tempfile.TemporaryDirectory() as place:
        os.mkdir(os.path.join(place, "src"))
        os.chdir(place)
        configuration.reset_config()
        try:
            made = len(mutate_file_contents(module, code).mutant_names)
            return len(mutate_file_contents(module, bare).mutant_names) - made
        finally:
            os.chdir(here)
            configuration.reset_config()


#: the most of a module's mutants (those run and those marked) that may be marked equivalent
MOST_EQUIVALENT = 0.03


def record(groups: list[str]) -> None:
    """Keep the figures of these groups' last runs in RECORDED, with the commit and the
    date, beside those of the other groups."""
    import json

    kept = json.loads(RECORDED.read_text(encoding="utf-8")) if RECORDED.exists() else {}
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
    ).stdout.strip()
    for group in groups:
        for module, counts in results(group).items():
            total = sum(counts.values())
            caught = counts["killed"] + counts["timeout"]
            dotted = module if module.startswith("knighttour.") else f"knighttour.{module}"
            path = dotted.replace(".", "/") + ".py"
            kept[path] = {
                "group": group,
                "mutants": total,
                "killed": caught,
                "not_run": counts["not checked"],
                "equivalent": equivalents(path),
                "rate": round(caught / max(total, 1), 4),
                "commit": commit,
                "date": time.strftime("%Y-%m-%d"),
            }
    RECORDED.write_text(json.dumps(kept, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def check() -> int:
    """0 when every trusted module's recorded rate is at least FLOOR, run to the end;
    otherwise 1, naming the modules under it (or never run, or not run to the end)."""
    import json

    kept = json.loads(RECORDED.read_text(encoding="utf-8")) if RECORDED.exists() else {}
    trusted = [module for modules, _ in GROUPS.values() for module in modules]
    short = []
    for module in trusted:
        figures = kept.get(module)
        if figures is None:
            short.append(f"{module}: never run")
        elif figures["not_run"]:
            short.append(f"{module}: {figures['not_run']} mutants not run")
        elif figures["rate"] < FLOOR:
            short.append(f"{module}: {figures['rate']:.1%} killed, under {FLOOR:.0%}")
        elif figures["equivalent"] > MOST_EQUIVALENT * (figures["mutants"] + figures["equivalent"]):
            short.append(
                f"{module}: {figures['equivalent']} mutants marked equivalent, over "
                f"{MOST_EQUIVALENT:.0%} of its {figures['mutants'] + figures['equivalent']}"
            )
    for line in short:
        print(line)
    print(f"{len(trusted) - len(short)} of {len(trusted)} trusted modules at {FLOOR:.0%} or more")
    return 1 if short else 0


def report(groups: list[str]) -> None:
    """The share of mutants killed per module (a timeout counts as killed: the tests
    noticed), and the survivors' names."""
    print(f"{'module':<42} {'mutants':>7} {'killed':>7} {'timeout':>7} {'left':>5} {'share':>6}")
    for group in groups:
        for module, counts in sorted(results(group).items()):
            total = sum(counts.values())
            caught = counts["killed"] + counts["timeout"]
            left = total - caught
            print(
                f"{module:<42} {total:>7} {counts['killed']:>7} {counts['timeout']:>7} "
                f"{left:>5} {caught / max(total, 1):>6.1%}"
            )
            other = {k: v for k, v in counts.items() if k not in ("killed", "timeout")}
            if other:
                print(f"{'':<42} {dict(other)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("groups", nargs="*", metavar="GROUP", help=", ".join(GROUPS))
    parser.add_argument("--children", type=int, default=1)
    parser.add_argument("--minutes", type=float, default=90.0)
    parser.add_argument("--report", action="store_true")
    parser.add_argument(
        "--record", action="store_true", help="keep the last runs' figures, running nothing"
    )
    parser.add_argument("--survivors", action="store_true", help="name the mutants left")
    parser.add_argument(
        "--check",
        action="store_true",
        help=f"fail unless every trusted module's recorded rate is {round(FLOOR * 100)}%% or more",
    )
    args = parser.parse_args()
    if args.check:
        sys.exit(check())
    unknown = [g for g in args.groups if g not in GROUPS]
    if unknown:
        parser.error(f"no group {', '.join(unknown)}: the groups are {', '.join(GROUPS)}")
    groups = args.groups or list(GROUPS)
    if args.record:
        record(groups)
    elif not args.report:
        for group in groups:
            run(group, args.children, args.minutes)
        record(groups)
    report(groups)
    if args.survivors:
        for group in groups:
            for name in survivors(group):
                print(f"{group}: {name}")


if __name__ == "__main__":
    main()
