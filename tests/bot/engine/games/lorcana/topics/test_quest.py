"""lorcana.quest: drying (5.1.1.11), Reckless can't quest (8.7.2, 8.7.4), Support when questing (8.13.1)."""

from __future__ import annotations

from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect

TOPIC = "lorcana.quest"


def test_reckless_cannot_quest_but_can_still_be_exerted(ask: Ask) -> None:
    verdict = ask(TOPIC, quester="Maui str=5 Reckless")
    # 8.7.2: The first ability means “This character can’t quest.”
    expect(
        verdict,
        False,
        "it has Reckless",
        {"8.7.2", "8.7.4", "5.1.1.11"},
        quote=("8.7.2", "This character can’t quest."),
    )
    assert any("8.7.4" in change for change in verdict.would_change)


def test_a_ready_dry_character_quests(ask: Ask) -> None:
    expect(
        ask(TOPIC, quester="Pluto"),
        True,
        "Pluto can quest",
        {"8.7.2", "5.1.1.11"},
        assumes={"exert-needs-ready"},
    )


def test_an_exerted_character_cannot_quest_by_assumption(ask: Ask) -> None:
    # 4.5.1.3 says questing exerts the character; no sentence says an exerted one can't be exerted again.
    expect(
        ask(TOPIC, quester="Pluto exerted"),
        False,
        "it is exerted",
        {"8.7.2", "5.1.1.11"},
        assumes={"exert-needs-ready"},
    )


def test_a_drying_character_cannot_quest(ask: Ask) -> None:
    verdict = ask(TOPIC, quester="Pluto drying")
    # 5.1.1.11: “A drying character can't quest, can’t be declared as a challenging character, and can't
    # {E} to pay any cost.”
    expect(
        verdict,
        False,
        "Pluto can't quest: it is drying",
        {"8.7.2", "5.1.1.11"},
        quote=("5.1.1.11", "A drying character can't quest"),
    )


def test_rush_does_not_let_a_drying_character_quest(ask: Ask) -> None:
    verdict = ask(TOPIC, quester="Pluto drying Rush")
    # 8.9.1 only: “This character can challenge as though they were in play at the beginning of your turn.”
    expect(verdict, False, "it is drying", {"8.7.2", "5.1.1.11", "8.9.1"}, quote=("8.9.1", "can challenge"))


def test_support_adds_strength_to_another_chosen_character(ask: Ask) -> None:
    verdict = ask(TOPIC, quester="Pluto str=2 Support", support_target="Goofy str=3")
    # 8.13.1: "Whenever this character quests, you may add this character's to another chosen …" (icons lost)
    expect(
        verdict,
        True,
        "Support may add 2 strength to Goofy (3 → 5) this turn",
        {"8.7.2", "5.1.1.11", "8.13.1", "6.1.6"},
        quote=("8.13.1", "Whenever this character quests"),
    )


def test_support_cannot_choose_an_opponents_warded_character(ask: Ask) -> None:
    verdict = ask(TOPIC, quester="Pluto str=2 Support", support_target="Goofy str=3 side=opp Ward")
    expect(
        verdict, True, "Support can't choose Goofy (Ward)", {"8.7.2", "5.1.1.11", "8.13.1", "6.1.6", "8.15.1"}
    )


def test_only_characters_can_quest(ask: Ask) -> None:
    verdict = ask(TOPIC, quester="Lamp type=item")
    # 4.5.1: “Only characters can quest.”
    expect(
        verdict,
        False,
        "Lamp is an item, and only characters can quest",
        {"4.5.1"},
        quote=("4.5.1", "Only characters can quest."),
    )


# Support's sub-questions: 8.13.1 “… you may add this character’s {S} to another chosen character’s {S}
# this turn.”


def test_support_may_not_choose_itself(ask: Ask) -> None:
    # 6.1.6: “If an ability or effect refers to "another" …, it refers to any card that effect or ability
    # doesn't originate from …”
    verdict = ask(TOPIC, quester="Pluto str=2 Support", question="may_choose_self")
    expect(
        verdict,
        False,
        "can't choose itself",
        {"8.7.2", "5.1.1.11", "8.13.1", "6.1.6"},
        quote=("6.1.6", "doesn't originate from"),
        assumes={"exert-needs-ready"},
    )


