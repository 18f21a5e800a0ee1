"""Attempts and typed characters a judge needs for fifteen Lorcana table questions (issue 23).

    python bench/lorcana_checks_bench.py [-v] [ID ...]

Replays `bench/questions/lorcana_checks.yaml` through the real bot (the offline console on
simcord, in a channel whose game is Lorcana): each question's attempts, in order, as a judge types
them — the natural one first (card names as printed, unquoted), then the fix each answer leads to.
Every attempt's first screen is read for its verdict (✅ Yes, ❌ No, a number; ❔ not covered, ⚠️ a
warning and a mistake named with Edit & retry are not verdicts), and the verdict is compared with
the expected one written from the rules and the cards' printed text. `click <label>` presses a
button of the last answer (Add Ward, Add Vanish). The record in the file is not
trusted: the bench checks for itself.

A judge stops at the first verdict: if it is wrong, that is a wrong answer the judge takes home
("wrong at attempt N"). The bench also plays on to the first correct verdict, to count the attempts
and the characters typed (each attempt's whole line, as submitted; a click types none) it takes to
get there. When the bot reads the first attempt right, that is one attempt and its length.

A second figure counts what a judge types when the card options' autocomplete is used: each real
card name in an option that autocompletes is typed letter by letter until the option's first
choice (asked of the real bot, after what the option holds before it) is that card, then picked
(a tap, no characters); everything else in the line is typed whole.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import time

from bot.commandline import parse_line
from bot.engine.notation import split_cards, tokenize
from devkit.questions import Replay, Verdict, lorcana_checks, verdict_of

MARK = {"yes": "✅", "no": "❌", "not covered": "❔", "warning": "⚠", "error": "✗"}


def typed_characters(line: str) -> int:
    """What a judge types for an attempt: the whole line; a button click (`click Add Ward`) is 0."""
    return 0 if line.startswith("click ") else len(line)


async def typed_with_autocomplete(bot: Replay, line: str) -> int:
    """What a judge types for an attempt when each real card name is picked from the option's
    autocomplete as soon as it is the first choice (see the module)."""
    if line.startswith("click "):
        return 0
    parsed = parse_line(line, bot.console.catalog)
    command = bot.console.catalog[parsed.path]
    catalog = bot.cards("lorcana")
    saved = 0
    filled: dict[str, object] = {}
    for name, value in parsed.options.items():
        parameter = command._params.get(name)
        if not isinstance(value, str) or parameter is None or parameter.autocomplete is None:
            filled[name] = value
            continue
        for piece, offset in split_cards(value) if ";" in value else [(value, 0)]:
            head = value[: offset + len(piece) - len(piece.lstrip())]
            tokens = tokenize(piece)
            found = catalog.longest_exact([token.text for token in tokens])
            if found is not None:
                written = piece.lstrip()[: tokens[found[0] - 1].end - tokens[0].start]
                label = catalog.label(found[1])
                for typed in range(1, len(written) + 1):
                    choices = await bot.console.member.autocomplete(
                        bot.console.channel, parsed.path, name, head + written[:typed], **filled
                    )
                    if choices and choices[0]["value"] == head + label:
                        saved += len(written) - typed
                        break
        filled[name] = value
    return len(line) - saved


def shown(verdict: Verdict) -> str:
    return MARK.get(verdict.kind, verdict.value.strip()[:12])


async def measure(ids: set[str], verbose: bool) -> None:
    checks = lorcana_checks()
    questions = [q for q in checks.questions if not ids or q.id in ids]
    started = time.perf_counter()
    to_correct: list[tuple[int, int]] = []
    with_autocomplete: list[int] = []
    wrong_first: list[str] = []
    never: list[str] = []
    async with Replay() as bot:
        await bot.set_game(checks.game)
        print(f"{'id':<4} {'expected':<8} {'attempts (verdict each)':<34} {'first verdict':<22} correct at")
        for question in questions:
            verdicts: list[Verdict] = []
            first: tuple[int, Verdict] | None = None
            correct: int | None = None
            for number, line in enumerate(question.attempts, start=1):
                reply = await bot.run(line)
                verdict = verdict_of(reply)
                verdicts.append(verdict)
                if verbose:
                    print(f"--- {question.id} attempt {number} ({typed_characters(line)} chars): {line}")
                    print("  " + reply.text.replace("\n", "\n  "))
                if first is None and verdict.decided:
                    first = (number, verdict)
                if verdict.matches(question.expected):
                    correct = number
                    break
            trail = " ".join(f"{n}:{shown(v)}" for n, v in enumerate(verdicts, start=1))
            if first is None:
                judged = "none"
            else:
                ok = first[1].matches(question.expected)
                judged = f"{first[0]}: {shown(first[1])} {'right' if ok else 'WRONG'}"
                if not ok:
                    wrong_first.append(question.id)
            if correct is None:
                never.append(question.id)
                reached = "never"
            else:
                typed = sum(typed_characters(line) for line in question.attempts[:correct])
                to_correct.append((correct, typed))
                picked = sum(
                    [await typed_with_autocomplete(bot, line) for line in question.attempts[:correct]]
                )
                with_autocomplete.append(picked)
                reached = f"attempt {correct}, {typed} chars ({picked} with autocomplete)"
            expected = str(question.expected)
            print(f"{question.id:<4} {expected:<8} {trail:<34} {judged:<22} {reached}")
    elapsed = time.perf_counter() - started
    print()
    if to_correct:
        attempts = statistics.mean(a for a, _ in to_correct)
        mean_typed = statistics.mean(c for _, c in to_correct)
        print(
            f"reach the correct verdict: {len(to_correct)} of {len(questions)}; "
            f"mean {attempts:.1f} attempts and {mean_typed:.0f} typed characters per question "
            f"(over those {len(to_correct)}; goal: 1 attempt, < 80 characters)"
        )
        print(
            f"typed with the card options' autocomplete (names picked once they are the first choice): "
            f"mean {statistics.mean(with_autocomplete):.0f} characters per question"
        )
    print(
        f"first verdict wrong (a judge stops there): {len(wrong_first)} of {len(questions)}"
        + (f" — {', '.join(wrong_first)}" if wrong_first else "")
    )
    print(
        f"no correct verdict in any attempt: {len(never)} of {len(questions)}"
        + (f" — {', '.join(never)}" if never else "")
    )
    print(f"{sum(len(q.attempts) for q in questions)} attempts on file, {elapsed:.1f} s")


def main() -> None:
    args = [arg for arg in sys.argv[1:] if arg != "-v"]
    asyncio.run(measure(set(args), "-v" in sys.argv[1:]))


if __name__ == "__main__":
    main()
