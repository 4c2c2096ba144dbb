"""Worksheets for a class (core/play/worksheets.py, gui/explore/worksheet_set.py): a sheet
for every pupil, different starts when asked, the answer key's tours checked by the
independent oracle, the PDF's pages counted; and a printed page shows only what it is asked
to show (no chosen square, no cursor), checked pixel by pixel."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest
from gui_helpers import click_square, set_size, wait_done
from oracle import check_tour, tour_exists
from PySide6.QtGui import QColor

from knighttour.core.board.board import Board
from knighttour.core.play import worksheets
from knighttour.core.play.worksheets import WorksheetError, choose_starts, tour_from, worksheet_set
from knighttour.gui import printing
from knighttour.gui.explore.worksheet_set import WorksheetDialog, sheet_pages
from knighttour.gui.widgets.board_view import CHOSEN_RING


def test_each_pupil_has_a_start_and_a_tour_that_starts_there() -> None:
    board = Board(5, 5)
    sheets = worksheet_set(board, 30, seed=3)
    assert [s.pupil for s in sheets] == list(range(1, 31))
    starts = [s.start for s in sheets]
    # 5x5: tours start only on the corners' colour (13 squares); all of them before repeats
    assert len(set(starts[:13])) == 13 and set(starts) == set(starts[:13])
    for s in sheets:
        check_tour(5, 5, board.names(s.tour), start=board.name(s.start))


def test_one_start_for_all_or_a_clear_refusal() -> None:
    board = Board(5, 5)
    assert choose_starts(board, 4, board.parse_square("c3")) == [12] * 4
    with pytest.raises(WorksheetError, match="b1"):
        choose_starts(board, 4, board.parse_square("b1"))  # the colour argument
    with pytest.raises(WorksheetError, match="4x4"):
        worksheet_set(Board(4, 4), 2)  # no tour at all
    with pytest.raises(WorksheetError):
        choose_starts(board, 0, None)


#: 5x5's squares a tour starts from, found by the oracle's brute force (the corners' colour)
STARTS_5X5 = [s for s in range(25) if tour_exists(5, 5, s)]


def _shuffled(squares: list[int], seed: int, pupils: int) -> list[int]:
    """The starts the worksheets promise: the squares a tour starts from, in board order,
    shuffled by Python's random.Random(seed), dealt out in turn."""
    order = list(squares)
    random.Random(seed).shuffle(order)
    return [order[i % len(order)] for i in range(pupils)]


def test_the_same_seed_deals_the_same_starts_and_the_default_seed_is_0() -> None:
    """A set made again (the same seed) gives every pupil the same start, so the answer key
    printed last week still fits; the seed is 0 unless one is given."""
    board = Board(5, 5)
    assert len(STARTS_5X5) == 13
    for seed in (0, 1, 7):
        expected = _shuffled(STARTS_5X5, seed, 15)
        assert choose_starts(board, 15, None, seed) == expected
        assert [s.start for s in worksheet_set(board, 15, seed=seed)] == expected
    assert choose_starts(board, 15, None) == _shuffled(STARTS_5X5, 0, 15)
    assert [s.start for s in worksheet_set(board, 15)] == _shuffled(STARTS_5X5, 0, 15)
    assert _shuffled(STARTS_5X5, 0, 15) != _shuffled(STARTS_5X5, 1, 15)  # the seed matters


def test_one_pupil_is_a_set_none_is_refused_with_why() -> None:
    board = Board(5, 5)
    (start,) = choose_starts(board, 1, None)
    assert start in STARTS_5X5
    (sheet,) = worksheet_set(board, 1)
    assert sheet.pupil == 1 and sheet.start == start
    check_tour(5, 5, board.names(sheet.tour), start=board.name(start))
    for pupils in (0, -3):
        with pytest.raises(WorksheetError) as refused:
            choose_starts(board, pupils, None)
        assert str(refused.value) == "a set needs at least one pupil"


def test_one_start_for_every_pupil_when_a_start_is_given() -> None:
    board = Board(5, 5)
    sheets = worksheet_set(board, 3, start=board.parse_square("c3"), seed=5)
    assert [(s.pupil, board.name(s.start)) for s in sheets] == [(1, "c3"), (2, "c3"), (3, "c3")]
    for s in sheets:
        check_tour(5, 5, board.names(s.tour), start="c3")


def test_a_board_with_no_tour_is_refused_with_the_open_tour_theorem() -> None:
    """4x4 has no open tour (Conrad et al. 1994): the refusal says that, not the closed
    tours' reason (Schwenk's), which a worksheet never asks for."""
    with pytest.raises(WorksheetError) as refused:
        worksheet_set(Board(4, 4), 2)
    assert str(refused.value) == (
        "No open tour exists on 4x4: 4x4 has no Hamiltonian path "
        "(Cull and De Curtins 1978; Conrad et al. 1994)."
    )


