"""lorcana.shift: which Shift fits (8.10.1, 8.10.8.x) and what carries over (8.10.2–8.10.6)."""

from __future__ import annotations

import pytest

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "lorcana.shift"
CARRY_OVER = {"8.10.2", "8.10.4", "8.10.5", "8.10.6"}
# What it can do after, onto a dry character: drying can't quest (5.1.1.11), a dry character “can be declared
# as a challenging character” (5.1.1.12), a challenger must be ready (4.6.4.1).
AFTER = {"5.1.1.11", "5.1.1.12", "4.6.4.1"}
AFTER_DRYING = {"5.1.1.11", "4.6.4.1"}
"""Onto a drying character: 5.1.1.11 decides questing, challenging and singing (“can't {E} to pay any
cost”)."""


def test_shift_onto_a_character_with_the_same_name(ask: Ask) -> None:
    verdict = ask(TOPIC, shifter='"Elsa - Snow Queen" wp=5 Shift 4', base="Elsa")
    # 8.10.1: “If you have a character in play with the same name as this card, you may play this character …”
    expect(
        verdict,
        True,
        "Elsa - Snow Queen can shift onto Elsa (Shift 4)",
        {"8.10.1", *CARRY_OVER, *AFTER},
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
        {"8.10.8.1", "8.10.8", *CARRY_OVER, *AFTER},
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
        {"8.10.8.2", "8.10.8", *CARRY_OVER, *AFTER},
        quote=("8.10.8.2", "put this card on top of another character you have in play."),
    )


def test_shifted_onto_an_exerted_character_it_enters_exerted_and_cannot_sing(ask: Ask) -> None:
    verdict = ask(TOPIC, shifter="Elsa Shift 4", base="Elsa exerted")
    # 8.10.2: “… put on top of an exerted character, the shifted character enters play exerted.”
    expect(
        verdict,
        True,
        "enters play exerted, dry, with 0 damage; it can't sing a song while exerted",
        {"8.10.1", *CARRY_OVER, *AFTER},
        quote=("8.10.2", "enters play exerted"),
        assumes={"exert-needs-ready"},
    )


def test_an_effect_can_make_it_enter_exerted_onto_a_ready_character(ask: Ask) -> None:
    verdict = ask(TOPIC, shifter="Elsa Shift 4", base="Elsa", enters_exerted_by_effect=True)
    expect(
        verdict,
        True,
        "enters play exerted",
        {"8.10.1", "8.10.3", *CARRY_OVER, *AFTER},
        quote=("8.10.3", "even if the character it was on top of is ready"),
    )


def test_onto_a_drying_character_it_enters_drying_and_cannot_sing(ask: Ask) -> None:
    verdict = ask(TOPIC, shifter="Elsa Shift 4", base="Elsa drying")
    # 8.10.4: “… put on top of a drying character, the shifted character enters play drying.” 5.1.1.11: “A
    # drying character … can't {E} to pay any cost.” (8.10.5 says it can sing “if” the one below was dry,
    # which alone doesn't make it a No.)
    expect(
        verdict,
        True,
        "ready, drying, with 0 damage; it can't sing a song this turn",
        {"8.10.1", "8.9.1", *CARRY_OVER, *AFTER_DRYING},
        quote=("5.1.1.11", "can't {E} to pay any cost"),
    )
    assert not any("was put on top of was dry" in citation.quote for citation in verdict.citations)


