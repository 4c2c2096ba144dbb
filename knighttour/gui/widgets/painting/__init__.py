"""The pieces BoardPainter draws with, one concern a module: style.py (colours, levels of
detail), geometry.py (where squares sit), pictures.py (one pixel a square), labels.py
(coordinates round the board), path.py (the tour, its closing move, its numbers) and
marks.py (holes, crosses, rings, the knight, the legend)."""
