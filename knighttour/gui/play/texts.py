"""What the Play tab says: the verdict on the position, the end of a tour (who played which
moves), and the question before an unsaved game is dropped."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QMessageBox, QWidget

from ...core.play.game import Verdict
from ..colours import status_html
from ..i18n import number
from .model import Position

translate = QCoreApplication.translate


class PlayWords(QObject):
    """The Play tab's sentences that say a count, each in its plural form."""

    def you_played(self, moves: int) -> str:
        """'You played 1 move'."""
        return self.tr("You played {n} moves", "", moves).format(n=number(moves))


@cache
def play_words() -> PlayWords:
    """The one PlayWords."""
    return PlayWords()


def verdict_html(position: Position, v: Verdict, palette: QPalette) -> str:
    """What the tab says of the position: complete, lost (and why), still completable, or
    not sure yet; nothing before the first move."""
    if not position.started:
        return ""
    if position.complete:
        return status_html("good", translate("PlayPanel", "Complete."), palette)
    if v.status == "dead":
        return (
            status_html(
                "bad", translate("PlayPanel", "This position can no longer be completed:"), palette
            )
            + f" {v.reason}."
        )
    if v.status == "completable":
        return (
            status_html("good", translate("PlayPanel", "Still completable"), palette)
            + " "
            + translate("PlayPanel", "(a tour from here was found).")
        )
    return translate("PlayPanel", "<b>Not sure yet:</b> {why}").format(why=v.reason)


def finished_html(position: Position, closed: bool, for_you: int, palette: QPalette) -> str:
    """What the tab says of a complete tour: closed or open, and who played the moves."""
    moves = len(position.path) - 1
    if for_you == 0:
        who = translate("PlayPanel", "You visited all {squares} squares in {moves} moves").format(
            squares=number(position.board.squares), moves=number(moves)
        )
    elif for_you >= moves:
        who = translate("PlayPanel", "The program played all {moves} moves").format(
            moves=number(moves)
        )
    else:
        yours = play_words().you_played(moves - for_you)
        who = translate("PlayPanel", "{yours} and the program the last {n}").format(
            yours=yours, n=number(for_you)
        )
    head = status_html(
        "good",
        translate("PlayPanel", "A closed tour!") if closed else translate("PlayPanel", "Done!"),
        palette,
    )
    kind = (
        translate("PlayPanel", "a closed tour")
        if closed
        else translate("PlayPanel", "an open tour")
    )
    return translate("PlayPanel", "{head} {who}: {kind}.").format(head=head, who=who, kind=kind)


def ask_to_save(parent: QWidget, text: str) -> QMessageBox.StandardButton:
    """Ask Save, Discard or Cancel about an unsaved game (Save is the default)."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        translate("PlayPanel", "Unsaved game"),
        text,
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel,
        parent,
    )
    box.setDefaultButton(QMessageBox.StandardButton.Save)
    return QMessageBox.StandardButton(box.exec())
