"""gundam.trigger, cited from the Comprehensive Rules Ver. 1.7.0: 【Burst】 (13-2-5), 【Deploy】 (13-2-6),
【Attack】 (13-2-7), 【Destroyed】 (13-2-8), 【When Paired】 (13-2-9), triggered effects (10-1-6)."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "gundam.trigger"


@pytest.mark.parametrize(
    ("event", "how"), [("deployed_from_hand", "from the hand"), ("deployed_by_effect", "by an effect")]
)
def test_deploy_activates_when_the_card_is_deployed_from_hand_or_by_an_effect(
    ask: Ask, event: str, how: str
) -> None:
    verdict = ask(TOPIC, keyword="deploy", event=event)
    # 5-8-1 “This describes a Unit or Base being placed on the field.”
    # 13-2-6-1 “【Deploy】 is the keyword for an effect that activates when the card is deployed.”
    expect(
        verdict,
        True,
        f"deployed {how}",
        {"5-8-1", "13-2-6-1"},
        quote=("13-2-6-1", "activates when the card is deployed"),
    )


def test_deploy_activates_again_when_the_card_returns_and_says_the_answer_changed(ask: Ask) -> None:
    # The older 11-2-6-1 said “first placed into the battle area”; 13-2-6-1 says only “when the card is
    # deployed”, 5-8-1 makes any placement on the field a deployment, and 4-1-5 a new card.
    verdict = ask(TOPIC, keyword="deploy", event="returned_to_battle_area")
    expect(
        verdict,
        True,
        "triggers when it returns to the battle area",
        {"5-8-1", "4-1-5", "13-2-6-1"},
        quote=("4-1-5", "treat it as a new card in the new location"),
    )
    deciding = next(step for step in verdict.steps if step.citation and step.citation.rule == "13-2-6-1")
    assert "new in Ver. 1.7.0" in deciding.test and "first placement" in deciding.test


@pytest.mark.parametrize(
    ("event", "target"), [("attacks_player", "the opposing player"), ("attacks_unit", "Unit")]
)
def test_attack_activates_on_an_attack_on_a_player_or_a_unit(ask: Ask, event: str, target: str) -> None:
    verdict = ask(TOPIC, keyword="attack", event=event)
    # 13-2-7-1 “… activates when the Unit declares an attack during your attack step.”
    # 8-2-1 “The attack target can be either the opposing player or a rested enemy Unit.”
    expect(
        verdict,
        True,
        "【Attack】 triggers",
        {"13-2-7-1", "8-2-1", "8-2-2"},
        quote=("13-2-7-1", "activates when the Unit declares an attack"),
    )
    assert any(target in step.test for step in verdict.steps)


def test_attack_does_not_trigger_when_the_unit_is_attacked(ask: Ask) -> None:
    expect(ask(TOPIC, keyword="attack", event="is_attacked"), False, "another Unit attacks it", {"13-2-7-1"})


@pytest.mark.parametrize("event", ["destroyed_by_damage", "destroyed_by_effect"])
def test_destroyed_triggers_from_the_trash_with_last_known_state(ask: Ask, event: str) -> None:
    verdict = ask(TOPIC, keyword="destroyed", event=event)
    # 13-2-8-2-1: “refer to its state while it was in its last location prior to being destroyed …”
    expect(
        verdict,
        True,
        "last location before it was destroyed",
        {"13-2-8-1", "13-2-8-2", "13-2-8-2-1"},
        quote=("13-2-8-2-1", "refer to its state while it was in its last location"),
    )
    assert "activates from the trash" in verdict.headline


def test_destroyed_does_not_trigger_on_battle_area_excess_management(ask: Ask) -> None:
    verdict = ask(TOPIC, keyword="destroyed", event="trashed_by_excess")
    # 11-4-2-1: “Units placed into the trash due to this management are not considered to be destroyed.”
    expect(
        verdict,
        False,
        "doesn't trigger",
        {"13-2-8-1", "11-4-2-1"},
        quote=("11-4-2-1", "not considered to be destroyed"),
    )


def test_destroyed_for_a_card_acting_as_a_shield_is_not_covered_and_says_what_the_text_gives(
    ask: Ask,
) -> None:
    verdict = ask(TOPIC, keyword="destroyed", event="shield_destroyed")
    # 3-2-1: a Unit card outside the battle area is a “Unit card”; 4-6-4-2: cards in the shield section are
    # Shields. The question does not say whether the Shield was a Unit card or a Base card.
    expect_not_covered(verdict, "whether the Shield was a Unit card or a Base card")
    assert {"4-6-4-2", "3-2-1"} <= set(verdict.rule_ids)


def test_burst_is_optional_goes_first_and_declined_goes_to_the_trash(ask: Ask) -> None:
    verdict = ask(TOPIC, keyword="burst", event="shield_destroyed")
    # 13-2-5-2: “You can also choose not to activate … In that case, the card is placed into the trash.”
    # 10-1-6-8: “… give that 【Burst】 effect priority over all others and resolve it first.”
    expect(
        verdict,
        True,
        "placed into the trash",
        {"13-2-5-1", "13-2-5-2", "10-1-6-8"},
        quote=("13-2-5-2", "the card is placed into the trash"),
    )
    assert "priority over other triggered effects" in verdict.headline
    assert "without paying its cost" in verdict.headline
    assert any("you may activate" in c.quote for c in verdict.citations)


def test_burst_needs_a_shield_to_be_destroyed(ask: Ask) -> None:
    verdict = ask(TOPIC, keyword="burst", event="destroyed_by_damage")
    expect(verdict, False, "doesn't trigger", {"13-2-5-1"}, quote=("13-2-5-1", "immediately before a Shield"))


def test_when_paired_with_a_pilot_that_has_the_trait(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        keyword="when_paired",
        event="pilot_paired",
        pilot='"Amuro Ray" traits="Earth Federation,White Base Team"',
        unit='"RX-78-2 Gundam" qual="(White Base Team)"',
    )
    # 2-5-3 “If a trait appears in a text, it is referring to cards with that trait.”
    # 13-2-9-2 “This means when a Pilot fulfilling the (qualifications) is paired with this Unit …”
    expect(
        verdict,
        True,
        "triggers when Amuro Ray is paired",
        {"13-2-9-1", "2-5-3", "13-2-9-2"},
        quote=("13-2-9-2", "when a Pilot fulfilling the (qualifications) is paired"),
    )


def test_when_paired_with_a_pilot_of_another_name(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        keyword="when_paired",
        event="pilot_paired",
        pilot='"Char Aznable"',
        unit='Gundam qual="Amuro Ray"',
    )
    # 2-2-2 “… reference the card with that card name.”
    expect(verdict, False, "doesn't trigger", {"13-2-9-1", "2-2-2", "13-2-9-2"})


def test_when_paired_with_any_pilot(ask: Ask) -> None:
    verdict = ask(TOPIC, keyword="when_paired", event="pilot_paired", pilot="Kai", unit="Guncannon qual=any")
    # 13-2-9-1 “… activates when a Pilot is paired with a Unit.”
    expect(
        verdict,
        True,
        "triggers",
        {"13-2-9-1"},
        quote=("13-2-9-1", "activates when a Pilot is paired with a Unit"),
    )


def test_when_paired_needs_the_pairing(ask: Ask) -> None:
    expect(ask(TOPIC, keyword="when_paired", event="attacks_unit"), False, "doesn't trigger", {"13-2-9-1"})


def test_when_paired_on_a_pairing_needs_the_pilot_and_the_qualification(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match="give the paired `pilot`"):
        ask(TOPIC, keyword="when_paired", event="pilot_paired", unit="Gundam qual=any")
    with pytest.raises(ScenarioError, match="qual=any"):
        ask(TOPIC, keyword="when_paired", event="pilot_paired", pilot="Amuro", unit="Gundam")


# --- sub-questions: optional, where a declined 【Burst】 goes, where 【Destroyed】 activates from and
# which state it reads.


def test_burst_is_optional(ask: Ask) -> None:
    # 13-2-5-1: “… you may activate the following effect without paying its cost.”
    verdict = ask(TOPIC, keyword="burst", event="shield_destroyed", question="optional")
    expect(
        verdict,
        True,
        "you may choose not to activate it",
        {"13-2-5-1", "13-2-5-2", "10-1-6-8"},
        quote=("13-2-5-1", "you may activate the following effect"),
    )


def test_a_declined_burst_goes_to_the_trash(ask: Ask) -> None:
    # 13-2-5-2: “You can also choose not to activate the 【Burst】 effect. In that case, the card is placed
    # into the trash.”
    verdict = ask(TOPIC, keyword="burst", event="shield_destroyed", question="declined_to")
    expect(
        verdict,
        "trash",
        "Trash — ",
        {"13-2-5-1", "13-2-5-2", "10-1-6-8"},
        quote=("13-2-5-2", "the card is placed into the trash"),
    )
    assert verdict.answers == {"triggers": True, "optional": True, "declined_to": "trash"}


@pytest.mark.parametrize(("keyword", "event"), [("deploy", "deployed_from_hand"), ("attack", "attacks_unit")])
def test_deploy_and_attack_activate_automatically(ask: Ask, keyword: str, event: str) -> None:
    # 10-1-6-1: “A triggered effect activates automatically … such as 【Deploy】, 【Attack】 …”
    # 10-1-3: “If told “you may” perform an effect, you may also choose not to activate that effect.”
    verdict = ask(TOPIC, keyword=keyword, event=event, question="optional")
    assert verdict.answer is False and "activates automatically" in verdict.headline
    assert "“you may”" in verdict.headline
    assert {"10-1-6-1", "10-1-3"} <= set(verdict.rule_ids)
    assert not any("new in Ver. 1.7.0" in step.test for step in verdict.steps)  # the same answer as before


@pytest.mark.parametrize("keyword", ["destroyed", "when_paired"])
def test_destroyed_and_when_paired_now_activate_automatically_and_say_the_answer_is_new(
    ask: Ask, keyword: str
) -> None:
    # The older text left it open (not covered); 10-1-6-1 names 【Destroyed】 and 【When Paired】 too.
    event = "destroyed_by_damage" if keyword == "destroyed" else "pilot_paired"
    extra = {"pilot": "Kai", "unit": "Guncannon qual=any"} if keyword == "when_paired" else {}
    verdict = ask(TOPIC, keyword=keyword, event=event, question="optional", **extra)
    assert verdict.status == "decided" and verdict.answer is False
    automatic = next(step for step in verdict.steps if step.citation and step.citation.rule == "10-1-6-1")
    assert "new in Ver. 1.7.0" in automatic.test


def test_destroyed_activates_from_the_trash_and_reads_the_last_state(ask: Ask) -> None:
    # 13-2-8-2: “… activates from the trash as an effect on the destroyed card.”
    where = ask(TOPIC, keyword="destroyed", event="destroyed_by_effect", question="activates_from")
    expect(
        where,
        "trash",
        "From the trash",
        {"13-2-8-1", "13-2-8-2", "13-2-8-2-1"},
        quote=("13-2-8-2", "activates from the trash"),
    )
    # 13-2-8-2-1: “… refer to its state while it was in its last location prior to being destroyed …”
    state = ask(TOPIC, keyword="destroyed", event="destroyed_by_effect", question="state_from")
    expect(
        state,
        "last_location",
        "Its last location",
        {"13-2-8-1", "13-2-8-2", "13-2-8-2-1"},
        quote=("13-2-8-2-1", "its last location prior to being destroyed"),
    )


def test_a_sub_question_of_another_keyword_is_not_covered(ask: Ask) -> None:
    verdict = ask(TOPIC, keyword="deploy", event="deployed_from_hand", question="declined_to")
    expect_not_covered(verdict, "ask it with keyword=burst")


def test_a_sub_question_when_nothing_triggers_answers_that_it_doesnt(ask: Ask) -> None:
    # 11-4-2-1: a Unit put into the trash by excess management is not destroyed — there is nothing to
    # activate, so the verdict answers `triggers`.
    verdict = ask(TOPIC, keyword="destroyed", event="trashed_by_excess", question="activates_from")
    assert verdict.question == "triggers" and verdict.answer is False


def test_when_paired_never_pairs_a_base(ask: Ask) -> None:
    # 3-3-1: “When played, Pilot cards are placed beneath Units in the battle area and paired with them.”
    paired = r"unit: Fort is a Base, and Pilots are paired with Units \(3-3-1\)"
    with pytest.raises(ScenarioError, match=paired):
        ask(TOPIC, keyword="when_paired", event="pilot_paired", pilot="Amuro Ray", unit="Fort base qual=any")
