"""fftcg.break: breaking vs the other ways into the Break Zone; zone triggers; "cannot be broken"."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "fftcg.break"
NOT_BREAKING = ("break", "these are not treated as “breaking” unless it is explicitly written that they are")


def test_a_break_effect_breaks(ask: Ask) -> None:
    verdict = ask(TOPIC, event="break_effect")
    expect(
        verdict,
        True,
        "it is broken",
        {"break"},
        quote=("break", "move it from a field to its owner's Break Zone"),
    )


def test_paying_a_cost_is_not_breaking(ask: Ask) -> None:
    verdict = ask(TOPIC, event="cost", explicit=False)
    expect(
        verdict, False, "through paying a cost is not treated as “breaking”", {"break"}, quote=NOT_BREAKING
    )


def test_put_into_the_break_zone_is_not_breaking_unless_explicitly_written(ask: Ask) -> None:
    expect(
        ask(TOPIC, event="put_into_break_zone", explicit=False),
        False,
        "“put into the Break Zone”",
        {"break"},
        quote=NOT_BREAKING,
    )
    verdict = ask(TOPIC, event="put_into_break_zone", explicit=True)
    expect(verdict, True, "because it is explicitly written", {"break"}, quote=NOT_BREAKING)


@pytest.mark.parametrize(
    ("process", "rule", "says"),
    [
        # 12.4.4: “Characters with zero or less power are put into their owner's Break Zone.”
        ("zero_power", "12.4.4", "are put into their owner's Break Zone"),
        # 12.4.6: “… put all of these cards into their owner's Break Zone.”
        ("same_name", "12.4.6", "put all of these cards into their owner's Break Zone"),
        # 12.4.7: “… put all of them into their owner's Break Zone.”
        ("light_dark", "12.4.7", "put all of them into their owner's Break Zone"),
        # 12.4.8: “… put any cards that exceed the limit into their owner’s break Zone …”
        ("backups", "12.4.8", "put any cards that exceed the limit into their owner’s break Zone"),
    ],
)
def test_a_rules_process_that_puts_a_card_into_the_break_zone_is_not_breaking(
    ask: Ask, process: str, rule: str, says: str
) -> None:
    # Break: “… through rules processes but these are not treated as “breaking” unless it is explicitly
    # written that they are.” These four say “put”, not “broken”.
    verdict = ask(TOPIC, event="rules_process", process=process)
    expect(verdict, False, f"No — under the rules process {rule}", {"break", rule}, quote=NOT_BREAKING)
    assert any(c.rule == rule and says in c.quote for c in verdict.citations)


def test_the_rules_process_for_damage_is_breaking_as_12_4_5_says(ask: Ask) -> None:
    # 12.4.5: “Characters that received damage equal to or greater than their power value are broken.” A
    # rules process that is explicitly written to break: it was answered No by the default `explicit=false`
    # ("not treated as “breaking” unless it is explicitly written").
    verdict = ask(TOPIC, event="rules_process", process="damage")
    expect(
        verdict,
        True,
        "Yes — under the rules process 12.4.5",
        {"break", "12.4.5"},
        quote=("12.4.5", "equal to or greater than their power value are broken"),
    )
    settling = [step for step in verdict.steps if step.settles]
    assert len(settling) == 1 and settling[0].citation is not None and settling[0].citation.rule == "12.4.5"
    verdict = ask(TOPIC, event="rules_process", process="damage", question="while_unbreakable")
    expect(verdict, False, "breaks the card, and “cannot be broken” prevents it", {"break", "12.4.5", "2.2"})


def test_whether_it_is_written_to_break_is_asked_not_assumed(ask: Ask) -> None:
    # Break: costs, “put into the Break Zone” and rules processes “are not treated as “breaking” unless it is
    # explicitly written that they are”: which one it is, and whether its text says so, decides the answer.
    with pytest.raises(ScenarioError, match=r"`rules_process` needs `process` \(zero_power, damage"):
        ask(TOPIC, event="rules_process")
    for event in ("cost", "put_into_break_zone"):
        with pytest.raises(ScenarioError, match=rf"`{event}` needs `explicit` \(true if its text"):
            ask(TOPIC, event=event, question="while_unbreakable")
    # Not on the field, it is no break whatever the text says (Break: “from a field”): nothing is asked.
    expect(
        ask(TOPIC, event="rules_process", from_field=False), False, "this card isn't on a field", {"break"}
    )


def test_broken_by_damage_is_breaking_as_12_4_5_says(ask: Ask) -> None:
    # 12.4.5: “Characters that received damage equal to or greater than their power value are broken.” —
    # explicitly “broken” (an assumption before 2.1.2).
    verdict = ask(TOPIC, event="damage")
    expect(
        verdict,
        True,
        "counts as broken",
        {"break", "12.4.5"},
        quote=("12.4.5", "equal to or greater than their power value are broken"),
    )
    assert verdict.assumptions == ()


def test_discarding_and_cards_not_on_the_field(ask: Ask) -> None:
    verdict = ask(TOPIC, event="discard")
    expect(verdict, False, "discarding moves a card from hand", {"discard", "break"})
    expect(ask(TOPIC, event="break_effect", from_field=False), False, "this card isn't on a field", {"break"})


def test_break_answers_one_typed_question(ask: Ask) -> None:
    # “To break a card means to move it from a field to its owner's Break Zone.”
    verdict = ask(TOPIC, event="break_effect")
    assert verdict.question == "is_break" and verdict.answers == {"is_break": True}


def test_a_cost_that_puts_a_forward_into_the_break_zone_is_seen_by_zone_triggers(ask: Ask) -> None:
    # 11.8.16: “Some auto-abilities have trigger events that consist of when a card is moved from one Zone to
    # another. This is called a “Zone movement trigger”.” Paying the cost moves it from the field to the
    # Break Zone, though it is not “breaking”.
    verdict = ask(TOPIC, event="cost", explicit=False, question="zone_trigger")
    expect(
        verdict,
        True,
        "Yes — paying a cost moves the card from the field to the Break Zone, a zone movement",
        {"break", "11.8.16", "11.8.3"},
        quote=("11.8.16", "when a card is moved from one Zone to another"),
    )
    assert "a “when … is broken” one doesn't" in verdict.headline
    assert verdict.answers == {"is_break": False, "zone_trigger": True}
    verdict = ask(TOPIC, event="discard", question="zone_trigger")
    expect(
        verdict,
        False,
        "No — discarding it doesn't move the card from the field",
        {"discard", "break", "11.8.16"},
    )


def test_cannot_be_broken_does_not_stop_a_cost_that_puts_it_into_the_break_zone(ask: Ask) -> None:
    # Break: paying costs “are not treated as “breaking” unless it is explicitly written that they are.”
    verdict = ask(TOPIC, event="cost", explicit=False, question="while_unbreakable")
    expect(
        verdict,
        True,
        "Yes — paying a cost isn't breaking, so “cannot be broken” doesn't stop it: the cost can be paid.",
        {"break"},
        quote=NOT_BREAKING,
    )
    assert verdict.would_change == ("not if it were explicitly written to count as breaking",)


def test_cannot_be_broken_stops_a_cost_that_breaks_it(ask: Ask) -> None:
    # 2.2: “… another rule or effect prevents that same effect from happening, the rule preventing the effect
    # takes precedence.” 11.6.10: “He or she cannot pay only a part of the cost.”
    verdict = ask(TOPIC, event="cost", explicit=True, question="while_unbreakable")
    expect(
        verdict,
        False,
        "No — this cost breaks the card, and “cannot be broken” prevents that",
        {"break", "2.2", "11.6.10"},
        quote=("11.6.10", "He or she cannot pay only a part of the cost."),
    )
    verdict = ask(TOPIC, event="damage", question="while_unbreakable")
    expect(
        verdict,
        False,
        "No — damage equal to or greater than its power breaks the card, and “cannot be broken” prevents it",
        {"break", "12.4.5", "2.2"},
        quote=("2.2", "the rule preventing the effect takes precedence"),
    )
    verdict = ask(TOPIC, event="put_into_break_zone", explicit=False, question="while_unbreakable")
    expect(verdict, True, "“put into the Break Zone” isn't breaking", {"break"})


def test_off_the_field_what_is_written_would_change_nothing(ask: Ask) -> None:
    # Break: “To break a card means to move it from a field to its owner's Break Zone.” Off the field, no
    # text makes it breaking: the Yes no longer says "not if it were explicitly written to count as breaking".
    for event in ("cost", "break_effect", "rules_process"):
        verdict = ask(TOPIC, event=event, from_field=False, question="while_unbreakable")
        assert verdict.answer is True and verdict.would_change == ()


@pytest.mark.parametrize("process", ["zero_power", "damage", "same_name", "light_dark", "backups"])
@pytest.mark.parametrize("question", ["is_break", "zone_trigger", "while_unbreakable"])
def test_every_rules_process_answer_keeps_its_steps_readable(ask: Ask, process: str, question: str) -> None:
    # A step is read on a phone (at most 220 characters, as every generated scenario's): naming 12.4.5's
    # whole condition in the zone-movement step made it 241.
    verdict = ask(TOPIC, event="rules_process", process=process, question=question)
    assert max(len(step.test) for step in verdict.steps) <= 220
