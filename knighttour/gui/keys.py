"""The keyboard's one rule, in one place: the arrow keys move what has the focus (on a board,
its square: BoardView), and the tour shown is stepped with Ctrl+Left and Ctrl+Right, from
anywhere, the board included; Home, End and Space go to its first move, its last, and play
(PlaybackBar; a field being edited keeps them all).  The menus, the tooltips and Help name
these keys as key_text writes them."""

from __future__ import annotations

from PySide6.QtCore import QKeyCombination, Qt
from PySide6.QtGui import QKeySequence

_CTRL = Qt.KeyboardModifier.ControlModifier
_PLAIN = Qt.KeyboardModifier.NoModifier
FIRST_KEY = QKeyCombination(_PLAIN, Qt.Key.Key_Home)
BACK_KEY = QKeyCombination(_CTRL, Qt.Key.Key_Left)
PLAY_KEY = QKeyCombination(_PLAIN, Qt.Key.Key_Space)
FORWARD_KEY = QKeyCombination(_CTRL, Qt.Key.Key_Right)
LAST_KEY = QKeyCombination(_PLAIN, Qt.Key.Key_End)
#: the playback's keys, in the order of its buttons
PLAYBACK_KEYS = (FIRST_KEY, BACK_KEY, PLAY_KEY, FORWARD_KEY, LAST_KEY)


def key_text(key: QKeyCombination | QKeySequence | Qt.Key | str) -> str:
    """A key as this system writes it, in the language installed ("Ctrl+Right",
    "Ctrl+Droite", "⌘→"): Qt's own names for the keys, from its translator."""
    sequence = key if isinstance(key, QKeySequence) else QKeySequence(key)
    return sequence.toString(QKeySequence.SequenceFormat.NativeText)
