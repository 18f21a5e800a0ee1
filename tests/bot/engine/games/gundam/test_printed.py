"""Printed text on Gundam cards, weighed before every topic (`bot.engine.games.gundam.printed`).

A 【Burst】 acts only as a Shield (13-2-5-1: “when this card is acting as a Shield and is revealed after
being destroyed”); a trigger the question doesn't reach needs its own condition (10-1-6-2: “A triggered
effect will not trigger or activate unless its trigger conditions are fulfilled.”); anything else is
not covered, naming the line — never ignored.
"""

from __future__ import annotations

import pytest

from bot.engine import topics
from bot.engine.games.gundam.printed import line_of
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered


@pytest.mark.parametrize(
    ("text", "kind", "event"),
    [
        ("【Burst】Add this card to your hand.", "burst", None),
        ("【Deploy】Draw 1.", "triggered", "deploy"),
        ("【Deploy・Development 2】■Draw 1.", "triggered", "deploy"),
        ("【When Paired･(Zeon) Pilot】Choose 1 enemy Unit. Rest it.", "triggered", "paired"),
        ("【During Link】【Attack】Choose 1 enemy Unit. Deal 1 damage to it.", "triggered", "attack"),
        ("【During Pair】【Destroyed】Draw 1.", "triggered", "destroyed"),
        ("【When Linked】Draw 1.", "triggered", "linked"),
        ("【Activate･Main】【Once per Turn】②：Draw 1.", "activated", None),
        ("【Activate･Action】Rest this Unit：Draw 1.", "activated", None),
        ("【During Link】This Unit's AP can't be reduced by enemy effects.", "other", None),
        (
            "【Once per Turn】 When an enemy Link Unit is destroyed with damage while this Unit is "
            "attacking, draw 1.",
            "other",
            None,
        ),
        ("While this Unit is white, it gains <Blocker>.", "other", None),
    ],
)
def test_a_printed_line_is_read_by_its_marks(text: str, kind: str, event: str | None) -> None:
    line = line_of(text)
    assert (line.kind, line.event) == (kind, event)


def test_a_pilots_burst_cannot_change_a_battle_answer(real: Ask) -> None:
    # 3-3-9-1: “Typically 【Burst】 effects appear here.”; 13-2-5-1: a 【Burst】 acts “when this card is
    # acting as a Shield and is revealed after being destroyed”. A paired Pilot is no Shield.
    verdict = real(
        "gundam.link", unit='Sentry link="[Banagher Links]"', pilot='"Banagher Links"', question="linked"
    )
    expect(
        verdict,
        True,
        "Banagher Links meets Sentry's link condition",
        {"3-3-9-1", "13-2-5-1", "10-1-6-2", "3-2-6-4", "3-2-6-2"},
        quote=("13-2-5-1", "when this card is acting as a Shield"),
    )


def test_printed_text_that_could_change_the_answer_is_not_covered_naming_it(real: Ask) -> None:
    # Sayla Mass: “While this Unit is blue, it gains <Repair 1>.” — a constant effect the engine doesn't
    # read, on the question it could change (the Unit's <Repair>).
    verdict = real("gundam.repair", unit="Grunt Repair 1 damage=2", pilot='"Sayla Mass"')
    expect_not_covered(verdict, "While this Unit is blue, it gains <Repair 1>.")
    assert any(step.citation and step.citation.rule == "13-2-5-1" for step in verdict.steps)


def test_a_trigger_the_question_reaches_is_not_covered(real: Ask) -> None:
    # Lafter Frankland prints “【Attack】If this Unit is damaged and Lv.5 or lower, it gains <High-Maneuver>
    # during this battle.”: 【Attack】 effects resolve in the attack step (8-2-2), before a block.
    verdict = real(
        "gundam.attack",
        attacker="Harrier ap=3",
        blocker='"Gundam Lfrith" active',
        question="can_block",
        pilot='"Lafter Frankland"',
    )
    expect_not_covered(verdict, "【Attack】")


def test_an_activated_effect_acts_only_if_used(real: Ask) -> None:
    # 10-1-7-1: “An activated effect can be freely activated by the player.”
    verdict = real(
        "gundam.repair", unit='"Stark Jegan" damage=1', pilot='"Elan Ceres (Enhanced Person Number 4)"'
    )
    expect(
        verdict,
        1,
        "Stark Jegan recovers 1 HP",
        {"3-3-9-1", "13-2-5-1", "10-1-7-1", "13-1-1-1", "7-6-4-1", "5-6-1"},
        quote=("10-1-7-1", "freely activated"),
    )


def test_the_older_topics_weigh_printed_text_too(real: Ask) -> None:
    # The pilot topic reaches every event (its default): Amuro Ray's 【Burst】 is cited as not changing the
    # answer, and his 【When Paired】 text, which could, makes it not covered — as before, naming it.
    verdict = real("gundam.pilot", pilot='"Amuro Ray (ST01-010)"', unit="Sentry qual=any")
    expect_not_covered(verdict, "【When Paired】")
    assert {s.citation.rule for s in verdict.steps if s.citation} == {"3-3-9-1", "13-2-5-1"}


def test_every_gundam_topic_weighs_printed_text() -> None:
    """No Gundam topic can skip the weighing: each is registered through `gundam_topic`."""
    gundam = [topic for topic in topics().values() if topic.game == "gundam"]
    assert len(gundam) == 12
    assert all(getattr(topic.decide, "weighs_printed", False) for topic in gundam)


def test_a_deck_reads_no_printed_effect_but_one_about_deck_building(ask: Ask) -> None:
    # 2-11-2: “Unless instructed otherwise, card text on Unit and Base cards only takes effect in the battle
    # or shield area.” Text that speaks of what a deck holds is the "otherwise": not covered.
    fine = ask("gundam.deck", cards='Zaku colour=Red unit text="【Deploy】Draw 1."', colour_count=None)
    expect(
        fine,
        True,
        "legal for what was given",
        {"2-11-2", "6-1-1-2"},
        quote=("2-11-2", "battle or shield area"),
    )
    odd = ask(
        "gundam.deck", cards='Zaku colour=Red unit text="You may include any number of this card in a deck."'
    )
    expect_not_covered(odd, "what a deck may hold")
