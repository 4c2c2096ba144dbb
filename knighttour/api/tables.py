"""What the results that are tables share: a small HTML table for a notebook, and pandas
where it is installed (it is not a dependency)."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any


def html_table(
    header: Sequence[str], rows: Sequence[Sequence[object]], *, caption: str = ""
) -> str:
    """A plain HTML table (numbers right-aligned, with thousands separators)."""
    out = ["<table>"]
    if caption:
        out.append(f"<caption>{html.escape(caption)}</caption>")
    out.append(
        "<thead><tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in header) + "</tr></thead>"
    )
    out.append("<tbody>")
    for row in rows:
        cells = []
        for value in row:
            if isinstance(value, bool) or not isinstance(value, int | float):
                cells.append(f"<td>{html.escape(str(value))}</td>")
            elif isinstance(value, float):  # (large ones whole: 105,116,160.5, not 1.05e+08)
                shown = f"{value:,.1f}" if abs(value) >= 1e5 else f"{value:,.6g}"
                cells.append(f'<td style="text-align:right">{shown}</td>')
            else:
                cells.append(f'<td style="text-align:right">{value:,}</td>')
        out.append("<tr>" + "".join(cells) + "</tr>")
    out.append("</tbody></table>")
    return "".join(out)


def pandas() -> Any:
    """The pandas module, or a clear error saying how to get it."""
    import importlib

    try:
        return importlib.import_module("pandas")
    except ImportError:
        raise ImportError(
            "to_pandas needs pandas, which knighttour does not install: pip install pandas"
        ) from None
