"""Worker processes started from inside the app (the review's and the expert bot's play-outs, issue 29).

multiprocessing starts its resource tracker the first time a process pool is made, handing it
``sys.stderr.fileno()``; inside a running Textual app ``sys.stderr`` is Textual's capture, whose descriptor
is not a real one, and the start fails ("bad value(s) in fds_to_keep"), which stopped the app. The tracker
is started here on the UI thread with the terminal's own stderr, before the first pool is made.
"""

from __future__ import annotations

import sys


def ready_for_worker_processes() -> None:
    """Start multiprocessing's resource tracker with the real stderr (once; later calls do nothing)."""
    from multiprocessing import resource_tracker

    captured = sys.stderr
    sys.stderr = sys.__stderr__
    try:
        resource_tracker.ensure_running()
    finally:
        sys.stderr = captured
