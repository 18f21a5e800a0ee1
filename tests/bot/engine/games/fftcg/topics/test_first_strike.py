"""fftcg.first_strike: First Strike Forwards deal damage first; a party only if all of it has it."""

from __future__ import annotations

import pytest

from bot.engine.errors import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "fftcg.first_strike"


def test_an_attacker_with_first_strike_deals_damage_first(ask: Ask) -> None:
    # “If any of the attacking or blocking Forward have First Strike, these Forwards will deal damage
    # before the other Forwards.”
    verdict = ask(TOPIC, attackers='Cloud "First Strike"', blocker="Squall")
    expect(
        verdict,
        "attacker_first",
        "Cloud deals its First Strike damage first, then Squall",
        {"first-strike"},
        quote=("first-strike", "these Forwards will deal damage before the other Forwards"),
    )
    quotes = " ".join(c.quote for c in verdict.citations)
    assert "the turn player gains priority" in quotes
    assert "not put onto the stack until all other damage is resolved" in quotes


def test_a_party_with_mixed_first_strike_deals_damage_normally(ask: Ask) -> None:
    # “A party can deal First Strike damage only if all Forwards in the party have First Strike.
    # Otherwise, they deal damage normally.”
    verdict = ask(TOPIC, attackers="Cloud First Strike; Tifa", blocker="Squall")
    expect(
        verdict,
        "simultaneous",
        "not every Forward of the party has First Strike, so it deals damage normally",
        {"forming-a-party", "first-strike", "10.1.4.2"},
        quote=("forming-a-party", "Otherwise, they deal damage normally."),
    )
    assert any("they all have to have the First Strike trait" in c.quote for c in verdict.citations)
    # 10.1.4.2: “both the attacking and blocking Forwards deal damage … to each other” (was an assumption).
    assert verdict.assumptions == ()


def test_a_mixed_party_blocked_by_a_first_strike_forward_is_hit_first(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers="Cloud First Strike; Tifa", blocker="Squall First Strike")
    expect(
        verdict,
        "blocker_first",
        "its controller assigns the damage among the party's Forwards",
        {"forming-a-party", "first-strike"},
        quote=("first-strike", "the remaining Forwards then do so"),
    )
    assert verdict.would_change == ("at the same time if Tifa had First Strike too",)


def test_a_first_strike_blocker_too_weak_to_break_any_party_member(ask: Ask) -> None:
    # 10.1.4.2.1: its controller “assigns its damage freely among one or several of the attacking Forwards
    # with a value of at least 1000 and in multiples of 1000”: 4000 can't break a 5000 or a 7000 Forward.
    verdict = ask(
        TOPIC,
        attackers="Cloud power=7000; Tifa power=5000",
        blocker="Squall First Strike power=4000",
        question="first_hit_breaks",
    )
    expect(
        verdict,
        False,
        "No — Squall deals its First Strike damage first, then the party, which breaks none of them however "
        "its controller assigns it",
        {"forming-a-party", "first-strike", "10.1.4.2.1"},
        quote=("10.1.4.2.1", "with a value of at least 1000 and in multiples of 1000"),
    )
    verdict = ask(
        TOPIC,
        attackers="Cloud power=7000; Tifa power=5000",
        blocker="Squall First Strike power=6000",
        question="first_hit_breaks",
    )
    expect_not_covered(verdict, "it can break some of them: whether it does is that player's choice")


def test_an_all_first_strike_party_against_a_first_strike_blocker(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers="Cloud First Strike; Tifa First Strike", blocker="Squall First Strike")
    expect(
        verdict,
        "simultaneous",
        "The party and Squall both deal First Strike damage, at the same time",
        {"forming-a-party", "first-strike"},
        quote=("first-strike", "If attacking Forwards form a party, they all have to have the First Strike"),
    )


def test_first_strike_damage_can_break_the_blocker_before_it_deals_any(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        attackers="Cloud First Strike power=7000; Tifa First Strike power=3000",
        blocker="Squall power=9000",
    )
    expect(
        verdict,
        "attacker_first",
        "Squall is broken by it first and deals no damage",
        {"forming-a-party", "first-strike", "10.1.4.2", "12.4.5", "11.1.3", "10.1.3.2.1"},
        quote=("11.1.3", "Any rule processes are resolved before either player gains priority."),
    )
    assert verdict.assumptions == ()


def test_a_first_strike_blocker_that_does_not_break_the_attacker(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers="Cloud power=9000", blocker="Squall First Strike power=8000")
    expect(
        verdict,
        "blocker_first",
        "Squall deals its First Strike damage first, then Cloud.",
        {"first-strike", "10.1.4.2", "12.4.5"},
    )
    assert ("Cloud (attacker) with 8000 damage and power 9000 is broken", False) in [
        (s.test, s.held) for s in verdict.steps
    ]


