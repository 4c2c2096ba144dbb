"""The CI workflows (.github/workflows) pass actionlint: a workflow that GitHub would refuse,
or that names an action version it no longer runs, fails here, not on the day it runs (the
weekly count of the slow published values and the release included).  The release workflow
is read too: what it runs on, what it tests before publishing, and how it publishes."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))


def actionlint() -> str:
    """The actionlint the test tools installed (the venv's), else one on the PATH."""
    beside = Path(sys.executable).parent / "actionlint"
    found = str(beside) if beside.exists() else shutil.which("actionlint")
    assert found, "actionlint is not installed: pip install -e '.[test]'"
    return found


def test_every_workflow_passes_actionlint() -> None:
    names = [path.name for path in WORKFLOWS]
    assert {"ci.yml", "slow-counts.yml", "release.yml"} <= set(names)
    result = subprocess.run(
        [actionlint(), "-no-color", *map(str, WORKFLOWS)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_slow_counts_run_every_week() -> None:
    text = (ROOT / ".github" / "workflows" / "slow-counts.yml").read_text(encoding="utf-8")
    assert "schedule:" in text and "cron:" in text and "KNIGHTTOUR_SLOW" in text
    assert "seven_by_seven" in text and "eight_by_eight" in text


# ---- the release workflow -------------------------------------------------------------------

RELEASE = ROOT / ".github" / "workflows" / "release.yml"
SYSTEMS = {"ubuntu-latest", "windows-latest", "macos-latest"}


def read(path: Path) -> dict[str, Any]:
    """A workflow as data (YAML 1.1 reads the key `on` as True: given back as "on")."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if True in data:
        data["on"] = data.pop(True)
    return dict(data)


def steps_running(job: dict[str, Any], text: str) -> list[dict[str, Any]]:
    """The job's steps whose command holds text."""
    return [step for step in job.get("steps", []) if text in step.get("run", "")]


def steps_using(job: dict[str, Any], action: str) -> list[dict[str, Any]]:
    """The job's steps that use action (owner/name, any version)."""
    return [step for step in job.get("steps", []) if step.get("uses", "").startswith(action + "@")]


def needed(jobs: dict[str, Any], name: str) -> set[str]:
    """Every job that must succeed before job name runs: its needs, theirs, and so on."""
    todo, found = [name], set()
    while todo:
        needs = jobs[todo.pop()].get("needs", [])
        for job in [needs] if isinstance(needs, str) else needs:
            if job not in found:
                found.add(job)
                todo.append(job)
    return found


def systems(job: dict[str, Any]) -> set[str]:
    """The systems a job runs on: its matrix's, or its one runs-on."""
    matrix = job.get("strategy", {}).get("matrix", {})
    return set(matrix["os"]) if "os" in matrix else {job["runs-on"]}


def test_a_release_runs_only_on_a_version_tag() -> None:
    assert read(RELEASE)["on"] == {"push": {"tags": ["v*"]}}


def test_the_app_is_built_and_tested_on_the_three_systems() -> None:
    jobs = read(RELEASE)["jobs"]
    built = [job for job in jobs.values() if steps_running(job, "scripts/build_bundle.py")]
    assert len(built) == 1 and systems(built[0]) == SYSTEMS
    (upload,) = steps_using(built[0], "actions/upload-artifact")
    assert upload["with"]["name"] == "app-${{ runner.os }}"
    tests = {name: job for name, job in jobs.items() if steps_running(job, "check_release.py")}
    # the wheel and the app, each on every system
    downloaded = {
        step["with"]["name"]
        for job in tests.values()
        for step in steps_using(job, "actions/download-artifact")
    }
    assert downloaded == {"python-package", "app-${{ runner.os }}"}
    assert all(systems(job) == SYSTEMS for job in tests.values())
    # ...checked against the version the tag was checked against
    for job in tests.values():
        (check,) = steps_running(job, "check_release.py")
        assert '--version "$VERSION"' in check["run"]
        assert job["env"]["VERSION"] == "${{ needs.package.outputs.version }}"


def test_nothing_is_published_before_every_test_passed() -> None:
    jobs = read(RELEASE)["jobs"]
    tests = {name for name, job in jobs.items() if steps_running(job, "check_release.py")}
    publishing = {
        name
        for name, job in jobs.items()
        if steps_running(job, "gh release create")
        or steps_using(job, "pypa/gh-action-pypi-publish")
    }
    assert len(tests) == 2 and publishing == {"release", "pypi"}
    for name in publishing:
        assert tests | {"package"} <= needed(jobs, name), name
    # a condition such as always() would run a job whose tests failed
    assert [name for name, job in jobs.items() if "if" in job] == []


def test_the_release_carries_every_file_and_their_sums() -> None:
    (job,) = [job for job in read(RELEASE)["jobs"].values() if steps_running(job, "gh release")]
    (download,) = steps_using(job, "actions/download-artifact")
    folder = download["with"]["path"]
    assert "name" not in download["with"] and download["with"]["merge-multiple"] is True
    (sums,) = steps_running(job, "> SHA256SUMS")
    assert sums["working-directory"] == folder
    assert "sha256sum -- * > SHA256SUMS" in sums["run"]
    (publish,) = steps_running(job, "gh release create")
    assert f" {folder}/* " in publish["run"]
    assert job["permissions"] == {"contents": "write"}


def test_pypi_by_trusted_publishing_with_no_token() -> None:
    data = read(RELEASE)
    (name,) = [
        n for n, job in data["jobs"].items() if steps_using(job, "pypa/gh-action-pypi-publish")
    ]
    job = data["jobs"][name]
    assert job["permissions"] == {"id-token": "write"}
    assert job["environment"]["name"] == "pypi"
    (publish,) = steps_using(job, "pypa/gh-action-pypi-publish")
    assert publish["uses"] == "pypa/gh-action-pypi-publish@release/v1"
    assert not {"password", "user", "api-token"} & set(publish.get("with", {}))
    text = yaml.safe_dump(job)
    assert "secrets." not in text and "github.token" not in text
    # the wheel and the sdist of the package job, the ones the tests installed
    (download,) = steps_using(job, "actions/download-artifact")
    assert download["with"]["name"] == "python-package"
    # the workflow's own token reads only, unless a job says otherwise
    assert data["permissions"] == {"contents": "read"}


def test_the_actions_are_the_versions_ci_uses() -> None:
    def used(path: Path) -> dict[str, str]:
        found = {}
        for job in read(path)["jobs"].values():
            for step in job.get("steps", []):
                if "uses" in step:
                    action, version = step["uses"].split("@")
                    found.setdefault(action, version)
                    assert found[action] == version, f"{path.name}: {action} at two versions"
        return found

    ci, release = used(RELEASE.parent / "ci.yml"), used(RELEASE)
    common = set(ci) & set(release)
    assert {"actions/checkout", "actions/setup-python", "actions/upload-artifact"} <= common
    assert {action: release[action] for action in common} == {a: ci[a] for a in common}


def run_step(step: dict[str, Any], folder: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """A step's bash command run in folder, this Python first on the PATH; its outputs go to
    folder/output."""
    if sys.platform == "win32":  # the tests that run steps are skipped there
        raise AssertionError("the release's steps are bash: run here on Linux and macOS")
    environ = dict(os.environ, GITHUB_OUTPUT=str(folder / "output"), **env)
    environ["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), environ["PATH"]])
    return subprocess.run(
        ["bash", "-eo", "pipefail", "-c", step["run"]],
        cwd=folder,
        env=environ,
        capture_output=True,
        text=True,
        timeout=60,
    )


def step_named(job: str, words: str) -> dict[str, Any]:
    """The one step of the release's job whose name holds words."""
    steps = read(RELEASE)["jobs"][job]["steps"]
    (step,) = [s for s in steps if words in s.get("name", "")]
    return dict(step)


@pytest.mark.skipif(sys.platform == "win32", reason="the steps are bash")
def test_a_tag_that_is_not_the_version_stops_the_release(tmp_path: Path) -> None:
    for name in ("pyproject.toml", "CHANGELOG.md"):
        shutil.copy(ROOT / name, tmp_path / name)
    with open(ROOT / "pyproject.toml", "rb") as f:
        version = tomllib.load(f)["project"]["version"]
    step = step_named("package", "The tag is the package's version")
    right = run_step(step, tmp_path, GITHUB_REF_NAME=f"v{version}")
    assert right.returncode == 0, right.stdout + right.stderr
    assert (tmp_path / "output").read_text() == f"version={version}\n"
    for tag in (version, f"v{version}.1", "v0.0.1", f"v{version}rc1"):
        wrong = run_step(step, tmp_path, GITHUB_REF_NAME=tag)
        assert wrong.returncode == 1, tag
        assert f"::error::the tag {tag} is not v{version}" in wrong.stdout
    # the right tag, but the CHANGELOG says nothing of the version
    changelog = (tmp_path / "CHANGELOG.md").read_text(encoding="utf-8")
    (tmp_path / "CHANGELOG.md").write_text(changelog.replace(f"## [{version}]", "## [x]"))
    unsaid = run_step(step, tmp_path, GITHUB_REF_NAME=f"v{version}")
    assert unsaid.returncode == 1
    assert f"::error::CHANGELOG.md has no section '## [{version}]'" in unsaid.stdout


@pytest.mark.skipif(sys.platform == "win32", reason="the steps are bash")
def test_the_release_notes_are_the_versions_section_of_the_changelog(tmp_path: Path) -> None:
    shutil.copy(ROOT / "CHANGELOG.md", tmp_path / "CHANGELOG.md")
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    step = step_named("release", "The release notes")
    # 0.2.0 lies between two sections, 0.1.0 before the links at the end of the file
    for version, after in (("0.2.0", "\n## [0.1.0] - "), ("0.1.0", "\n[Unreleased]: ")):
        done = run_step(step, tmp_path, VERSION=version)
        assert done.returncode == 0, done.stderr
        notes = (tmp_path / "notes.md").read_text(encoding="utf-8")
        section = changelog.split(f"## [{version}] - ")[1].split("\n", 1)[1].split(after)[0]
        assert len(section) > 1000
        said, sums = notes.split("\nCheck a download with ")
        assert said.strip() == section.strip()
        assert sums.startswith("`sha256sum -c SHA256SUMS --ignore-missing`")
