"""python -m knighttour: the command line."""

from knighttour.cli import entry

entry()
