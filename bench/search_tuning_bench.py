"""The set search and `/ask` are tuned on, kept apart from the forty questions they are measured on
(issue 24): the issue-21 Gundam table questions and the issue-23 Lorcana check questions.

    python bench/search_tuning_bench.py [-v] [ID ...]

Through the real bot (the offline console on simcord), as `bench/judge_questions_bench.py` measures
the forty, in a channel whose game is the question's:

- every `/search` a Gundam table question's `tries` list (33 searches of 29 questions): found when
  one of the first three results is one of its deciding rules, by number;
- `/ask <the question>` for each of the 30 Gundam and 15 Lorcana questions: found when its first
  screen, unopened, shows a deciding rule's number or its deciding sentence.

A change to the ranking is judged here first; the forty (`judge_questions_bench.py`) are measured
after, and never tuned to. Prints one line per question and the shares. Takes a few seconds.
"""

from __future__ import annotations

import asyncio
import sys
import time

from devkit.questions import Citation, Replay, Reply, cites, gundam_table, lorcana_checks, quote_in, rule_key


def in_top_three(reply: Reply, deciding: list[Citation]) -> int:
    """The rank (1 to 3) of the first deciding rule among the search's first three results; 0 if none."""
    wanted = {rule_key(c.rule) for c in deciding}
    return next((rank for rank, label in reply.numbered() if rank <= 3 and rule_key(label) in wanted), 0)


def first_screen_shows(reply: Reply, deciding: list[Citation]) -> bool:
    return any(cites(reply.text, c.rule) or quote_in(c.quote, reply.text) for c in deciding)


async def measure(ids: set[str], verbose: bool) -> None:
    started = time.perf_counter()
    searches: list[bool] = []
    asks: dict[str, list[bool]] = {"gundam": [], "lorcana": []}
    async with Replay() as bot:
        print(f"{'id':<5} {'search':<12} {'ask':<5} ask's rules")
        sets = (("gundam", gundam_table().questions), ("lorcana", lorcana_checks().questions))
        for game, questions in sets:
            await bot.set_game(game)
            for question in questions:
                if ids and question.id not in ids:
                    continue
                found = []
                for line in getattr(question, "tries", []):
                    if not line.startswith("/search "):
                        continue
                    reply = await bot.run(line)
                    rank = in_top_three(reply, question.deciding)
                    searches.append(bool(rank))
                    found.append(str(rank) if rank else "no")
                    if verbose:
                        print(f"--- {question.id} {line}\n  " + reply.text.replace("\n", "\n  "))
                answer = await bot.run(f"/ask {question.question}")
                shown = first_screen_shows(answer, question.deciding)
                asks[game].append(shown)
                if verbose:
                    print(f"--- {question.id} /ask\n  " + answer.text.replace("\n", "\n  "))
                rules = ", ".join(label for _rank, label in answer.numbered()) or ", ".join(
                    button.removeprefix("Rule ") for button in answer.buttons if button.startswith("Rule ")
                )
                print(f"{question.id:<5} {' '.join(found) or '-':<12} {'yes' if shown else 'no':<5} {rules}")
    every = [hit for hits in asks.values() for hit in hits]
    print(f"\n/search, deciding rule in the top three: {sum(searches)} of {len(searches)} Gundam searches")
    games = ", ".join(f"{game} {sum(hits)}/{len(hits)}" for game, hits in asks.items())
    print(f"/ask, deciding rule on the first screen: {sum(every)} of {len(every)} ({games})")
    print(f"{time.perf_counter() - started:.1f} s")


def main() -> None:
    args = [arg for arg in sys.argv[1:] if arg != "-v"]
    asyncio.run(measure(set(args), "-v" in sys.argv[1:]))


if __name__ == "__main__":
    main()
