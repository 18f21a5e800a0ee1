"""How many of the thirty Gundam table questions (issue 21) a judge settles with the bot.

    python bench/gundam_questions_bench.py [-v] [--checks] [ID ...]

Replays `bench/questions/gundam_table.yaml` through the real bot (the offline console on simcord,
in a channel whose game is Gundam). A question is settled when every deciding sentence of the 1.7.0
rules it cites appears, word for word, in what its tries show a judge who reads each answer whole:
the answer, its further pages, a check's Details and its rule text, and the whole rule behind each
of a search's top three results. Prints one line per question (settled at which try, or which
sentence is missing) and the total. `-v` prints every answer too. `--checks` replays only the tries
that are checks (`/check-…`): how many questions a check settles by itself. Takes a few seconds.
"""

from __future__ import annotations

import asyncio
import sys
import time

from devkit.questions import Replay, gundam_table, quote_in


async def measure(ids: set[str], verbose: bool, checks: bool = False) -> None:
    table = gundam_table()
    questions = [q for q in table.questions if not ids or q.id in ids]
    tried = {q.id: [t for t in q.tries if not checks or t.startswith("/check-")] for q in questions}
    started = time.perf_counter()
    settled = 0
    async with Replay() as bot:
        await bot.set_game(table.game)
        for question in questions:
            shown: list[str] = []
            at = None
            for number, line in enumerate(tried[question.id], start=1):
                reply = await bot.run(line)
                opened = await bot.read(reply, results=3)
                shown.extend(part.text for part in opened)
                if verbose:
                    print(f"--- {question.id} try {number}: {line}")
                    for part in opened:
                        print(f"  [{part.line}]\n  " + part.text.replace("\n", "\n  "))
                text = "\n".join(shown)
                if at is None and all(quote_in(c.quote, text) for c in question.deciding):
                    at = number
            text = "\n".join(shown)
            missing = [c.rule for c in question.deciding if not quote_in(c.quote, text)]
            if at is not None:
                settled += 1
                outcome = f"settled at try {at} of {len(tried[question.id])}"
            elif not tried[question.id]:
                outcome = "no check tried"
            else:
                outcome = "not settled: no " + ", ".join(missing)
            print(f"{question.id}  {question.topic:<24} {outcome}")
    elapsed = time.perf_counter() - started
    print(
        f"\nsettled: {settled} of {len(questions)} "
        f"({100 * settled / len(questions):.0f}%), {elapsed:.1f} s, "
        f"{sum(len(t) for t in tried.values())} tries" + (" (checks only)" if checks else "")
    )


def main() -> None:
    args = [arg for arg in sys.argv[1:] if arg not in ("-v", "--checks")]
    asyncio.run(measure(set(args), "-v" in sys.argv[1:], "--checks" in sys.argv[1:]))


if __name__ == "__main__":
    main()
