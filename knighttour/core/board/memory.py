"""How much memory this process can still use, as the operating system reports it (Linux,
macOS and Windows): what the board's size checks and the counts' plans measure against."""

from __future__ import annotations

import os
import sys


def available_memory() -> int:
    """Bytes of memory this process can still use, as the operating system reports it."""
    if sys.platform == "win32":
        return _windows_available_memory()
    try:
        return os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):  # pragma: no cover - not Linux
        pass
    try:  # macOS tells no free figure: its physical memory, which it pages out to make room
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):  # pragma: no cover
        return 8 << 30


def _windows_available_memory() -> int:
    """Windows' available physical memory (GlobalMemoryStatusEx), 8 GiB if it will not say."""
    import ctypes

    class MemoryStatus(ctypes.Structure):
        _fields_ = [
            ("dwLength", ctypes.c_ulong),
            ("dwMemoryLoad", ctypes.c_ulong),
            ("ullTotalPhys", ctypes.c_ulonglong),
            ("ullAvailPhys", ctypes.c_ulonglong),
            ("ullTotalPageFile", ctypes.c_ulonglong),
            ("ullAvailPageFile", ctypes.c_ulonglong),
            ("ullTotalVirtual", ctypes.c_ulonglong),
            ("ullAvailVirtual", ctypes.c_ulonglong),
            ("ullAvailExtendedVirtual", ctypes.c_ulonglong),
        ]

    status = MemoryStatus()
    status.dwLength = ctypes.sizeof(MemoryStatus)
    if sys.platform == "win32" and ctypes.windll.kernel32.GlobalMemoryStatusEx(
        ctypes.byref(status)
    ):
        return int(status.ullAvailPhys)
    return 8 << 30
