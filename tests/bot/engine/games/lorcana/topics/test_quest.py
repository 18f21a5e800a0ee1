"""lorcana.quest: Reckless can't quest (8.7.2, 8.7.4), Support when questing (8.13.1)."""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "lorcana.quest"


def test_reckless_cannot_quest_but_can_still_be_exerted(ask: Ask) -> None:
    verdict = ask(TOPIC, quester="Maui str=5 Reckless")
    # 8.7.2: The first ability means “This character can’t quest.”
    expect(
        verdict, False, "it has Reckless", {"8.7.2", "8.7.4"}, quote=("8.7.2", "This character can’t quest.")
    )
    assert any("8.7.4" in change for change in verdict.would_change)


def test_a_ready_dry_character_quests(ask: Ask) -> None:
    expect(
        ask(TOPIC, quester="Pluto"), True, "Pluto can quest", {"8.7.2"}, assumes={"quest-exerts", "drying"}
    )


def test_an_exerted_character_cannot_quest_by_assumption(ask: Ask) -> None:
    expect(
        ask(TOPIC, quester="Pluto exerted"),
        False,
        "it is exerted",
        {"8.7.2"},
        assumes={"quest-exerts", "drying"},
    )


def test_rush_does_not_let_a_drying_character_quest(ask: Ask) -> None:
    verdict = ask(TOPIC, quester="Pluto drying Rush")
    # 8.9.1 only: “This character can challenge as though they were in play at the beginning of your turn.”
    expect(verdict, False, "it is drying", {"8.7.2", "8.9.1"}, quote=("8.9.1", "can challenge"))


def test_support_adds_strength_to_another_chosen_character(ask: Ask) -> None:
    verdict = ask(TOPIC, quester="Pluto str=2 Support", support_target="Goofy str=3")
    # 8.13.1: "Whenever this character quests, you may add this character's to another chosen …" (icons lost)
    expect(
        verdict,
        True,
        "Support may add 2 strength to Goofy (3 → 5) this turn",
        {"8.7.2", "8.13.1"},
        quote=("8.13.1", "Whenever this character quests"),
    )


def test_support_cannot_choose_an_opponents_warded_character(ask: Ask) -> None:
    verdict = ask(TOPIC, quester="Pluto str=2 Support", support_target="Goofy str=3 side=opp Ward")
    expect(verdict, True, "Support can't choose Goofy (Ward)", {"8.7.2", "8.13.1", "8.15.1"})