def test_support_may_choose_an_opposing_character_without_ward(ask: Ask) -> None:
    # 8.13.1 asks only for “another chosen character”; 8.15.1 Ward stops opponents choosing.
    other = ask(
        TOPIC, quester="Pluto str=2 Support", support_target="Goofy side=opp", question="may_choose_target"
    )
    expect(other, True, "Yes — Pluto's Support may choose Goofy", {"8.7.2", "5.1.1.11", "8.13.1", "6.1.6"})
    warded = ask(
        TOPIC,
        quester="Pluto str=2 Support",
        support_target="Goofy side=opp Ward",
        question="may_choose_target",
    )
    expect(warded, False, "its Ward stops opponents", {"8.7.2", "5.1.1.11", "8.13.1", "6.1.6", "8.15.1"})
    own_warded = ask(
        TOPIC, quester="Pluto str=2 Support", support_target="Goofy Ward", question="may_choose_target"
    )
    assert own_warded.answer is True


def test_support_adds_the_questers_strength(ask: Ask) -> None:
    verdict = ask(
        TOPIC, quester="Pluto str=2 Support", support_target="Goofy str=3", question="strength_added"
    )
    expect(verdict, 2, "adds its 2 strength to Goofy's", {"8.7.2", "5.1.1.11", "8.13.1", "6.1.6"})
    assert verdict.answers["may_choose_target"] is True and verdict.answers["can_quest"] is True


def test_support_questions_of_a_character_without_support_say_no_and_zero(ask: Ask) -> None:
    # 8.13.1: Support is what adds “this character’s {S} to another chosen character’s”: without it,
    # questing chooses no one and adds nothing — never a bare ✅ that reads as "yes, it may".
    rules = {"8.7.2", "5.1.1.11", "8.13.1"}
    itself = ask(TOPIC, quester="Pluto str=2", question="may_choose_self")
    expect(itself, False, "No — Pluto has no Support", rules, assumes={"exert-needs-ready"})
    added = ask(TOPIC, quester="Pluto str=2", support_target="Goofy", question="strength_added")
    expect(added, 0, "0: Pluto has no Support", rules, assumes={"exert-needs-ready"})
    assert added.answers["may_choose_target"] is False


def test_support_chooses_only_characters(ask: Ask) -> None:
    # 8.13.1: “… add this character’s {S} to another chosen character’s {S} this turn.”
    verdict = ask(
        TOPIC,
        quester="Pluto str=2 Support",
        support_target="Tower type=location",
        question="may_choose_target",
    )
    expect(verdict, False, "Tower is a location", {"8.7.2", "5.1.1.11", "8.13.1", "6.1.6"})


def test_a_character_played_this_turn_is_drying_and_cannot_quest(ask: Ask) -> None:
    # 5.1.1.11: “A drying character can't quest …”; `played_this_turn` is drying (glossary “drying”).
    verdict = ask(TOPIC, quester="Pluto played_this_turn")
    expect(verdict, False, "it is drying", {"8.7.2", "5.1.1.11"}, assumes={"exert-needs-ready"})


def test_support_cant_choose_a_character_card_out_of_play(ask: Ask) -> None:
    # 5.3.1: "A character card that's in the Play zone is a character; in all other zones it's a
    # character card." Support adds to "another chosen character" (8.13.1).
    for zone in ("hand", "discard"):
        verdict = ask(
            TOPIC,
            quester="Zorbo Support str=2",
            support_target=f"Bob zone={zone}",
            question="may_choose_target",
        )
        assert verdict.answer is False, (zone, verdict.headline)
        assert any(s.citation and s.citation.label == "5.3.1" for s in verdict.steps)
    assert ask(
        TOPIC, quester="Zorbo Support str=2", support_target="Bob", question="may_choose_target"
    ).answer


def test_support_adds_a_negative_strength_as_zero(ask: Ask) -> None:
    # 6.6.2: a character with a negative {S} “counts as having a Strength of 0 except for the purpose of
    # applying modifiers to determine its {S}”: Support adds 0. 6.6.1.2: its modifiers “all combine to
    # apply together”, so 1 - 3 + 2 = 0 (not 2, as if -3 had stopped at 0).
    combined = ask(
        TOPIC,
        quester='Pluto str=1 Support text="This character gets -3 {S}." effect="gets +2 {S} this turn"',
        question="strength_added",
    )
    expect(
        combined,
        0,
        "adds its 0 strength",
        {"8.7.2", "5.1.1.11", "8.13.1", "6.1.6", "6.4.1", "6.1.13.4", "6.6.1.2"},
    )
    negative = ask(
        TOPIC, quester='Pluto str=1 Support effect="gets -2 {S} this turn"', question="strength_added"
    )
    expect(
        negative,
        0,
        "adds its 0 strength",
        {"8.7.2", "5.1.1.11", "8.13.1", "6.1.6", "6.1.13.4", "6.6.2"},
        quote=("6.6.2", "counts as having a Strength of 0"),
    )
