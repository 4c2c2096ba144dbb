"""A first launch of the window, watched: run by test_first_launch.py in a process of its own
with an empty kernel cache (NUMBA_CACHE_DIR), as on a pupil's first launch; with --again,
the next launch, from the cache the first one filled; with --stress SEED, a randomized user
instead (clicks on any enabled button of the tab shown but those that open a dialog, tabs,
squares, keys, board sizes, resizes), ACTIONS of them (--actions, 300 by default).

The window is shown at 800x600 and its kernels are prepared as main() prepares them
(warm_up_in_background); meanwhile a user goes through every tab and asks for a tour of 8x8
from a1, which waits for the searches' kernels and then runs.  The watchdog (watchdog.py)
covers it all, until the preparation is over and the event loop has been quiet.  It prints
the report and what was compiled where, and exits 1 when the event loop was blocked over the
limit (or the launch went wrong).

    QT_QPA_PLATFORM=offscreen NUMBA_CACHE_DIR=$(mktemp -d) python tests/first_launch.py \
        [--again] [--stress SEED [--actions N]]
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).parent))

from PySide6.QtCore import QEventLoop, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton


class Bot:
    """What the watchdog asks of pytest-qt's qtbot (this script runs outside pytest)."""

    class TimeoutError(Exception):
        """The condition did not come true in time."""

    def waitUntil(self, condition: Callable[[], bool], timeout: int = 5000) -> None:
        """Turn the event loop until condition holds; TimeoutError after timeout ms."""
        deadline = time.monotonic() + timeout / 1000
        while not condition():
            if time.monotonic() > deadline:
                raise Bot.TimeoutError(f"not within {timeout} ms")
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)


def turn(seconds: float) -> None:
    """Let the event loop run for seconds, as a person pauses between two actions."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)


#: the buttons a randomized user leaves alone: they open a dialog, which waits for a person
DIALOG_WORDS = ("…", "...", "Print", "Quit")


def random_user(window, rng: random.Random, actions: int, dog) -> None:
    """actions random actions, each followed by a pause of a person's length."""
    keys = [Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Right]
    for n in range(actions):
        what = rng.choice(["button", "button", "tab", "size", "square", "key", "resize", "start"])
        dog.doing = f"random action {n}: {what}"
        tab = window.tabs.currentWidget()
        if what == "button":
            buttons = [
                b
                for b in tab.findChildren(QPushButton)
                if b.isVisible() and b.isEnabled() and not any(w in b.text() for w in DIALOG_WORDS)
            ]
            if buttons:
                QTest.mouseClick(rng.choice(buttons), Qt.MouseButton.LeftButton)
        elif what == "tab":
            window.tabs.setCurrentIndex(rng.randrange(window.tabs.count()))
        elif what == "size":
            window.explore.controls.rows.setValue(rng.randint(1, 12))
            window.explore.controls.cols.setValue(rng.randint(1, 12))
        elif what == "square":
            view = window.explore.view
            if view.isVisible():
                point = view.rect().center()
                point.setX(rng.randrange(max(1, view.width())))
                point.setY(rng.randrange(max(1, view.height())))
                QTest.mouseClick(view, Qt.MouseButton.LeftButton, pos=point)
        elif what == "key":
            focus = QApplication.focusWidget() or window
            modifier = rng.choice(
                [Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier]
            )
            QTest.keyClick(focus, rng.choice(keys), modifier)
        elif what == "resize":
            window.resize(rng.randint(800, 1300), rng.randint(600, 950))
        elif what == "start" and window.explore.start_field.isVisible():
            board = window.model.board
            window.explore.start_field.setText(board.name(rng.randrange(board.size)))
            QTest.keyClick(window.explore.start_field, Qt.Key.Key_Return)
        turn(rng.uniform(0.02, 0.4))


def main(again: bool, seed: int | None = None, actions: int = 300) -> int:
    settings = tempfile.mkdtemp(prefix="first-launch-settings-")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, settings)
    app = QApplication([])  # (kept: the window needs it)
    assert app is not None
    from watchdog import Watchdog

    from knighttour.core import prepare_kernels
    from knighttour.gui import i18n
    from knighttour.gui.main_window import KnightTourApp, warm_up_in_background

    i18n.install("en")
    groups = prepare_kernels.every_group()
    if any(group.is_compiled for group in groups) != again:
        print("the kernel cache is " + ("empty" if again else "not empty"))
        return 1
    launch = "the next launch" if again else "a first launch with an empty kernel cache"
    bot = Bot()
    window = KnightTourApp()
    window.resize(800, 600)
    window.show()
    turn(0.2)
    with Watchdog() as dog:
        dog.doing = "the window shown, its solvers being prepared"
        warm_up = warm_up_in_background(window)
        turn(0.5)
        if seed is not None:
            random_user(window, random.Random(seed), actions, dog)
            dog.doing = "the random user done, every run stopped"
            for panel in (window.race, window.table, window.play, window.count, window.model):
                panel.shutdown()
            bot.waitUntil(lambda: not warm_up.is_alive(), timeout=600_000)
            dog.settle(bot)
        for tab in (window.race, window.table, window.play, window.count, window.explore):
            dog.doing = f"the {tab.objectName() or type(tab).__name__} tab chosen"
            window.tabs.setCurrentWidget(tab)
            turn(0.3)
        dog.doing = "a tour of 8x8 from a1 asked while the solvers are prepared"
        window.explore.controls.rows.setValue(8)
        window.explore.controls.cols.setValue(8)
        turn(0.1)
        QTest.keyClicks(window.explore.start_field, "a1")
        QTest.keyClick(window.explore.start_field, Qt.Key.Key_Return)
        bot.waitUntil(lambda: window.model.running or window.model.snapshot is not None)
        bot.waitUntil(lambda: not window.model.running, timeout=300_000)
        dog.doing = "the tour shown, the rest of the solvers being prepared"
        bot.waitUntil(lambda: not warm_up.is_alive(), timeout=600_000)
        dog.settle(bot)
    snapshot = window.model.snapshot
    print(f"the tour asked for: {snapshot.status if snapshot is not None else 'none'}")
    print(f"compiled by a process of its own: {prepare_kernels.children_started} launch(es)")
    compiled = [group.name for group in groups if group.is_compiled]
    print(f"groups compiled: {len(compiled)} of {len(groups)}")
    window.close()
    try:
        dog.check(launch)
    except AssertionError as exc:
        print(exc)
        return 1
    ok = snapshot is not None and len(compiled) == len(groups)
    ok = ok and prepare_kernels.children_started == (0 if again else 1)
    return 0 if ok else 1


if __name__ == "__main__":
    args = sys.argv[1:]
    stress = int(args[args.index("--stress") + 1]) if "--stress" in args else None
    count = int(args[args.index("--actions") + 1]) if "--actions" in args else 300
    sys.exit(main("--again" in args, stress, count))
