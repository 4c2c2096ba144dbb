"""The Table tab's heatmaps side by side: as many a row as the room they are shown in holds."""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QWidget

from ..widgets.charts import Heatmap


class HeatmapGrid(QWidget):
    """The heatmaps side by side, two a row where the room they are shown in (a scroll
    area's) holds two, else one: none is cut by the edge."""

    #: the most heatmaps a row
    MOST = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.maps: list[Heatmap] = []
        self._columns = 0

    def show_maps(self, maps: list[Heatmap]) -> None:
        """Show maps (the old ones go)."""
        for old in self.maps:
            self.grid.removeWidget(old)
            old.hide()
            old.deleteLater()
        self.maps = maps
        self._columns = 0
        self._place()

    def columns(self) -> int:
        """How many heatmaps a row: as many as the room shown holds (one at least)."""
        shown = self.parentWidget()
        room = shown.width() if shown is not None else self.width()
        least = max((m.minimumWidth() for m in self.maps), default=1) + self.grid.spacing()
        return max(1, min(self.MOST, room // max(least, 1)))

    def _place(self) -> None:
        columns = self.columns()
        if columns == self._columns:
            return
        self._columns = columns
        for heat in self.maps:
            self.grid.removeWidget(heat)
        for i, heat in enumerate(self.maps):
            self.grid.addWidget(heat, i // columns, i % columns)
            heat.show()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place()
