"""The solver list: every solver with a check box (the race and the table choose with it)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from ...core.solve.catalogue import SOLVERS


def solver_list(checked: list[str]) -> QListWidget:
    """A list of every solver with a check box, the given ones checked."""
    widget = QListWidget()
    for info in SOLVERS.values():
        item = QListWidgetItem(info.title)
        item.setData(Qt.ItemDataRole.UserRole, info.name)
        item.setToolTip(info.description)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(
            Qt.CheckState.Checked if info.name in checked else Qt.CheckState.Unchecked
        )
        widget.addItem(item)
    return widget


def checked_solvers(widget: QListWidget) -> list[str]:
    """Names of the checked solvers, in catalogue order."""
    return [
        widget.item(i).data(Qt.ItemDataRole.UserRole)
        for i in range(widget.count())
        if widget.item(i).checkState() == Qt.CheckState.Checked
    ]


def set_checked(widget: QListWidget, names: list[str]) -> None:
    """Check exactly the named solvers."""
    for i in range(widget.count()):
        item = widget.item(i)
        item.setCheckState(
            Qt.CheckState.Checked
            if item.data(Qt.ItemDataRole.UserRole) in names
            else Qt.CheckState.Unchecked
        )