def test_neither_side_has_first_strike(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers="Cloud", blocker="Squall")
    expect(verdict, "simultaneous", "neither side has First Strike", {"first-strike", "10.1.4.2"})
    assert verdict.would_change == ("Squall first if it had First Strike",)


def test_a_first_strike_blocker_that_cannot_deal_damage_breaks_nothing(ask: Ask) -> None:
    verdict = ask(
        TOPIC, attackers="Cloud power=7000", blocker="Squall First Strike power=8000 cant_deal_damage"
    )
    # 2.2: “… another rule or effect prevents that same effect from happening, the rule preventing the
    # effect takes precedence.”
    expect(
        verdict,
        "blocker_first",
        "Squall deals its First Strike damage first, then Cloud.",
        {"first-strike", "2.2", "12.4.5"},
        quote=("2.2", "the rule preventing the effect takes precedence"),
    )


def test_the_turn_player_gains_priority_after_first_strike_damage(ask: Ask) -> None:
    # “After resolving First Strike damage but before resolving non-First Strike damage, the turn player
    # gains priority.”
    verdict = ask(TOPIC, attackers='Cloud "First Strike"', blocker="Squall", question="priority_to")
    expect(
        verdict,
        "turn_player",
        "The turn player gains priority after the First Strike damage",
        {"first-strike"},
        quote=("first-strike", "the turn player gains priority"),
    )


def test_no_summons_or_abilities_in_that_window(ask: Ask) -> None:
    # “However, players cannot cast Summons or play action or special abilities at this stage.”
    verdict = ask(TOPIC, attackers="Cloud", blocker='Squall "First Strike"', question="abilities_in_window")
    expect(
        verdict,
        False,
        "No — after First Strike damage the turn player gains priority, but players cannot cast Summons",
        {"first-strike"},
        quote=("first-strike", "players cannot cast Summons or play action or special abilities"),
    )


def test_first_strike_triggers_wait_until_all_other_damage(ask: Ask) -> None:
    # “Any abilities triggered by First Strike damage are not put onto the stack until all other damage
    # is resolved.”
    verdict = ask(TOPIC, attackers='Cloud "First Strike"', blocker="Squall", question="triggers_stack")
    expect(
        verdict,
        "after_all_damage",
        "After all damage: abilities triggered by First Strike damage are not put onto the stack",
        {"first-strike"},
        quote=("first-strike", "are not put onto the stack until all other damage is resolved"),
    )


def test_without_first_strike_there_is_no_window_so_the_order_is_answered(ask: Ask) -> None:
    verdict = ask(TOPIC, attackers="Cloud", blocker="Squall", question="priority_to")
    expect(
        verdict, "simultaneous", "Simultaneous: neither side has First Strike", {"first-strike", "10.1.4.2"}
    )
    assert verdict.question == "first" and "priority_to" not in verdict.answers


def test_whether_the_first_hit_breaks(ask: Ask) -> None:
    # “these Forwards will deal damage before the other Forwards”: a Forward broken first is out of battle
    # before the turn player gains priority (11.1.3, 10.1.3.2.1), so it deals none.
    verdict = ask(
        TOPIC,
        attackers="Cloud power=3000",
        blocker='Squall power=5000 "First Strike"',
        question="first_hit_breaks",
    )
    expect(
        verdict,
        True,
        "Yes — Squall deals its First Strike damage first",
        {"first-strike", "10.1.4.2", "12.4.5", "11.1.3", "10.1.3.2.1"},
    )
    assert verdict.assumptions == ()
    verdict = ask(
        TOPIC,
        attackers="Cloud power=9000",
        blocker='Squall power=5000 "First Strike"',
        question="first_hit_breaks",
    )
    expect(
        verdict,
        False,
        "No — Squall deals its First Strike damage first",
        {"first-strike", "10.1.4.2", "12.4.5"},
    )


