"""fftcg.break: breaking vs the other ways into the Break Zone."""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.games.fftcg.support import assumed
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
    verdict = ask(TOPIC, event="cost")
    expect(
        verdict, False, "through paying a cost is not treated as “breaking”", {"break"}, quote=NOT_BREAKING
    )


def test_put_into_the_break_zone_is_not_breaking_unless_explicitly_written(ask: Ask) -> None:
    expect(
        ask(TOPIC, event="put_into_break_zone"),
        False,
        "“put into the Break Zone”",
        {"break"},
        quote=NOT_BREAKING,
    )
    verdict = ask(TOPIC, event="put_into_break_zone", explicit=True)
    expect(verdict, True, "because it is explicitly written", {"break"}, quote=NOT_BREAKING)


def test_a_rules_process_is_not_breaking(ask: Ask) -> None:
    expect(ask(TOPIC, event="rules_process"), False, "a rules process", {"break"}, quote=NOT_BREAKING)


def test_broken_by_damage_rests_on_an_assumption(ask: Ask) -> None:
    verdict = ask(TOPIC, event="damage")
    expect(verdict, True, "counts as broken", {"break"})
    assert assumed(verdict) == {"break-at-power"}


def test_discarding_and_cards_not_on_the_field(ask: Ask) -> None:
    verdict = ask(TOPIC, event="discard")
    expect(verdict, False, "discarding moves a card from hand", {"discard", "break"})
    expect(ask(TOPIC, event="break_effect", from_field=False), False, "this card isn't on a field", {"break"})


def test_break_answers_one_typed_question(ask: Ask) -> None:
    # “To break a card means to move it from a field to its owner's Break Zone.”
    verdict = ask(TOPIC, event="break_effect")
    assert verdict.question == "is_break" and verdict.answers == {"is_break": True}
