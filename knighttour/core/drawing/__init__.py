"""Pictures without Qt: a tour on its board, a board's numbers as a heatmap, drawn as plain
SVG or as a PNG made here (a small rasteriser and encoder on NumPy and zlib), in the
window's colours on a light page.  The window paints with Qt (gui/widgets/painting/); the
library and a notebook draw with this."""
