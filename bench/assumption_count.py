"""How much of the engine's reasoning rests on assumptions rather than quoted rules.

    python bench/assumption_count.py

Prints, per game, how many distinct assumptions its `assumptions.py` declares, then, for a fixed set
of typical questions per game (one or more per topic, the README's examples among them), how many
steps of the verdict rest on an assumption and how many cite a rule. docs/engine.md records these
figures before and after each engine moved to its game's complete rules document (Lorcana: the
Comprehensive Rules 2.0.1; FFTCG: the Comprehensive Rules ver. 2.1.2).
"""

from __future__ import annotations

import importlib
from typing import Any

from bot.engine import build_scenario, evaluate, registry
from bot.engine.verdict import Assumption
from bot.rules import default_data_dir, load_library

LORCANA_CASES: list[tuple[str, dict[str, Any]]] = [
    ("lorcana.challenge", {"challenger": "Mickey str=3 Alert", "defender": "Goofy exerted Evasive"}),
    ("lorcana.challenge", {"challenger": "Mickey str=3", "defender": "Goofy exerted Evasive"}),
    (
        "lorcana.challenge",
        {
            "challenger": "Stitch cost=6 str=3 wp=5 Challenger+3",
            "defender": "Gaston exerted Bodyguard",
            "defender_others": "Belle exerted",
        },
    ),
    ("lorcana.challenge", {"challenger": "Mickey", "defender": "Goofy exerted Ward Vanish"}),
    ("lorcana.challenge", {"challenger": "Mickey", "defender": "Agrabah type=location"}),
    (
        "lorcana.challenge_damage",
        {"challenger": "Mickey str=3 wp=3", "defender": "Goofy exerted str=2 wp=2 Resist+1"},
    ),
    ("lorcana.damage", {"target": 'Simba wp=4 "Resist +1"', "amount": 3, "how": "dealt"}),
    ("lorcana.damage", {"target": "Tower type=location Resist+1", "amount": 2, "how": "put"}),
    ("lorcana.quest", {"quester": "Mickey"}),
    ("lorcana.sing", {"song": "Song cost=3", "singers": "Ariel cost=3"}),
    ("lorcana.end_turn", {"your_characters": "Gaston Reckless", "opposing": "Goofy exerted"}),
    ("lorcana.end_turn", {"your_characters": "Maui Reckless", "opposing": "Hook; Tower type=location"}),
    ("lorcana.shift", {"shifter": '"Elsa - Snow Queen" cost=6 Shift 4', "base": "Elsa"}),
    ("lorcana.vanish", {"target": "Goofy Vanish", "effect_source": "song"}),
    ("lorcana.boost", {"card": "Flynn Boost 2", "available_ink": 3}),
]


FFTCG_CASES: list[tuple[str, dict[str, Any]]] = [
    ("fftcg.attack", {"forward": "Cloud"}),
    ("fftcg.attack", {"forward": "Tifa new Haste"}),
    ("fftcg.attack", {"forward": "Cloud Brave", "question": "dulls"}),
    ("fftcg.party", {"members": "Cloud element=Fire; Tifa element=Fire"}),
    (
        "fftcg.block",
        {
            "attackers": "Zidane element=Wind unblockable_by=cost>=3; "
            "Vivi element=Wind unblockable_by=cost>=4",
            "blocker": "Squall cost=3",
        },
    ),
    ("fftcg.block", {"attackers": "Cloud", "blocker": "Squall dull"}),
    ("fftcg.first_strike", {"attackers": 'Cloud power=7000 "First Strike"', "blocker": "Squall power=5000"}),
    (
        "fftcg.party_damage",
        {
            "members": "Cloud power=7000; Tifa power=5000; Barret power=8000 cant_deal_damage",
            "blocker": "Squall power=10000",
        },
    ),
    ("fftcg.combat", {"attackers": "Cloud power=7000", "blocker": "Squall power=5000"}),
    ("fftcg.combat", {"attackers": "Cloud; Tifa", "question": "player_damage"}),
    ("fftcg.freeze", {"character": "Squall dull frozen"}),
    ("fftcg.back_attack", {"card": "Yuffie Back Attack", "phase": "main_1"}),
    ("fftcg.warp", {"card": "Ifrit Warp 3"}),
    ("fftcg.damage_ability", {"card": "Zidane Damage 3", "damage_taken": 3}),
    ("fftcg.break", {"event": "damage"}),
    ("fftcg.break", {"event": "cost", "explicit": False}),
    ("fftcg.ex_burst", {"question": "decline"}),
]

CASES = {"lorcana": LORCANA_CASES, "fftcg": FFTCG_CASES}


def declared(game: str) -> int:
    """Distinct assumptions a game's `assumptions.py` declares."""
    module = importlib.import_module(f"bot.engine.games.{game}.assumptions")
    return len({value.id for value in vars(module).values() if isinstance(value, Assumption)})


def main() -> None:
    library = load_library(default_data_dir())
    print("assumptions declared per game")
    for game in registry().games:
        print(f"  {game:<12} {declared(game):>3}")
    for game, cases in CASES.items():
        print(f"\ntypical {game} verdicts: assumption steps / cited steps")
        totals = [0, 0]
        for topic, options in cases:
            verdict = evaluate(build_scenario(topic, options, library), library)
            assumed = sum(1 for step in verdict.steps if step.assumption)
            cited = sum(1 for step in verdict.steps if step.citation)
            totals[0] += assumed
            totals[1] += cited
            shown = " ".join(f"{key}={value}" for key, value in options.items())
            outcome = verdict.answer_text() if verdict.status == "decided" else "not covered"
            print(f"  {assumed:>2} / {cited:>2}  {topic} {shown}  → {outcome}")
        print(f"  {totals[0]:>2} / {totals[1]:>2}  in all ({len(cases)} questions)")


if __name__ == "__main__":
    main()
