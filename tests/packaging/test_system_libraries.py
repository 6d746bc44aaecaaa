"""The system libraries Qt needs on Linux: the app says which packages are missing before Qt
can abort, and the README says the same from the same list."""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cardavia_qt import app, system_libraries
from cardavia_qt.system_libraries import QT_SYSTEM_LIBRARIES, chosen_platform, install_commands, platform_problem

REPO = Path(__file__).resolve().parents[2]
X11 = {"DISPLAY": ":0"}


def hiding(*sonames):
    return lambda soname: soname not in sonames


def test_a_missing_xcb_library_is_named_with_its_packages_in_one_line():
    problem = platform_problem(X11, ["cardavia"], hiding("libxcb-cursor.so.0", "libxcb-icccm.so.4"), platform="linux")
    assert problem is not None and "\n" not in problem
    assert "libxcb-cursor.so.0, libxcb-icccm.so.4" in problem
    assert "sudo apt install libxcb-cursor0 libxcb-icccm4;" in problem
    assert problem.endswith("sudo dnf install xcb-util-cursor xcb-util-wm")


def test_nothing_is_said_when_the_libraries_load_or_another_platform_is_chosen():
    assert platform_problem(X11, ["cardavia"], hiding(), platform="linux") is None
    hidden = hiding("libxcb-cursor.so.0")
    assert platform_problem({"QT_QPA_PLATFORM": "offscreen"}, ["cardavia"], hidden, platform="linux") is None
    assert platform_problem({"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"}, ["cardavia"], hidden, platform="linux") is None
    assert platform_problem(X11, ["cardavia"], hidden, platform="win32") is None


@pytest.mark.parametrize(
    "environ, argv, platform",
    [
        ({}, ["cardavia"], "xcb"),
        ({"QT_QPA_PLATFORM": "wayland;xcb"}, ["cardavia"], "wayland"),
        ({"QT_QPA_PLATFORM": "xcb:nodecorations"}, ["cardavia"], "xcb"),
        ({"QT_QPA_PLATFORM": "offscreen"}, ["cardavia", "-platform", "xcb"], "xcb"),
        ({"XDG_SESSION_TYPE": "wayland"}, ["cardavia"], "xcb"),  # no compositor to talk to
    ],
)
def test_the_platform_qt_tries_first(environ, argv, platform):
    assert chosen_platform(environ, argv) == platform


def test_main_exits_with_status_2_before_starting_qt(monkeypatch, capsys):
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setattr(system_libraries, "loadable", hiding("libxcb-keysyms.so.1"))
    constructed = []
    monkeypatch.setattr(app, "QApplication", lambda *args: constructed.append(args))
    assert app.main(["--lang", "en"]) == 2
    assert constructed == []
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "libxcb-keysyms1" in err and "xcb-util-keysyms" in err


def can_hide_files() -> bool:
    return sys.platform.startswith("linux") and shutil.which("unshare") is not None and os.geteuid() == 0 and \
        subprocess.run(["unshare", "-m", "true"], capture_output=True).returncode == 0


@pytest.mark.skipif(not can_hide_files(), reason="hiding a system library needs root and mount namespaces (unshare -m)")
def test_the_real_app_names_a_library_the_system_lacks(tmp_path):
    """libxcb-cursor0 hidden (an empty file mounted over it, in a mount namespace of this
    process alone): the app exits 2 with the message, where Qt would abort."""
    try:
        path = next(Path(d) / "libxcb-cursor.so.0" for d in ("/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib")
                    if (Path(d) / "libxcb-cursor.so.0").exists())
    except StopIteration:
        pytest.skip("libxcb-cursor0 is not installed here")
    real = path.resolve()
    script = f"mount --bind /dev/null {real} && exec {sys.executable} -m cardavia_qt.app"
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", DISPLAY=":999")
    done = subprocess.run(["unshare", "-m", "sh", "-c", script], env=env, capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith("cardavia: ") and "libxcb-cursor0" in done.stderr
    assert len(done.stderr.splitlines()) == 1


def test_the_readme_names_the_same_packages():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    debian, fedora = install_commands()
    line = next((line for line in readme.splitlines() if debian in line), None)
    assert line is not None, f"README.md lacks `{debian}`"
    assert fedora in line


@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("objdump") is None, reason="reads Linux ELF files with objdump")
def test_the_list_holds_every_system_library_qt_links_to():
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    binaries = [qt / "plugins" / "platforms" / "libqxcb.so",
                *(qt / "lib" / f"libQt6{name}.so.6" for name in ("XcbQpa", "Gui", "Widgets", "Svg", "DBus", "Core"))]
    runtimes = re.compile(r"(libc|libm|libstdc\+\+|libgcc_s|libpthread|libdl|librt|ld-linux.*|libz|libzstd)\.so.*")
    ours = {path.name for path in (qt / "lib").iterdir()}
    needed = set()
    for binary in binaries:
        dump = subprocess.run(["objdump", "-p", str(binary)], capture_output=True, text=True, check=True).stdout
        needed |= {line.split()[1] for line in dump.splitlines() if line.strip().startswith("NEEDED")}
    system = {name for name in needed - ours if not runtimes.fullmatch(name)}
    assert system == {library.soname for library in QT_SYSTEM_LIBRARIES}
