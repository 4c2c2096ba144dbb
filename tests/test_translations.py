"""The window in French, German and Spanish: every visible string of a built window is
translated (names, numbers and square names aside), the Help's texts and the core's
sentences too, numbers follow the locale, and the translation files are complete and up to
date with the code."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QTabWidget,
    QWidget,
)

from knighttour.core import words
from knighttour.core.board.board import Board
from knighttour.core.board.verdict import tour_impossible
from knighttour.gui import help as help_texts
from knighttour.gui import i18n

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("fr", "de", "es")
#: words that are the same in every language: names, units, file kinds, keys
SAME = {
    "knight's",
    "tour",
    "explorer",
    "warnsdorff",
    "warnsdorff's",
    "pohl",
    "pohl's",
    "roth",
    "roth's",
    "squirrel",
    "cull",
    "csv",
    "json",
    "png",
    "svg",
    "pdf",
    "dask",
    "qt",
    "pyside6",
    "numba",
    "numpy",
    "python",
    "mit",
    "english",
    "français",
    "deutsch",
    "español",
    "ctrl",
    "shift",
    "tab",
    "enter",
    "home",
    "end",
    "space",
    "esc",
    "tcp",
    "local",
    "ms",
    "µs",
    "max",
    "spelchan",
    "parberry",
    "liang",
    "petrescu",
    "ganzfried",
    "schwenk",
    "knuth",
    "mckay",
}


#: words spelt the same in English and in one of the languages (nothing to translate)
SAME_IN = {"fr": {"pause"}, "de": set(), "es": set()}


def words_of(text: str, language: str = "") -> list[str]:
    """The words of a visible text a reader would want in their language: without tags,
    fields, &-letters, square names (c3, b2:3), numbers and the names in SAME (and those
    the language spells as English does)."""
    text = re.sub(r"<[^>]+>", " ", text).replace("&&", "").replace("&", "")
    text = re.sub(r"\{\w*\}", " ", text)
    found = re.findall(r"[A-Za-zÀ-ÿ'’]+", text)
    return [
        w
        for w in found
        if len(w) > 2
        and not re.fullmatch(r"[a-z]{1,2}\d*", w)
        and w.lower() not in SAME | SAME_IN.get(language, set())
    ]


def visible_texts(window: QWidget) -> list[tuple[str, str]]:
    """(where, text) of every text a person reads in the window, in a fixed order."""
    out: list[tuple[str, str]] = []

    def add(where: str, text: str | None) -> None:
        if text and text.strip():
            out.append((where, text))

    for widget in [window, *window.findChildren(QWidget)]:
        name = type(widget).__name__
        add(f"{name} tip", widget.toolTip())
        add(f"{name} accessible", widget.accessibleName())
        if isinstance(widget, (QLabel, QAbstractButton)):
            add(f"{name} text", widget.text())
        if isinstance(widget, QLineEdit):
            add(f"{name} placeholder", widget.placeholderText())
        if isinstance(widget, QComboBox):
            for i in range(widget.count()):
                add(f"{name} item", widget.itemText(i))
        if isinstance(widget, QListWidget):
            for i in range(widget.count()):
                add(f"{name} item", widget.item(i).text())
                add(f"{name} item tip", widget.item(i).toolTip())
        if isinstance(widget, QTabWidget):
            for i in range(widget.count()):
                add("tab", widget.tabText(i))
                add("tab tip", widget.tabToolTip(i))
        if isinstance(widget, QGroupBox):
            add("group", widget.title())
        if isinstance(widget, QMenu):
            add("menu", widget.title())
    for action in window.findChildren(QAction):
        add("action", action.text())
        add("action tip", action.statusTip())
    return out


def build(qtbot, tmp_path, language: str):
    from knighttour.gui.main_window import KnightTourApp

    i18n.install(language)
    settings = QSettings(str(tmp_path / f"{language}.ini"), QSettings.Format.IniFormat)
    window = KnightTourApp(settings=settings)
    qtbot.addWidget(window)
    return window


@pytest.fixture
def english_afterwards():
    yield
    i18n.install("en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_visible_string_of_the_window_is_translated(
    qtbot, tmp_path, language, english_afterwards
) -> None:
    english = visible_texts(build(qtbot, tmp_path, "en"))
    foreign = visible_texts(build(qtbot, tmp_path, language))
    assert [w for w, _ in english] == [w for w, _ in foreign]  # the same window, built twice
    untranslated = [
        (where, e)
        for (where, e), (_, f) in zip(english, foreign, strict=True)
        if e == f and words_of(e, language)
    ]
    assert not untranslated, f"{len(untranslated)} untranslated, e.g. {untranslated[:8]}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_help_the_glossary_and_the_cores_sentences_are_translated(
    language, english_afterwards
) -> None:
    from PySide6.QtCore import QCoreApplication

    i18n.install(language)
    translate = QCoreApplication.translate
    assert translate("Help", help_texts.HOW_TO_USE) != help_texts.HOW_TO_USE
    for _word, text in help_texts.GLOSSARY:
        assert translate("Glossary", text) != text, text
    # a theorem's answer, in the teacher's language; square names stay as they are
    why = tour_impossible(Board(5, 5), Board(5, 5).parse_square("b1"), False)
    i18n.install("en")
    english = tour_impossible(Board(5, 5), Board(5, 5).parse_square("b1"), False)
    assert why != english and "b1" in why
    assert words._translator is None  # English needs none


@pytest.mark.parametrize(
    "language, written", [("en", "1,234,567"), ("fr", "1\u202f234\u202f567"), ("de", "1.234.567")]
)
def test_numbers_follow_the_locale(language, written, english_afterwards) -> None:
    i18n.install(language)
    assert i18n.number(1234567).replace("\xa0", "\u202f") == written
    # the core's sentences too (a step limit, Play's "no answer within ... moves")
    from knighttour.core.solve.run_loop import limit_reason

    assert written in limit_reason(1234567).replace("\xa0", "\u202f")


def test_the_command_lines_numbers_stay_grouped_by_commas(english_afterwards) -> None:
    """With no window (the command line, the library) the core writes 1,234,567."""
    from knighttour.core import words
    from knighttour.core.solve.run_loop import limit_reason

    words.set_number_format(None)
    assert "1,234,567" in limit_reason(1234567)


def test_the_translation_files_are_complete_and_their_qm_up_to_date(tmp_path) -> None:
    """scripts/translations.py --check: every string of the code is in each .ts, finished,
    its fields and tags kept; and each .qm is what lrelease makes of its .ts."""
    check = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "translations.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert check.returncode == 0, check.stdout + check.stderr
    sys.path.insert(0, str(ROOT / "scripts"))
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import fill_translations
        import translations
    finally:
        del sys.path[:2]
    folder = ROOT / "knighttour" / "resources" / "translations"
    for code in LANGUAGES:
        ts = folder / f"knighttour_{code}.ts"
        assert fill_translations.problems(ts) == []
        made = tmp_path / f"{code}.qm"
        translations.lrelease(ts, made)
        assert made.read_bytes() == (folder / f"knighttour_{code}.qm").read_bytes()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_fits_an_800_by_600_projector(
    qtbot, tmp_path, language, english_afterwards
) -> None:
    """Longer words never widen the window past a projector's 800 pixels: every tab, with
    More options open, in every language shipped."""
    window = build(qtbot, tmp_path, language)
    window.show()
    window.explore.controls.more.setChecked(True)
    window.count.more.setChecked(True)
    for i in range(window.tabs.count()):
        window.tabs.setCurrentIndex(i)
        qtbot.waitUntil(window.tabs.widget(i).isVisible)
        hint = window.minimumSizeHint()
        assert hint.width() <= 800 and hint.height() <= 600, (window.tabs.tabText(i), hint)


@pytest.mark.parametrize("language", ["en", *LANGUAGES])
def test_no_two_access_keys_share_a_letter_on_a_tab(
    qtbot, tmp_path, language, english_afterwards
) -> None:
    """Alt and a letter goes to one place: on each tab (More options open), the menus' and
    the visible labels' and buttons' underlined letters differ, in every language."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    window = build(qtbot, tmp_path, language)
    window.show()
    window.explore.controls.more.setChecked(True)
    window.count.more.setChecked(True)
    menus = [action.text() for action in window.menuBar().actions()]
    for i in range(window.tabs.count()):
        window.tabs.setCurrentIndex(i)
        tab = window.tabs.widget(i)
        qtbot.waitUntil(tab.isVisible)
        shown = [w for kind in (QLabel, QAbstractButton) for w in tab.findChildren(kind)]
        texts = menus + [w.text() for w in shown if w.isVisible()]
        letters: dict[str, list[str]] = {}
        for text in texts:
            found = re.search(r"&([^&\s])", text.replace("&&", ""))
            if found:
                letters.setdefault(found.group(1).lower(), []).append(text)
        shared = {k: v for k, v in letters.items() if len(v) > 1}
        assert not shared, (window.tabs.tabText(i), shared)


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("en", "1 of 64 squares", "2 of 64 squares"),
        ("fr", "1 case sur 64", "2 cases sur 64"),
        ("de", "1 von 64 Feldern", "2 von 64 Feldern"),
    ],
)
def test_a_count_takes_its_plural_form_from_the_translator(qtbot, language, one, two) -> None:
    """Plurals go through tr with the number (French: "1 case sur 64", never "1 cases");
    English has its plural forms too ("1 move a second")."""
    from knighttour.gui.explore.counters import RunCounters

    i18n.install(language)
    try:
        counters = RunCounters()
        qtbot.addWidget(counters)
        counters.set_squares(64)
        counters.show_progress(1)
        assert counters.progress.format() == one
        counters.show_progress(2)
        assert counters.progress.format() == two
        translate = QCoreApplication.translate
        a_second = [
            translate("PlaybackBar", "{n} moves a second", "", n).format(n=n) for n in (0, 1, 2)
        ]
        assert len(set(a_second)) == 3  # each says its number
        if language == "en":
            assert a_second == ["0 moves a second", "1 move a second", "2 moves a second"]
        if language == "fr":  # French says 0 and 1 alike
            assert a_second == ["0 coup par seconde", "1 coup par seconde", "2 coups par seconde"]
    finally:
        i18n.install("en")


