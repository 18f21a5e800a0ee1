"""How fast `/search` and `/ask` answer and how long start-up takes with the whole rules documents
and every game's cards loaded.

    python bench/search_bench.py

Prints: the full-text index build (target: cache it beside the database only if it costs more than
100 ms), the card-text indexes' build (first use, in a worker thread), the p50/p99 of a search over
all five games (target p99 < 10 ms), with and without typo correction, of the card-text search
("cards that say …") per game, of what `/ask` computes (card names in the question, the check's
pre-fill, the rules most likely to decide it) over the issue-24 questions, and start-up to ready of
the real `floorjudge` process, offline (target < 1.5 s), read from its own "ready as … in N s" log line.
"""

from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bot.cards import CardStore
from bot.cards.mentions import find_mentions, name_words, written_label
from bot.cards.textindex import card_text_index
from bot.engine.reading import NamedCard, read_question
from bot.rules import default_data_dir, game_ids, load_library
from bot.rules.fulltext import RulesIndex
from devkit.questions import judge_questions

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


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def time_searches(index: RulesIndex, queries: list[str], games: list[str]) -> list[float]:
    samples = []
    for _ in range(ROUNDS):
        for query in queries:
            start = time.perf_counter()
            index.search(query, games)
            samples.append((time.perf_counter() - start) * 1000)
    return samples


CARD_PHRASES = {
    "lorcana": ["can't be challenged", "draw a card", "exert chosen character", "gets +2 strength"],
    "gundam": ["rested enemy unit", "draw 1", "deploy a token", "recover hp"],
    "fftcg": ["cannot be blocked", "deal it damage", "break zone", "dull it"],
    "swtcg": ["critical hit", "retrieve", "bounty", "deploy a unit"],
}


def card_searches(index: RulesIndex, store: CardStore) -> None:
    for game, phrases in CARD_PHRASES.items():
        catalog = store.catalog(game)
        if catalog is None:
            continue
        started = time.perf_counter()
        cards = card_text_index(catalog, index.analyzer(game))
        built = (time.perf_counter() - started) * 1000
        samples = []
        for _ in range(ROUNDS):
            for phrase in phrases:
                begin = time.perf_counter()
                stems = [w.stems[0] for w in index.analyse(phrase, game).words]
                cards.search(stems, phrase)
                samples.append((time.perf_counter() - begin) * 1000)
        print(
            f"card text search ({game}, {cards.size} cards with text; built in {built:.0f} ms on first use): "
            f"p50 {percentile(samples, 0.5):.2f} ms, p99 {percentile(samples, 0.99):.2f} ms"
        )


def ask_pipeline(index: RulesIndex, store: CardStore) -> None:
    """What `/ask` computes for one question, without Discord: the cards named (free-text names),
    the check's pre-fill, the three rules (search with the card names and keywords)."""
    library = index.library
    samples = []
    questions = judge_questions().questions
    for _ in range(ROUNDS // 4):
        for question in questions:
            game = library.game(question.game)
            catalog = store.catalog(game.id)
            assert catalog is not None
            begin = time.perf_counter()
            mentions = find_mentions(question.question, catalog, lambda key, g=game: g.term(key) is not None)
            named = [
                NamedCard(m.start, m.end, m.card, written_label(catalog, m.card))
                for m in mentions.found
                if m.card is not None
            ]
            read_question(question.question, game.id, named)
            index.search(
                question.question,
                [game.id],
                3,
                names={game.id: name_words(catalog)},
                boost={game.id: [c.card.name for c in named]},
            )
            samples.append((time.perf_counter() - begin) * 1000)
    print(
        f"/ask (names, pre-fill, rules) over the {len(questions)} issue-24 questions: "
        f"p50 {percentile(samples, 0.5):.2f} ms, p99 {percentile(samples, 0.99):.2f} ms (target p99 < 10 ms)"
    )


def start_up_seconds() -> tuple[float, float]:
    """(ready as the bot logs it, wall time of the whole process) for one offline start."""
    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "FLOORJUDGE_DATABASE_PATH": str(Path(folder) / "bench.sqlite3")}
        env.pop("DISCORD_TOKEN", None)
        env["FLOORJUDGE_LOG_LEVEL"] = "INFO"
        started = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "bot"], input="quit\n", capture_output=True, text=True, env=env, timeout=60
        )
        wall = time.perf_counter() - started
    found = READY.search(done.stderr)
    if found is None:
        raise SystemExit(f"no 'ready' line from the bot:\n{done.stderr[-2000:]}")
    return float(found.group(1)), wall


def main() -> None:
    library = load_library(default_data_dir())
    games = list(game_ids(default_data_dir()))
    builds = []
    index = RulesIndex(library)
    for _ in range(5):
        builds.append(RulesIndex(library).build_seconds * 1000)
    print(f"index: {index.size} rules of {len(games)} games (whole Lorcana, Gundam and FFTCG documents)")
    print(
        f"index build: median {statistics.median(builds):.1f} ms, max {max(builds):.1f} ms "
        f"(cache beside the database only if > 100 ms: {'yes' if statistics.median(builds) > 100 else 'no'})"
    )
    for name, queries in (("plain", QUERIES), ("with typos", TYPO_QUERIES)):
        samples = time_searches(index, queries, games)
        print(
            f"search ({name}, all games): p50 {percentile(samples, 0.5):.2f} ms, "
            f"p99 {percentile(samples, 0.99):.2f} ms over {len(samples)} queries (target p99 < 10 ms)"
        )
    lorcana = time_searches(index, QUERIES[:6], ["lorcana"])
    print(f"search (Lorcana document only): p99 {percentile(lorcana, 0.99):.2f} ms")
    store = CardStore(default_data_dir(), None)
    store.load()
    card_searches(index, store)
    ask_pipeline(index, store)
    starts = [start_up_seconds() for _ in range(STARTS)]
    ready = [r for r, _ in starts]
    wall = [w for _, w in starts]
    print(
        f"start-up to ready: median {statistics.median(ready):.2f} s, max {max(ready):.2f} s "
        f"(target < 1.5 s); whole process incl. Python start: median {statistics.median(wall):.2f} s"
    )


if __name__ == "__main__":
    main()