def test_a_board_with_every_square_removed_has_no_start() -> None:
    empty = replace(Board(3, 3), holes=frozenset(range(9)))
    with pytest.raises(WorksheetError) as refused:
        worksheet_set(empty, 2)
    assert str(refused.value) == "no tour starts on any square of this board"


def test_progress_counts_each_pupil_done_out_of_the_class() -> None:
    told: list[tuple[int, int]] = []
    worksheet_set(Board(5, 5), 4, progress=lambda done, pupils: told.append((done, pupils)))
    assert told == [(1, 4), (2, 4), (3, 4), (4, 4)]


def test_a_stop_ends_the_set_naming_the_start_and_starts_no_other_search(monkeypatch) -> None:
    board = Board(5, 5)
    made = _record_solvers(monkeypatch)
    with pytest.raises(WorksheetError) as refused:
        tour_from(board, board.parse_square("c3"), stop=lambda: True)
    assert str(refused.value) == "no tour from c3 was found in time"
    assert made == ["auto"]  # stopped: the exact search is not started after it
    with pytest.raises(WorksheetError) as refused:
        worksheet_set(board, 3, start=board.parse_square("a5"), stop=lambda: True)
    assert str(refused.value) == "no tour from a5 was found in time"


def _record_solvers(monkeypatch) -> list[str]:
    """The solvers worksheets starts, in order (each search made as before)."""
    from knighttour.core.solve import pipeline

    made: list[str] = []
    real = pipeline.search_of

    def spy(asked, *args, **kwargs):
        made.append(asked.solver)
        return real(asked, *args, **kwargs)

    monkeypatch.setattr(pipeline, "search_of", spy)
    return made


def test_exact_backtracking_answers_where_the_automatic_solver_gives_up(monkeypatch) -> None:
    """On 7x7 from f4 the automatic solver needs more than 100 moves, Warnsdorff's order
    with backtracking 48 (one a square, no step back): with 100 moves to spend, the answer
    key's tour is the second's, checked by the oracle; with 10, neither finds one and the
    refusal names the square."""
    board = Board(7, 7)
    f4 = board.parse_square("f4")
    made = _record_solvers(monkeypatch)
    monkeypatch.setattr(worksheets, "TOUR_STEPS", 100)
    tour = tour_from(board, f4)
    check_tour(7, 7, board.names(tour), start="f4")
    assert made == ["auto", "warnsdorff-backtracking"]
    made.clear()
    monkeypatch.setattr(worksheets, "TOUR_STEPS", 10)
    with pytest.raises(WorksheetError) as refused:
        tour_from(board, f4)
    assert str(refused.value) == "no tour from f4 was found in time"
    assert made == ["auto", "warnsdorff-backtracking"]


def test_no_tour_from_a_square_with_none_is_refused_after_both_searches() -> None:
    """3x4 has open tours, but none from b2 (the oracle's brute force): both searches end
    with no tour, and the refusal names b2."""
    board = Board(3, 4)
    b2 = board.parse_square("b2")
    assert not tour_exists(3, 4, b2)
    with pytest.raises(WorksheetError) as refused:
        tour_from(board, b2)
    assert str(refused.value) == "no tour from b2 was found in time"


@pytest.fixture
def french():
    from knighttour.gui import i18n

    i18n.install("fr")
    yield
    i18n.install("en")


def test_the_refusals_are_in_the_teachers_language(french) -> None:
    """The window in French: each refusal in the French of the translation file."""
    board = Board(5, 5)
    with pytest.raises(WorksheetError) as refused:
        choose_starts(board, 0, None)
    assert str(refused.value) == "une série de fiches demande au moins un élève"
    with pytest.raises(WorksheetError) as refused:
        choose_starts(replace(Board(3, 3), holes=frozenset(range(9))), 2, None)
    assert str(refused.value) == "aucun parcours ne part d'aucune case de cet échiquier"
    with pytest.raises(WorksheetError) as refused:
        tour_from(board, board.parse_square("c3"), stop=lambda: True)
    assert str(refused.value) == "aucun parcours depuis c3 n'a été trouvé à temps"


def _pdf_pages(path) -> int:
    return len(re.findall(rb"/Type\s*/Page[^s]", path.read_bytes()))


def test_a_class_set_for_25_pupils_as_one_pdf(qtbot, window, tmp_path) -> None:
    """25 pupils, a different start each, 4 boards a page: 7 pages of worksheets, then 7 of
    answers; the pages drawn hold the tours checked above."""
    dialog = WorksheetDialog(Board(8, 8), None, window.settings, window)
    qtbot.addWidget(dialog)
    dialog.make_now(25, None, 4)
    assert len(dialog.sheets) == 25 and len({s.start for s in dialog.sheets}) == 25
    for s in dialog.sheets:
        check_tour(8, 8, Board(8, 8).names(s.tour), start=Board(8, 8).name(s.start))
    assert len(dialog.pages) == 14
    from PySide6.QtWidgets import QDialogButtonBox

    buttons = QDialogButtonBox.StandardButton
    assert dialog.buttons.button(buttons.Cancel) is not None  # nothing made yet: Cancel
    assert dialog.export_pdf(str(tmp_path / "class.pdf"))
    assert _pdf_pages(tmp_path / "class.pdf") == 14
    # saved: nothing is left to cancel, the button closes
    assert dialog.buttons.button(buttons.Cancel) is None
    assert dialog.buttons.button(buttons.Close) is not None
    key = dialog.pages[7][0]
    assert key[0].startswith("Answer key, worksheet 1") and key[1].cursor == 64
    sheet = dialog.pages[0][0]
    assert sheet[0].startswith("Worksheet 1:") and sheet[1].cursor == 1  # only the start


