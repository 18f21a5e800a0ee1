"""lorcana.shift: which Shift fits (8.10.1, 8.10.8.x) and what carries over (8.10.2–8.10.6)."""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "lorcana.shift"
CARRY_OVER = {"8.10.2", "8.10.4", "8.10.5", "8.10.6"}


def test_shift_onto_a_character_with_the_same_name(ask: Ask) -> None:
    verdict = ask(TOPIC, shifter='"Elsa - Snow Queen" wp=5 Shift 4', base="Elsa")
    # 8.10.1: “If you have a character in play with the same name as this card, you may play this character …”
    expect(
        verdict,
        True,
        "Elsa - Snow Queen can shift onto Elsa (Shift 4)",
        {"8.10.1", *CARRY_OVER},
        quote=("8.10.1", "with the same name as this card"),
    )


def test_shift_needs_the_same_name(ask: Ask) -> None:
    verdict = ask(TOPIC, shifter='"Elsa - Snow Queen" Shift 4', base="Anna")
    expect(verdict, False, "no Shift ability of it fits", {"8.10.1"})
    assert verdict.would_change == ("legal if the character in play were named Elsa",)


def test_classification_shift_needs_the_classification(ask: Ask) -> None:
    fits = ask(TOPIC, shifter="Pongo [Puppy] Shift 3", base="Patch class=Puppy,Storyborn")
    # 8.10.8.1: “If you have a character in play with the [Classification] specified by this ability …”
    expect(
        fits,
        True,
        "(Puppy Shift 3)",
        {"8.10.8.1", "8.10.8", *CARRY_OVER},
        quote=("8.10.8.1", "with the [Classification] specified by this ability"),
    )
    expect(
        ask(TOPIC, shifter="Pongo [Puppy] Shift 3", base="Lucky class=Storyborn"),
        False,
        "no Shift ability",
        {"8.10.8.1", "8.10.1"},
    )


def test_universal_shift_goes_onto_any_of_your_characters(ask: Ask) -> None:
    verdict = ask(TOPIC, shifter='Stitch "Universal Shift 4"', base="Lucky")
    # 8.10.8.2: “If you have a character in play, you may play this character by paying their Shift cost …”
    expect(
        verdict,
        True,
        "(Universal Shift 4)",
        {"8.10.8.2", "8.10.8", *CARRY_OVER},
        quote=("8.10.8.2", "put this card on top of another character you have in play."),
    )


def test_shifted_onto_an_exerted_character_it_enters_exerted_and_cannot_sing(ask: Ask) -> None:
    verdict = ask(TOPIC, shifter="Elsa Shift 4", base="Elsa exerted")
    # 8.10.2: “… put on top of an exerted character, the shifted character enters play exerted.”
    expect(
        verdict,
        True,
        "enters play exerted, dry, with 0 damage; it can't sing a song while exerted",
        {"8.10.1", *CARRY_OVER},
        quote=("8.10.2", "enters play exerted"),
        assumes={"exert-needs-ready"},
    )


def test_an_effect_can_make_it_enter_exerted_onto_a_ready_character(ask: Ask) -> None:
    verdict = ask(TOPIC, shifter="Elsa Shift 4", base="Elsa", enters_exerted_by_effect=True)
    expect(
        verdict,
        True,
        "enters play exerted",
        {"8.10.1", "8.10.3", *CARRY_OVER},
        quote=("8.10.3", "even if the character it was on top of is ready"),
    )


def test_onto_a_drying_character_it_enters_drying_and_cannot_sing(ask: Ask) -> None:
    verdict = ask(TOPIC, shifter="Elsa Shift 4", base="Elsa drying")
    # 8.10.4 (drying) and 8.10.5: can sing only “if the character it was put on top of was dry”.
    expect(
        verdict,
        True,
        "ready, drying, with 0 damage; it can't sing a song this turn",
        {"8.10.1", *CARRY_OVER},
        quote=("8.10.5", "if the character it was put on top of was dry"),
    )


def test_damage_is_carried_over(ask: Ask) -> None:
    verdict = ask(TOPIC, shifter="Elsa wp=3 Shift 4", base="Elsa dmg=3")
    # 8.10.6: “A shifted character retains whatever damage is on the character it’s put on top of.”
    expect(
        verdict,
        True,
        "with 3 damage it is banished",
        {"8.10.1", "1.8.1.4", *CARRY_OVER},
        quote=("8.10.6", "retains whatever damage"),
        assumes={"exert-needs-ready"},
    )


def test_only_onto_your_own_character(ask: Ask) -> None:
    expect(
        ask(TOPIC, shifter="Elsa Shift 4", base="Elsa side=opp"), False, "isn't your character", {"8.10.1"}
    )


def test_no_shift_ability(ask: Ask) -> None:
    expect(ask(TOPIC, shifter="Elsa", base="Elsa"), False, "has no Shift ability", {"8.10.1"})


def test_bodyguard_may_enter_exerted_when_shifted(ask: Ask) -> None:
    verdict = ask(TOPIC, shifter="Pongo [Puppy] Shift 3 Bodyguard", base="Patch class=Puppy")
    expect(
        verdict,
        True,
        "enters play ready",
        {"8.10.8.1", "8.10.8", "8.3.2", *CARRY_OVER},
        assumes={"exert-needs-ready"},
    )
