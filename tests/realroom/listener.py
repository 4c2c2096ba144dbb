"""What a screen reader hears, printed as JSON lines (run by the system's python3, which has
Debian's pyatspi; the project's own Python does not).

    listener.py listen APP   every announcement, description, text and name change and
                             focus of APP's objects, one JSON object a line, as they come on
                             the AT-SPI bus
    listener.py tree APP     APP's window: every focusable object that is showing, with its
                             name, role and description, one JSON object a line, per tab

The first line of listen is {"ready": true}, once it is registered with the bus.
"""

from __future__ import annotations

import json
import sys

import pyatspi

EVENTS = (
    "object:announcement",
    "object:property-change:accessible-description",
    "object:text-changed",
    "object:property-change:accessible-name",
    "object:state-changed:focused",
)


def _say(record: dict) -> None:
    print(json.dumps(record, ensure_ascii=False), flush=True)


def _app_of(accessible) -> str:
    try:
        return accessible.getApplication().name or ""
    except Exception:  # an object gone while its event was on the way
        return ""


def _text_of(accessible) -> str:
    try:
        text = accessible.queryText()
        return text.getText(0, text.characterCount)
    except NotImplementedError:
        return ""
    except Exception:
        return ""


def listen(app: str) -> None:
    """Print every event of EVENTS coming from app, until killed."""

    def heard(event) -> None:
        source = event.source
        if _app_of(source) != app:
            return
        kind = event.type
        record = {
            "type": str(kind),
            "name": source.name or "",
            "role": source.getRoleName(),
            "detail1": event.detail1,
        }
        data = event.any_data
        record["data"] = data if isinstance(data, str) else ""
        if str(kind).startswith("object:state-changed:focused") and not event.detail1:
            return
        if str(kind).startswith("object:text-changed"):
            record["text"] = _text_of(source)
        try:
            record["focused"] = source.getState().contains(pyatspi.STATE_FOCUSED)
        except Exception:  # an object gone while its event was on the way
            record["focused"] = False
        _say(record)

    pyatspi.Registry.registerEventListener(heard, *EVENTS)
    _say({"ready": True})
    pyatspi.Registry.start()


def _find_app(name: str):
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        child = desktop.getChildAtIndex(i)
        if child is not None and child.name == name:
            return child
    return None


def _walk(node, depth: int = 0):
    yield node
    if depth > 60:
        return
    try:
        hidden = depth > 1 and not node.getState().contains(pyatspi.STATE_SHOWING)
    except Exception:
        return
    if hidden:
        return  # a tab not shown: its items are not on screen, whatever they say
    combo = node.getRoleName() == "combo box"
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        # a combo box's closed list is not on screen; its line edit (if editable) is
        if child is not None and not (combo and child.getRoleName() != "text"):
            yield from _walk(child, depth + 1)


def _extents_of(node) -> list[int]:
    """Where node is on the screen: x, y, width, height."""
    try:
        box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        return [box.x, box.y, box.width, box.height]
    except Exception:
        return []


def _label_of(node) -> str:
    """The name of the label that labels node (AT-SPI's labelled-by relation), or ""."""
    try:
        for relation in node.getRelationSet():
            if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
                target = relation.getTarget(0)
                return (target.name or "") if target is not None else ""
    except Exception:
        return ""
    return ""


def _parent_of(node) -> str:
    """The roles and names of node's ancestors, nearest first (to tell where it is)."""
    names = []
    parent = node.parent
    while parent is not None and len(names) < 4:
        names.append(f"{parent.getRoleName()}:{parent.name or ''}")
        parent = parent.parent
    return " < ".join(names)


def tree(app: str) -> None:
    """Print every showing focusable object of app's windows (one JSON object a line)."""
    found = _find_app(app)
    if found is None:
        _say({"error": f"no application {app!r} on the bus"})
        return
    for node in _walk(found):
        try:
            states = node.getState()
        except Exception:
            continue
        role = node.getRoleName()
        focusable = states.contains(pyatspi.STATE_FOCUSABLE)
        if not (states.contains(pyatspi.STATE_SHOWING) and (focusable or role == "page tab")):
            continue
        _say(
            {
                "name": node.name or "",
                "role": role,
                "focusable": focusable,
                "selected": states.contains(pyatspi.STATE_SELECTED),
                "description": node.description or "",
                "text": _text_of(node)[:200],
                "parent": _parent_of(node),
                "label": _label_of(node),
                "extents": _extents_of(node),
                "focused": states.contains(pyatspi.STATE_FOCUSED),
            }
        )


if __name__ == "__main__":
    command, app_name = sys.argv[1], sys.argv[2]
    {"listen": listen, "tree": tree}[command](app_name)