#: words of Qt's dialogs spelt as in English in one of the languages (nothing to translate)
QT_SAME_IN = {"fr": {"copies", "options", "pages"}, "de": {"name"}, "es": {"color"}}


def qt_dialog_texts(folder: Path) -> list[tuple[str, str]]:
    """(where, text) of everything Qt's own file dialog (as on a desktop without a native
    one: openbox, a bare X server) and its print dialog show, in the language installed;
    the folder's type as the file dialog lists it."""
    from PySide6.QtCore import QFileInfo
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter
    from PySide6.QtWidgets import QFileDialog, QFileIconProvider

    files = QFileDialog(None, "", str(folder), "PDF (*.pdf)")
    files.setOption(QFileDialog.Option.DontUseNativeDialog)
    files.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    printer = QPrinter()
    printing = QPrintDialog(printer)
    out = [("folder type", QFileIconProvider().type(QFileInfo(str(folder))))]
    for dialog in (files, printing):
        for where, text in visible_texts(dialog):
            if not text.startswith(str(folder)) and not text.startswith("/"):
                out.append((where, text))
        dialog.deleteLater()
    return out


@pytest.mark.parametrize("language", LANGUAGES)
def test_qts_own_dialogs_speak_the_language(qtbot, tmp_path, language) -> None:
    """Qt's file dialog ("Look in:", "Files of type:", a folder's type), its print dialog
    ("Page Set:", its options) and its standard buttons come from Qt's own translation
    (qtbase_xx.qm, found where QLibraryInfo says), installed with the window's, and where
    Qt's lacks a word (Qt 6.11's French "&Look in:"), from the window's (gui/qt_words.py)."""
    from PySide6.QtWidgets import QDialogButtonBox

    try:
        english = qt_dialog_texts(tmp_path)
        i18n.install(language)
        assert i18n.qt_translated()
        foreign = qt_dialog_texts(tmp_path)
        assert [w for w, _ in english] == [w for w, _ in foreign]
        same = QT_SAME_IN[language]
        untranslated = [
            (where, e)
            for (where, e), (_, f) in zip(english, foreign, strict=True)
            if e == f and [w for w in words_of(e, language) if w.lower() not in same]
        ]
        assert not untranslated, untranslated
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        qtbot.addWidget(box)
        close = box.button(QDialogButtonBox.StandardButton.Close).text().replace("&", "")
        assert close != "Close"
    finally:
        i18n.install("en")


