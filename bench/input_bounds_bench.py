"""How fast hostile input is refused: `floorjudge check` documents, card notation and card files.

    python bench/input_bounds_bench.py

Issue 16's measurements, before the bounds: a 352-byte YAML alias bomb took 79 s and ~8 GB, 100k-deep
JSON and a 5,000-digit number gave tracebacks, and 1 MB of notation took 4.6 s. Prints, for each
hostile document, the time to refuse it, the peak memory and the message's length; then the time
to read notation at growing lengths (tokenizing must stay linear, parsing is capped at the limit);
then each hostile card file `floorjudge cards import` must refuse in one line within a second
(issue 26: a gzip bomb once took 6.2 s and 2.1 GB).
"""

from __future__ import annotations

import tempfile
import time
import tracemalloc
from collections.abc import Callable
from functools import partial
from pathlib import Path

from bot.cards import CardDataError
from bot.cards.reading import read_card_file
from bot.engine import EngineError
from bot.engine.cli import MAX_DOCUMENT_BYTES, check_document, decode_document
from bot.engine.games.lorcana.cards import LorcanaCard
from bot.engine.notation import MAX_NOTATION_CHARS, parse_card, tokenize
from bot.rules import default_data_dir, load_library
from devkit.hostile_cards import HOSTILE as HOSTILE_CARD_FILES

BILLION_LAUGHS = "\n".join(
    ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    + [f"{chr(98 + i)}: &{chr(98 + i)} [{','.join([f'*{chr(97 + i)}'] * 9)}]" for i in range(8)]
    + ["topic: *i"]
)

HOSTILE: dict[str, bytes] = {
    f"YAML alias bomb ({len(BILLION_LAUGHS)} bytes)": BILLION_LAUGHS.encode(),
    "JSON nested 100k deep": b"[" * 100_000 + b"]" * 100_000,
    "JSON nested 30k deep (under the size limit)": b"[" * 30_000 + b"]" * 30_000,
    "YAML nested 10k deep": b"- " * 10_000 + b"x\n",
    "5,000-digit integer": b'{"topic": "lorcana.damage", "amount": ' + b"9" * 5_000 + b"}",
    "!!python/object tag": b"!!python/object/apply:os.system ['echo owned']\n",
    "not UTF-8": b'{"topic": "lorcana.challenge\xff"}',
    "unknown topic of 60,000 characters": b'{"topic": "' + b"x" * 60_000 + b'"}',
    "34.7 MB document": b'{"topic": "' + b"x" * 34_700_000 + b'"}',
    "64 KB of YAML keys": "".join(f"key{i}: [a, b]\n" for i in range(4_600)).encode()[:MAX_DOCUMENT_BYTES],
    "64 KB of YAML flow lists": b"topic: [" + b"[1, 2]," * 9_300 + b"]\n",
}


def timed(action: Callable[[], object]) -> tuple[float, float, str]:
    """Seconds, peak MiB allocated (a second run, traced), and the one-line refusal (or 'accepted')."""

    def run() -> str:
        try:
            action()
        except (EngineError, CardDataError) as error:
            return str(error)
        return "accepted"

    start = time.perf_counter()
    outcome = run()
    elapsed = time.perf_counter() - start
    tracemalloc.start()
    run()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return elapsed, peak / 2**20, outcome


def main() -> None:
    library = load_library(default_data_dir())
    print(f"documents (limit {MAX_DOCUMENT_BYTES // 1024} KB), each refused in one line:")
    for name, data in HOSTILE.items():
        read = data[: MAX_DOCUMENT_BYTES + 1]  # what `floorjudge check` reads at most

        def check(read: bytes = read) -> str:
            return check_document(decode_document(read), library)

        seconds, peak, outcome = timed(check)
        print(
            f"  {name:45} {seconds * 1000:8.1f} ms  peak {peak:6.2f} MiB  {len(outcome):4} chars: {outcome}"
        )

    vocabulary = LorcanaCard.vocabulary(library.game("lorcana"))
    print(f"\nnotation (limit {MAX_NOTATION_CHARS} characters):")
    for size in (10_000, 100_000, 1_000_000):
        text = ("Evasive " * (size // 8 + 1))[:size]
        start = time.perf_counter()
        tokenize(text)
        tokens_s = time.perf_counter() - start
        seconds, _, outcome = timed(partial(parse_card, "Mickey " + text, LorcanaCard.notation, vocabulary))
        print(
            f"  {size:>9,} chars: tokenize {tokens_s * 1000:7.1f} ms "
            f"({tokens_s / size * 1e9:5.0f} ns/char), parse_card refused in {seconds * 1000:6.2f} ms"
        )
    worst_cases = {
        "keywords and typos": "Mickey "
        + " ".join(["Evasiv", "Challenger", "Resist", "Shift", "[Puppy]"] * 200),
        "a 330-word name": "qz " * 333,
        "110 keywords with values": "Mickey " + "Resist+1 " * 110,
        "250 bracketed words": "[a] " * 250,
    }
    for name, text in worst_cases.items():
        text = text[:MAX_NOTATION_CHARS]
        seconds, _, _ = timed(partial(parse_card, text, LorcanaCard.notation, vocabulary))
        print(f"  at the limit, {name:28} {seconds * 1000:6.1f} ms")

    print("\ncard files for `floorjudge cards import`, each refused in one line (budget: 1 s):")
    with tempfile.TemporaryDirectory() as folder:
        for name, (make, _says) in HOSTILE_CARD_FILES.items():
            path = make(Path(folder))
            seconds, peak, outcome = timed(partial(read_card_file, "fftcg", path))
            verdict = "ok" if seconds < 1.0 else "OVER 1 s"
            print(f"  {name:20} {seconds * 1000:8.1f} ms  peak {peak:7.2f} MiB  {verdict}: {outcome[:90]}")


if __name__ == "__main__":
    main()
