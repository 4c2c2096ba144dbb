"""gui/explore/tour_files.py (with gui/export.py): File > Open tour, the saves and the
exports, as a user does them; a failure is a message, never a traceback, and changes nothing."""

from __future__ import annotations

import json

import numpy as np
from gui_helpers import solve
from oracle import check_tour
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import (
    QFileDialog,
    QMessageBox,
)

from knighttour.core.board.board import Board
from knighttour.core.files import formats
from knighttour.core.solve.catalogue import make_search
from knighttour.core.solve.run_loop import Drive
from knighttour.core.solve.search import RUNNING
from knighttour.gui.worker_base import live_threads


def test_exports_write_readable_files(qtbot, window, tmp_path, monkeypatch) -> None:
    window.explore.controls.rows.setValue(6)
    window.explore.controls.cols.setValue(6)
    solve(qtbot, window, "b2")
    names: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (names.pop(0), ""))
    )
    names[:] = [
        str(tmp_path / "t.png"),
        str(tmp_path / "t.svg"),
        str(tmp_path / "t.json"),
        str(tmp_path / "t"),
    ]
    window.pages.export_png()
    window.pages.export_svg()
    window.files.save_json()
    window.files.save_text()
    qtbot.waitUntil(lambda: not window.files.saving)
    image = QImage(str(tmp_path / "t.png"))
    assert not image.isNull() and image.width() > 500
    svg = (tmp_path / "t.svg").read_text()
    assert "<svg" in svg and "</svg>" in svg
    data = json.loads((tmp_path / "t.json").read_text())
    assert data["board"] == {"rows": 6, "cols": 6} and data["start"] == "b2"
    check_tour(6, 6, data["tour"], start="b2")
    header, *text = (tmp_path / "t.txt").read_text().splitlines()
    assert header.startswith("# knighttour tour v1 board=6x6") and text == data["tour"]
    window.files.copy_tour()
    qtbot.waitUntil(lambda: QGuiApplication.clipboard().text().split() == data["tour"])
    assert "Copied the tour to the clipboard: 36 squares" in window.statusBar().currentMessage()


def test_export_failure_is_a_message_not_a_traceback(qtbot, window, tmp_path, monkeypatch) -> None:
    solve(qtbot, window, "a1")
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        staticmethod(lambda *a, **k: (str(tmp_path / "no" / "such.json"), "")),
    )
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: shown.append(a[2])))
    window.files.save_json()
    qtbot.waitUntil(lambda: bool(shown))
    assert "could not write" in shown[0].lower()


def test_open_tour_files(qtbot, window, tmp_path, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: shown.append(a[2])))
    search = make_search(Board(5, 6), 0, "auto")
    while search.status == RUNNING:
        search.advance(1 << 20)
    names = Board(5, 6).names(search.path())
    good = tmp_path / "good.json"
    good.write_text(json.dumps({"board": {"rows": 5, "cols": 6}, "tour": names}))
    assert window.files.load_tour_file(str(good))
    assert (window.model.board.rows, window.model.board.cols) == (5, 6)
    assert window.model.cursor == 30 and "valid" in window.statusBar().currentMessage()
    bad = tmp_path / "bad.txt"
    bad.write_text(" ".join([*names[:3], names[5], *names[4:]]))
    assert not window.files.load_tour_file(str(bad))
    assert "is not a tour of the" in shown[-1] and "move 3" in shown[-1]
    for content in ("{broken", "zz99 a1", "\x00\x01binary"):
        bad.write_bytes(content.encode("latin-1"))
        assert not window.files.load_tour_file(str(bad))
    (tmp_path / "bin").write_bytes(b"\xff\xfe\x00")
    assert not window.files.load_tour_file(str(tmp_path / "bin"))
    assert not window.files.load_tour_file(str(tmp_path / "missing.txt"))
    assert len(shown) == 6
    # nothing was lost: the good tour is still shown
    board = window.model.board
    assert window.model.cursor == 30 and (board.rows, board.cols) == (5, 6)


def test_open_a_tour_of_a_variant_board(qtbot, window, tmp_path, monkeypatch) -> None:
    import contextlib
    import io

    from knighttour.cli import main

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: shown.append(a[2])))
    out = tmp_path / "zebra.json"
    with contextlib.redirect_stdout(io.StringIO()) as buffer:
        assert (
            main(
                [
                    "solve",
                    "7",
                    "--start",
                    "a1",
                    "--leaper",
                    "zebra",
                    "--wrap",
                    "torus",
                    "--holes",
                    "d4",
                    "--json",
                ]
            )
            == 0
        )
    out.write_text(buffer.getvalue())
    assert window.files.load_tour_file(str(out)), shown
    board = window.model.board
    assert (
        board.leaper == (2, 3)
        and board.wrap == "torus"
        and board.names(sorted(board.holes)) == ["d4"]
    )
    assert window.model.cursor == 48
    out.write_text(
        json.dumps({"board": {"rows": 4, "cols": 4, "layers": 2}, "tour": ["a1:1", "b3:1"]})
    )
    assert not window.files.load_tour_file(str(out))
    assert "is not a tour of the" in shown[-1] and "visits 2 of 32" in shown[-1]


