"""How fast `/search` and `/ask` answer and how long start-up takes with the whole rules documents
and every game's cards loaded.

    python bench/search_bench.py

Prints the machine's load and a fixed reference workload first and last (on these shared machines
read the figures against them, or re-run when the load is low); the rules index's build (in a
worker thread after start-up: ready does not wait for it) and the card-text indexes' (after it, in
the same thread); the p50/p99 (target p99 < 10 ms) of the rules search over all five games, with and
without typos, of everything `/search` computes (`bot.ui.search.find`: the rules, the cards that
say it, the other games when nothing matches well) over all games and in one game's channel, of the
card-text search per game, of what one game's `/search` runs on the event loop (`find_quickly`: the
rest goes to a worker thread; target max ~1 ms), and of everything `/ask` computes
(`bot.ui.ask.read_ask`: the cards named, the keywords, the check's pre-fill, the rules most likely
to decide it) over the issue-24 questions; and start-up to ready of the real `floorjudge` process,
offline (target < 1.5 s), with when its rules index was ready, read from its own log lines: a
machine's first start (every card file converted and cached) apart from the later ones.
"""

from __future__ import annotations

import contextlib
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from bot.cards import CardStore
from bot.cards.textindex import CardTextIndex, card_text_index
from bot.cli import tune_collector
from bot.errors import UserFacingError
from bot.rules import default_data_dir, game_ids, load_library
from bot.rules.fulltext import RulesIndex
from bot.ui.ask import read_ask
from bot.ui.search import find, find_quickly, matching_elsewhere, prepare_cards
from devkit.questions import gundam_table, judge_questions, lorcana_checks

QUERIES = [
    "which keyword stops opponents choosing",
    "can a ready character be challenged",
    "damage equal to willpower banished",
    "shift onto an exerted character",
    "song ink cost sing together",
    "triggered abilities in the bag",
    "first strike damage",
    "forming a party block",
    "shield destroyed burst",
    "pilot paired unit",
    "gear change speed",
    "critical hit natural six",
    "stealth tapped damage counters",
    "location move cost",
    "game state check lore",
    "draw step starting player",
    "how many cards in a deck",
    "rested unit attacked blocker",
    "ex burst damage zone",
    "priority after first strike damage",
]
TYPO_QUERIES = ["chalenge exertd charactr", "shiftt dryng", "opponnent chooses warrd", "stelth atack"]
ROUNDS = 60
STARTS = 5
READY = re.compile(r"ready as .* in ([0-9.]+) s")
INDEX_READY = re.compile(r"search index: .* ready ([0-9.]+) s after start")


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


