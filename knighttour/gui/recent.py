"""File > Open recent: the tours and games opened or saved last, newest first, kept in the
settings across launches."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

#: the settings key, and how many files the menu lists
KEY, LIMIT = "files/recent", 8
#: what a recent file is, so that it opens in the right tab
TOUR, GAME = "tour", "game"


class RecentFiles(QObject):
    """The recent files list and its menu: add() puts a file first; choosing one calls
    open_file(kind, path), or says it is gone (and drops it) when the file no longer exists."""

    missing = Signal(str)  # a file chosen from the menu that is no longer there

    def __init__(
        self,
        settings: QSettings,
        open_file: Callable[[str, str], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.open_file = open_file
        self.menu = QMenu(self.tr("Open &recent"))
        self.menu.aboutToShow.connect(self._fill)
        self._fill()

    def entries(self) -> list[tuple[str, str]]:
        """(kind, path) for each recent file, newest first (a damaged setting reads as none)."""
        raw = self.settings.value(KEY, [])
        items = [raw] if isinstance(raw, str) else raw if isinstance(raw, list) else []
        out: list[tuple[str, str]] = []
        for item in items:
            kind, _, path = str(item).partition("|")
            if kind in (TOUR, GAME) and path and (kind, path) not in out:
                out.append((kind, path))
        return out[:LIMIT]

    def add(self, kind: str, path: str) -> None:
        """Put path first in the list (once)."""
        path = str(Path(path).resolve())
        items = [(kind, path)] + [e for e in self.entries() if e[1] != path]
        self._store(items)

    @Slot()
    def clear(self) -> None:
        """Forget every recent file."""
        self._store([])

    def _store(self, items: list[tuple[str, str]]) -> None:
        self.settings.setValue(KEY, [f"{kind}|{path}" for kind, path in items[:LIMIT]])
        self._fill()

    @Slot()
    def _fill(self) -> None:
        self.menu.clear()
        items = self.entries()
        for number, (kind, path) in enumerate(items, start=1):
            name = Path(path).name.replace("&", "&&")
            what = self.tr("game") if kind == GAME else self.tr("tour")
            act = QAction(f"&{number} {name} ({what})", self.menu)
            act.setStatusTip(path)
            act.setToolTip(path)
            act.triggered.connect(lambda _=False, k=kind, p=path: self._choose(k, p))
            self.menu.addAction(act)
        if not items:
            none = self.menu.addAction(self.tr("No recent files"))
            none.setEnabled(False)
        self.menu.addSeparator()
        clear = self.menu.addAction(self.tr("&Clear the list"), self.clear)
        clear.setEnabled(bool(items))

    def _choose(self, kind: str, path: str) -> None:
        if not Path(path).is_file():
            self._store([e for e in self.entries() if e[1] != path])
            self.missing.emit(path)
            return
        self.open_file(kind, path)
