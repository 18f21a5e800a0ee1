"""lorcana.ward: 8.15.1 (opponents can't choose) and 8.15.2 (non-choosing effects still affect)."""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "lorcana.ward"


def test_an_opponents_choosing_effect_cannot_choose_it(ask: Ask) -> None:
    verdict = ask(TOPIC, target="Goofy Ward")
    # 8.15.1: Ward means “Your opponents can’t choose this card when resolving an effect.”
    expect(
        verdict,
        False,
        "can't choose it",
        {"8.15.1"},
        quote=("8.15.1", "Your opponents can’t choose this card when resolving an effect."),
    )


def test_an_effect_that_does_not_choose_still_affects_it(ask: Ask) -> None:
    verdict = ask(TOPIC, target="Goofy Ward", effect_chooses=False)
    # 8.15.2: “Effects that don’t require the player to choose still affect a character with Ward.”
    expect(
        verdict,
        True,
        "still affects Goofy despite Ward",
        {"8.15.1", "8.15.2"},
        quote=(
            "8.15.2",
            "Effects that don’t require the player to choose still affect a character with Ward.",
        ),
    )


def test_its_own_controller_may_choose_it(ask: Ask) -> None:
    verdict = ask(TOPIC, target="Goofy Ward", effect_by="opponent")
    expect(verdict, True, "Ward stops only opponents", {"8.15.1"}, quote=("8.15.1", "Your opponents"))


def test_abilities_are_effects_too(ask: Ask) -> None:
    verdict = ask(TOPIC, target="Goofy Ward", effect_source="ability")
    expect(verdict, False, "can't choose it", {"8.15.1"})


def test_no_ward_no_limit(ask: Ask) -> None:
    expect(ask(TOPIC, target="Goofy"), True, "has no Ward", {"8.15.1"})


def test_choosing_ward_and_vanish_share_one_mechanism(ask: Ask) -> None:
    verdict = ask(TOPIC, target="Goofy Ward Vanish", effect_by="opponent")
    expect(verdict, True, "chosen by its own controller, who may choose it", {"8.15.1", "8.14.1"})


def test_who_chooses_not_who_controls_the_effect_decides(ask: Ask) -> None:
    # 8.15.1: “Your opponents can’t choose this card when resolving an effect.” — it asks who chooses:
    # your action that has its controller choose one of their own characters can pick the Ward character.
    own = ask(TOPIC, target="Goofy Ward", effect_by="you", chooser="opponent", question="can_choose")
    expect(own, True, "chosen by its own controller", {"8.15.1"})
    # An opposing card in any role: the Ward character is yours, your opponent's effect has you choose.
    yours = ask(TOPIC, target="Goofy side=you Ward", effect_by="opponent", chooser="you")
    assert yours.answer is True
    theirs = ask(
        TOPIC, target="Goofy side=you Ward", effect_by="you", chooser="opponent", question="can_choose"
    )
    expect(theirs, False, "No — Goofy has Ward", {"8.15.1"})


def test_can_choose_is_not_asked_of_an_effect_that_does_not_choose(ask: Ask) -> None:
    # 8.15.2: “Effects that don’t require the player to choose still affect a character with Ward.”
    verdict = ask(TOPIC, target="Goofy Ward", effect_chooses=False, question="can_choose")
    assert verdict.question == "affected" and verdict.answers == {"affected": True}


def test_an_effect_need_not_choose_the_bodyguard(ask: Ask) -> None:
    # 8.3.3: "If an opponent would choose one of your characters to challenge, they must choose this
    # character or another character with Bodyguard if able." It binds choosing a character to
    # challenge; an effect choosing its target is not that, so it may choose Stitch past Simba.
    verdict = ask(
        "lorcana.ward",
        target="Stitch",
        target_others="Simba Bodyguard exerted",
        effect_text="Deal 2 damage to chosen character.",
        question="must_choose_bodyguard",
    )
    expect(
        verdict,
        False,
        "Simba's Bodyguard binds choosing a character to challenge, not an effect's choice",
        {"8.3.3"},
        quote=("8.3.3", "to challenge"),
    )
    none = ask(
        "lorcana.ward", target="Stitch", target_others="Simba exerted", question="must_choose_bodyguard"
    )
    expect(none, False, "none of Stitch's controller's other characters has Bodyguard", {"8.3.3"})