def test_open_tour_reads_on_a_worker_and_cancel_drops_it(
    qtbot, window, tmp_path, monkeypatch
) -> None:
    """File > Open tour as a user does it: the file is read on a worker thread, the window
    shows it when done; a second open replaces the first, and Cancel drops a read."""
    board = Board(6, 6)
    search = make_search(board, 0, "auto")
    Drive().run(search)
    names = board.names(search.path())
    check_tour(6, 6, names, start="a1")
    path = tmp_path / "six.txt"
    path.write_bytes(
        formats.tour_text_bytes(
            board, np.array([board.parse_square(n) for n in names]), closed=False
        )
    )
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), ""))
    )
    window.open_action.trigger()
    assert window.files.opening
    qtbot.waitUntil(lambda: not window.files.opening, timeout=10000)
    assert (window.model.board.rows, window.model.board.cols) == (6, 6)
    assert len(window.model.path) == 36
    window.model.set_board(Board(5, 5))
    window.files.open_in_background(str(path))
    window.files.cancel_opening()
    qtbot.waitUntil(lambda: not live_threads(), timeout=10000)
    assert window.model.board == Board(5, 5) and len(window.model.path) == 0


def test_a_refused_open_leaves_no_reading_message(qtbot, window, tmp_path, monkeypatch) -> None:
    """The status bar said 'Reading bad.json…' after the refusal had been read and closed."""
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json")
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warnings.append(a[2]))
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(bad), ""))
    )
    window.open_action.trigger()
    assert window.statusBar().currentMessage().startswith("Reading bad.json")
    qtbot.waitUntil(lambda: not window.files.opening and bool(warnings), timeout=10000)
    assert window.statusBar().currentMessage() == "bad.json was not opened."
    window.files.open_in_background(str(bad))
    window.files.cancel_opening()
    assert window.statusBar().currentMessage() == "Stopped reading bad.json."
    qtbot.waitUntil(lambda: not live_threads(), timeout=10000)


def test_print_preview_and_a_pdf_worksheet(qtbot, window, tmp_path, monkeypatch) -> None:
    from knighttour.gui.widgets.preview import PreviewDialog

    solve(qtbot, window, "c3")
    shown: list[PreviewDialog] = []

    def preview(dialog: PreviewDialog) -> int:
        """The preview as a user sees it: the page, then Export PDF pressed."""
        shown.append(dialog)
        dialog.pdf_button.click()
        return 1

    monkeypatch.setattr(PreviewDialog, "exec", preview)
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(tmp_path / "w"), ""))
    )
    window.pages.print_preview()
    page = shown[0].pages[0]
    assert page.width() > 700 and page.height() > 1000  # an A4 page
    shown_page = shown[0].page.pixmap()
    assert 0 < shown_page.width() <= page.width()  # the whole page fitted at first
    # ink-light: the dark squares print light grey, not the screen's brown
    colours = {
        page.pixelColor(x, y).name()
        for x in range(0, page.width(), 7)
        for y in range(0, page.height(), 7)
    }
    assert "#d4d4d4" in colours and "#b88a62" not in colours
    pdf = tmp_path / "w.pdf"
    assert pdf.read_bytes().startswith(b"%PDF") and pdf.stat().st_size > 2000
    assert "Saved" in window.statusBar().currentMessage()


def test_a_worksheet_pdf_numbers_only_the_start(qtbot, window, tmp_path, monkeypatch) -> None:
    """File > Export worksheet PDF: whatever move the playback shows, the page has the start
    numbered and the task written; the preview fits the screen."""
    from knighttour.gui import printing
    from knighttour.gui.widgets.preview import PreviewDialog

    solve(qtbot, window, "c3")
    drawn: list[tuple[int, str]] = []
    real = printing.save_pdf

    def save_pdf(board_painter, filename, title):
        drawn.append((board_painter.cursor, title))
        real(board_painter, filename, title)

    monkeypatch.setattr(printing, "save_pdf", save_pdf)
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(tmp_path / "ws"), ""))
    )
    action = next(
        a for a in window.menuBar().actions()[0].menu().actions() if "worksheet" in a.text()
    )
    action.trigger()
    assert drawn == [
        (
            1,
            "Worksheet: a knight's tour of 8x8 from c3. Number the squares 2, 3, 4 and so on, "
            "in the order the knight visits them.",
        )
    ]
    assert (tmp_path / "ws.pdf").read_bytes().startswith(b"%PDF")
    dialog = PreviewDialog(printing.page_image(window.explore.view.painter_for(), "t"), window)
    room = window.screen().availableGeometry()
    assert dialog.height() <= room.height() and dialog.width() <= room.width()
    dialog.deleteLater()
