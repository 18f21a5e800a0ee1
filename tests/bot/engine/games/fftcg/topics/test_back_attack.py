"""fftcg.back_attack: deploy from hand with priority in either player's Main or Attack Phase; no stack."""

from __future__ import annotations

import pytest

from bot.engine import ScenarioError, build_scenario
from bot.rules.library import Library
from tests.bot.engine.conftest import Ask
from tests.bot.engine.games.fftcg.support import tests_of as steps_of
from tests.bot.engine.support import expect, expect_not_covered

TOPIC = "fftcg.back_attack"


def test_deploy_during_the_opponents_attack_phase_with_priority(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Yuffie Back Attack", phase="attack")
    expect(
        verdict,
        True,
        "Yes — with priority in the Attack Phase (either player's), you can deploy Yuffie",
        {"back-attack"},
        quote=("back-attack", "when you have priority during either player’s Main Phase or Attack Phase"),
    )


def test_without_priority_or_in_the_end_phase_is_not_covered(ask: Ask) -> None:
    # Back Attack: “you can deploy this Character to your field when you have priority during either
    # player’s Main Phase or Attack Phase.” — a permission, and no sentence says only then: it was "No — …
    # it is the End Phase; you don't have priority", citing this sentence.
    verdict = ask(TOPIC, card="Yuffie Back Attack", phase="end", priority=False)
    expect_not_covered(verdict, "whether Back Attack can be used in the End Phase or without priority")
    expect_not_covered(ask(TOPIC, card="Yuffie Back Attack", priority=False), "used without priority")
    # A card without Back Attack is still a No, whenever it is asked; its step decides, not the timing's.
    verdict = ask(TOPIC, card="Yuffie", phase="end")
    expect(verdict, False, "Yuffie has no Back Attack", {"back-attack"})
    decides = [step.test for step in verdict.steps if step.decides]
    assert decides == ["Yuffie has Back Attack"]
    assert verdict.would_change == (), "with Back Attack, the End Phase would be not covered, not legal"


def test_it_can_be_a_response_to_the_opponent(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Yuffie Back Attack", phase="main_1", responding=True)
    expect(
        verdict,
        True,
        "as a response to your opponent",
        {"back-attack", "9.3.1.1"},
        quote=("back-attack", "deploy the Character to your field as a response to your opponent"),
    )
    # Main Phase 1 is a Main Phase: 9.3.1.1 (an assumption before 2.1.2).
    assert verdict.assumptions == ()


def test_the_glossary_answers_for_2_1_2s_back_attack_and_the_step_says_so(ask: Ask) -> None:
    # 2.1.2's 15.2.5.2 reads “When a Character with Back Attack is cast, if the player has priority during
    # all Main Phases and Attack Phases, you can cast the card.”; the newer glossary words it differently
    # and is the one quoted.
    verdict = ask(TOPIC, card="Yuffie Back Attack", phase="attack")
    phase_step = next(step for step in verdict.steps if step.test.startswith("it is either player's"))
    assert phase_step.citation is not None and phase_step.citation.rule == "back-attack"
    assert "(2.1.2's 15.2.5.2, from 2020, words this differently; the newer keyword glossary is quoted)" in (
        phase_step.test
    )
    assert "15.2.5.2" not in verdict.rule_ids


def test_the_opponent_cannot_prevent_it(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Yuffie Back Attack", question="can_be_prevented")
    expect(
        verdict,
        False,
        "Back Attack doesn't use the stack",
        {"back-attack"},
        quote=("back-attack", "it isn’t possible to prevent the Character from being played"),
    )


def test_only_a_character_with_back_attack(ask: Ask) -> None:
    verdict = ask(TOPIC, card="Yuffie")
    expect(verdict, False, "Yuffie has no Back Attack", {"back-attack"})
    verdict = ask(TOPIC, card="Ifrit type=summon Back Attack")
    expect(
        verdict,
        False,
        "Ifrit is a summon, not a Character",
        {"back-attack"},
        quote=("back-attack", "Back Attack is a Character field ability."),
    )


def test_a_deployable_back_attack_also_answers_that_it_cant_be_prevented(ask: Ask) -> None:
    # “As Back Attack doesn’t use the stack, it isn’t possible to prevent the Character from being played.”
    verdict = ask(TOPIC, card="Yuffie Back Attack")
    assert verdict.answers == {"deploy": True, "can_be_prevented": False}


def test_nobody_has_priority_in_the_active_or_draw_phase(ask: Ask, library: Library) -> None:
    # 9.1.1.2: “No players have priority in the Active Phase.” The priority left at its default was a
    # "you have priority: yes" step there, and `priority=true` was answered as if it could be.
    verdict = ask(TOPIC, card="Yuffie Back Attack", phase="activation")
    expect_not_covered(verdict, "whether Back Attack can be used in the Activation Phase or without priority")
    assert ("you have priority (no player has it in the Activation Phase)", False) in steps_of(verdict)
    cited = {citation.rule: citation.quote for citation in verdict.citations}
    assert cited["9.1.1.2"] == "No players have priority in the Active Phase."
    with pytest.raises(ScenarioError, match=r"no player has priority in the Activation Phase \(9\.1\.1\.2\)"):
        build_scenario(
            TOPIC, {"card": "Yuffie Back Attack", "phase": "activation", "priority": True}, library
        )
    # 9.2.1.2: “No players have priority in the draw phase.”
    draw = ask(TOPIC, card="Yuffie Back Attack", phase="draw", priority=False)
    assert ("you have priority (no player has it in the Draw Phase)", False) in steps_of(draw)
    assert "9.2.1.2" in draw.rule_ids
