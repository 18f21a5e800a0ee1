"""Benchmark of SWTCG exact attack odds against a Monte Carlo of the same attack.

Run: ``python bench/odds_bench.py`` (about 15 s). The attack: 20 dice with Accuracy 1 against Armor,
Critical Hit 2 and Fury 2. Prints the milliseconds per exact call (the mechanism alone, and the whole
`swtcg.odds` verdict), the time of 1,000,000 sampled attacks, their ratio, and whether every exact
P(damage ≥ k) lies within the Monte Carlo's error bars (4 standard errors). Not a test: the figures
depend on the machine. The Monte Carlo (devkit/dice_oracle.py) is shared with the tests, never with the bot.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from bot.engine import build_scenario, evaluate
from bot.engine.games.swtcg.dice import DiceProfile, exact_odds
from bot.rules.library import default_data_dir, load_library
from devkit.dice_oracle import sample_damage

DICE = 20
RULES = DiceProfile(dice=DICE, accuracy=1, armor=True, critical=2, fury=2, parry=0, lucky=0)
CALLS = 200
SAMPLES = 1_000_000
SEED = 1977
BARS = 4.0


def per_call_ms(action: Callable[[], object], calls: int) -> float:
    start = time.perf_counter()
    for _ in range(calls):
        action()
    return (time.perf_counter() - start) / calls * 1000


def main() -> None:
    library = load_library(default_data_dir())
    options = {"attacker": 'Han power=20 Accuracy 1 "Critical Hit 2" Fury 2', "defender": "Vader hp=8 Armor"}
    exact_ms = per_call_ms(lambda: exact_odds(RULES, DICE), CALLS)
    verdict_ms = per_call_ms(lambda: evaluate(build_scenario("swtcg.odds", options, library), library), 50)
    odds = exact_odds(RULES, DICE)

    start = time.perf_counter()
    sampled = sample_damage(RULES, DICE, SAMPLES, SEED)
    monte_carlo_s = time.perf_counter() - start

    worst = 0.0
    for amount in range(1, max(odds.damage) + 1):
        error = sampled.standard_error(amount)
        worst = max(worst, abs(sampled.p(amount) - float(odds.at_least(amount))) / error)
    inside = worst <= BARS

    print(f"exact odds, {DICE} dice, Accuracy 1 vs Armor, Critical Hit 2, Fury 2")
    print(f"  exact_odds:            {exact_ms:8.3f} ms per call (budget 20 ms)")
    print(f"  swtcg.odds verdict:    {verdict_ms:8.3f} ms per call (scenario, steps, tables)")
    print(f"  Monte Carlo {SAMPLES:,}:  {monte_carlo_s * 1000:8.0f} ms")
    print(f"  ratio Monte Carlo / exact: {monte_carlo_s * 1000 / exact_ms:,.0f}x")
    print(f"  P(damage >= 8) exact {float(odds.at_least(8)):.6f}, sampled {sampled.p(8):.6f}")
    verdict = "yes" if inside else "NO"
    print(f"  exact within the Monte Carlo error bars ({BARS:g} SE): {verdict} (worst {worst:.2f} SE)")
    if exact_ms > 20 or not inside:
        sys.exit(1)


if __name__ == "__main__":
    main()
