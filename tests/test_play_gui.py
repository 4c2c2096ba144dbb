"""gui/play/ (panel.py, model.py, clock.py, game_files.py): playing by hand in the window,
qtbot driving whole games."""

from __future__ import annotations

import json

import pytest
from oracle import FIVE_BY_FIVE, check_tour, completion_exists
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from knighttour.core.board.board import Board
from knighttour.gui.play import PlayPanel
from knighttour.gui.play import saving as panel_module
from knighttour.gui.worker_base import live_threads


@pytest.fixture
def play(qtbot, window):
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    window.tabs.setCurrentWidget(window.play)
    panel: PlayPanel = window.play
    panel.new_game()
    yield panel
    panel.model.restart()  # no clock left ticking


def click(qtbot, panel: PlayPanel, name: str) -> None:
    square = panel.model.board.parse_square(name)
    centre = panel.view.square_rect(square).center().toPoint()
    qtbot.mouseClick(panel.view, Qt.MouseButton.LeftButton, pos=centre)


def settled(qtbot, panel: PlayPanel) -> None:
    qtbot.waitUntil(lambda: not panel.model.checking, timeout=20000)


def test_legal_and_illegal_clicks_undo_redo(qtbot, play) -> None:
    board = play.model.board
    click(qtbot, play, "a1")
    assert board.names(play.model.game.path) == ["a1"]
    assert sorted(board.names(play.view.marks)) == ["b3", "c2"]  # legal moves ringed
    assert play.clock.isActive()
    click(qtbot, play, "b2")
    assert "not a knight's move from a1" in play.message.text()
    assert board.names(play.model.game.path) == ["a1"]
    click(qtbot, play, "b3")
    click(qtbot, play, "a1")
    assert "visited already" in play.message.text()
    play.counts.setChecked(True)
    assert all(text.isdigit() for _, text in play.view.marks.values())
    play.undo_button.click()
    assert board.names(play.model.game.path) == ["a1"]
    assert play.redo_button.isEnabled()
    qtbot.keyClick(
        play.window(),
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert board.names(play.model.game.path) == ["a1", "b3"]
    assert "Squares: 2 of 25" in play.moves.text()
    settled(qtbot, play)
    assert "Still completable" in play.status.text()


def test_the_warning_catches_a_lost_position(qtbot, play) -> None:
    play.board_source = lambda: Board(5, 6)
    play.new_game()
    board = play.model.board
    names = ["c2", "b4", "d5", "e3", "c4", "a5", "b3", "d2"]  # a1 can no longer be entered
    for name in names:
        click(qtbot, play, name)
    settled(qtbot, play)  # judged on a worker thread: the move itself never waits
    assert "can no longer be completed" in play.status.text()
    assert "a1 can no longer be reached" in play.status.text()
    assert "a knight's move away" in play.status.text()
    assert not completion_exists(5, 6, [board.parse_square(n) for n in names])
    # the square the warning names is ringed on the board
    assert play.view.marks[board.parse_square("a1")][1] == "!"
    play.hint_button.click()
    assert play.message.text().startswith("This position cannot be completed: a1 can no longer")


def test_a_stuck_knight_is_said_first_and_plainly(qtbot, play) -> None:
    """From b1 of 5x5 no tour exists (the colour argument), but once the knight is stuck
    the tab says that first, in plain words, and Hint and Finish say the same; a screen
    reader hears it."""
    board = play.model.board
    names = ["b1", "d2", "c4", "b2", "d3", "e5"]  # e5: every square a move away is visited
    for name in names:
        click(qtbot, play, name)
    settled(qtbot, play)
    said = "the knight on e5 has no move left: you visited 6 of 25 squares"
    assert said in play.status.text()
    assert "colour" not in play.status.text()
    assert play.view.marks[board.parse_square("e5")][1] == "!"
    play.hint_button.click()
    assert said in play.message.text()
    play.finish_button.click()
    assert said in play.message.text()
    assert any(said in text for text in play.view.announcements)


def test_a_position_only_the_search_can_judge(qtbot, play) -> None:
    board = play.model.board
    for name in ["a1", "b3", "c1"]:
        click(qtbot, play, name)
    settled(qtbot, play)
    path = [board.parse_square(n) for n in ["a1", "b3", "c1"]]
    expected = completion_exists(5, 5, path)
    assert ("Still completable" in play.status.text()) == expected
    assert ("can no longer be completed" in play.status.text()) == (not expected)


def test_following_hints_finishes_the_tour(qtbot, play) -> None:
    click(qtbot, play, "a1")
    for _ in range(24):
        settled(qtbot, play)
        play.hint_button.click()
        qtbot.waitUntil(lambda: play.model.hint is not None, timeout=20000)
        hint = play.model.hint
        click(qtbot, play, play.model.board.name(hint))
    game = play.model.game
    assert game.complete
    check_tour(5, 5, play.model.board.names(game.path), start="a1")
    assert "Done!" in play.status.text() or "closed tour" in play.status.text()
    assert not play.clock.isActive()


def test_finish_it_for_me_on_6x6_and_a_closed_tour_is_celebrated(qtbot, play) -> None:
    play.board_source = lambda: Board(6, 6)
    play.new_game()
    for name in ["a1", "b3", "a5"]:
        click(qtbot, play, name)
    play.finish_button.click()
    qtbot.waitUntil(lambda: play.model.game.complete, timeout=20000)
    board = play.model.board
    check_tour(6, 6, board.names(play.model.game.path), start="a1")
    assert not play.model.finish_timer.isActive()
    # a closed tour is told apart from an open one
    game = play.model.game
    text = play.status.text()
    assert ("A closed tour!" in text) == game.closed and ("Done!" in text) == (not game.closed)
    assert "You played 2 moves and the program the last 33" in text  # not "you visited all"
    assert ("a closed tour." in text) == game.closed and "an closed" not in text


def test_save_and_reopen_a_game(qtbot, play, tmp_path, monkeypatch) -> None:
    for name in ["a1", "b3", "c5", "d3"]:
        click(qtbot, play, name)
    play.model.undo()
    assert play.save_game(str(tmp_path / "g.json"))
    data = json.loads((tmp_path / "g.json").read_text())
    assert data["moves"] == ["a1", "b3", "c5"] and data["undone"] == ["d3"]
    play.model.restart()
    assert play.open_game(str(tmp_path / "g.json"))
    assert play.model.board.names(play.model.game.path) == ["a1", "b3", "c5"]
    play.model.redo()
    assert play.model.board.names(play.model.game.path)[-1] == "d3"
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: shown.append(a[2])))
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"board": {"rows": 5, "cols": 5}, "moves": ["a1", "a2"]}))
    assert not play.open_game(str(bad)) and "move 2" in shown[-1]
    bad.write_text("{nope")
    assert not play.open_game(str(bad)) and "not valid JSON" in shown[-1]
    assert not play.open_game(str(tmp_path / "missing.json")) and "cannot read" in shown[-1]
    assert play.model.board.names(play.model.game.path)[-1] == "d3"  # nothing lost
    settled(qtbot, play)
    qtbot.waitUntil(lambda: not live_threads(), timeout=5000)


