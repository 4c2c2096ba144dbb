"""The Help menu's texts and dialogs: what each tab does, every keyboard shortcut (read from
the window's actions, so the list cannot go stale), and About."""

from __future__ import annotations

import html
from collections.abc import Sequence
from html import escape as html_escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..core.words import QT_TRANSLATE_NOOP
from .keys import key_text

translate = QCoreApplication.translate

#: the program's name, as About and the README say it
TITLE = "Knight's Tour Explorer"  # a name: the same in every language
#: Help > How to use
HOW_TO_USE = QT_TRANSLATE_NOOP(
    "Help",
    """<p><b>Explore</b>: choose a board and a solver on the right, then click a
square of the board: the tour from it appears, or the search runs live. Step through a
tour with the playback bar ({keys}); zoom with the wheel, drag to pan, double-click to fit.
From the keyboard: Tab to the board, move its square with the arrow keys and press Enter,
or type a square's name (c3) and Enter.</p>
<p><b>The keyboard's rule</b>: on a board that has the keyboard the arrow keys always move
its square; {back} and {forward} step through the tour, on the board too.</p>
<p><b>Race</b>: check 2 to 6 solvers, name a start square and start them together on the
Explore tab's board. Flat out is a race of speed; a paced race moves every solver at the same
pace, drawing each move and take-back, and ranks them live by moves: a race a class can
watch. Plain backtracking can need thousands of moves: pick a faster pace, or Stop all.</p>
<p><b>Table</b>: run the checked solvers from every start square: a sortable table, a summary,
heatmaps and a chart of the moves tried; export them as CSV or JSON.</p>
<p><b>Play</b>: click a square to place the knight, then click where it goes (or use the
board's square and Enter). Legal moves are ringed; you are warned as soon as the position can
no longer be completed. Undo, hints and 'finish it for me' help; New game takes the Explore
tab's board.</p>
<p><b>Count</b>: how many tours the Explore tab's board has: closed ones (each once), open
ones (each direction) from every square or from the square given, with a table of the counts
per start square. Exact at any size, for boards up to 9 squares wide; Stop stops at once.
A stopped count keeps its finished squares and goes on from them next time.</p>
<p><b>View</b>: Presentation mode (F11) for a projector, bigger or smaller text, the board's
colours (light, dark, high contrast) and the language.</p>""",
)


#: the licence the program is released under (LICENSE)
LICENCE = "MIT"


def library_versions() -> list[tuple[str, str]]:
    """(name, version) of what the program runs on: Qt, PySide6, numba, NumPy and Python."""
    import platform

    import numpy
    import PySide6
    from PySide6.QtCore import qVersion

    return [
        ("Qt", qVersion()),
        ("PySide6", PySide6.__version__),
        ("numba", _numba_version()),
        ("NumPy", numpy.__version__),
        ("Python", platform.python_version()),
    ]


def _numba_version() -> str:
    """numba's version, without importing it on the GUI thread when the warm-up has not."""
    import sys
    from importlib.metadata import PackageNotFoundError, version

    numba = sys.modules.get("numba")
    if numba is not None:
        return str(numba.__version__)
    try:
        return version("numba")
    except PackageNotFoundError:
        return "?"


def about_text() -> str:
    """Help > About's text: what the program is, its version, its licence, and the versions
    of what it runs on."""
    from ..core.kernel_cache import cache_dir

    libraries = " · ".join(f"{name} {version}" for name, version in library_versions())
    return (
        f"<b>{TITLE}</b> {__version__}<p>"
        + translate(
            "About",
            "Find, watch and step through knight's tours with every classic solver, race "
            "them, tabulate them, count them exactly, or play the puzzle by hand. Click a "
            "square to start.",
        )
        + "</p><p>"
        + translate("About", "Free software under the {licence} licence.").format(licence=LICENCE)
        + "</p><p>"
        + translate("About", "Running on {libraries}.").format(libraries=libraries)
        + "</p><p><small>"
        + translate("About", "The solvers compiled for this computer are kept in {folder}.").format(
            folder=html.escape(str(cache_dir()))
        )
        + "</small></p>"
    )


