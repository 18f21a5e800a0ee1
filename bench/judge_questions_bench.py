"""The share of forty questions, as judges ask them, whose deciding rule the bot puts in front of
them (issue 24): in `/search`'s top three results, and on `/ask`'s first screen.

    python bench/judge_questions_bench.py [-v] [ID ...]

Replays `bench/questions/judge_questions.yaml` through the real bot (the offline console on
simcord), each question in a channel whose game is the question's:

- `/search <the judge's key words>`: found when one of the first three results is the deciding rule,
  by number (`13-1-2` and `13.1.2` alike; the FFTCG glossary by its heading; the same rule in
  another document the bot has, as the FFTCG glossary beside the 2.1.2 rulebook, counts:
  `same_as`). A second, looser figure also counts a top-three result that shows the deciding
  sentence word for word when opened with its button (a parent rule with its sub-rules; "(2)").
- `/ask <the question as the judge says it>`, as soon as the bot has an `/ask` command ("not
  available" until then): found when its first screen, unopened, shows the deciding rule's number
  or its deciding sentence.

Prints one line per question (the rank found at, the words search corrected, the top three) and
the shares, overall and per game (goal: 90%). `-v` prints every answer. Takes a few seconds.
"""

from __future__ import annotations

import asyncio
import re
import sys
import time
from collections import defaultdict

from devkit.questions import JudgeQuestion, Replay, Reply, cites, judge_questions, quote_in, rule_key


def corrections(reply: Reply) -> str:
    """What search says it corrected ("rested → resulted"), markdown dropped."""
    found = re.search(r"Corrected:\s*(.+)", reply.text)
    return found.group(1).replace("*", "").rstrip(".") if found else ""


async def search_rank(bot: Replay, question: JudgeQuestion, verbose: bool) -> tuple[int, int, Reply]:
    """(rank of the deciding rule among the top three by number, rank of the first of the top three
    that shows the deciding sentence when opened; 0 for none) and the search's answer."""
    reply = await bot.run(f"/search {question.search}")
    top = [(rank, label) for rank, label in reply.numbered() if rank <= 3]
    wanted = {rule_key(c.rule) for c in question.citations}
    by_number = next((rank for rank, label in top if rule_key(label) in wanted), 0)
    if by_number:
        return by_number, by_number, reply
    for rank, label in top:
        opened = await bot.click(reply, f"{rank}. {label}")
        if verbose and opened is not None:
            print(f"  [opened {rank}. {label}]\n  " + opened.text.replace("\n", "\n  "))
        if opened is not None and any(quote_in(c.quote, opened.text) for c in question.citations):
            return 0, rank, reply
    return 0, 0, reply


def first_screen_shows(reply: Reply, question: JudgeQuestion) -> bool:
    text = reply.text
    return any(cites(text, c.rule) or quote_in(c.quote, text) for c in question.citations)


async def measure(ids: set[str], verbose: bool) -> None:
    asked = judge_questions()
    questions = [q for q in asked.questions if not ids or q.id in ids]
    started = time.perf_counter()
    search_found: dict[str, list[bool]] = defaultdict(list)
    search_opened: dict[str, list[bool]] = defaultdict(list)
    ask_found: dict[str, list[bool]] = defaultdict(list)
    async with Replay() as bot:
        has_ask = bot.has_command("ask")
        game = None
        print(f"{'id':<5} {'search':<9} {'ask':<6} {'corrected':<28} top three")
        for question in questions:
            if question.game != game:
                game = question.game
                await bot.set_game(game)
            rank, opened, reply = await search_rank(bot, question, verbose)
            search_found[game].append(bool(rank))
            search_opened[game].append(bool(opened))
            found = str(rank) if rank else (f"({opened})" if opened else "no")
            if verbose:
                print(f"--- {question.id} /search {question.search}\n  " + reply.text.replace("\n", "\n  "))
            ask = "n/a"
            if has_ask:
                answer = await bot.run(f"/ask {question.question}")
                shown = first_screen_shows(answer, question)
                ask_found[game].append(shown)
                ask = "yes" if shown else "no"
                if verbose:
                    print(f"--- {question.id} /ask\n  " + answer.text.replace("\n", "\n  "))
            ranked = [label for r, label in reply.numbered() if r <= 3]
            top = ", ".join(ranked) or reply.text.splitlines()[0][:60]
            fixed = corrections(reply)
            print(f"{question.id:<5} {found:<9} {ask:<6} {fixed[:28]:<28} {top}")
    elapsed = time.perf_counter() - started

    def share(found: dict[str, list[bool]]) -> str:
        every = [hit for hits in found.values() for hit in hits]
        games = ", ".join(f"{g} {sum(h)}/{len(h)}" for g, h in found.items())
        return f"{sum(every)} of {len(every)} ({100 * sum(every) / len(every):.0f}%): {games}"

    print(f"\ndeciding rule in /search's top three: {share(search_found)}")
    print(f"  or shown when a top-three result is opened: {share(search_opened)}")
    if has_ask:
        print(f"deciding rule on /ask's first screen: {share(ask_found)}")
    else:
        print("deciding rule on /ask's first screen: not available (the bot has no /ask command)")
    print(f"goal: 90%; {len(questions)} questions, {elapsed:.1f} s")


def main() -> None:
    args = [arg for arg in sys.argv[1:] if arg != "-v"]
    asyncio.run(measure(set(args), "-v" in sys.argv[1:]))


if __name__ == "__main__":
    main()