def test_a_game_replays_in_the_explore_tab(qtbot, play) -> None:
    for name in ["a1", "b3", "c5"]:
        click(qtbot, play, name)
    play.replay_button.click()
    window = play.window()
    assert window.tabs.currentIndex() == 0
    assert window.model.board.names(window.model.path) == ["a1", "b3", "c5"]
    assert window.model.cursor == 1
    window.explore.playback.last_action.trigger()
    assert window.explore.view.moves_shown == 3
    settled(qtbot, play)


def test_a_played_game_saved_from_explore_says_by_hand(qtbot, play, tmp_path, monkeypatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    window = play.window()
    for name in ["a1", "b3", "c5"]:
        click(qtbot, play, name)
    assert play.save_game(str(tmp_path / "g.json"))
    assert json.loads((tmp_path / "g.json").read_text())["solver"] == "by hand"
    play.replay_button.click()
    target = tmp_path / "t.json"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    window.export_actions[2].trigger()  # File > Save tour as JSON
    qtbot.waitUntil(lambda: not window.files.saving)
    saved = json.loads(target.read_text())
    assert saved["solver"] == "by hand" and saved["tour"] == ["a1", "b3", "c5"]
    assert window.model.solver != "by hand"  # the next run still uses the chosen solver
    settled(qtbot, play)


def test_play_follows_the_explore_board_between_games(qtbot, play) -> None:
    window = play.window()
    window.explore.controls.rows.setValue(6)
    window.explore.controls.cols.setValue(7)
    # no game under way: the Play tab takes the new board at once
    assert (play.model.board.rows, play.model.board.cols) == (6, 7)
    assert play.view.board == play.model.board
    assert play.board_note.isHidden() and "of 42" in play.moves.text()


def test_a_game_keeps_its_board_and_says_so(qtbot, play, monkeypatch) -> None:
    window = play.window()
    click(qtbot, play, "a1")
    click(qtbot, play, "b3")
    window.explore.controls.rows.setValue(6)
    window.explore.controls.cols.setValue(6)
    assert (play.model.board.rows, play.model.board.cols) == (5, 5)  # the game goes on
    assert play.model.board.names(play.model.game.path) == ["a1", "b3"]
    note = play.board_note.text()
    assert play.board_note.isVisible() and "5x5" in note and "6x6" in note
    assert "New game" in note
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Discard]
    asked: list[str] = []
    monkeypatch.setattr(
        panel_module, "ask_to_save", lambda _p, text: (asked.append(text), answers.pop(0))[1]
    )
    qtbot.mouseClick(play.new_button, Qt.MouseButton.LeftButton)  # Cancel: the game stays
    assert play.model.board.names(play.model.game.path) == ["a1", "b3"]
    assert "(2 squares visited) is not saved" in asked[0]
    qtbot.mouseClick(play.new_button, Qt.MouseButton.LeftButton)  # Discard: a new game
    assert (play.model.board.rows, play.model.board.cols) == (6, 6)
    assert play.board_note.isHidden()
    settled(qtbot, play)