def test_a_worksheet_page_has_no_mark_it_was_not_asked_for(qtbot, window) -> None:
    """The issue's steps: 5x5, click c3, click e5 (chosen as the next start, ringed blue
    on screen), then the worksheet page: no blue ring on paper, the start green like on
    screen (not the red of a current square), and only the start numbered."""

    set_size(window, 5, 5)
    click_square(qtbot, window.explore.view, "c3")
    wait_done(qtbot, window)
    click_square(qtbot, window.explore.view, "e5")
    assert window.explore.view.selected == window.model.board.parse_square("e5")
    painter = window.pages.painter(moves=1)
    image = printing.page_image(painter, window.pages.page_title(shown=1))
    blue = QColor(CHOSEN_RING)
    near_blue = 0
    reds = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            gap = abs(c.red() - blue.red()) + abs(c.green() - blue.green())
            if gap + abs(c.blue() - blue.blue()) < 60:
                near_blue += 1
            hue = c.hslHue()
            if c.hslSaturation() > 80 and (hue < 20 or hue > 340) and c.lightness() < 230:
                reds += 1
    assert near_blue == 0, "the chosen square's ring was printed"
    assert reds == 0, "the start is drawn as a current square (red)"


def test_the_preview_shows_every_page_whole_then_zoomed(qtbot, window) -> None:
    from knighttour.gui.widgets.preview import PreviewDialog

    sheets = worksheet_set(Board(6, 6), 3)
    pages = sheet_pages(sheets, Board(6, 6), 2, window.font())
    images = printing.sheet_images(pages, "Name: ____")
    dialog = PreviewDialog(images, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert len(images) == 4 and dialog.where.text() == "1 of 4"
    whole = dialog.shown_size()
    assert whole.height() <= dialog.scroller.viewport().height()  # the whole page fits
    dialog.zoom.setCurrentIndex(dialog.zoom.findData(200))
    assert dialog.shown_size().width() == images[0].width() * 2
    dialog.turn(1)
    dialog.turn(5)
    assert dialog.where.text() == "4 of 4" and not dialog.next_button.isEnabled()


def test_the_name_line_is_on_the_sheets_not_on_the_answer_key(qtbot, window) -> None:
    """A page drawn with and without the name and date line: the pupils' sheets differ,
    the answer key's pages are the same (nobody writes a name on the key)."""
    sheets = worksheet_set(Board(5, 5), 2)
    pages = sheet_pages(sheets, Board(5, 5), 2, window.font())
    assert len(pages) == 2  # the two sheets, then the key
    named = printing.sheet_images(pages, "Name: ________  Date: ________")
    plain = printing.sheet_images(pages, "")
    assert named[0] != plain[0]
    assert named[1] == plain[1]


def test_a_long_task_wraps_onto_more_lines_above_its_board(qtbot, window) -> None:
    """Four boards a page and a task of four lines (a longer language): the board starts
    below the task's last line (it was clipped to two lines, the rest lost)."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter

    sheets = worksheet_set(Board(5, 5), 4)
    (page,) = sheet_pages(sheets, Board(5, 5), 4, window.font(), answer_key=False)
    long_task = "Numérote " + "les cases dans l'ordre où le cavalier les visite " * 12 + "FIN"
    page = [(long_task, painter) for _, painter in page]
    image = QImage(800, 1100, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    with QPainter(image) as p:
        font = QFont(window.font())
        font.setPointSizeF(11)  # the task's size with four boards a page
        p.setFont(font)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        text = p.boundingRect(QRectF(0, 0, (800 - 18) / 2, 10_000), flags, long_task)
        assert text.height() > 3 * p.fontMetrics().height() * 1.5  # past the two lines kept
        printing.paint_sheets(p, QRectF(0, 0, 800, 1100), page, "")

    # a dark square, ink-light: a run of one light grey, not a letter's grey edge
    def has_square(y: int) -> bool:
        run, last = 0, None
        for x in range(391):
            c = image.pixelColor(x, y)
            grey = c.hslSaturation() == 0 and 200 <= c.lightness() < 250
            run = run + 1 if grey and c == last else (1 if grey else 0)
            last = c
            if run >= 12:
                return True
        return False

    board_top = next(y for y in range(1100) if has_square(y))
    assert board_top >= text.bottom()