def test_damage_is_carried_over(ask: Ask) -> None:
    verdict = ask(TOPIC, shifter="Elsa wp=3 Shift 4", base="Elsa dmg=3")
    # 8.10.6: “A shifted character retains whatever damage is on the character it’s put on top of.”
    expect(
        verdict,
        True,
        "with 3 damage it is banished",
        {"8.10.1", "1.8.1.4", *CARRY_OVER, *AFTER},
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
    # 8.10.8.1: [Classification] Shift means “… you may play this character by paying their Shift cost …”;
    # 8.3.2: Bodyguard “functions while the character is being played” and means “This character may enter
    # play with the exerted state rather than the ready state.” So its player chooses: neither “Ready” nor
    # “Exerted” (8.10.2 makes it exerted only on an exerted character).
    verdict = ask(TOPIC, shifter="Pongo [Puppy] Shift 3 Bodyguard", base="Patch class=Puppy")
    expect(
        verdict,
        True,
        "enters play ready or exerted (Bodyguard)",
        {"8.10.8.1", "8.10.8", "8.3.2", *CARRY_OVER, *AFTER},
        assumes={"exert-needs-ready"},
    )
    assert verdict.answers["enters"] == "either"
    enters = ask(
        TOPIC, shifter="Pongo [Puppy] Shift 3 Bodyguard", base="Patch class=Puppy", question="enters"
    )
    expect(
        enters,
        "either",
        "Either — shifted onto a ready Patch, Pongo (Bodyguard) may enter play exerted or ready: its player "
        "chooses; it enters dry.",
        {"8.10.8.1", "8.10.8", "8.3.2", *CARRY_OVER, *AFTER},
        quote=("8.3.2", "This character may enter play with the exerted state rather than the ready state."),
        assumes={"exert-needs-ready"},
    )
    quest = ask(
        TOPIC, shifter="Pongo [Puppy] Shift 3 Bodyguard", base="Patch class=Puppy", question="can_quest"
    )
    assert quest.answer is True and "if it enters ready" in quest.headline
    # 8.10.2: onto an exerted character it enters exerted, whatever Bodyguard allows.
    onto_exerted = ask(
        TOPIC, shifter="Pongo [Puppy] Shift 3 Bodyguard", base="Patch class=Puppy exerted", question="enters"
    )
    assert onto_exerted.answer == "exerted"


# Sub-questions: each typed answer, with the 8.10 sentence that decides it.


def test_enters_exerted_onto_an_exerted_character(ask: Ask) -> None:
    # 8.10.2: “… put on top of an exerted character, the shifted character enters play exerted.”
    verdict = ask(TOPIC, shifter="Elsa Shift 4", base="Elsa exerted", question="enters")
    expect(verdict, "exerted", "Exerted — Elsa enters play exerted, dry", {"8.10.1", *CARRY_OVER, *AFTER})
    assert verdict.question == "enters"
    ready = ask(TOPIC, shifter="Elsa Shift 4", base="Elsa", question="enters")
    assert ready.answer == "ready" and ready.headline.startswith("Ready — ")


def test_dry_follows_the_character_below(ask: Ask) -> None:
    # 8.10.4: “If a shifted character is put on top of a drying character, the shifted character enters
    # play drying.”
    drying = ask(TOPIC, shifter="Elsa Shift 4", base="Elsa drying", question="dry")
    expect(
        drying,
        False,
        "No — Elsa enters play drying: Elsa was drying",
        {"8.10.1", "8.9.1", *CARRY_OVER, *AFTER_DRYING},
    )
    # … “put on top of a dry character, the shifted character enters play dry.” (even one played this turn)
    dry = ask(TOPIC, shifter="Elsa drying Shift 4", base="Elsa", question="dry")
    assert dry.answer is True and dry.answers["dry"] is True


def test_damage_kept_is_the_damage_below(ask: Ask) -> None:
    # 8.10.6: “A shifted character retains whatever damage is on the character it’s put on top of.”
    verdict = ask(TOPIC, shifter="Elsa wp=6 Shift 4", base="Elsa dmg=2", question="damage_kept")
    expect(verdict, 2, "Elsa keeps the 2 damage", {"8.10.1", "1.8.1.4", *CARRY_OVER, *AFTER})
    assert verdict.answers["can_shift"] is True


def test_can_sing_needs_the_character_below_dry(ask: Ask) -> None:
    # 8.10.5: “A player can exert a shifted character to sing a song if the character it was put on top of
    # was dry when the shifted character entered play.”
    onto_dry = ask(TOPIC, shifter="Elsa Shift 4", base="Elsa", question="can_sing")
    expect(onto_dry, True, "Yes — Elsa can exert to sing a song", {"8.10.1", *CARRY_OVER, *AFTER})
    onto_drying = ask(TOPIC, shifter="Elsa Shift 4", base="Elsa drying", question="can_sing")
    assert onto_drying.answer is False and onto_drying.headline.startswith("No — Elsa can’t exert to sing")
    # The No is 8.10.4 (it enters drying) with 5.1.1.11 (“can't {E} to pay any cost”), not 8.10.5's “if”.
    settling = next(step for step in onto_drying.steps if step.settles)
    assert settling.citation is not None and settling.citation.rule == "5.1.1.11"


def test_can_quest_like_the_character_below(ask: Ask) -> None:
    # 8.10.5: “A player can use a shifted character to perform all turn actions of the character it was put on
    # top of.” 5.1.1.11: “A drying character can't quest …”
    dry = ask(TOPIC, shifter="Elsa Shift 4", base="Elsa", question="can_quest")
    expect(dry, True, "Yes — Elsa can quest this turn", {"8.10.1", *CARRY_OVER, *AFTER})
    drying = ask(TOPIC, shifter="Elsa Shift 4", base="Elsa drying", question="can_quest")
    assert drying.answer is False and "drying" in drying.headline
    # 8.7.2: Reckless “This character can’t quest.”
    reckless = ask(TOPIC, shifter="Elsa Shift 4 Reckless", base="Elsa", question="can_quest")
    expect(reckless, False, "but it has Reckless", {"8.10.1", "8.7.2", *CARRY_OVER, *AFTER})


def test_can_challenge_needs_ready_and_dry_or_rush(ask: Ask) -> None:
    # 4.6.4.1: “… ready in order to challenge”; 8.9.1: Rush “can challenge as though they were in play at the
    # beginning of your turn.”
    exerted = ask(TOPIC, shifter="Elsa Shift 4", base="Elsa exerted", question="can_challenge")
    assert exerted.answer is False and "enters exerted" in exerted.headline
    rush = ask(TOPIC, shifter="Elsa Shift 4 Rush", base="Elsa drying", question="can_challenge")
    expect(rush, True, "with Rush", {"8.10.1", "8.9.1", *CARRY_OVER, *AFTER_DRYING})
    drying = ask(TOPIC, shifter="Elsa Shift 4", base="Elsa drying", question="can_challenge")
    assert drying.answer is False
    # 5.1.1.12: “A dry character can quest and can be declared as a challenging character.”
    dry = ask(TOPIC, shifter="Elsa Shift 4", base="Elsa", question="can_challenge")
    expect(
        dry,
        True,
        "Yes — Elsa can challenge this turn",
        {"8.10.1", *CARRY_OVER, *AFTER},
        quote=("5.1.1.12", "can be declared as a challenging character"),
    )


def test_keeps_effects_but_not_text(ask: Ask) -> None:
    # 8.10.5: “The shifted character doesn't gain the text of the character it's put on top of …, but it does
    # keep any effects that apply to that character when the shifted character enters play.”
    verdict = ask(TOPIC, shifter="Elsa Shift 4", base="Elsa", question="keeps_effects")
    expect(
        verdict,
        True,
        "doesn't gain Elsa's text",
        {"8.10.1", *CARRY_OVER, *AFTER},
        quote=("8.10.5", "but it does keep any effects that apply to that character"),
    )


def test_a_banished_shift_can_do_nothing_after(ask: Ask) -> None:
    # 1.8.1.4: “If a character or location has damage equal to or greater than its Willpower {W}, … banished.”
    verdict = ask(TOPIC, shifter="Elsa wp=3 Shift 4", base="Elsa dmg=3", question="can_quest")
    expect(verdict, False, "with 3 damage it is banished", {"8.10.1", "1.8.1.4", *CARRY_OVER, *AFTER})


def test_an_asked_state_of_an_illegal_shift_answers_whether_it_can_shift(ask: Ask) -> None:
    verdict = ask(TOPIC, shifter="Elsa Shift 4", base="Anna", question="enters")
    assert verdict.question == "can_shift" and verdict.answer is False
    assert verdict.answers == {"can_shift": False}


def test_a_shifted_character_played_this_turn_onto_a_dry_one_is_dry(ask: Ask) -> None:
    # 8.10.4: “If a shifted character is put on top of a dry character, the shifted character enters play
    # dry.”
    verdict = ask(TOPIC, shifter="Elsa played_this_turn Shift 4", base="Elsa", question="can_quest")
    expect(
        verdict, True, "Yes — Elsa can quest this turn: it enters ready, dry", {"8.10.1", *CARRY_OVER, *AFTER}
    )


def test_an_effect_on_the_one_below_holds_the_shifter_played_from_hand(ask: Ask) -> None:
    # 8.10.5: "… but it does keep any effects that apply to that character when the shifted character
    # enters play." The shifter is written where it is played from (zone=hand); the effect on the one
    # below is not the shifter's own, which would end as it left play.
    for zone in ("", " zone=hand"):
        verdict = ask(
            TOPIC,
            shifter=f"Elsa Shift 4{zone}",
            base={"name": "Elsa", "effects": ["can't quest or challenge for the rest of this turn"]},
            question="can_quest",
        )
        assert verdict.answer is False, (zone, verdict.headline)
        assert "an effect in force on it says it can't" in verdict.headline


@pytest.mark.parametrize(
    ("question", "deciding"),
    [
        ("can_quest", "is ready (questing exerts it)"),
        (
            "can_challenge",
            "is ready, as a challenger must be",
        ),  # 4.6.4.1: "… and ready in order to challenge"
        ("can_sing", "is ready to be exerted for a song"),
    ],
)
def test_the_asked_action_is_settled_by_its_own_step(ask: Ask, question: str, deciding: str) -> None:
    # The trail answers all three actions; the first screen must show the asked one's reason, not
    # another's (a quest answered with 4.6.4.1, the challenger's rule, was seen).
    verdict = ask(TOPIC, shifter="Elsa Shift 4", base="Elsa exerted", question=question)
    assert verdict.answer is False
    settling = [step.test for step in verdict.steps if step.settles]
    assert len(settling) == 1 and settling[0].endswith(deciding), settling


def test_an_effect_on_the_shifters_player_holds_with_the_shifter_in_hand(ask: Ask) -> None:
    # 1.2.2 (prevention supersedes): "you can't quest this turn" is on the player, not on the card, so
    # it does not end as a card leaves play (7.1.6); zone=hand (where a shifter is played from)
    # dropped it and answered Yes.
    for zone in ("", " zone=hand"):
        verdict = ask(
            TOPIC,
            shifter=f'Zorbo Shift 3{zone} effect="you can\'t quest this turn (X)"',
            base="Zorbo",
            question="can_quest",
        )
        assert verdict.answer is False, (zone, verdict.headline)
