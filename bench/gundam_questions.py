"""How many of thirty typical Gundam table questions the bot's lookups settle (issue 21's measure).

    python bench/gundam_questions.py

The questions were written from the Comprehensive Rules Ver. 1.7.0 before the whole document was
loaded; each names the rule that settles it (and, where the older 11-2 keywords text had it, that
number). A question counts as settled when `/search` (Gundam only) shows a settling rule among its
first three results, or, for a keyword question, when `/keyword` resolves the name to a settling rule.
Run it on another checkout (PYTHONPATH=/path/to/checkout) to compare: it prints the figure.
"""

from __future__ import annotations

from bot.rules import default_data_dir, load_library
from bot.rules.fulltext import RulesIndex
from bot.rules.search import Found, TermSearch

# (question, keyword to try with /keyword or None, rules that settle it: 1.7.0's, then the older text's)
QUESTIONS: list[tuple[str, str | None, tuple[str, ...]]] = [
    ("how many cards in a deck", None, ("6-1-1",)),
    ("how many copies of the same card can a deck have", None, ("6-1-1-3", "2-1-2")),
    ("how many colours can a deck use", None, ("6-1-1-2",)),
    ("how many cards in the resource deck", None, ("6-1-1",)),
    ("what happens when a player has no cards left in their deck", None, ("1-2-2-2", "11-2-1-2", "7-3-1-1")),
    ("player with no shields receives battle damage", None, ("1-2-2-1", "8-5-2-2", "11-2-1-1")),
    ("can a rested unit be attacked", None, ("8-2-1", "7-5-4-1", "8-1")),
    ("can a unit attack the turn it is deployed", None, ("3-2-4", "3-2-6-3")),
    ("can a link unit attack the turn it is deployed", None, ("3-2-6-3",)),
    ("what does blocker do", "Blocker", ("13-1-4", "8-3-1")),
    ("what does breach do", "Breach", ("13-1-2",)),
    ("what does repair do", "Repair", ("13-1-1",)),
    ("what does first strike do", "<First Strike>", ("13-1-5", "8-5-3-2-2")),
    ("what does high-maneuver do", "High-Maneuver", ("13-1-6",)),
    ("what does suppression do", "Suppression", ("13-1-7",)),
    ("what does support do", "Support", ("13-1-3",)),
    ("how many units can be in the battle area", None, ("4-5-4", "11-4-1")),
    ("maximum number of cards in hand", None, ("4-8-4", "7-6-5-1")),
    ("how many shields does each player start with", None, ("6-2-2",)),
    ("who places the ex resource at the start of the game", None, ("6-2-4", "5-17-3-2-2")),
    ("what is an ex base", None, ("5-17-3-1-1", "5-17-3-1", "6-2-3")),
    ("when is a shield's burst activated", "Burst", ("13-2-5", "11-2-5", "5-10-3")),
    ("does excess damage to a shield carry over to another shield", None, ("5-5-6",)),
    ("what happens to the pilot when its unit is destroyed", None, ("3-3-6",)),
    ("are a pilot's traits added to the unit", None, ("3-3-7", "2-5-5")),
    ("how many resources can you have", None, ("4-4-2",)),
    ("can you redraw your starting hand", None, ("6-2-1-6",)),
    ("both units destroyed in battle at the same time", None, ("8-5-3-2-3", "13-1-2-3")),
    (
        "whose triggered effects resolve first, the active player's or the standby player's",
        None,
        ("10-1-6-6",),
    ),
    ("attack on a player with a base in the shield area", None, ("8-5-2-4", "3-5-3")),
]


def _settles(rule: str, wanted: tuple[str, ...]) -> bool:
    return any(rule == want or rule.startswith(want + "-") for want in wanted)


def main() -> None:
    library = load_library(default_data_dir())
    index = RulesIndex(library)
    terms = TermSearch(library)
    settled = 0
    for question, keyword, wanted in QUESTIONS:
        hits = index.search(question, ["gundam"], limit=3).hits
        how = next((f"/search #{n}" for n, hit in enumerate(hits, 1) if _settles(hit.rule, wanted)), None)
        if how is None and keyword is not None:
            found = terms.resolve(keyword, ["gundam"])
            if isinstance(found, Found) and _settles(found.match.term.id, wanted):
                how = f"/keyword {keyword}"
        settled += how is not None
        print(f"{'✓' if how else '·'} {question:<80} {how or '—'}")
    print(f"settled: {settled} of {len(QUESTIONS)} Gundam questions")


if __name__ == "__main__":
    main()
