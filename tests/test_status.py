"""core/status.py: a run's statuses, plain words in JSON and comparisons alike."""

from __future__ import annotations

import json

from knighttour.core.status import Status


def test_statuses_are_their_words() -> None:
    assert [str(s) for s in Status] == ["running", "found", "no-tour", "gave-up", "stopped"]
    assert Status.FOUND == "found" and Status("no-tour") is Status.NO_TOUR
    assert json.dumps({"status": Status.GAVE_UP}) == '{"status": "gave-up"}'


def test_every_status_but_running_has_ended() -> None:
    assert [s.ended for s in Status] == [False, True, True, True, True]
