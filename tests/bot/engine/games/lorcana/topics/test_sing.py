"""lorcana.sing: Singer (8.11), Sing Together (8.12), Reckless may still sing (8.7.4)."""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "lorcana.sing"


def test_singer_sings_as_though_it_had_cost_n(ask: Ask) -> None:
    verdict = ask(TOPIC, song='"Part of Your World" cost=5', singers="Ariel cost=2 Singer 5")
    # 8.11.1: “… as though they had cost N instead of their normal ink cost.”
    expect(
        verdict,
        True,
        "Ariel can sing Part of Your World",
        {"8.11.1"},
        quote=("8.11.1", "as though they had cost N instead of their normal ink cost"),
        assumes={"sing-exerts", "drying", "singing-cost"},
    )


def test_without_singer_the_cost_must_reach_the_song(ask: Ask) -> None:
    verdict = ask(TOPIC, song='"Part of Your World" cost=5', singers="Ariel cost=4")
    expect(verdict, False, "below 5", {"8.11.1", "8.12.2"})


def test_sing_together_adds_ink_costs(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        song='"Under the Sea" cost=8 "Sing Together 8"',
        singers="Ariel cost=3; Flounder cost=2; Sebastian cost=3",
    )
    # 8.12.2: “If the total meets or exceeds the cost listed for Sing Together, … can sing the song.”
    expect(
        verdict,
        True,
        "Ariel, Flounder and Sebastian can sing Under the Sea",
        {"8.12.2"},
        quote=("8.12.2", "If the total meets or exceeds the cost listed for Sing Together"),
    )


def test_sing_together_short_total(ask: Ask) -> None:
    verdict = ask(
        TOPIC, song='"Under the Sea" cost=8 "Sing Together 8"', singers="Ariel cost=3; Flounder cost=2"
    )
    expect(verdict, False, "short of Sing Together 8", {"8.12.2"})


def test_sing_together_needs_ready_characters(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        song='"Under the Sea" cost=8 "Sing Together 8"',
        singers="Ariel cost=3; Flounder cost=2 exerted; Sebastian cost=3",
    )
    expect(verdict, False, "Flounder is exerted", {"8.12.2"}, quote=("8.12.2", "your ready characters"))


def test_whether_singer_counts_toward_sing_together_is_not_covered(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        song='"Under the Sea" cost=8 "Sing Together 8"',
        singers="Ariel cost=3 Singer 5; Flounder cost=2; Sebastian cost=2",
    )
    # 8.12.2 adds "ink costs"; 8.11.2: “The character’s ink cost doesn’t change.” The text doesn't settle it.
    expect_not_covered(verdict, "doesn't say which Sing Together uses")
    assert {"8.11.2", "8.12.2"} <= set(verdict.rule_ids)


def test_reckless_may_still_sing(ask: Ask) -> None:
    verdict = ask(TOPIC, song='"Be Prepared" cost=7', singers="Scar cost=4 Reckless Singer 7")
    # 8.7.4: “A player can still exert a character with Reckless to use abilities or sing songs if able.”
    expect(
        verdict, True, "Scar can sing Be Prepared", {"8.7.4", "8.11.1"}, quote=("8.7.4", "sing songs if able")
    )


def test_an_exerted_or_drying_singer_cannot_sing(ask: Ask) -> None:
    expect(
        ask(TOPIC, song='"Be Prepared" cost=3', singers="Scar cost=4 exerted"),
        False,
        "Scar is exerted",
        {"8.11.1"},
    )
    expect(
        ask(TOPIC, song='"Be Prepared" cost=3', singers="Scar cost=4 drying Rush"),
        False,
        "Scar is drying",
        {"8.11.1", "8.9.1"},
    )


def test_several_singers_need_sing_together(ask: Ask) -> None:
    verdict = ask(TOPIC, song='"Be Prepared" cost=3', singers="Scar cost=2; Nala cost=2")
    expect(verdict, False, "has no Sing Together", {"8.12.2"})