def test_qts_own_dialogs_follow_a_language_chosen_live(qtbot, tmp_path) -> None:
    """View > Language > Français rebuilds the window in French: Qt's own dialogs opened
    from it speak French too, and English again once English is chosen."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from knighttour.gui import main_window

    # each window is deleted by the next one built (qtbot closes only the last)
    first = main_window.KnightTourApp()
    first.rebuilder = main_window.rebuild_window
    first.show()
    try:
        first.appearance.set_language("fr")
        french = main_window._windows[0]
        assert french is not first and i18n.current_language() == "fr"
        said = qt_dialog_texts(tmp_path)
        assert ("folder type", "Dossier") in said
        assert "&Voir dans :" in [t for _, t in said]
        french.appearance.set_language("en")
        english = main_window._windows[0]
        qtbot.addWidget(english)
        assert "&Look in:" in [t for _, t in qt_dialog_texts(tmp_path)]
    finally:
        main_window._windows.clear()
        i18n.install("en")
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.mark.parametrize(("language", "dark", "light"), [("en", "D", "L"), ("fr", "F", "C")])
def test_the_colour_arguments_marks_are_the_languages_with_a_legend(
    qtbot, window, language, dark, light
) -> None:
    """5x5 from b1: the squares are marked with the language's letters for dark and light,
    the sentence uses the same letters, and a legend under the answer says what they mean."""
    from knighttour.core.board.board import Board
    from knighttour.core.board.explain import explain

    i18n.install(language)
    try:
        board = Board(5, 5)
        why = explain(board, board.parse_square("b1"), closed=False)
        assert why is not None
        assert set(why.labels.values()) == {dark, light}
        assert why.labels[board.parse_square("a1")] == dark
        assert f"({dark})" in why.text and f"({light})" in why.text
        assert [mark for mark, _ in why.legend] == [dark, light]
        window.explore.answer_box.why = why
        said = window.explore.answer_box.with_why("answer")
        legend = said.splitlines()[-1]
        assert all(f"{mark}" in legend and meaning in legend for mark, meaning in why.legend)
    finally:
        window.explore.answer_box.why = None
        i18n.install("en")


@pytest.mark.parametrize(
    ("language", "names"),
    [
        (
            "en",
            ["worksheets-8x8.pdf", "worksheet-8x8-e4.pdf", "tour-8x8-e4.json", "game.json"],
        ),
        (
            "fr",
            ["fiches-8x8.pdf", "fiche-8x8-e4.pdf", "parcours-8x8-e4.json", "partie.json"],
        ),
    ],
)
def test_the_file_names_offered_are_in_the_windows_language(
    qtbot, tmp_path, monkeypatch, language, names, english_afterwards
) -> None:
    """A save dialog offers a name in the window's language: a French teacher saves
    "fiches-8x8.pdf", never "worksheets-8x8.pdf"; the board and the start as they are."""
    from gui_helpers import solve
    from PySide6.QtWidgets import QFileDialog

    from knighttour.gui.explore.worksheet_set import WorksheetDialog
    from knighttour.gui.files import FILE_WORDS, default_name
    from knighttour.gui.play.game_files import ask_save_name

    window = build(qtbot, tmp_path, language)
    offered: list[str] = []

    def ask(*args, **kwargs):
        offered.append(Path(args[2]).name)
        return "", ""  # cancelled

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    solve(qtbot, window, "e4")
    dialog = WorksheetDialog(window.model.board, None, window.settings, window)
    qtbot.addWidget(dialog)
    assert not dialog.export_pdf()
    window.pages.export_worksheet()
    window.files.save_json()
    ask_save_name(window)
    assert offered == names
    # every name offered: a word of the language, never a folder or a space
    for what in FILE_WORDS:
        name = default_name(what, "8x8", suffix="csv")
        assert name.endswith("-8x8.csv") and not {"/", "\\", " "} & set(name)
        assert (name.split("-")[0] == what) == (language == "en"), name


def test_the_shortcuts_table_names_every_key_the_languages_way(
    qtbot, tmp_path, english_afterwards
) -> None:
    """Help > Keyboard shortcuts in French: the keys no action carries are named as the
    menus name theirs, by Qt ("Entrée", "c3 Entrée", "Tab, Maj+Tab"): no English key left."""
    window = build(qtbot, tmp_path, "fr")
    dialog = window.shortcuts_dialog()
    qtbot.addWidget(dialog)
    keys = [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())]
    assert {"Entrée", "c3 Entrée", "Tab, Maj+Tab"} <= set(keys)
    english = {"Enter", "Return", "Shift", "Left", "Right", "Up", "Down", "Space", "Escape"}
    assert [k for k in keys if set(re.findall(r"[A-Za-z]+", k)) & english] == []
