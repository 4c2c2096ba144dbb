"""gui/worker_base.py: a run's errors reach the window, and no run is left going."""

from __future__ import annotations

from gui_helpers import click_square

from knighttour.gui.worker_base import live_threads


def test_an_unexpected_error_in_a_worker_reaches_the_window(qtbot, window, monkeypatch) -> None:
    """Any exception in a run ends it cleanly with a message; the window is not left running."""
    from knighttour.core.solve import pipeline
    from knighttour.gui import worker_base

    def broken(*args, **kwargs):
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(pipeline, "search_of", broken)
    click_square(qtbot, window.explore.view, "a1")
    qtbot.waitUntil(lambda: not window.model.running and not live_threads(), timeout=5000)
    assert not window.explore.stop_button.isEnabled()
    assert "ZeroDivisionError: a bug" in window.statusBar().currentMessage()
    assert worker_base.unexpected_errors == ["ZeroDivisionError: a bug"]
    worker_base.unexpected_errors.clear()  # seen: the hygiene check would fail on it otherwise


def test_a_worker_gives_way_to_the_window_while_it_runs(qtbot, monkeypatch) -> None:
    """While a worker runs, the window's pulse beats and the worker gives way to it at each
    stop check (core/give_way.py); once it is done, the pulse stops and nothing gives way."""
    from knighttour.core import give_way
    from knighttour.gui.pulse import pulse
    from knighttour.gui.worker_base import TaskWorker, start_worker

    asked: list[bool] = []
    monkeypatch.setattr(
        give_way, "yield_if_late", lambda: asked.append(give_way._heart is pulse().heart)
    )

    def work(stop) -> int:
        return sum(not stop() for _ in range(3))

    worker = TaskWorker(work, stoppable=True)
    returned: list[object] = []
    worker.returned.connect(returned.append)  # (on the worker's thread)
    start_worker(worker)
    assert pulse().beating and give_way._heart is pulse().heart
    qtbot.waitUntil(lambda: len(returned) == 1, timeout=5000)
    assert returned == [3] and asked == [True, True, True]
    qtbot.waitUntil(lambda: not live_threads() and not pulse().beating, timeout=5000)
    assert give_way._heart is None
