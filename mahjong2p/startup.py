"""Starting the game window without ever failing in silence: a log file, a readable error.

A player starts the download by double-clicking it, so there is no console: on Windows and
macOS a windowed program's standard error goes nowhere, and a start-up failure that only
printed would look like a game that does nothing. So the game's start (``mahjong2p`` with
no subcommand, :func:`mahjong2p.cli.play.start_game`) runs inside :func:`run_guarded`:

- everything the game logs goes to ``logs/mahjong2p.log`` in the player's data folder
  (:func:`mahjong2p.paths.user_data_dir`, so ``MAHJONG2P_DATA_DIR`` moves it too), kept
  small by rotation; warnings still reach standard error when there is one;
- a failure the player can act on (:class:`StartupError`: no usable display, broken stage
  data) and any unexpected exception both end in one line on standard error, the log entry
  (with the traceback), and a native error dialog naming the log file — except when SDL
  runs headless (tests, CI, screenshots), where nobody could close a dialog.

Before anything else the game takes an OS lock on its data folder
(:func:`mahjong2p.store.lock.data_folder_lock`, released by the operating system when the
process dies). A second copy started on the same folder would overwrite the first one's
beans and run with its own stale copy of them; it says in one line (and in a dialog)
that the game is already running, touches no file — not even the log — and exits.

The dialog text is in both languages at once and does not come from the i18n catalogue: the
failure may come before the player's language setting is read, and the native dialog draws
with the system font, not the game's font subsets.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TextIO

from mahjong2p import __version__
from mahjong2p.paths import asset_path, user_data_dir
from mahjong2p.store.lock import data_folder_lock
from mahjong2p.store.plain_files import open_plain_or_set_aside

LOG_DIR_NAME = "logs"
LOG_FILE_NAME = "mahjong2p.log"
LOG_MAX_BYTES = 256 * 1024
LOG_BACKUPS = 2
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
HEADLESS_DRIVERS = frozenset({"dummy", "offscreen"})
ALREADY_RUNNING_STATUS = 3
DIALOG_TITLE = "二人麻将 mahjong2p"
NO_SCREEN = "start the game from a desktop session (SDL_VIDEODRIVER=dummy runs it headless)"
ICON_FILE = ("icons", "mahjong2p.png")

log = logging.getLogger(__name__)


class StartupError(Exception):
    """A reason the game cannot start that the player can understand and perhaps fix."""

    def __init__(self, message: str, status: int) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


def log_path() -> Path:
    """The game's log file in the player's data folder."""
    return user_data_dir() / LOG_DIR_NAME / LOG_FILE_NAME


@contextmanager
def game_log() -> Iterator[Path | None]:
    """Log to :func:`log_path` while the game runs; yields the file, or ``None`` when the
    folder cannot be written (the game still starts: a log is a help, not a requirement).

    The handlers are removed afterwards, so a test (or a second start in one process) does
    not keep writing into an earlier file.
    """
    handlers: list[logging.Handler] = []
    path: Path | None = log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        to_file = QuietFileHandler(
            path, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
        )
    except OSError:
        path = None
    else:
        to_file.setFormatter(logging.Formatter(LOG_FORMAT))
        handlers.append(to_file)
    if sys.stderr is not None:  # None in a windowed program on Windows and macOS
        to_console = logging.StreamHandler(sys.stderr)
        to_console.setLevel(logging.WARNING)
        # this module's own records reach the console as report_failure's one line
        to_console.addFilter(lambda record: record.name != __name__)
        handlers.append(to_console)
    root = logging.getLogger()
    old_level = root.level
    root.setLevel(logging.INFO)
    for handler in handlers:
        root.addHandler(handler)
    logging.captureWarnings(True)
    try:
        yield path
    finally:
        logging.captureWarnings(False)
        for handler in handlers:
            root.removeHandler(handler)
            handler.close()
        root.setLevel(old_level)


class QuietFileHandler(logging.handlers.RotatingFileHandler):
    """The log file, which must never become a failure of its own. On a full disk the
    standard handler prints a "--- Logging error ---" traceback for every record and its
    ``close()`` raises at quit, past every guard; this one stops writing to the file after
    the first failure, says so once in one line (when there is a standard error), and
    closes without raising. It opens its file as every appended file is opened
    (:mod:`mahjong2p.store.plain_files`)."""

    failed = False

    def emit(self, record: logging.LogRecord) -> None:
        if not self.failed:
            super().emit(record)

    def handleError(self, record: logging.LogRecord) -> None:
        del record
        if self.failed:
            return
        self.failed = True
        problem = sys.exc_info()[1]
        reason = getattr(problem, "strerror", None) or problem or "unknown error"
        if sys.stderr is not None:
            print(f"mahjong2p: the log file cannot be written ({reason})", file=sys.stderr)

    def close(self) -> None:
        try:
            super().close()  # flushes what is left: to a full disk that raises
        except OSError:
            self.failed = True

    def _open(self) -> TextIO:
        """The log file opened through the one opener of files appended to: a FIFO left
        at its path would block the start for ever; it is set aside instead, in one line."""
        handle, refused = open_plain_or_set_aside(Path(self.baseFilename))
        if refused and sys.stderr is not None:
            print(f"mahjong2p: the log file {refused}", file=sys.stderr)
        return os.fdopen(handle, "a", encoding=self.encoding, errors=self.errors)


def report_already_running() -> None:
    """One line on standard error and, when there is a screen, a dialog."""
    folder = user_data_dir()
    print(
        f"mahjong2p: the game is already running on {folder}; switch to that window",
        file=sys.stderr,
    )
    if os.environ.get("SDL_VIDEODRIVER", "").lower() not in HEADLESS_DRIVERS:
        show_error_dialog(
            DIALOG_TITLE,
            f"游戏已经在运行了，请切换到那个窗口。\nThe game is already running: switch to "
            f"that window.\n\n{folder}",
        )


def run_guarded(start: Callable[[], int]) -> int:
    """Run ``start`` (the game) with logging on; turn any failure into a readable report
    (:func:`report_failure`) and an exit status instead of a traceback or silence. A copy
    of the game already running on the data folder: :func:`report_already_running`, and
    nothing is started or written."""
    with data_folder_lock() as ours:
        if not ours:
            report_already_running()
            return ALREADY_RUNNING_STATUS
        return _run_logged(start)


def _run_logged(start: Callable[[], int]) -> int:
    with game_log() as path:
        # sys.platform, not platform.platform(): on Windows that runs ``cmd /c ver``,
        # which flashes a console window over a windowed program
        log.info(
            "mahjong2p %s starting: %s, Python %s, %s",
            __version__,
            sys.platform,
            sys.version.split()[0],
            "bundle" if getattr(sys, "frozen", False) else "source",
        )
        log.info("data folder: %s; log file: %s", user_data_dir(), path or "none (not writable)")
        try:
            status = start()
        except StartupError as exc:
            log.error("cannot start: %s", exc.message)
            report_failure(exc.message, path)
            return exc.status
        except Exception as exc:
            log.exception("the game stopped on an unexpected error")
            report_failure(f"unexpected error: {type(exc).__name__}: {exc}", path)
            return 1
        log.info("quit (status %d)", status)
        return status


def report_failure(message: str, path: Path | None) -> None:
    """One line on standard error and, when there is a screen, an error dialog."""
    print(f"mahjong2p: {message}", file=sys.stderr)
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in HEADLESS_DRIVERS:
        return
    where = str(path) if path is not None else "-"
    show_error_dialog(
        DIALOG_TITLE,
        f"游戏无法继续运行。\nThe game could not go on.\n\n{message}\n\n日志 / Log file:\n{where}",
    )


def show_error_dialog(title: str, message: str) -> bool:
    """Show a native error dialog and wait for the player to close it; ``True`` if one
    was shown. SDL's message box comes first (it needs no window and is in every bundle);
    Windows' own MessageBoxW covers an SDL that cannot even be loaded there; Tk covers the
    same on a source install elsewhere (the bundles leave Tk out to stay small)."""
    for show in (_sdl_dialog, _windows_dialog, _tk_dialog):
        try:
            show(title, message)
        except Exception as exc:  # each way can fail for reasons of its own; try the next
            log.info("%s could not show the error dialog: %s", show.__name__, exc)
        else:
            return True
    return False


def _sdl_dialog(title: str, message: str) -> None:
    import pygame

    pygame.display.message_box(title, message, message_type="error")


def _windows_dialog(title: str, message: str) -> None:
    if sys.platform != "win32":
        raise OSError("not Windows")
    import ctypes

    mb_iconerror = 0x10
    ctypes.windll.user32.MessageBoxW(None, message, title, mb_iconerror)


def _tk_dialog(title: str, message: str) -> None:
    import tkinter
    from tkinter import messagebox

    root = tkinter.Tk()
    root.withdraw()
    try:
        messagebox.showerror(title, message, parent=root)
    finally:
        root.destroy()


def check_display() -> None:
    """Stop with :class:`StartupError` (exit 2) when there is no screen to show the window
    on, rather than play invisibly: on Linux and the BSDs neither ``DISPLAY`` (X11) nor
    ``WAYLAND_DISPLAY`` is set, or SDL fell back to its offscreen or dummy driver without
    being asked to. A driver chosen in ``SDL_VIDEODRIVER`` is the user's call and trusted."""
    import pygame

    if os.environ.get("SDL_VIDEODRIVER"):
        return
    desktop = sys.platform in ("win32", "darwin")
    if not desktop and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        raise StartupError(f"no display: DISPLAY and WAYLAND_DISPLAY are not set; {NO_SCREEN}", 2)
    pygame.display.init()
    driver = pygame.display.get_driver()
    if driver in HEADLESS_DRIVERS:
        raise StartupError(f"no display: SDL could only start its {driver} driver; {NO_SCREEN}", 2)


def set_window_icon() -> None:
    """Give the game window the 中 tile icon (the bundles' file icons are set by build.spec;
    this is the window and task-bar icon, and the only icon on Linux). Must run before the
    window opens; a missing or unreadable icon file is logged, never fatal."""
    import pygame

    try:
        pygame.display.set_icon(pygame.image.load(asset_path(*ICON_FILE)))
    except (pygame.error, OSError) as exc:
        log.warning("window icon not set: %s", exc)