def test_a_finished_game_stays_when_the_board_changes(qtbot, play) -> None:
    window = play.window()
    for name in ["a1", "b3", "a5"]:
        click(qtbot, play, name)
    play.finish_button.click()
    qtbot.waitUntil(lambda: play.model.game.complete, timeout=20000)
    window.explore.controls.rows.setValue(6)
    assert play.model.game.complete and play.model.board.rows == 5  # not thrown away
    assert play.board_note.isVisible()


def test_buttons_stay_put_when_the_board_note_appears(qtbot, play) -> None:
    window = play.window()
    window.tabs.setCurrentWidget(play)
    buttons = [play.new_button, play.restart_button, play.finish_button, play.save_button]
    click(qtbot, play, "a1")
    before = [b.mapTo(window, b.rect().topLeft()) for b in buttons]
    window.explore.controls.rows.setValue(6)
    qtbot.waitUntil(lambda: play.board_note.isVisible())
    assert [b.mapTo(window, b.rect().topLeft()) for b in buttons] == before
    settled(qtbot, play)


def test_an_unsaved_game_is_marked_saved_and_kept_for_the_next_launch(
    qtbot, play, tmp_path, monkeypatch
) -> None:
    from PySide6.QtWidgets import QFileDialog

    from knighttour.gui.main_window import KnightTourApp

    window = play.window()
    assert not window.isWindowModified()
    for name in ["a1", "b3"]:
        click(qtbot, play, name)
    assert window.isWindowModified()  # the title shows a '*'
    target = tmp_path / "g.json"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    monkeypatch.setattr(panel_module, "ask_to_save", lambda *_: QMessageBox.StandardButton.Save)
    qtbot.mouseClick(play.restart_button, Qt.MouseButton.LeftButton)  # Save, then restart
    assert json.loads(target.read_text())["moves"] == ["a1", "b3"]
    assert not play.model.game.started and not window.isWindowModified()
    for name in ["c2", "a3"]:
        click(qtbot, play, name)
    settled(qtbot, play)
    window.close()  # quitting keeps the game for next time
    again = KnightTourApp()
    qtbot.addWidget(again)
    assert again.play.model.board.names(again.play.model.game.path) == ["c2", "a3"]
    assert again.play.model.unsaved and again.isWindowModified()
    assert "from last time" in again.play.message.text()
    again.play.model.set_board(again.play.model.board)
    again.close()