def test_without_a_power_whether_the_first_hit_breaks_is_an_input_error(ask: Ask) -> None:
    # Whether damage breaks a Forward compares it with its power (12.4.5: “Characters that received damage
    # equal to or greater than their power value are broken.”): a missing power= is asked for, as the
    # other damage checks ask for it, not "not covered" (it was).
    with pytest.raises(ScenarioError, match=r"Squall needs its power \(power=N\)") as raised:
        ask(TOPIC, attackers='Cloud power=7000 "First Strike"', blocker="Squall", question="first_hit_breaks")
    assert "\n" not in str(raised.value)
    with pytest.raises(ScenarioError, match=r"Cloud needs its power \(power=N\)"):
        ask(TOPIC, attackers="Cloud", blocker='Squall power=5000 "First Strike"', question="first_hit_breaks")
    # The other questions still need no power; asked together, only its row says what is missing.
    assert ask(TOPIC, attackers='Cloud "First Strike"', blocker="Squall").answer == "attacker_first"
    table = ask(
        TOPIC,
        attackers='Cloud "First Strike"',
        blocker="Squall",
        question="first_hit_breaks",
        questions="all",
    )
    assert table.answers["first"] == "attacker_first" and len(table.answers) == 4
    assert list(table.unanswered) == ["first_hit_breaks"]
    assert table.unanswered["first_hit_breaks"].startswith("Cloud needs its power (power=N)")


@pytest.mark.parametrize(
    ("attackers", "blocker", "rules", "quote"),
    [
        # 10.1.4.2: “If an attacking Forward is blocked, both the attacking and blocking Forwards deal
        # damage equal to their respective power values to each other.” First Strike changes that only
        # “If any of the attacking or blocking Forward have First Strike”.
        (
            "Cloud power=9000",
            "Squall power=5000",
            {"first-strike", "10.1.4.2"},
            ("10.1.4.2", "to each other"),
        ),
        # Forming a Party: “A party can deal First Strike damage only if all Forwards in the party have First
        # Strike. Otherwise, they deal damage normally.”
        (
            'Cloud power=9000 "First Strike"; Tifa power=3000',
            "Squall power=5000",
            {"forming-a-party", "first-strike", "10.1.4.2"},
            ("10.1.4.2", "to each other"),
        ),
        # First Strike: “If any of the attacking or blocking Forward have First Strike, these Forwards will
        # deal damage before the other Forwards.” Both sides are “these Forwards”: neither strikes first.
        (
            'Cloud power=9000 "First Strike"',
            'Squall power=5000 "First Strike"',
            {"first-strike"},
            ("first-strike", "these Forwards will deal damage before the other Forwards"),
        ),
    ],
)
def test_no_first_hit_breaks_when_both_sides_or_neither_strike_first(
    ask: Ask, attackers: str, blocker: str, rules: set[str], quote: tuple[str, str]
) -> None:
    # It was "not covered", though its reason stated the decided fact ("no First Strike damage lands
    # first to break anything"). Squall would be broken by Cloud's 9000: not before it strikes.
    verdict = ask(TOPIC, attackers=attackers, blocker=blocker, question="first_hit_breaks")
    expect(verdict, False, "at the same time, so neither side is hit before it strikes.", rules, quote=quote)
    assert verdict.headline.startswith("No — ")
    settling = [step for step in verdict.steps if step.settles]
    assert len(settling) == 1 and settling[0].citation is not None
    assert settling[0].citation.rule == quote[0]
    assert verdict.assumptions == ()
    # Asked who strikes first, the answer and its Details are what they were: no break answer along.
    assert ask(TOPIC, attackers=attackers, blocker=blocker).answers == {"first": "simultaneous"} | (
        {} if "10.1.4.2" in rules else _WINDOW
    )


_WINDOW = {"priority_to": "turn_player", "abilities_in_window": False, "triggers_stack": "after_all_damage"}


@pytest.mark.parametrize("question", ["first_hit_breaks", "first"])
def test_a_forward_with_power_0_is_not_in_battle_to_be_broken(ask: Ask, question: str) -> None:
    # 12.4.4: “Characters with zero or less power are put into their owner's Break Zone.” — a rules process,
    # resolved before either player gains priority (11.1.3), and not breaking (Break: rules processes “are
    # not treated as “breaking” unless it is explicitly written that they are”). Such a Forward isn't on the
    # field to attack: it answered "Yes — … Cloud is broken by it first", though the blocker could deal no
    # damage and Cloud never took any. Refused as `combat` refuses it.
    with pytest.raises(ScenarioError, match=r"Cloud has power 0: .*\(12\.4\.4\), so it can't be in battle"):
        ask(
            TOPIC,
            attackers="Cloud power=0",
            blocker='Sephiroth power=5000 "First Strike" cant_deal_damage',
            question=question,
        )
    # 12.4.5: “Characters that received damage equal to or greater than their power value are broken.”
    with pytest.raises(ScenarioError, match="Squall already has 5000 damage, not below its power"):
        ask(TOPIC, attackers="Cloud power=7000", blocker="Squall power=5000 dmg=5000")
