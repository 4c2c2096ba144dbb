"""gui/widgets/playback.py: the playback bar follows what the model's signals carry, and
refreshes once per change."""

from __future__ import annotations

import numpy as np

from knighttour.core.board import Board
from knighttour.gui.explore.model import KnightTourModel
from knighttour.gui.widgets.playback import PlaybackBar


def test_one_refresh_per_snapshot_and_per_cursor_move(qtbot, monkeypatch) -> None:
    model = KnightTourModel()
    bar = PlaybackBar(model)
    qtbot.addWidget(bar)
    calls: list[tuple[int, int]] = []
    original = bar.refresh
    monkeypatch.setattr(
        bar, "refresh", lambda: (calls.append((bar.length, bar.cursor)), original())
    )
    path = np.arange(5, dtype=np.int64)
    model.show_tour(Board(1, 5, jumps=((1, 0), (-1, 0))), path, "shown")
    assert calls[-1] == (5, 5)
    calls.clear()
    with qtbot.waitSignal(model.snapshotChanged):
        model.show_tour(Board(1, 5, jumps=((1, 0), (-1, 0))), path, "again")
    # a new board (no snapshot) and then the tour: one refresh each, never two per change
    assert calls == [(0, 0), (5, 5)]
    calls.clear()
    model.set_cursor(2)
    assert calls == [(5, 2)] and bar.move_box.value() == 2 and bar.first_action.isEnabled()
    calls.clear()
    bar.last()
    assert calls == [(5, 5)] and not bar.last_action.isEnabled()