@dataclass
class Timed:
    """Wall time and this thread's CPU time of each run, in ms. On a loaded machine the wall
    time's tail is mostly the time the OS gave other processes; the CPU time is the code's own."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)

    def run(self, work: Callable[[], object]) -> None:
        wall, cpu = time.perf_counter(), time.thread_time()
        work()
        self.cpu.append((time.thread_time() - cpu) * 1000)
        self.wall.append((time.perf_counter() - wall) * 1000)

    def report(self, name: str) -> None:
        print(
            f"{name}: p50 {percentile(self.wall, 0.5):.2f} ms, p99 {percentile(self.wall, 0.99):.2f} ms "
            f"(CPU p50 {percentile(self.cpu, 0.5):.2f}, p99 {percentile(self.cpu, 0.99):.2f}) "
            f"over {len(self.wall)}; target p99 < 10 ms"
        )


def time_searches(index: RulesIndex, queries: list[str], games: list[str]) -> Timed:
    timed = Timed()
    for _ in range(ROUNDS):
        for query in queries:
            timed.run(partial(index.search, query, games))
    return timed


COMMONEST = {
    "lorcana": "player card abilities effect characters",
    "gundam": "cards effect units player activation",
    "fftcg": "cards player abilities effect zone",
    "swtcg": "units abilities attack static damages",
}
"""The five words the most rules of each game hold (when written): the slowest five-word search."""
CARD_PHRASES = {
    "lorcana": ["can't be challenged", "draw a card", "exert chosen character", "gets +2 strength"],
    "gundam": ["rested enemy unit", "draw 1", "deploy a token", "recover hp"],
    "fftcg": ["cannot be blocked", "deal it damage", "break zone", "dull it"],
    "swtcg": ["critical hit", "retrieve", "bounty", "deploy a unit"],
}


def card_search(index: RulesIndex, cards: CardTextIndex, game: str, phrase: str) -> None:
    """What `/search` does for one game's cards: the phrase's words, then the cards saying them."""
    cards.search([w.stems[0] for w in index.analyse(phrase, game).words], phrase)


def card_searches(index: RulesIndex, store: CardStore) -> None:
    for game, phrases in CARD_PHRASES.items():
        catalog = store.catalog(game)
        if catalog is None:
            continue
        cards = card_text_index(catalog, index.analyzer(game))
        timed = Timed()
        for _ in range(ROUNDS):
            for phrase in phrases:
                timed.run(partial(card_search, index, cards, game, phrase))
        timed.report(f"card text search ({game}, {cards.size} cards with text)")


def handler_searches(index: RulesIndex, store: CardStore, queries: list[str], games: list[str]) -> Timed:
    """What `/search` computes (`bot.ui.search.find`: the rules and the cards that say it, and the
    other games when nothing matches well), per query."""
    catalogs = {g: c for g in games if (c := store.catalog(g)) is not None}
    others = [g for g in index.games if g not in games]

    def answer(query: str) -> None:
        if find(index, query, games, catalogs).results.weak:
            matching_elsewhere(index, query, others)

    timed = Timed()
    for _ in range(ROUNDS):
        for query in queries:
            timed.run(partial(answer, query))
    return timed


def on_the_loop(index: RulesIndex, store: CardStore) -> None:
    """What one game's `/search` runs on the event loop (`bot.ui.search.find_quickly`: a short
    question, a card search that reads little; the rest goes to a worker thread), over every search
    and question of the question sets and `COMMONEST` in every game with cards: best of three runs
    each (the code's own time, not the machine's)."""
    asked = [q.search for q in judge_questions().questions] + [
        q.question for q in judge_questions().questions
    ]
    asked += [
        line.removeprefix("/search ")
        for q in gundam_table().questions
        for line in q.tries
        if line.startswith("/search ")
    ]
    asked += [q.question for q in lorcana_checks().questions] + QUERIES + TYPO_QUERIES
    quick: list[float] = []
    declined = 0
    for game in index.games:
        catalog = store.catalog(game)
        if catalog is None:
            continue
        for question in [*asked, *COMMONEST.values()]:
            best = float("inf")
            for _ in range(3):
                started = time.perf_counter()
                found = find_quickly(index, question, game, catalog)
                best = min(best, time.perf_counter() - started)
            if found is None:
                declined += 1
            else:
                quick.append(best * 1000)
    print(
        f"/search on the event loop (one game): p50 {percentile(quick, 0.5):.2f} ms, p99 "
        f"{percentile(quick, 0.99):.2f} ms, max {max(quick):.2f} ms over {len(quick)}; "
        f"{declined} long questions sent to a worker thread at once (target: max ~1 ms)"
    )


def ask_pipeline(index: RulesIndex, store: CardStore) -> None:
    """What `/ask` computes for one question (`bot.ui.ask.read_ask`: the cards named, the keywords,
    the check's pre-fill, the three rules), in the question's game and with every game a candidate
    (a channel without a game: the game is the one whose cards the question names)."""
    library = index.library
    catalogs = dict(store.catalogs)
    questions = judge_questions().questions

    def ask(question: str, games: list[str]) -> None:
        with contextlib.suppress(UserFacingError):  # "which game?" is an answer too
            read_ask(index, library, question, games, catalogs)

    for label, every in (("the question's game", False), ("every game a candidate", True)):
        timed = Timed()
        for _ in range(ROUNDS // 4):
            for question in questions:
                games: list[str] = list(index.games) if every else [question.game]
                timed.run(partial(ask, question.question, games))
        timed.report(f"/ask's work ({label}) over the {len(questions)} issue-24 questions")


def start_up_seconds(folder: Path) -> tuple[float, float, float]:
    """(ready as the bot logs it, the rules index ready as it logs it, wall time of the whole
    process) for one offline start that searches once (waiting for the index) and quits. Its
    database and card cache are in `folder`: a new folder is a machine's first start (every card
    file converted), a used one every later start."""
    env = {**os.environ, "FLOORJUDGE_DATABASE_PATH": str(folder / "bench.sqlite3")}
    env.pop("DISCORD_TOKEN", None)
    env["FLOORJUDGE_LOG_LEVEL"] = "INFO"
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        input="/search ward\nquit\n",
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    wall = time.perf_counter() - started
    found = READY.search(done.stderr)
    built = INDEX_READY.search(done.stderr)
    if found is None or built is None:
        raise SystemExit(f"no 'ready' or 'search index' line from the bot:\n{done.stderr[-2000:]}")
    return float(found.group(1)), float(built.group(1)), wall


def reference_ms() -> float:
    """A fixed piece of pure Python (sorting 20,000 numbers), to read the figures against: on a
    loaded machine it slows down as the searches do."""
    samples = []
    for seed in range(30):
        numbers = [(n * 7919 + seed) % 10007 for n in range(20_000)]
        start = time.perf_counter()
        sorted(numbers)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def load() -> str:
    return "load average " + " ".join(f"{value:.1f}" for value in os.getloadavg())


def main() -> None:
    print(f"machine: {os.cpu_count()} cores, {load()}; reference workload {reference_ms():.2f} ms")
    library = load_library(default_data_dir())
    games = list(game_ids(default_data_dir()))
    store = CardStore(default_data_dir(), None)
    store.load()
    tune_collector()  # as the bot does once its data is loaded, before the index is built
    first = RulesIndex(library).build_seconds * 1000
    index = RulesIndex(library)
    builds = [RulesIndex(library).build_seconds * 1000 for _ in range(5)]
    print(f"index: {index.size} rules of {len(games)} games (whole Lorcana, Gundam and FFTCG documents)")
    print(
        f"index build: first in the process {first:.0f} ms, then median {statistics.median(builds):.0f} ms, "
        f"max {max(builds):.0f} ms (in a worker thread after start-up, not before ready)"
    )
    for name, queries in (("plain", QUERIES), ("with typos", TYPO_QUERIES)):
        time_searches(index, queries, games).report(f"rules search ({name}, all games)")
    time_searches(index, QUERIES[:6], ["lorcana"]).report("rules search (Lorcana only)")
    started = time.perf_counter()
    prepare_cards(index, store.catalogs)
    print(
        f"card text indexes, every game: built in {(time.perf_counter() - started) * 1000:.0f} ms "
        "(after the rules index, in the same worker thread)"
    )
    handler_searches(index, store, QUERIES + TYPO_QUERIES, games).report(
        "/search's work (rules, cards that say it, other games; all games)"
    )
    handler_searches(index, store, QUERIES, ["lorcana"]).report(
        "/search's work (one game's channel: Lorcana)"
    )
    card_searches(index, store)
    on_the_loop(index, store)
    ask_pipeline(index, store)
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        first_start = start_up_seconds(folder)
        starts = [start_up_seconds(folder) for _ in range(STARTS)]
    print(f"first start on a machine (every card file converted): ready {first_start[0]:.2f} s")
    ready = [r for r, _i, _w in starts]
    built = [i for _r, i, _w in starts]
    wall = [w for _r, _i, w in starts]
    print(
        f"later starts: ready median {statistics.median(ready):.2f} s, max {max(ready):.2f} s "
        f"(target < 1.5 s); rules index ready: median {statistics.median(built):.2f} s after start; "
        f"whole process incl. Python start and one search: median {statistics.median(wall):.2f} s"
    )
    print(f"machine after: {load()}; reference workload {reference_ms():.2f} ms")


if __name__ == "__main__":
    main()
