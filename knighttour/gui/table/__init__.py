"""The Table tab: TablePanel (panel.py) runs the chosen solvers from every start square;
model.py makes the rows and the summary it shows, columns.py keeps the columns as wide as
their text."""

from .panel import CAPS, TablePanel

__all__ = ["CAPS", "TablePanel"]