def test_a_message_belongs_to_the_position(qtbot, play) -> None:
    names = ["c2", "b4", "d5", "e3", "c4", "a5", "b3", "d2"]  # lost: a1 can't be entered
    for name in names:
        click(qtbot, play, name)
    play.hint_button.click()  # answered once the worker has judged the position
    qtbot.waitUntil(lambda: "cannot be completed" in play.message.text())
    for _ in range(5):
        qtbot.mouseClick(play.undo_button, Qt.MouseButton.LeftButton)
        assert "cannot be completed" not in play.message.text()
    assert "Took back move 4: e3" in play.message.text()
    settled(qtbot, play)  # the new verdict leaves the message alone
    assert "Took back move 4: e3" in play.message.text()


def test_legal_moves_look_unlike_the_start(qtbot, play) -> None:
    from knighttour.gui.play.shown import LEGAL
    from knighttour.gui.widgets.painting import style

    click(qtbot, play, "a1")
    board = play.model.board
    assert board.parse_square("a1") not in play.view.marks
    colours = {colour.name() for colour, _ in play.view.marks.values()}
    assert colours == {LEGAL.name()}
    for other in (style.START, style.CURRENT):
        hue_gap = abs(LEGAL.hslHue() - other.hslHue()) % 360
        assert min(hue_gap, 360 - hue_gap) >= 60
    play.model.restart()


def test_game_dialogs_start_where_the_last_file_went_and_cancel_does_nothing(
    qtbot, play, tmp_path, monkeypatch
) -> None:
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QFileDialog

    from knighttour.gui.settings import last_folder

    for name in ["a1", "b3"]:
        click(qtbot, play, name)
    target, asked = tmp_path / "g.json", []

    def answer(name: str):
        """A file dialog that notes the folder it starts in and answers name."""

        def dialog(parent, title, start, *rest):
            asked.append(start)
            return name, ""

        return staticmethod(dialog)

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer(str(target)))
    assert play.save_game_as() and last_folder() == str(tmp_path)
    play.model.restart()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", answer(str(target)))
    assert play.open_game_from()
    assert asked[-1] == str(tmp_path)  # the open dialog starts where the save went
    assert play.model.board.names(play.model.game.path) == ["a1", "b3"]
    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer(""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", answer(""))
    assert not play.save_game_as() and not play.open_game_from()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer(str(tmp_path / "g.png")))
    play.export_picture()
    assert not QImage(str(tmp_path / "g.png")).isNull()
    settled(qtbot, play)


def test_the_clock_counts_the_time_played(qtbot, monkeypatch) -> None:
    from types import SimpleNamespace

    from knighttour.gui.play import clock as clock_module

    now = [100.0]
    monkeypatch.setattr(clock_module, "time", SimpleNamespace(monotonic=lambda: now[0]))
    clock = clock_module.GameClock()
    assert clock.interval() == 1000
    assert not clock.counting and clock.elapsed() == 0 and clock.text() == "Time: 0:00"
    clock.count_from_now()
    now[0] += 65
    assert clock.counting and clock.text() == "Time: 1:05"
    clock.start()
    clock.halt()  # the game is over: the time stays, the ticking stops
    now[0] += 100
    assert not clock.counting and not clock.isActive() and clock.elapsed() == 65
    clock.count_from_now()  # on from the time counted
    now[0] += 5
    assert clock.elapsed() == 70
    clock.clear()
    assert not clock.counting and clock.elapsed() == 0


def test_the_clock_waits_at_a_dead_end_and_goes_on_after_an_undo(qtbot, play) -> None:
    play.board_source = lambda: Board(3, 3)
    play.new_game()
    names = ["a1", "b3", "c1", "a2", "c3", "b1", "a3"]
    for name in names:
        click(qtbot, play, name)
    assert play.clock.counting
    click(qtbot, play, "c2")  # every square a knight's move from c2 is taken: stuck
    assert not play.clock.counting and not play.model.position().complete
    stopped_at = play.elapsed()
    assert play.elapsed() == stopped_at  # the time waits with the player
    qtbot.mouseClick(play.undo_button, Qt.MouseButton.LeftButton)
    assert play.clock.counting and play.elapsed() >= stopped_at
    settled(qtbot, play)


