"""bot/engine/games/swtcg/power.py: where an attack's power starts — with real cards, a printed power gives
way to Bombard's X attacking another arena (it used to roll the printed power's dice: a wrong answer)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cards import CardStore
from bot.engine import ScenarioError, build_scenario, evaluate
from bot.engine.verdict import Verdict
from bot.rules import Library, default_data_dir
from tests.bot.engine.support import expect


@pytest.fixture(scope="module")
def cards(tmp_path_factory: pytest.TempPathFactory) -> CardStore:
    """The shipped SWTCG card data (Star Destroyer: power 7, Bombard 2; Jawa Hunters: ground, Stealth)."""
    return CardStore(default_data_dir(), Path(tmp_path_factory.mktemp("cards")), games=("swtcg",))


def ask(library: Library, cards: CardStore, topic: str, **options: object) -> Verdict:
    return evaluate(build_scenario(topic, options, library, cards), library)


def test_a_real_card_bombarding_rolls_its_bombard_x_not_its_printed_power(
    library: Library, cards: CardStore
) -> None:
    # bombard: “This unit may attack a unit in the Ground arena instead of this arena, using X power plus any
    # other effects.”
    verdict = ask(
        library,
        cards,
        "swtcg.attack",
        attacker='"Star Destroyer"',
        defender='"Jawa Hunters" tapped',
        rolled="6 5",
    )
    expect(
        verdict,
        2,
        "2 hits → 2 damage to Jawa Hunters",
        {"bombard", "stealth"},
        quote=("bombard", "using X power plus any other effects"),
    )
    trail = [step.test for step in verdict.steps]
    assert (
        "with Bombard 2, Star Destroyer's power for this attack is 2 plus other effects, not its printed "
        "power 7" in trail
    )
    assert (
        "Star Destroyer: cost 7, speed 20, power 7, health 7, arena space, type unit, Bombard 2"
        in verdict.card_data
    )
    with pytest.raises(
        ScenarioError,
        match=r"7 dice rolled, but Star Destroyer rolls 2 \(Bombard 2 \(not its printed power 7\)\)",
    ):
        ask(
            library,
            cards,
            "swtcg.attack",
            attacker='"Star Destroyer"',
            defender='"Jawa Hunters" tapped',
            rolled="6 5 4 3 2 1 1",
        )


def test_a_power_written_after_the_name_is_this_attacks_power(library: Library, cards: CardStore) -> None:
    # `power=` written is the power for this attack (Bombard's X and other effects counted by the judge).
    verdict = ask(
        library,
        cards,
        "swtcg.attack",
        attacker='"Star Destroyer" power=3',
        defender='"Jawa Hunters" tapped',
        rolled="6 5 1",
    )
    expect(verdict, 2, "2 hits → 2 damage to Jawa Hunters", {"bombard", "stealth"})
    assert "(power=3 given)" in " ".join(step.test for step in verdict.steps)


def test_the_odds_and_the_power_check_agree(library: Library, cards: CardStore) -> None:
    odds = ask(
        library,
        cards,
        "swtcg.odds",
        attacker='"Star Destroyer"',
        defender='"Jawa Hunters" tapped',
        at_least=3,
    )
    assert odds.answer == "0/1"  # 2 dice can't do 3 damage
    power = ask(library, cards, "swtcg.power", attacker='"Star Destroyer"', defender='"Jawa Hunters" tapped')
    expect(
        power, 2, "Star Destroyer attacks Jawa Hunters with 2 power: 2 (Bombard 2)", {"bombard", "stealth"}
    )
