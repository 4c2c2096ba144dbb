"""Counting on a Dask cluster: the same answers as here, a worker killed mid-count, a count
resumed from its checkpoint, and the command line's --cluster and --checkpoint."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

distributed = pytest.importorskip("distributed")

from dask_processes import Lines, dask_processes  # noqa: E402

from knighttour.cli import main  # noqa: E402
from knighttour.core.board.board import Board, build_board  # noqa: E402
from knighttour.core.count import checkpoint, cluster, frontier  # noqa: E402
from knighttour.core.count.methods import FRONTIER, count_tours  # noqa: E402
from knighttour.core.files.formats import FormatError  # noqa: E402


@pytest.fixture(scope="module")
def client():
    with cluster.connect("local:2") as client:
        yield client


CASES = [
    (Board(5, 6), frontier.CLOSED, None),
    (Board(5, 6), frontier.OPEN_ALL, None),
    (Board(4, 7), frontier.OPEN_FROM, 0),
    (build_board(5, 5, holes=("c3",)), frontier.OPEN_ALL, None),
]


@pytest.mark.parametrize("board, mode, start", CASES)
@pytest.mark.parametrize("parts", [1, 3])
def test_the_cluster_counts_what_this_machine_counts(client, board, mode, start, parts) -> None:
    job = frontier.Job(board, mode, start)
    record = cluster.ClusterRun()
    got = cluster.count(client, job, parts=parts, record=record)
    assert got == frontier.run(board, mode, start) > 0
    assert record.step_tasks == 1 + (job.squares - 1) * parts  # the first square: one piece
    assert record.states and record.peak_states == max(record.states)


def test_a_task_holds_its_input_and_what_it_makes_packed(client) -> None:
    """The lean tasks: at the square with the most states, the tasks held about three rows a
    state (their input, and tables sized ahead), not the eight of a merge and copies."""
    job = frontier.Job(Board(6, 8), frontier.CLOSED)
    record = cluster.ClusterRun()
    assert cluster.count(client, job, record=record) == 55_488_142
    assert len(record.held) == len(record.states) == job.squares
    assert 1.5 * job.row_bytes < record.bytes_per_state < 4 * job.row_bytes


def test_parts_grow_with_the_states_where_a_task_would_not_fit(client, monkeypatch) -> None:
    """With little memory a thread, a square with many states is cut into more parts (the
    cluster's passes), and the count is the same."""
    assert cluster.parts_for(10**6, 24, 0, 4) == 4  # the memory is not known
    assert cluster.parts_for(10**6, 24, 10**9, 4) == 4  # it fits
    assert cluster.parts_for(10**6, 24, 10**6, 4) == 144  # 72 MB in shares of 0.5 MB
    job = frontier.Job(Board(5, 8), frontier.CLOSED)
    monkeypatch.setattr(cluster, "_memory_per_thread", lambda client: 200_000.0)
    record = cluster.ClusterRun()
    assert cluster.count(client, job, record=record) == frontier.run(job.board, job.mode)
    assert record.step_tasks > 1 + (job.squares - 1) * 2  # some squares had more than two
    assert max(record.states) * job.row_bytes * cluster.TASK_ROWS > 100_000 * 2


def test_count_tours_on_the_cluster_fills_the_table_per_start(client) -> None:
    board = Board(5, 5)
    here = count_tours(board, per_start=True, method=FRONTIER)
    there = count_tours(board, per_start=True, method=FRONTIER, runner=cluster.Runner(client))
    assert there.per_start.tolist() == here.per_start.tolist()
    assert there.count == here.count == 1728  # OEIS A165134


def test_a_stopped_count_resumes_from_its_checkpoint(client, tmp_path: Path) -> None:
    board = Board(5, 8)
    job = frontier.Job(board, frontier.CLOSED)
    told: list[int] = []
    first = cluster.ClusterRun()
    with pytest.raises(frontier.Stopped):
        cluster.count(
            client,
            job,
            parts=2,
            checkpoint=tmp_path,
            checkpoint_every=0.0,
            progress=lambda k, *_: told.append(k),
            stop=lambda: bool(told) and told[-1] >= 25,
            record=first,
        )
    manifest = json.loads((tmp_path / checkpoint.MANIFEST).read_text())
    saved = manifest["squares_done"]
    assert saved == first.saved_at == max(told)  # the last square finished
    assert len(list(tmp_path.glob("square-*.npy"))) == 2 * 2  # one square's pieces only

    record = cluster.ClusterRun()
    got = cluster.count(client, job, parts=2, checkpoint=tmp_path, record=record)
    assert got == frontier.run(board, frontier.CLOSED) == 44_202
    assert record.resumed_from == saved
    assert record.step_tasks == (job.squares - saved) * 2  # less work: only what was left


def test_a_stop_saves_the_last_square_finished_between_checkpoints(client, tmp_path) -> None:
    job = frontier.Job(Board(5, 8), frontier.CLOSED)
    told: list[int] = []
    with pytest.raises(frontier.Stopped):
        cluster.count(
            client,
            job,
            checkpoint=tmp_path,
            checkpoint_every=3600.0,  # no checkpoint falls due: the stop makes the one
            progress=lambda k, *_: told.append(k),
            stop=lambda: bool(told) and told[-1] >= 17,
        )
    assert json.loads((tmp_path / checkpoint.MANIFEST).read_text())["squares_done"] == 17
    record = cluster.ClusterRun()
    assert cluster.count(client, job, checkpoint=tmp_path, record=record) == 44_202
    assert record.resumed_from == 17


def test_a_checkpoint_of_another_count_is_refused(client, tmp_path: Path) -> None:
    job = frontier.Job(Board(5, 6), frontier.CLOSED)
    with pytest.raises(frontier.Stopped):
        cluster.count(
            client,
            job,
            checkpoint=tmp_path,
            checkpoint_every=0.0,
            stop=iter([False] * 5 + [True] * 100).__next__,
        )
    other = frontier.Job(Board(5, 6), frontier.OPEN_ALL)
    with pytest.raises(FormatError, match="another count"):
        cluster.count(client, other, checkpoint=tmp_path)
    (tmp_path / checkpoint.MANIFEST).write_text("{ not json")
    with pytest.raises(FormatError, match="not a checkpoint"):
        cluster.count(client, job, checkpoint=tmp_path)


def test_one_checkpoint_format_a_count_here_goes_on_from_the_cluster_and_back(
    client, tmp_path: Path
) -> None:
    """The count here and the count on a cluster write the same manifest: a count stopped on
    one goes on from its squares on the other, and both give the count the published tables
    have (5x8 closed: 44,202)."""
    board = Board(5, 8)
    job = frontier.Job(board, frontier.CLOSED)
    told: list[int] = []
    with pytest.raises(frontier.Stopped):
        cluster.count(
            client,
            job,
            parts=3,
            checkpoint=tmp_path / "a",
            checkpoint_every=0.0,
            progress=lambda k, *_: told.append(k),
            stop=lambda: bool(told) and told[-1] >= 15,
        )
    stats = frontier.RunStats()
    assert (
        frontier.run(board, frontier.CLOSED, checkpoint=str(tmp_path / "a"), stats=stats) == 44_202
    )
    assert 0 < len(stats.states) < job.squares - 10  # it went on from the cluster's squares

    told.clear()
    with pytest.raises(frontier.Stopped):
        frontier.run(
            board,
            frontier.CLOSED,
            threads=2,
            parallel_from=0,
            checkpoint=str(tmp_path / "b"),
            progress=lambda k, *_: told.append(k),
            stop=lambda: len(told) >= 20,
        )
    record = cluster.ClusterRun()
    assert cluster.count(client, job, checkpoint=tmp_path / "b", record=record) == 44_202
    assert record.resumed_from == 20


def test_a_broken_checkpoint_reads_the_same_here_and_on_the_cluster(client, tmp_path) -> None:
    job = frontier.Job(Board(5, 6), frontier.CLOSED)
    (tmp_path / checkpoint.MANIFEST).write_text("{ not json")
    with pytest.raises(FormatError, match="not a checkpoint manifest") as here:
        frontier.run(job.board, job.mode, checkpoint=str(tmp_path))
    with pytest.raises(FormatError, match="not a checkpoint manifest") as there:
        cluster.count(client, job, checkpoint=tmp_path)
    assert str(here.value).split(" (")[0] == str(there.value).split(" (")[0]


def test_connecting_makes_no_default_client(client) -> None:
    """connect's client is nobody's default (a window's count leaves nothing behind in the
    process), so every test here runs the count as it runs on a remote scheduler: with no
    default client for Dask's own functions to fall back on."""
    with pytest.raises(ValueError, match="No clients found"):
        distributed.default_client()


@pytest.mark.timeout(120)
def test_a_worker_killed_during_the_count_changes_nothing(tmp_path: Path) -> None:
    """A scheduler and two workers on 127.0.0.1, each its own process as `dask scheduler` and
    `dask worker` start them; one is killed once the count is a third done, and the other
    finishes it with the same answer."""
    board = Board(5, 8)
    job = frontier.Job(board, frontier.CLOSED)
    with dask_processes(tmp_path) as dask, cluster.connect(dask.address) as client:
        killed: list[int] = []

        def progress(k: int, n: int, *_: int) -> None:
            if k >= n // 3 and not killed:
                dask.kill_worker(0)
                killed.append(k)

        got = cluster.count(client, job, parts=4, progress=progress)
        assert killed and killed[0] < job.squares, "the worker was not killed during the count"
        assert len(client.scheduler_info()["workers"]) == 1
    assert got == 44_202 == frontier.run(board, frontier.CLOSED)  # 44,202: published


@pytest.mark.timeout(120)
def test_the_command_line_counts_on_a_scheduler_and_workers_started_apart(
    tmp_path: Path, capsys
) -> None:
    """As users do it: `dask scheduler`, two `dask worker`s, then `knighttour count 6x8
    --closed --cluster tcp://127.0.0.1:PORT` in a process of its own; one worker (nanny and
    all) is killed two seconds into the count, and the count is still the one counted here
    and the published 55,488,142."""
    with dask_processes(tmp_path) as dask:
        argv = ["count", "6x8", "--closed", "--json", "--cluster", dask.address]
        count = subprocess.Popen(
            [sys.executable, "-m", "knighttour", *argv],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        err = Lines(count.stderr)
        try:
            err.wait_for("knighttour: counting on the Dask cluster at", 60)
            with pytest.raises(subprocess.TimeoutExpired):  # still counting two seconds in
                count.wait(timeout=2.0)
            dask.kill_worker(0)
            assert count.wait(timeout=90) == 0, "".join(err.seen)
            there = json.loads(count.stdout.read())
            assert dask.worker_count() == 1  # the worker was lost, and the count went on
        finally:
            if count.poll() is None:
                count.kill()
            count.wait(10)
            count.stdout.close()
            err.close()
    assert main(["count", "6x8", "--closed", "--json"]) == 0
    here = json.loads(capsys.readouterr().out)
    assert there["count"] == here["count"] == 55_488_142
    assert there["method"] == "frontier" and there["closed"] is True


def test_cli_count_on_a_local_cluster_keeps_the_contract(capsys, tmp_path: Path) -> None:
    assert main(["count", "5x6", "--closed", "--json"]) == 0
    here = json.loads(capsys.readouterr().out)
    folder = tmp_path / "ck"
    assert (
        main(
            [
                "count",
                "5x6",
                "--closed",
                "--json",
                "--cluster",
                "local:2",
                "--checkpoint",
                str(folder),
            ]
        )
        == 0
    )
    captured = capsys.readouterr()
    there = json.loads(captured.out)
    assert there.keys() == here.keys()
    same = {"board", "start", "closed", "count"}
    assert {k: there[k] for k in same} == {k: here[k] for k in same}
    assert there["method"] == "frontier"  # on a cluster, whatever the board's size
    assert "Dask cluster at tcp://127.0.0.1:" in captured.err
    assert json.loads((folder / "closed" / checkpoint.MANIFEST).read_text())["result"] == 8
    argv = ["count", "5x6", "--closed", "--cluster", "local:2", "--checkpoint", str(folder)]
    assert main(argv) == 0
    captured = capsys.readouterr()
    assert "8 closed tours" in captured.out
    assert "holds this count's result already" in captured.err
    # another count's finished result is not overwritten
    assert main(["count", "5x8", *argv[2:]]) == 2
    assert "holds the checkpoint of another count" in capsys.readouterr().err
    assert json.loads((folder / "closed" / checkpoint.MANIFEST).read_text())["result"] == 8


@pytest.mark.parametrize(
    "argv, message",
    [
        (["count", "5x6", "--checkpoint", "x"], "counted by an exhaustive search"),
        (["count", "5x6", "--cluster", "local:abc"], "local:N needs a number"),
        (["count", "5x6", "--cluster", "local:0"], "1 to 256 workers"),
    ],
)
def test_cli_cluster_mistakes_are_one_line(capsys, argv, message) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_cli_compare_on_a_cluster_gives_the_same_rows(capsys) -> None:
    argv = ["compare", "5x5", "--starts", "a1,c3", "--solvers", "warnsdorff,backtracking", "--json"]
    assert main(argv) == 0
    here = json.loads(capsys.readouterr().out)
    assert main([*argv, "--cluster", "local:2"]) == 0
    there = json.loads(capsys.readouterr().out)

    def strip(rows):
        return [{k: v for k, v in row.items() if k != "seconds"} for row in rows]

    assert strip(there) == strip(here)


def test_a_failing_cluster_is_one_clear_error(monkeypatch) -> None:
    """Whatever goes wrong on the workers (here a task that raises, in a cluster of threads
    in this process) reaches the caller as one ClusterError, not Dask's traceback."""

    def broken(self, k, rows, out, own, parts, **kw):
        if k == 5:
            raise OSError("No space left on device")
        return original(self, k, rows, out, own, parts, **kw)

    original = frontier.Job.step_into
    monkeypatch.setattr(frontier.Job, "step_into", broken)
    failure = r"failed after square 5 of 30 \(OSError: No space left on device\)"
    with (
        distributed.LocalCluster(n_workers=1, processes=False, dashboard_address=None) as here,
        distributed.Client(here) as client,
        pytest.raises(cluster.ClusterError, match=failure),
    ):
        cluster.count(client, frontier.Job(Board(5, 6), frontier.CLOSED))


@pytest.mark.parametrize("address", ["6", "127.0.0.1", "tcp://127.0.0.1", "tcp://h:99999", "x y:1"])
def test_a_bad_address_is_refused_before_any_client_is_made(address: str) -> None:
    import threading

    from knighttour.core.count.cluster import ClusterError, connect

    before = threading.active_count()
    with pytest.raises(ClusterError, match="not a cluster address"), connect(address):
        pass
    assert threading.active_count() == before


def test_a_failed_connect_leaves_no_thread_behind() -> None:
    import threading

    from knighttour.core.count.cluster import ClusterError, connect

    before = {t.ident for t in threading.enumerate()}
    for _ in range(3):
        with (
            pytest.raises(ClusterError, match="no Dask scheduler answers"),
            connect("tcp://127.0.0.1:1", timeout=0.5),
        ):
            pass
    assert {t.ident for t in threading.enumerate()} <= before


def test_a_family_swept_on_the_cluster_is_the_family_swept_here(client) -> None:
    """Each task sweeps the family in a share of the moduli; the shares' residues, joined,
    are the counts made here (and the published 4 x n terms)."""
    from knighttour.core.count.sweep import sweep
    from knighttour.core.count.sweep_cluster import sweep_on_cluster

    told: list[int] = []
    there = sweep_on_cluster(
        client,
        4,
        range(1, 31),
        frontier.OPEN_ALL,
        shares=3,
        on_term=lambda t: told.append(t.length),
    )
    here = sweep(4, range(1, 31), frontier.OPEN_ALL)
    assert [t.count for t in there] == [t.count for t in here]
    assert [t.count for t in there][:8] == [0, 0, 8, 0, 82, 744, 6378, 31088]  # A079137
    assert told == list(range(1, 31))


@pytest.mark.timeout(240)
def test_a_worker_killed_during_a_family_sweep_changes_nothing(tmp_path: Path) -> None:
    """A scheduler and two workers, each its own process; each takes one share of the
    moduli, and one is killed (nanny and all) while both are sweeping: its share is swept
    again on the other, and every count is the one swept here."""
    from knighttour.core.count.sweep import sweep
    from knighttour.core.count.sweep_cluster import sweep_on_cluster

    lengths = range(100, 301)
    with dask_processes(tmp_path) as dask, cluster.connect(dask.address) as client:
        killed: list[bool] = []

        def stop() -> bool:  # asked every 0.1 s while the shares run
            busy = [w for w, tasks in client.processing().items() if tasks]
            if len(busy) == 2 and not killed:
                dask.kill_worker(0)
                killed.append(True)
            return False

        there = sweep_on_cluster(client, 4, lengths, frontier.OPEN_ALL, shares=2, stop=stop)
        assert killed, "no worker was killed while the shares ran"
        assert len(client.scheduler_info()["workers"]) == 1
    here = sweep(4, lengths, frontier.OPEN_ALL)
    assert [t.count for t in there] == [t.count for t in here]
