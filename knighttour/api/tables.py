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
            elif isinstance(value, float):
                cells.append(f'<td style="text-align:right">{value:,.6g}</td>')
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
