"""Peak memory of ``score --jsonl`` given one 400 MB line between two real hands: the
command runs as a child process fed through a pipe in 1 MB pieces; its peak RSS (Linux:
ru_maxrss of the children) and wall time are printed with its three answers.

    python scripts/measure_jsonl_cap.py [--megabytes 400]
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time

HAND = {"concealed": "123m456p789s11222z", "win_tile": "2z", "win_by": "ron"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=int, default=400)
    args = parser.parse_args()
    start = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, "-m", "mahjong2p", "score", "--jsonl"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write((json.dumps(HAND) + "\n").encode())
    child.stdin.write(b'{"concealed": "')
    piece = b"1m" * (512 * 1024)
    for _ in range(args.megabytes):
        child.stdin.write(piece)
    child.stdin.write(b'"}\n' + (json.dumps(HAND) + "\n").encode())
    child.stdin.close()
    answers = child.stdout.read().decode().splitlines()
    child.wait()
    seconds = time.perf_counter() - start
    peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    what = f"exit {child.returncode}, {seconds:.1f} s, peak RSS {peak_mb:.0f} MB"
    print(f"{args.megabytes} MB line: {what}")
    for answer in answers:
        print("  ", answer[:120])


if __name__ == "__main__":
    main()
