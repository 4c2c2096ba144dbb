"""The solver list: every solver with a check box (the race and the table choose with it)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from ...core.solve.catalogue import SOLVERS


def _solvers(text: str) -> str:
    return QCoreApplication.translate("solvers", text)


def solver_title(name: str) -> str:
    """A solver's name as the window shows it, in the window's language."""
    info = SOLVERS.get(name)
    return _solvers(info.title) if info is not None else name


def solver_plain(name: str) -> str:
    """A solver's plain sentence, in the window's language ('' when it has none)."""
    info = SOLVERS.get(name)
    plain = info.plain if info is not None else ""
    return _solvers(plain) if plain else ""


def solver_description(name: str) -> str:
    """A solver's description for experts, in the window's language."""
    return _solvers(SOLVERS[name].description)


def solver_tip(name: str) -> str:
    """A solver's tip: its plain sentence first, then the details for experts."""
    plain = solver_plain(name)
    described = solver_description(name)
    return f"{plain}\n\n{described}" if plain else described


#: the rows a solver list asks for; it takes more when its column has room
ROWS_ASKED = 4


class SolverList(QListWidget):
    """The solvers, each with a check box; it asks for a few rows only (a column that scrolls
    gives it its room after the controls under it have theirs)."""

    def sizeHint(self) -> QSize:
        rows = self.sizeHintForRow(0) if self.count() else self.fontMetrics().lineSpacing()
        return QSize(super().sizeHint().width(), rows * ROWS_ASKED + 2 * self.frameWidth())


def solver_list(checked: list[str]) -> QListWidget:
    """A list of every solver with a check box, the given ones checked."""
    widget = SolverList()
    for info in SOLVERS.values():
        item = QListWidgetItem(solver_title(info.name))
        item.setData(Qt.ItemDataRole.UserRole, info.name)
        item.setToolTip(solver_tip(info.name))
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(
            Qt.CheckState.Checked if info.name in checked else Qt.CheckState.Unchecked
        )
        widget.addItem(item)
    return widget


def checked_solvers(widget: QListWidget) -> list[str]:
    """Names of the checked solvers that are offered now, in catalogue order."""
    return [
        widget.item(i).data(Qt.ItemDataRole.UserRole)
        for i in range(widget.count())
        if widget.item(i).checkState() == Qt.CheckState.Checked
        and widget.item(i).flags() & Qt.ItemFlag.ItemIsEnabled
    ]


#: where a greyed-out solver keeps its check mark until it is offered again
KEPT_CHECK = Qt.ItemDataRole.UserRole + 1


def offer_closed_only(widget: QListWidget, closed: bool) -> None:
    """While closed tours are asked for, grey out (and untick) the solvers that cannot look
    for one, as the command line refuses them; their check marks come back with them."""
    for i in range(widget.count()):
        item = widget.item(i)
        info = SOLVERS[item.data(Qt.ItemDataRole.UserRole)]
        offered = info.closed or not closed
        flags = item.flags()
        was_offered = bool(flags & Qt.ItemFlag.ItemIsEnabled)
        if was_offered and not offered:
            item.setData(KEPT_CHECK, item.checkState() == Qt.CheckState.Checked)
            item.setCheckState(Qt.CheckState.Unchecked)
        elif offered and not was_offered:
            kept = bool(item.data(KEPT_CHECK))
            item.setCheckState(Qt.CheckState.Checked if kept else Qt.CheckState.Unchecked)
        item.setFlags(
            flags | Qt.ItemFlag.ItemIsEnabled if offered else flags & ~Qt.ItemFlag.ItemIsEnabled
        )
        item.setToolTip(
            solver_tip(info.name)
            if offered
            else QCoreApplication.translate(
                "SolverList",
                "{solver} cannot look for closed tours (untick Closed tour on the Explore tab "
                "to use it).",
            ).format(solver=solver_title(info.name))
        )


def set_checked(widget: QListWidget, names: list[str]) -> None:
    """Check exactly the named solvers."""
    for i in range(widget.count()):
        item = widget.item(i)
        item.setCheckState(
            Qt.CheckState.Checked
            if item.data(Qt.ItemDataRole.UserRole) in names
            else Qt.CheckState.Unchecked
        )