def test_a_stuck_game_opened_again_keeps_its_clock_stopped(qtbot, play, tmp_path) -> None:
    """A game saved where the knight had no move left: opened again (or kept for the next
    launch), its clock shows the time played and does not run on."""
    play.board_source = lambda: Board(3, 3)
    play.new_game()
    for name in ["a1", "b3", "c1", "a2", "c3", "b1", "a3", "c2"]:  # stuck on c2
        click(qtbot, play, name)
    assert not play.clock.counting
    play.clock.set_elapsed(30.0)
    assert play.save_game(str(tmp_path / "stuck.json"))
    play.new_game()
    assert play.open_game(str(tmp_path / "stuck.json"))
    settled(qtbot, play)
    assert not play.clock.counting and play.time_label.text() == "Time: 0:30"


def test_a_kept_game_comes_back_with_its_file_and_its_time(qtbot, play, tmp_path) -> None:
    from knighttour.gui.help import TITLE
    from knighttour.gui.main_window import KnightTourApp

    window = play.window()
    for name in ["a1", "b3"]:
        click(qtbot, play, name)
    assert play.save_game(str(tmp_path / "mine.json"))
    click(qtbot, play, "c1")  # played on after the save
    play.clock.set_elapsed(65.0)  # a minute and five seconds of play so far
    play.clock.count_from_now()
    settled(qtbot, play)
    window.close()
    again = KnightTourApp()
    qtbot.addWidget(again)
    try:
        again.tabs.setCurrentWidget(again.play)
        assert again.play.filename == str(tmp_path / "mine.json")
        assert again.windowTitle() == f"mine.json[*] — {TITLE}" and again.isWindowModified()
        assert again.play.elapsed() >= 65.0  # the clock goes on, not from 0:00
    finally:
        again.close()


def test_a_reopened_game_keeps_its_time_and_who_played(qtbot, play, tmp_path) -> None:
    """Finish it for me, save, open again: the tab still says who played which moves, and
    the clock shows the time played, not 0:00."""
    for name in ["a1", "b3"]:
        click(qtbot, play, name)
    qtbot.mouseClick(play.finish_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: play.model.position().complete, timeout=20000)
    settled(qtbot, play)
    said = play.status.text()
    assert "the program the last 23" in said
    play.clock.set_elapsed(75.0)
    assert play.save_game(str(tmp_path / "done.json"))
    play.new_game()
    assert play.open_game(str(tmp_path / "done.json"))
    settled(qtbot, play)
    assert "You played 1 move and the program the last 23" in play.status.text()
    assert play.time_label.text() == "Time: 1:15"


def test_the_onward_tick_comes_back_with_the_game(qtbot, play, tmp_path) -> None:
    kept = str(tmp_path / "last-game.json")
    click(qtbot, play, "a1")
    play.counts.setChecked(True)
    play.keep_for_next_launch(kept)
    play.counts.setChecked(False)
    play.new_game()
    assert play.resume_from_last_launch(kept)
    assert play.counts.isChecked()
    assert all(text.isdigit() for _, text in play.view.marks.values())  # the counts shown


def test_a_finished_tour_is_celebrated_unless_turned_off(qtbot, play) -> None:
    tour = list(FIVE_BY_FIVE)
    play.celebrate.setChecked(False)
    for name in tour:
        click(qtbot, play, name)
    assert play.model.game.complete and not play.celebration.running
    play.celebrate.setChecked(True)
    play.model.restart()
    for name in tour:
        click(qtbot, play, name)
    assert play.celebration.running and "Tour complete" in play.celebration.text()
    qtbot.waitUntil(lambda: not play.celebration.running, timeout=10000)  # it goes by itself


