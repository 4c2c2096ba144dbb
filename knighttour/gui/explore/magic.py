"""Magic sums in the window: View > Show magic sums writes each rank's and each file's sum of
the move numbers beside the Explore board (remembered), the answer says when a tour shown is
semi-magic or magic, and File > Classic magic tours opens the gallery's tours on the board."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from ...core.board.magic import ClassicTour, MagicSums, classic_tours, sums_so_far
from ...core.board.route import Route
from ..i18n import number
from .model import KnightTourModel

if TYPE_CHECKING:
    from .panel import ExplorePanel

translate = QCoreApplication.translate


def magic_sentence(sums: MagicSums) -> str:
    """What the sums of a whole tour say, in the window's language ('' when the tour is
    not semi-magic)."""
    if sums.magic:
        return translate(
            "Magic",
            "It is magic: every rank, every file and both long diagonals add up to {sum}.",
        ).format(sum=number(sums.ranks[0]))
    if not sums.semi_magic:
        return ""
    if sums.ranks[0] == sums.files[0]:
        said = translate(
            "Magic", "It is semi-magic: every rank and every file adds up to {sum}"
        ).format(sum=number(sums.ranks[0]))
    else:
        said = translate(
            "Magic", "It is semi-magic: every rank adds up to {ranks} and every file to {files}"
        ).format(ranks=number(sums.ranks[0]), files=number(sums.files[0]))
    if sums.diagonals is not None:
        a, b = sums.diagonals
        return translate("Magic", "{said} (the long diagonals add up to {a} and {b}).").format(
            said=said, a=number(a), b=number(b)
        )
    return translate("Magic", "{said}.").format(said=said)


#: the largest board whose answer says whether its tour is magic: the sums are added on the
#: GUI thread (about 15 ms at this size; `knighttour validate --json` gives them on any board)
SENTENCE_SQUARES = 250_000


def tour_sentence(model: KnightTourModel) -> str:
    """The magic sentence of the whole tour on the board ('' for a path that is not a whole
    tour, a tour that is not semi-magic, or a board over SENTENCE_SQUARES)."""
    snap = model.snapshot
    board = model.board
    if (
        snap is None
        or len(snap.path) != board.squares
        or not 2 <= board.squares <= SENTENCE_SQUARES
    ):
        return ""
    sums = sums_so_far(board, snap.path)
    return magic_sentence(sums) if sums is not None else ""


class MagicView(QObject):
    """The View menu's Show magic sums, the answer's sentence about them, and the File
    menu's gallery of classic magic tours."""

    def __init__(self, explore: ExplorePanel, settings: QSettings, parent: QObject) -> None:
        super().__init__(parent)
        self.explore, self.model, self.settings = explore, explore.model, settings
        self.action = QAction(self.tr("Show &magic sums"), self)
        self.action.setCheckable(True)
        self.action.setStatusTip(
            self.tr(
                "Write beside the Explore board each rank's and each file's sum of the move "
                "numbers shown (a tour is semi-magic when they are all equal)"
            )
        )
        self.action.toggled.connect(self.show_sums)
        self.action.setChecked(str(settings.value("view/magic", "false")) == "true")
        self.gallery = QMenu(self.tr("Classic &magic tours"))
        self.gallery.setToolTipsVisible(True)
        for tour in classic_tours():
            item = self.gallery.addAction(tour.title)
            item.setToolTip(translate("magic", tour.note))
            item.triggered.connect(lambda _=False, t=tour: self.open_classic(t))
        self.model.answerChanged.connect(self._answer_changed)

    @Slot(bool)
    def show_sums(self, on: bool) -> None:
        """Write the sums beside the Explore board (or stop), and remember it."""
        self.settings.setValue("view/magic", "true" if on else "false")
        self.explore.view.set_show_sums(on)

    def open_classic(self, tour: ClassicTour) -> None:
        """Show a classic tour on the board, its sums beside it, and who made it."""
        board = tour.board
        squares = tour.squares()
        closed = Route(board, squares).is_closed
        said = translate("Magic", "{title}: {note} Source: {source}.").format(
            title=tour.title, note=translate("magic", tour.note), source=tour.source
        )
        self.model.show_tour(board, squares, said, closed=closed)
        self.action.setChecked(True)

    @Slot(str)
    def _answer_changed(self, text: str) -> None:
        """A tour's answer gains what its sums say (once)."""
        sentence = tour_sentence(self.model) if text else ""
        if sentence and sentence not in text:
            self.model.set_answer(f"{text} {sentence}")
