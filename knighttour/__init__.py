"""Knight's Tour Explorer: a solver library, a command line and a Qt desktop program."""

__version__ = "0.1.0"
