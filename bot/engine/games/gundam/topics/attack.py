"""gundam.attack — can this Unit attack that target (a player, a rested enemy Unit); can that Unit
block it (<Blocker>, <High-Maneuver>)? (3-2-3, 3-2-4, 3-2-6-3, 8-2-1, 8-3, 13-1-4, 13-1-6)"""

from __future__ import annotations

from typing import ClassVar, Literal, Self

from pydantic import Field, model_validator

from bot.engine.games.gundam.battle import Legality, can_attack, can_block
from bot.engine.games.gundam.cards import GundamCardInput
from bot.engine.games.gundam.link import check_link_inputs, links
from bot.engine.games.gundam.printed import GundamScenario, Relevance, gundam_topic
from bot.engine.games.gundam.roles import ATTACK_TARGET, is_unit
from bot.engine.reasoning import Reasoning
from bot.engine.registry import yes_to
from bot.engine.verdict import Answers, Verdict


class AttackAnswers(Answers):
    """What 8-2 and 8-3 decide about an attack and a block."""

    can_attack: bool | None = Field(default=None, description="Can the Unit declare this attack?")
    can_block: bool | None = Field(
        default=None, description="Can the blocker change the attack target to itself?"
    )


class AttackScenario(GundamScenario):
    """Attack targets: the player or a rested enemy Unit; who may block (<Blocker>, <High-Maneuver>)."""

    area: ClassVar[str] = "battle"
    role_names: ClassVar[dict[str, str]] = {
        "attacker": "attacking",
        "target": "attack target",
        "blocker": "blocker",
        "pilot": "the attacker's Pilot",
    }
    answer_model = AttackAnswers
    topic: Literal["gundam.attack"] = "gundam.attack"
    attacker: GundamCardInput = Field(
        description='The attacking Unit: "Rick Dom", or Zaku rested (active unless written rested)'
    )
    target: GundamCardInput | None = Field(
        default=None,
        description="The enemy Unit it attacks, rested or active; left out: it attacks the player",
    )
    blocker: GundamCardInput | None = Field(
        default=None,
        description="can_block: another enemy Unit that would block (left out: the target itself)",
    )
    question: Literal["can_attack", "can_block"] = Field(
        default="can_attack",
        description="can_attack: may it attack that? can_block: may the blocker block it?",
    )
    pilot: GundamCardInput | None = Field(
        default=None,
        description="The attacker's paired Pilot (a Link Unit may attack the turn it is deployed)",
    )
    deployed_this_turn: bool = Field(default=False, description="The attacker was deployed this turn.")
    blocked: bool = Field(
        default=False, description="can_block: another <Blocker> already blocked this attack."
    )

    @model_validator(mode="after")
    def _given(self) -> Self:
        if self.question == "can_block" and self.blocker is None and self.target is None:
            raise ValueError("`can_block` asks about a `blocker` (or the attack `target` itself): give one")
        if self.question == "can_block" and self.target is not None:
            # A block answers an attack declared on the target: one that is not a Unit never was (8-2-1).
            problem = ATTACK_TARGET.refusal(self.target)
            if problem is not None:
                raise ValueError(f"target: {problem}, so there is no attack on it to block")
        if self.pilot is not None and self.deployed_this_turn and is_unit(self.attacker):
            check_link_inputs(self.attacker, self.pilot)  # only a Unit has a link condition (3-2-6)
        return self

    def untyped_defaults(self, verdict: Verdict | None = None) -> tuple[str, ...]:
        """`can_attack` takes an attacker written neither rested nor active as active (8-2-1), and one
        not said to be deployed this turn as not (3-2-4): the normal case, named on the first screen where
        a Yes rests on it (`yes_to`: either one wrong can only make it a No)."""
        if not yes_to(self, "can_attack", verdict) or not is_unit(self.attacker):
            return ()
        given = []
        if self.attacker.rested is None:
            given.append(f"{self.attacker.name} active")
        if "deployed_this_turn" not in self.model_fields_set:
            given.append(f"{self.attacker.name} not deployed this turn")
        return tuple(given)

    def printed_relevance(self) -> Relevance:
        """Deployed this turn, what its deploy and pairing did could let it attack; a block comes after
        the attack's 【Attack】 effects (8-2-2)."""
        if self.question == "can_block":
            return Relevance(frozenset({"attack"}))
        return Relevance(
            frozenset({"deploy", "paired", "linked"}) if self.deployed_this_turn else frozenset()
        )


def _no(legality: Legality) -> list[str]:
    return [f"allowed if {fix}" for fix in legality.fix]


@gundam_topic(AttackScenario)
def decide_attack(scenario: AttackScenario, reasoning: Reasoning) -> Verdict:
    attacker, target = scenario.attacker, scenario.target
    aimed = "the opposing player" if target is None else target.name
    if scenario.question == "can_block":
        blocker = scenario.blocker or target
        assert blocker is not None  # the validator requires one
        block = can_block(
            reasoning,
            attacker,
            blocker,
            is_target=scenario.blocker is None,
            blocked_already=scenario.blocked,
            pilot=scenario.pilot,
        )
        if block.allowed:
            return reasoning.decided(
                AttackAnswers(can_block=True),
                f"Yes — {blocker.name} can block {attacker.name}: the attack target becomes {blocker.name}, "
                f"which is rested to block.",
                [f"not if {attacker.name} had <High-Maneuver>", f"not if {blocker.name} were rested"],
            )
        return reasoning.decided(
            AttackAnswers(can_block=False), f"No — {block.problem}, so it can't block.", _no(block)
        )
    linked = None
    if scenario.pilot is not None and scenario.deployed_this_turn and is_unit(attacker):
        linked = links(reasoning, attacker, scenario.pilot)
    attack = can_attack(
        reasoning, attacker, target, deployed_this_turn=scenario.deployed_this_turn, linked=linked
    )
    if attack.allowed:
        how = "" if target is None else " (a rested enemy Unit)"
        return reasoning.decided(
            AttackAnswers(can_attack=True),
            f"Yes — {attacker.name} can attack {aimed}{how}; it is rested to attack.",
            [
                "an attack target is the opposing player or a rested enemy Unit, never an active one",
                *(
                    []
                    if "deployed_this_turn" in scenario.model_fields_set
                    else [f"not if {attacker.name} was deployed this turn, unless it is a Link Unit (3-2-4)"]
                ),
            ],
        )
    return reasoning.decided(
        AttackAnswers(can_attack=False), f"No — {attack.problem}: it can't attack {aimed}.", _no(attack)
    )
