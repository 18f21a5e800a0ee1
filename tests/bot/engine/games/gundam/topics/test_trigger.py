"""gundam.trigger: 【Burst】 (11-2-5), 【Deploy】 (11-2-6), 【Attack】 (11-2-7), 【Destroyed】 (11-2-8),
【When Paired】 (11-2-9)."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "gundam.trigger"


@pytest.mark.parametrize(
    ("event", "how"), [("deployed_from_hand", "from the hand"), ("deployed_by_effect", "by an effect")]
)
def test_deploy_triggers_from_hand_or_by_an_effect(ask: Ask, event: str, how: str) -> None:
    verdict = ask(TOPIC, keyword="deploy", event=event)
    # 11-2-6-1 “first placed into the battle area”;
    # Key Point of 11-2-6: “Triggers whether deployed from hand or by an effect”
    expect(
        verdict,
        True,
        f"【Deploy】 triggers when it is deployed {how}",
        {"11-2-6-1", "11-2-6"},
        quote=("11-2-6", "Triggers whether deployed from hand or by an effect"),
    )


def test_deploy_does_not_trigger_when_the_card_returns(ask: Ask) -> None:
    verdict = ask(TOPIC, keyword="deploy", event="returned_to_battle_area")
    expect(
        verdict,
        False,
        "doesn't trigger",
        {"11-2-6-1", "11-2-6"},
        quote=("11-2-6", "Only triggers the first time the card enters play (not if it returns)"),
    )


@pytest.mark.parametrize("event", ["attacks_player", "attacks_unit"])
def test_attack_triggers_on_a_player_or_a_unit(ask: Ask, event: str) -> None:
    verdict = ask(TOPIC, keyword="attack", event=event)
    expect(
        verdict,
        True,
        "【Attack】 triggers",
        {"11-2-7-1", "11-2-7"},
        quote=("11-2-7-1", "triggers when that Unit declares an attack"),
    )


def test_attack_does_not_trigger_when_the_unit_is_attacked(ask: Ask) -> None:
    expect(ask(TOPIC, keyword="attack", event="is_attacked"), False, "another Unit attacks it", {"11-2-7-1"})


@pytest.mark.parametrize("event", ["destroyed_by_damage", "destroyed_by_effect"])
def test_destroyed_triggers_from_the_trash_with_last_known_state(ask: Ask, event: str) -> None:
    verdict = ask(TOPIC, keyword="destroyed", event=event)
    # 11-2-8-3-1: “refer to its state while it was in its last location prior to being destroyed …”
    expect(
        verdict,
        True,
        "last location before it was destroyed",
        {"11-2-8-1", "11-2-8-3", "11-2-8-3-1"},
        quote=("11-2-8-3-1", "refer to its state while it was in its last location"),
    )
    assert "activates from the trash" in verdict.headline


def test_destroyed_does_not_trigger_on_battle_area_excess_management(ask: Ask) -> None:
    verdict = ask(TOPIC, keyword="destroyed", event="trashed_by_excess")
    expect(
        verdict,
        False,
        "doesn't trigger",
        {"11-2-8-1", "11-2-8"},
        quote=("11-2-8", "battle area excess management"),
    )


def test_destroyed_for_a_card_acting_as_a_shield_is_not_covered(ask: Ask) -> None:
    expect_not_covered(ask(TOPIC, keyword="destroyed", event="shield_destroyed"), "acting as a Shield")


def test_burst_is_optional_goes_first_and_declined_goes_to_the_trash(ask: Ask) -> None:
    verdict = ask(TOPIC, keyword="burst", event="shield_destroyed")
    # 11-2-5-3: “You can also choose not to activate … In that case, the card is placed into the trash.”
    expect(
        verdict,
        True,
        "placed into the trash",
        {"11-2-5-1", "11-2-5-2", "11-2-5-3", "11-2-5"},
        quote=("11-2-5-3", "the card is placed into the trash"),
    )
    assert "have priority over other triggered effects" in verdict.headline
    assert any("you may activate" in c.quote for c in verdict.citations)


def test_burst_needs_the_card_to_be_acting_as_a_shield(ask: Ask) -> None:
    verdict = ask(TOPIC, keyword="burst", event="destroyed_by_damage")
    expect(
        verdict, False, "doesn't trigger", {"11-2-5-1"}, quote=("11-2-5-1", "while it is acting as a Shield")
    )


def test_when_paired_with_a_qualified_pilot(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        keyword="when_paired",
        event="pilot_paired",
        pilot='"Amuro Ray" traits="Earth Federation,White Base Team"',
        unit='"RX-78-2 Gundam" qual="(White Base Team)"',
    )
    expect(
        verdict,
        True,
        "triggers when Amuro Ray is paired",
        {"11-2-9-1", "11-2-9", "11-2-11", "11-2-11-2"},
        quote=("11-2-9", "Only triggers if paired Pilot meets the qualifications"),
    )


def test_when_paired_with_an_unqualified_pilot(ask: Ask) -> None:
    verdict = ask(
        TOPIC,
        keyword="when_paired",
        event="pilot_paired",
        pilot='"Char Aznable"',
        unit='Gundam qual="Amuro Ray"',
    )
    expect(verdict, False, "doesn't trigger", {"11-2-9-1", "11-2-9", "11-2-11", "11-2-11-2"})


def test_when_paired_with_any_pilot(ask: Ask) -> None:
    verdict = ask(TOPIC, keyword="when_paired", event="pilot_paired", pilot="Kai", unit="Guncannon qual=any")
    expect(
        verdict,
        True,
        "triggers",
        {"11-2-9-1", "11-2-9", "11-2-11-3"},
        quote=("11-2-11-3", "any Pilot will fulfill the condition when paired."),
    )


def test_when_paired_needs_the_pairing(ask: Ask) -> None:
    expect(ask(TOPIC, keyword="when_paired", event="attacks_unit"), False, "doesn't trigger", {"11-2-9-1"})


def test_when_paired_on_a_pairing_needs_the_pilot_and_the_qualification(ask: Ask) -> None:
    with pytest.raises(ScenarioError, match="give the paired `pilot`"):
        ask(TOPIC, keyword="when_paired", event="pilot_paired", unit="Gundam qual=any")
    with pytest.raises(ScenarioError, match="qual=any"):
        ask(TOPIC, keyword="when_paired", event="pilot_paired", pilot="Amuro", unit="Gundam")


# --- #15 sub-questions: optional, where a declined 【Burst】 goes, where 【Destroyed】 activates from and
# which state it reads.


def test_burst_is_optional(ask: Ask) -> None:
    # 11-2-5-2: “… you may activate the following effect.”
    verdict = ask(TOPIC, keyword="burst", event="shield_destroyed", question="optional")
    expect(
        verdict,
        True,
        "you may choose not to activate it",
        {"11-2-5-1", "11-2-5-2", "11-2-5-3", "11-2-5"},
        quote=("11-2-5-2", "you may activate the following effect"),
    )


def test_a_declined_burst_goes_to_the_trash(ask: Ask) -> None:
    # 11-2-5-3: “You can also choose not to activate the 【Burst】 effect. In that case, the card is placed
    # into the trash.”
    verdict = ask(TOPIC, keyword="burst", event="shield_destroyed", question="declined_to")
    expect(
        verdict,
        "trash",
        "Trash — ",
        {"11-2-5-1", "11-2-5-2", "11-2-5-3", "11-2-5"},
        quote=("11-2-5-3", "the card is placed into the trash"),
    )
    assert verdict.answers == {"triggers": True, "optional": True, "declined_to": "trash"}


@pytest.mark.parametrize(("keyword", "event"), [("deploy", "deployed_from_hand"), ("attack", "attacks_unit")])
def test_deploy_and_attack_activate_automatically(ask: Ask, keyword: str, event: str) -> None:
    # Key Points of 11-2-6 / 11-2-7: “Activates automatically when deployment occurs” / “… when attack is
    # declared”
    verdict = ask(TOPIC, keyword=keyword, event=event, question="optional")
    number = "11-2-6" if keyword == "deploy" else "11-2-7"
    expect(
        verdict,
        False,
        "activates automatically",
        {number, f"{number}-1"},
        quote=(number, "Activates automatically"),
    )


def test_whether_destroyed_is_optional_is_not_stated(ask: Ask) -> None:
    # 11-2-8-2 says only “perform (text)”; no Key Point says it activates automatically.
    verdict = ask(TOPIC, keyword="destroyed", event="destroyed_by_damage", question="optional")
    expect_not_covered(verdict, "whether its player may decline it is not stated")


def test_destroyed_activates_from_the_trash_and_reads_the_last_state(ask: Ask) -> None:
    # 11-2-8-3: “… activates from the trash as an effect on the Unit or Base that was destroyed.”
    where = ask(TOPIC, keyword="destroyed", event="destroyed_by_effect", question="activates_from")
    expect(
        where,
        "trash",
        "From the trash",
        {"11-2-8-1", "11-2-8-3", "11-2-8-3-1"},
        quote=("11-2-8-3", "activates from the trash"),
    )
    # 11-2-8-3-1: “… refer to its state while it was in its last location prior to being destroyed …”
    state = ask(TOPIC, keyword="destroyed", event="destroyed_by_effect", question="state_from")
    expect(
        state,
        "last_location",
        "Its last location",
        {"11-2-8-1", "11-2-8-3", "11-2-8-3-1"},
        quote=("11-2-8-3-1", "its last location prior to being destroyed"),
    )


def test_a_sub_question_of_another_keyword_is_not_covered(ask: Ask) -> None:
    verdict = ask(TOPIC, keyword="deploy", event="deployed_from_hand", question="declined_to")
    expect_not_covered(verdict, "ask it with keyword=burst")


def test_a_sub_question_when_nothing_triggers_answers_that_it_doesnt(ask: Ask) -> None:
    # 11-2-8 (Key Point): “Does NOT trigger when moved to trash by other means (e.g., battle area excess
    # management)” — there is nothing to activate, so the verdict answers `triggers`.
    verdict = ask(TOPIC, keyword="destroyed", event="trashed_by_excess", question="activates_from")
    assert verdict.question == "triggers" and verdict.answer is False
