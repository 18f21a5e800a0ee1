"""Reading a scenario's cards back: every card of every field, in order."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings

from bot.engine import build_scenario, evaluate, parse_scenario
from bot.engine.cards import CardBase
from bot.engine.sides import scenario_cards, untyped_states
from bot.render.verdict import first_screen
from bot.rules.library import Library
from tests.bot.engine.strategies import scenarios


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(document=scenarios())
def test_every_card_of_a_scenario_is_read_in_field_order(library: Library, document: dict[str, Any]) -> None:
    # The fields that can hold a card are worked out once per model; no field holding one is missed.
    scenario = parse_scenario(document, library)
    every = []
    for name in type(scenario).model_fields:
        value = getattr(scenario, name)
        every += [
            card for card in (value if isinstance(value, tuple) else (value,)) if isinstance(card, CardBase)
        ]
    assert scenario_cards(scenario) == every


def test_an_fftcg_default_that_decides_a_yes_is_named_with_the_untyped_states(library: Library) -> None:
    # 10.1.2.1.1: "… have been continuously under the control of the turn player from the beginning of the
    # turn." and 10.1.2.1.2: "… they haven't already attacked this turn …": `forward=Cloud` answered "Yes —
    # Cloud can attack." with "Assumes: Cloud active" only, though not new and not attacked were defaults.
    attack = build_scenario("fftcg.attack", {"forward": "Testa"}, library)
    assert untyped_states(attack) == ("Testa active", "Testa not new, not attacked")
    typed = build_scenario("fftcg.attack", {"forward": "Testa active new attacked"}, library)
    assert untyped_states(typed) == ()
    # 9.3.1.7: "Players can use action abilities and special abilities during the Main Phase and the Attack
    # Phase only." and 11.6.2.2's "from the start of their turn": the phase, priority and not new.
    dull = build_scenario("fftcg.dull_cost", {"character": "Cid type=backup"}, library)
    assert untyped_states(dull) == ("Cid active", "Main Phase 1", "you have priority", "Cid not new")
    # Back Attack: "… when you have priority during either player’s Main Phase or Attack Phase."
    # Their card is in your hand, and 6.3.1's "Cards arranged vertically are called "Active"" is a card on
    # the field: "Assumes: Yuffie active" was shown for it.
    back = build_scenario("fftcg.back_attack", {"card": "Yuffie Back Attack", "phase": "main_2"}, library)
    assert untyped_states(back) == ("you have priority",)
    # Warp: "While the stack is empty during your main phase, it is possible to pay the cost …"
    warp = build_scenario("fftcg.warp", {"card": "Ifrit Warp 2"}, library)
    assert untyped_states(warp) == ("your turn", "Main Phase 1", "the stack empty")
    counters = build_scenario("fftcg.warp", {"card": "Ifrit Warp 2", "question": "counters"}, library)
    assert untyped_states(counters) == (), "the counters don't depend on when it is paid"
    verdict = evaluate(attack, library)
    brief = first_screen(verdict, library, untyped=untyped_states(attack, verdict)).description
    assert "*Assumes: Testa active; Testa not new, not attacked*" in (brief or "")
    # Each default is the permissive value: one of them wrong can't turn a No into a Yes, so a No (or a
    # question they don't decide) doesn't list them.
    dull = build_scenario("fftcg.attack", {"forward": "Testa dull"}, library)
    assert untyped_states(dull, evaluate(dull, library)) == ()
    ended = build_scenario("fftcg.dull_cost", {"character": "Cid type=backup", "phase": "end"}, library)
    assert untyped_states(ended, evaluate(ended, library)) == ("Cid active",)
