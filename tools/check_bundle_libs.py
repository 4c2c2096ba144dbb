"""Every shared library the standalone app needs is inside it, or one every desktop Linux has.

    python tools/check_bundle_libs.py [BUNDLE_FOLDER]   (default: the newest dist/knighttour-*/)

Reads the dependencies (ELF DT_NEEDED) of every program and every `.so` in the built app
(Qt's plugins included: the xcb platform plugin is what needed libxcb-icccm4 and
libxcb-keysyms1 on a fresh Debian 12) and fails on a dependency that is neither a file inside
the app nor on the exclude list below, the AppImage project's list of libraries assumed on
every host.  Prints each missing library with who needs it, and the Debian package that has
it when this machine knows (dpkg -S).  Exit 0 when nothing is missing, 1 otherwise.  Linux
only (the other systems' apps are checked by their own loaders when CI launches them).

Plain Python and the standard library: the ELF files are read here, not with ldd, which
would find the build machine's own libraries and hide what the app lacks.
"""

from __future__ import annotations

import shutil
import struct
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: libraries every desktop Linux has, never shipped in an app: the AppImage project's exclude
#: list (https://github.com/AppImageCommunity/pkg2appimage/blob/master/excludelist, the
#: lines that are not commented out, as of its commit 03abb12); glibc, the graphics driver's
#: libraries (GL, EGL, DRM), X11's client library and the base system's.
APPIMAGE_EXCLUDED = frozenset(
    [
        # glibc
        "ld-linux.so.2", "ld-linux-x86-64.so.2", "libanl.so.1", "libBrokenLocale.so.1",
        "libcidn.so.1", "libc.so.6", "libdl.so.2", "libm.so.6", "libmvec.so.1",
        "libnss_compat.so.2", "libnss_dns.so.2", "libnss_files.so.2", "libnss_hesiod.so.2",
        "libnss_nisplus.so.2", "libnss_nis.so.2", "libpthread.so.0", "libresolv.so.2",
        "librt.so.1", "libthread_db.so.1", "libutil.so.1",
        "libstdc++.so.6",
        # the graphics driver's
        "libGL.so.1", "libEGL.so.1", "libGLdispatch.so.0", "libGLX.so.0", "libOpenGL.so.0",
        "libdrm.so.2", "libglapi.so.0", "libgbm.so.1",
        # X11's and Wayland's client libraries
        "libxcb.so.1", "libX11.so.6", "libX11-xcb.so.1", "libwayland-client.so.0",
        # sound, fonts and the base system
        "libasound.so.2", "libfontconfig.so.1", "libfreetype.so.6", "libharfbuzz.so.0",
        "libcom_err.so.2", "libexpat.so.1", "libgcc_s.so.1", "libgpg-error.so.0", "libICE.so.6",
        "libSM.so.6", "libusb-1.0.so.0", "libuuid.so.1", "libz.so.1",
        "libjack.so.0", "libpipewire-0.3.so.0",
        "libxcb-dri3.so.0", "libxcb-dri2.so.0", "libfribidi.so.0", "libgmp.so.10",
    ]
)  # fmt: skip
#: also assumed, beyond AppImage's list: Wayland's other client libraries, built from the same
#: source as libwayland-client (on the list) and installed wherever a Wayland compositor runs;
#: only Qt's Wayland plugins need them, and without them Qt opens the window through X11
ALSO_ASSUMED = frozenset(["libwayland-cursor.so.0", "libwayland-egl.so.1"])
#: the dynamic linker's names that are not files to look for (the vDSO)
NOT_FILES = frozenset({"linux-vdso.so.1"})
ELF_MAGIC = b"\x7fELF"
SHT_DYNAMIC = 6
DT_NEEDED = 1


def needed(path: Path) -> list[str]:
    """The libraries an ELF file names as needed (DT_NEEDED); [] for a file that is not ELF
    or has no dynamic section."""
    data = path.read_bytes()
    if data[:4] != ELF_MAGIC:
        return []
    wide, little = data[4] == 2, data[5] == 1
    end = "<" if little else ">"
    if wide:
        (shoff,) = struct.unpack_from(end + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(end + "HH", data, 0x3A)
    else:
        (shoff,) = struct.unpack_from(end + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(end + "HH", data, 0x2E)
    sections = []
    for i in range(shnum):
        at = shoff + i * shentsize
        if wide:
            _, kind, _, _, offset, size, link, _, _, entsize = struct.unpack_from(
                end + "IIQQQQIIQQ", data, at
            )
        else:
            _, kind, _, _, offset, size, link, _, _, entsize = struct.unpack_from(
                end + "IIIIIIIIII", data, at
            )
        sections.append((kind, offset, size, link, entsize))
    names = []
    for kind, offset, size, link, entsize in sections:
        if kind != SHT_DYNAMIC or not entsize:
            continue
        strings = sections[link][1]
        entry = end + ("qQ" if wide else "iI")
        for at in range(offset, offset + size, entsize):
            tag, value = struct.unpack_from(entry, data, at)
            if tag == 0:
                break
            if tag == DT_NEEDED:
                stop = data.index(b"\0", strings + value)
                names.append(data[strings + value : stop].decode())
    return names


def is_elf(path: Path) -> bool:
    """A regular file starting with the ELF magic."""
    if not path.is_file() or path.is_symlink():
        return False
    with path.open("rb") as file:
        return file.read(4) == ELF_MAGIC


def missing_libraries(bundle: Path) -> dict[str, list[str]]:
    """library -> the files of bundle that need it, for every library needed that is neither
    in bundle (as a file or a link of that name) nor on the exclude list."""
    inside = {p.name for p in bundle.rglob("*") if p.is_file() or p.is_symlink()}
    wanting: dict[str, list[str]] = defaultdict(list)
    for path in sorted(bundle.rglob("*")):
        if not is_elf(path):
            continue
        for library in needed(path):
            assumed = APPIMAGE_EXCLUDED | ALSO_ASSUMED | NOT_FILES
            if library in inside or library in assumed:
                continue
            wanting[library].append(str(path.relative_to(bundle)))
    return dict(wanting)


def debian_package(library: str) -> str:
    """The Debian package that has library on this machine ("" when unknown)."""
    if shutil.which("dpkg") is None:
        return ""
    found = subprocess.run(
        ["dpkg", "-S", f"*/{library}"], capture_output=True, text=True, check=False
    )
    return found.stdout.split(":")[0] if found.returncode == 0 else ""


def newest_bundle() -> Path:
    """The newest bundle folder in dist/."""
    folders = [p for p in (ROOT / "dist").glob("knighttour-*") if p.is_dir()]
    if not folders:
        sys.exit("no bundle in dist/: run python scripts/build_bundle.py first")
    return max(folders, key=lambda p: p.stat().st_mtime)


def main() -> int:
    """Check the bundle given (or the newest); the exit status."""
    if not sys.platform.startswith("linux"):
        print("the library check is for the Linux app; nothing to check here")
        return 0
    bundle = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else newest_bundle()
    files = [p for p in bundle.rglob("*") if is_elf(p)]
    missing = missing_libraries(bundle)
    print(f"{bundle.name}: {len(files)} programs and libraries read")
    for library, wanted_by in sorted(missing.items()):
        package = debian_package(library)
        print(
            f"MISSING {library}"
            + (f" (Debian: {package})" if package else "")
            + f", needed by {len(wanted_by)}: "
            + ", ".join(wanted_by[:4])
            + (" …" if len(wanted_by) > 4 else "")
        )
    print(
        "every library is inside the app or on every desktop"
        if not missing
        else f"{len(missing)} libraries are neither inside the app nor on every desktop"
    )
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
