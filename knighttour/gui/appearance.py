"""How the window looks, for the room it is used in: the size of its text (bigger for a
projector, remembered), the board's colours (light, dark, high contrast, or following the
system's palette), and its language (Français, Deutsch, Español, English)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QSettings, Signal, Slot
from PySide6.QtGui import QAction, QActionGroup, QFont
from PySide6.QtWidgets import QApplication, QLayout, QMenu, QMessageBox, QWidget

from ..core.words import QT_TRANSLATE_NOOP
from .i18n import LANGUAGES, current_language
from .screen import fit_inside_screen, fits_screen
from .widgets.column_width import ColumnWidth
from .widgets.painting import style

#: the board styles the View menu offers, and how each reads
STYLE_TITLES: dict[str, str] = {
    "auto": QT_TRANSLATE_NOOP("Appearance", "Follow the system (light or dark)"),
    "light": QT_TRANSLATE_NOOP("Appearance", "Light"),
    "dark": QT_TRANSLATE_NOOP("Appearance", "Dark"),
    "contrast": QT_TRANSLATE_NOOP("Appearance", "High contrast"),
}
#: the text sizes Bigger and Smaller step through, as a share of the system's
TEXT_STEPS = (0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0, 2.5)


class Appearance(QObject):
    """The View menu's Board colours and Language, and the text size, kept in settings."""

    changed = Signal()  # the board's colours or the text size changed: repaint
    refused = Signal(str)  # larger text was asked for and refused: why

    def __init__(
        self, settings: QSettings, parent: QWidget, rebuild: Callable[[], None] | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.window = parent
        #: builds the window again in a new language (None: the language waits for a restart)
        self.rebuild = rebuild
        app = QApplication.instance()
        font = app.font() if isinstance(app, QApplication) else QFont()
        self._base = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
        try:
            self.scale = float(str(settings.value("view/text", 1.0)))
        except ValueError:
            self.scale = 1.0
        self.scale = min(TEXT_STEPS, key=lambda s: abs(s - self.scale))
        style.set_screen_style(str(settings.value("view/board", "auto")))
        self.style_menu = QMenu(self.tr("Board &colours"), parent)
        group = QActionGroup(self)
        for name, title in STYLE_TITLES.items():
            act = QAction(self.tr(title), self)
            act.setCheckable(True)
            act.setChecked(style.chosen_style() == name)
            act.setData(name)
            act.triggered.connect(self._style_chosen)
            group.addAction(act)
            self.style_menu.addAction(act)
        self.language_menu = QMenu(self.tr("&Language"), parent)
        languages = QActionGroup(self)
        chosen = str(settings.value("view/language", ""))
        system = QAction(self.tr("The system's language"), self)
        system.setData("")
        for code, name in [("", ""), *LANGUAGES.items()]:
            act = system if code == "" else QAction(name, self)
            act.setData(code)
            act.setCheckable(True)
            act.setChecked(code == chosen)
            act.triggered.connect(self._language_chosen)
            languages.addAction(act)
            self.language_menu.addAction(act)
        self.apply_text_size()

    # text size ---------------------------------------------------------------------------
    def apply_text_size(self) -> None:
        """Set the application's font to the size chosen."""
        app = QApplication.instance()
        if isinstance(app, QApplication):
            font = app.font()
            font.setPointSizeF(self._base * self.scale)
            app.setFont(font)
        self.changed.emit()

    def _step_text(self, step: int) -> None:
        at = TEXT_STEPS.index(self.scale)
        before = self.scale
        self.scale = TEXT_STEPS[min(max(at + step, 0), len(TEXT_STEPS) - 1)]
        self.apply_text_size()
        if step > 0 and self.scale != before and not self.fits():
            # the window would no longer fit the screen: the board would be pushed out
            self.scale = before
            self.apply_text_size()
            self.fits()  # the layouts back at that size before the window is fitted again
            self.refused.emit(
                self.tr("The text cannot be larger on this screen: the window would not fit.")
            )
        self.settings.setValue("view/text", self.scale)
        fit_inside_screen(self.window)

    def fits(self) -> bool:
        """True when the window, at its least size with the text as it is now, fits its
        screen (every tab counted, the side columns widened for the text first)."""
        # the new font, and the columns widened for it; every layout asked again (the tabs
        # not shown too: Qt leaves a hidden tab's layouts as they were until it is shown)
        for _ in range(3):
            QApplication.sendPostedEvents()
            for layout in self.window.findChildren(QLayout):
                layout.invalidate()
            for column in self.window.findChildren(ColumnWidth):
                column.fit()
        return fits_screen(self.window)

    def shrink_to_fit(self) -> None:
        """The text size remembered, made smaller until the window fits this screen (a
        size chosen on a projector, the window opened on a small laptop)."""
        while self.scale > min(TEXT_STEPS) and not self.fits():
            self.scale = TEXT_STEPS[TEXT_STEPS.index(self.scale) - 1]
            self.apply_text_size()

    @Slot()
    def bigger(self) -> None:
        """Larger text, everywhere in the window (remembered)."""
        self._step_text(1)

    @Slot()
    def smaller(self) -> None:
        """Smaller text, everywhere in the window (remembered)."""
        self._step_text(-1)

    @Slot()
    def normal(self) -> None:
        """The system's text size."""
        self.scale = 1.0
        self.settings.setValue("view/text", self.scale)
        self.apply_text_size()

    # board colours -----------------------------------------------------------------------
    @Slot()
    def _style_chosen(self) -> None:
        act = self.sender()
        if isinstance(act, QAction):
            self.set_board_style(str(act.data()))

    def set_board_style(self, name: str) -> None:
        """Draw the boards in style name ('auto' follows the palette), remembered."""
        style.set_screen_style(name)
        self.settings.setValue("view/board", style.chosen_style())
        for act in self.style_menu.actions():
            act.setChecked(act.data() == style.chosen_style())
        self.changed.emit()

    # language ----------------------------------------------------------------------------
    @Slot()
    def _language_chosen(self) -> None:
        act = self.sender()
        if isinstance(act, QAction):
            self.set_language(str(act.data()))

    def set_language(self, code: str) -> None:
        """Speak code ('' the system's) from now on: the window is built again in it (or,
        without a way to, at the next start)."""
        self.settings.setValue("view/language", code)
        self.settings.sync()
        if self.rebuild is not None:
            self.rebuild()
            return
        if code != current_language():
            QMessageBox.information(
                self.window,
                self.tr("Language"),
                self.tr("The window will speak the language chosen the next time it starts."),
            )