def test_a_screen_reader_hears_the_warning_and_its_lifting_not_every_check(qtbot, play) -> None:
    """Each move is said; the passing "checking…" of each move and the all-clear of a move
    that keeps the tour possible are not; the warning is, and so is its lifting by an undo.
    The oracle decides which positions can still be completed."""
    from knighttour.gui import announce

    play.board_source = lambda: Board(5, 6)
    play.new_game()
    board = play.model.board
    names = ["c2", "b4", "d5"]
    squares = [board.parse_square(n) for n in names]
    assert completion_exists(5, 6, squares)  # still completable after d5 ...
    assert not completion_exists(5, 6, [*squares, board.parse_square("e3")])  # ... not after e3
    announce.heard.clear()  # (it keeps the last 100: a mark into it would not hold)
    named = []
    for name in names:
        click(qtbot, play, name)
        settled(qtbot, play)
        named.append(play.view.accessibleName())
    announce.flush()
    quiet = list(announce.heard)
    # each move is said: by its line, or by the board's new name when the board has the focus
    # (a screen reader speaks the focused board's new name: the line would say it twice)
    for name, board_name in zip(names, named, strict=True):
        assert any(name in t for t in quiet) or board_name.startswith(name), (name, board_name)
    assert not any("checking" in t or "Still completable" in t for t in quiet), quiet
    click(qtbot, play, "e3")
    settled(qtbot, play)
    qtbot.waitUntil(lambda: any("can no longer be completed" in t for t in announce.heard))
    announce.heard.clear()
    qtbot.keyClick(play.window(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settled(qtbot, play)
    qtbot.waitUntil(lambda: any("Still completable" in t for t in announce.heard))
    assert not any("checking" in t for t in announce.heard)


def test_finish_it_for_me_plays_a_large_board_out_in_a_few_seconds_and_esc_stops_it(
    qtbot, play, window
) -> None:
    """On 60x60 (3,600 squares) the moves left are played in batches, the whole in at most
    FINISH_TICKS ticks (a move a tick took two minutes here, hours on a million squares);
    while it plays, the toolbar's Stop is lit and Esc stops it: the game goes on by hand."""
    from knighttour.gui.play.model import FINISH_TICKS

    play.board_source = lambda: Board(60, 60)
    play.new_game()
    window.tabs.setCurrentWidget(play)
    click(qtbot, play, "a1")
    settled(qtbot, play)
    assert not window.stop_action.isEnabled()  # nothing to stop yet
    play.finish_button.click()
    qtbot.waitUntil(lambda: play.model.finishing and window.stop_action.isEnabled())
    qtbot.waitUntil(lambda: len(play.model.game.path) > 1)
    qtbot.waitUntil(lambda: play.model.game.complete, timeout=FINISH_TICKS * 200)
    assert len(play.model.game.path) == 3600 and not play.model.finishing
    check_tour(60, 60, play.model.board.names(play.model.game.path), start="a1")
    assert not window.stop_action.isEnabled()
    # again, stopped half way with Esc (Search > Stop)
    play.new_game()
    click(qtbot, play, "a1")
    settled(qtbot, play)
    play.finish_button.click()
    qtbot.waitUntil(lambda: len(play.model.game.path) > 100)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not play.model.finishing)
    played = len(play.model.game.path)
    assert 100 < played < 3600 and not play.model.finish_timer.isActive()
    assert "Stopped." in play.message.text()
    assert not window.stop_action.isEnabled()


def test_an_undecided_verdict_is_shown_not_said_after_a_move(qtbot, play) -> None:
    """ "Not sure yet: …" broke into the next square a blind pupil typed, and said nothing
    they could act on: shown (Tab reads it), said only when an undo lifts a warning."""
    from knighttour.core.play.game import Verdict
    from knighttour.gui import announce

    click(qtbot, play, "a1")
    settled(qtbot, play)
    announce.flush()
    before = list(announce.heard)
    play._verdict_changed(Verdict("unsure", "no answer within 20,000,000 moves of searching"))
    announce.flush()
    assert "Not sure yet" in play.status.text() and announce.heard == before
    play._verdict_changed(Verdict("dead", "h8 is lost"))
    play._verdict_changed(Verdict("unsure", "no answer within 20,000,000 moves of searching"))
    announce.flush()
    assert any("Not sure yet" in t for t in announce.heard[len(before) :])


def test_a_game_saved_without_a_suffix_gets_json() -> None:
    from knighttour.gui.play.game_files import with_suffix

    assert with_suffix("mygame", "json") == "mygame.json"
    assert with_suffix("mygame.json", "json") == "mygame.json"
    assert with_suffix("", "json") == ""