def show_about(parent: QWidget) -> None:
    """Say what this program is, which version, its licence and what it runs on."""
    title = QCoreApplication.translate("About", "About {title}").format(title=TITLE)
    QMessageBox.about(parent, title, about_text())


#: the words a newcomer meets, each in a sentence: the plain sentence first
GLOSSARY: tuple[tuple[str, str], ...] = (
    (
        QT_TRANSLATE_NOOP("Glossary", "Row (rank)"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "A line of squares across the board, numbered from 1 at the bottom; chess "
            "players call it a rank.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Glossary", "Column (file)"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "A line of squares up the board, lettered from a on the left (after z: aa, ab, "
            "…); chess players call it a file.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Glossary", "Tour"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "A path of knight's moves that visits every square of the board exactly once.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Glossary", "Closed tour"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "A tour whose last square is a knight's move from its first, so the knight could "
            "jump back to the start and go round again.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Glossary", "Open tour"),
        QT_TRANSLATE_NOOP("Glossary", "Any tour; it need not end a knight's move from its start."),
    ),
    (
        QT_TRANSLATE_NOOP("Glossary", "Move tried"),
        QT_TRANSLATE_NOOP(
            "Glossary", "One move a search makes: the knight enters a square (a step)."
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Glossary", "Taken back"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "A move taken back: at a dead end, a search returns to the last square where it "
            "had another choice and tries that (backtracking).",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Glossary", "Longest path"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "The most squares a search's path has covered at once so far: 64 of 64 on 8x8 "
            "means it reached a full tour.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Glossary", "Give up after"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "A limit on the moves a search may try; when it is reached the search gives up "
            "without knowing whether a tour exists.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Glossary", "Warnsdorff's rule"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "Always move to the square from which the knight would have the fewest onward "
            "moves (H. C. von Warnsdorf, 1823): simple, and usually right.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Glossary", "Tie-break"),
        QT_TRANSLATE_NOOP("Glossary", "What a rule does when several squares are equally good."),
    ),
    (
        QT_TRANSLATE_NOOP("Glossary", "Exact solver"),
        QT_TRANSLATE_NOOP(
            "Glossary", "One that, given time, either finds a tour or proves there is none."
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Glossary", "Heuristic"),
        QT_TRANSLATE_NOOP(
            "Glossary", "A rule of thumb: quick, but it may get stuck where a tour exists."
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Glossary", "Piece (leaper)"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "A piece that jumps a fixed distance, a one way and b the other: the knight is the "
            "(1,2) leaper, the zebra the (2,3).",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Glossary", "Torus"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "A board whose opposite edges are joined, left to right and top to bottom, so a "
            "knight leaving one edge comes back on the other.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Glossary", "Cylinder"),
        QT_TRANSLATE_NOOP("Glossary", "A board whose left and right edges are joined."),
    ),
    (
        QT_TRANSLATE_NOOP("Glossary", "Theorem"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "A statement that has been proved true for every board of a kind: the program "
            "quotes one when it says at once that no tour can exist.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Glossary", "Hamiltonian path"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "Another name for an open tour: a way through a network (here, squares joined by "
            "knight's moves) that visits every point exactly once; mathematicians name it "
            "after W. R. Hamilton.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Glossary", "The search's own time and speed"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "The time the search itself worked, and its moves a second, leaving out the time "
            "spent drawing and the pace of watching.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Glossary", "ms, µs"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "A millisecond (ms) is a thousandth of a second; a microsecond (µs) a millionth.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Glossary", "Live states"),
        QT_TRANSLATE_NOOP(
            "Glossary",
            "What a count keeps between squares: each different way the part of the board "
            "done so far can still join up with the rest, with how many tours share it. The "
            "fewer, the faster; 8x8 needs up to 245 million.",
        ),
    ),
)


def _help(text: str) -> str:
    return QCoreApplication.translate("Help", text)


class TextDialog(QDialog):
    """A help text in a window that scrolls, never taller than the screen (a projector's
    600 pixels included), closed with Close or Escape; opened without blocking the window."""

    def __init__(self, parent: QWidget, title: str, html: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.html = html
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        # the title first: the caret starts on the first line, which the arrows never read
        # (Down reads the second), so the first line is one the dialog's name has said
        self.browser.setHtml(f"<h3>{html_escape(title)}</h3>{html}")
        self.browser.setAccessibleName(title)
        # a caret the arrows move: a screen reader reads the line it reaches (without it
        # the arrows only scrolled, and Orca read the title alone)
        self.browser.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextBrowserInteraction
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        screen = parent.screen().availableGeometry() if parent.screen() is not None else None
        tall = screen.height() - 60 if screen is not None else 640
        self.resize(520, max(240, min(640, tall)))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)


def show_glossary(parent: QWidget) -> TextDialog:
    """Help > Glossary: the words of the window, each explained in a sentence."""
    rows = "".join(
        f"<p><b>{translate('Glossary', word)}</b>: {translate('Glossary', text)}</p>"
        for word, text in GLOSSARY
    )
    dialog = TextDialog(parent, translate("Help", "Glossary"), rows)
    dialog.open()
    return dialog


def keyboard_rule(back: QAction, forward: QAction) -> str:
    """The keyboard's one rule, with the keys of the playback's back and forward."""
    return translate(
        "Help",
        "On a board that has the keyboard, the arrow keys always move its square; "
        "{back} and {forward} step through the tour, on the board too.",
    ).format(back=_keys(back), forward=_keys(forward))


def _keys(act: QAction) -> str:
    return key_text(act.shortcut())


def show_how_to_use(parent: QWidget, playback: Sequence[QAction]) -> TextDialog:
    """A short text on what each tab does; playback: the playback's actions (first, back,
    play, forward, last), whose keys it names."""
    text = _help(HOW_TO_USE).format(
        keys=", ".join(_keys(act) for act in playback),
        back=_keys(playback[1]),
        forward=_keys(playback[3]),
    )
    dialog = TextDialog(parent, translate("Help", "How to use"), text)
    dialog.open()
    return dialog


def shortcut_rows(window: QMainWindow, tabs: QTabWidget) -> list[tuple[str, str, str]]:
    """(keys, command, where) for every action of window that has a shortcut: the menus'
    actions in menu order (where: the menu), then those of the tabs (where: the tab)."""
    where: dict[QAction, str] = {}
    for menu_action in window.menuBar().actions():
        menu = menu_action.menu()
        for act in menu.actions() if isinstance(menu, QMenu) else []:
            where.setdefault(act, menu_action.text().replace("&", ""))
    rows = []
    for act in dict.fromkeys([*where, *window.findChildren(QAction)]):
        keys = [key_text(k) for k in act.shortcuts()]
        keys = [k for k in keys if k]
        if not keys:
            continue
        owner = act.parent()
        place = where.get(act) or next(
            (
                translate("Help", "{tab} tab").format(tab=tabs.tabText(i).replace("&", ""))
                for i in range(tabs.count())
                if (tab := tabs.widget(i)) is not None
                and isinstance(owner, QWidget)
                and (tab is owner or tab.isAncestorOf(owner))
            ),
            translate("Help", "Window"),
        )
        rows.append((", ".join(keys), act.text().replace("&", "").rstrip("…"), place))
    # keys that belong to a field or the board rather than to an action
    rows += [
        (keys, _help(command), _help(where)) for keys, command, where in keys_without_actions()
    ]
    return rows


def keys_without_actions() -> list[tuple[str, str, str]]:
    """(keys, command, where) of the keys no action carries, each key named as Qt names it
    in the language installed ("Entrée", "Maj+Tab", as the menus say "Maj"); command and
    where untranslated (Help's context)."""
    enter = key_text(Qt.Key.Key_Enter)
    tab = f"{key_text(Qt.Key.Key_Tab)}, {key_text('Shift+Tab')}"
    return [
        (enter, *KEYS_WITHOUT_ACTIONS[0]),
        (tab, *KEYS_WITHOUT_ACTIONS[1]),
        ("←, →, ↑, ↓", *KEYS_WITHOUT_ACTIONS[2]),
        (enter, *KEYS_WITHOUT_ACTIONS[3]),
        (f"c3 {enter}", *KEYS_WITHOUT_ACTIONS[4]),  # a square's name typed, then Enter
    ]


#: (command, where) of the keys no action carries: Enter in the Start field, Tab and
#: Shift+Tab, the arrow keys, Enter on the board, a square's name then Enter
KEYS_WITHOUT_ACTIONS = (
    (
        QT_TRANSLATE_NOOP("Help", "Solve from the chosen square (in the Start field)"),
        QT_TRANSLATE_NOOP("Help", "Explore tab"),
    ),
    (
        QT_TRANSLATE_NOOP("Help", "Go to the next or the previous control"),
        QT_TRANSLATE_NOOP("Help", "Window"),
    ),
    (
        QT_TRANSLATE_NOOP("Help", "Move the board's square (whenever the board has the keyboard)"),
        QT_TRANSLATE_NOOP("Help", "The board"),
    ),
    (
        QT_TRANSLATE_NOOP(
            "Help", "Explore: solve from the board's square; Play: move the knight there"
        ),
        QT_TRANSLATE_NOOP("Help", "The board"),
    ),
    (
        QT_TRANSLATE_NOOP("Help", "Type a square's name, then Enter: go there and act on it"),
        QT_TRANSLATE_NOOP("Help", "The board"),
    ),
)


class ShortcutsDialog(QDialog):
    """Help > Keyboard shortcuts: every shortcut of the window in one table."""

    table: QTableWidget
    rule: QLabel


def shortcuts_dialog(
    parent: QWidget, rows: list[tuple[str, str, str]], rule: str = ""
) -> ShortcutsDialog:
    """A dialog listing rows ((keys, command, where) each) in a table, its `table`, under
    the keyboard's rule (its `rule` label)."""
    dialog = ShortcutsDialog(parent)
    dialog.setWindowTitle(translate("Help", "Keyboard shortcuts"))
    table = QTableWidget(len(rows), 3, dialog)
    table.setHorizontalHeaderLabels(
        [translate("Help", "Keys"), translate("Help", "Command"), translate("Help", "Where")]
    )
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            table.setItem(r, c, item)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(parent.fontMetrics().height() + 8)
    table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
    # a Tab stop of its own (Tab then leaves it for Close): the arrow keys, Page Down and
    # Ctrl+End scroll it from the keyboard
    table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    table.setTabKeyNavigation(False)
    table.setAccessibleName(translate("Help", "Keyboard shortcuts"))
    if rows:
        table.setCurrentCell(0, 0)  # where the keys move from: the first row
        # read as the table takes the focus: Down moves to the second row at once, and the
        # first was never heard
        table.setAccessibleDescription(
            translate("Help", "{keys}: {command} ({where})").format(
                keys=rows[0][0], command=rows[0][1], where=rows[0][2]
            )
        )
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    dialog.rule = QLabel(rule, wordWrap=True)
    dialog.rule.setVisible(bool(rule))
    layout.addWidget(dialog.rule)
    layout.addWidget(table)
    layout.addWidget(buttons)
    dialog.table = table
    # as wide as the three columns (none cut off), within the screen
    table.resizeColumnsToContents()
    wide = sum(table.columnWidth(c) for c in range(3)) + 2 * table.frameWidth() + 60
    screen = parent.screen().availableGeometry() if parent.screen() is not None else None
    most = screen.width() - 40 if screen is not None else 1200
    tall = screen.height() - 60 if screen is not None else 640
    dialog.resize(min(max(540, wide), most), max(240, min(640, tall)))
    return dialog
