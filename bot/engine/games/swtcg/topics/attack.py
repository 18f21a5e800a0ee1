"""swtcg.attack — an attack that was rolled: hits, damage and what the dice triggered."""

from __future__ import annotations

import re
from typing import Literal, Self

from pydantic import Field, ValidationInfo, field_validator, model_validator

from bot.engine.citations import RuleQuote
from bot.engine.errors import NotCovered
from bot.engine.games.swtcg import assumptions as A
from bot.engine.games.swtcg import quotes as Q
from bot.engine.games.swtcg.cards import KEYWORDS, SwtcgCard, SwtcgCardInput
from bot.engine.games.swtcg.dice import (
    DiceProfile,
    Score,
    apply_rerolls,
    damage,
    parse_faces,
    parse_rerolls,
    profile,
    score,
)
from bot.engine.games.swtcg.power import starting_power
from bot.engine.games.swtcg.prevention import prevent, settle, why_open
from bot.engine.games.swtcg.state import UnitView, view
from bot.engine.games.swtcg.topics._common import (
    dice_count,
    finish,
    illegal_attack,
    own_prevention,
    raw_amount,
    unpreventable,
)
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict
from bot.rules.library import name_key

AttackQuestion = Literal[
    "legal",
    "damage",
    "hits",
    "critical_hit",
    "fury",
    "fury_dice",
    "focus",
    "backfire",
    "parry",
    "prevented",
    "riposte",
    "overkill",
    "counters",
    "stun",
    "focus_applies",
    "overkill_second",
]


class AttackAnswers(Answers):
    """What the glossary decides about an attack that was rolled."""

    legal: bool | None = Field(default=None, description="Can the attacker attack the defender at all?")
    damage: int | None = Field(default=None, description="Damage to the defender after Parry")
    hits: int | None = Field(default=None, description="How many dice hit")
    critical_hit: bool | None = Field(default=None, description="Did Critical Hit trigger (a natural 6)?")
    fury: bool | None = Field(default=None, description="Did Fury trigger (a natural 4 before reroll)?")
    fury_dice: int | None = Field(default=None, description="How many extra attack dice Fury rolled")
    focus: bool | None = Field(default=None, description="Did Focus trigger (a natural 5 before reroll)?")
    backfire: bool | None = Field(
        default=None, description="Did Backfire trigger (a natural 3 before reroll)?"
    )
    parry: bool | None = Field(default=None, description="Does the defender's Parry apply (a natural 1)?")
    prevented: int | None = Field(default=None, description="Damage Parry prevents")
    riposte: int | None = Field(default=None, description="Damage Riposte does to the attacker")
    overkill: int | None = Field(default=None, description="Hits Overkill may move to a second unit")
    counters: int | None = Field(default=None, description="Damage counters on the defender (Double Damage)")
    stun: bool | None = Field(default=None, description="Does Stun give the defender −X power?")
    focus_applies: Literal["next_attack", "none"] | None = Field(
        default=None, description="Which attack gets Focus's extra power: this one or the next?"
    )
    overkill_second: int | None = Field(
        default=None,
        description="Most damage Overkill's extra hits can do to the second unit",
    )


LATE: dict[str, tuple[Literal["attacker", "defender"], RuleQuote]] = {
    "Shields": ("defender", Q.SHIELDS_TOO_LATE),
    "Parry": ("defender", Q.PARRY_TOO_LATE),
    "Accuracy": ("attacker", Q.ACCURACY_TOO_LATE),
    "Critical Hit": ("attacker", Q.CRITICAL_HIT_TOO_LATE),
    "Fury": ("attacker", Q.FURY_TOO_LATE),
}
"""Abilities whose glossary entry says one gained after the attack dice are rolled is too late, and
which side of the attack has them."""


_GLOSSARY_NAMES = {name_key(name): name for name in KEYWORDS.shapes}
"""Each ability of the glossary by its folded name, as `late_abilities` reads one (the keyword table is
fixed: made once, not for each of the several reads an answer makes)."""


def late_abilities(text: str | None) -> tuple[str, ...]:
    """'Shields, parry' → ('Shields', 'Parry'), the glossary's spelling; ValueError for a word that is no
    ability of the glossary."""
    known = _GLOSSARY_NAMES
    found = []
    for word in re.split(r",|\band\b", text or ""):
        if not word.strip():
            continue
        name = known.get(name_key(word))
        if name is None:
            raise ValueError(
                f"after_roll: {word.strip()!r} is not an ability of the glossary (Shields, Parry …)"
            )
        found.append(name)
    return tuple(dict.fromkeys(found))


class AttackScenario(ScenarioBase):
    """An attack that was rolled: its hits, its damage and what the dice triggered."""

    answer_model = AttackAnswers
    topic: Literal["swtcg.attack"] = "swtcg.attack"
    attacker: SwtcgCardInput = Field(description="The attacking unit: power=, Accuracy, Critical Hit, Fury…")
    defender: SwtcgCardInput = Field(description="The defending unit: hp=, dmg=, Armor, Shields, Parry…")
    rolled: str = Field(
        min_length=1, max_length=300, description="The attack dice as first rolled: 6 4 3 1 1"
    )
    after_roll: str | None = Field(
        default=None,
        max_length=200,
        description="Abilities a unit got after the dice were rolled: Shields, Parry, Accuracy…",
    )
    fury_rolled: str | None = Field(
        default=None,
        validate_default=True,
        max_length=300,
        description="Fury's additional dice, when Fury triggered: 5 2",
    )
    rerolled: str | None = Field(
        default=None, max_length=400, description="Rerolls as old>new, in order: 3>5 1>6 (a 3 became a 5)"
    )
    question: AttackQuestion = Field(
        default="damage", description="What to answer: damage (default), hits, a trigger, Riposte, Overkill…"
    )
    second: SwtcgCardInput | None = Field(
        default=None, description="Overkill's second unit in the arena (its Stealth, Armor, Evade…)"
    )

    @field_validator("question")
    @classmethod
    def _overkill_needs_health(cls, question: str, info: ValidationInfo) -> str:
        defender = info.data.get("defender")
        if question == "overkill" and isinstance(defender, SwtcgCard) and defender.health is None:
            raise ValueError("overkill: give the defender's health (hp=N) to count the hits beyond it")
        return question

    @model_validator(mode="after")
    def _dice_match_power(self) -> Self:
        """As many dice as the attack's power less Shields (not Shields gained after the roll)."""
        faces = parse_faces(self.rolled)
        late = late_abilities(self.after_roll)
        expected = dice_count(self.attacker, self.defender, late)
        if expected is None or expected == len(faces):
            return self
        shields = 0 if "Shields" in late else raw_amount(self.defender, "Shields")
        begun = starting_power(self.attacker, self.defender, own_power=False)
        power = (
            f"{begun.via[0]} {begun.via[1]} (not its printed power {begun.replaces})"
            if begun.via is not None and begun.replaces is not None
            else f"power {self.attacker.power}"
        )
        why = power + (f" − Shields {shields}" if shields else "")
        raise ValueError(
            f"rolled: {len(faces)} dice rolled, but {self.attacker.name} rolls {expected} ({why}); "
            "set power= to its power for this attack, or leave power out"
        )

    @model_validator(mode="after")
    def _second_given(self) -> Self:
        if self.question == "overkill_second":
            if self.second is None:
                raise ValueError("`overkill_second` needs the second unit in the arena (`second`)")
            if self.defender.health is None:
                raise ValueError(
                    "overkill_second: give the defender's health (hp=N) to count the hits beyond it"
                )
        return self

    @field_validator("after_roll")
    @classmethod
    def _late(cls, text: str | None) -> str | None:
        late_abilities(text)
        return text

    @field_validator("rolled")
    @classmethod
    def _faces(cls, text: str) -> str:
        if not parse_faces(text):
            raise ValueError("no dice: write the faces rolled, e.g. 6 4 3 1 1")
        return text

    @field_validator("fury_rolled")
    @classmethod
    def _fury_faces(cls, text: str | None, info: ValidationInfo) -> str | None:
        extra = parse_faces(text or "")
        attacker, rolled = info.data.get("attacker"), info.data.get("rolled")
        if not isinstance(attacker, SwtcgCard) or not isinstance(rolled, str):
            return text
        fury = 0 if "Fury" in late_abilities(info.data.get("after_roll")) else raw_amount(attacker, "Fury")
        triggered = bool(fury) and 4 in parse_faces(rolled)
        if triggered and len(extra) != fury:
            raise ValueError(
                f"Fury {fury} triggered (a natural 4 before reroll): give its {fury} additional "
                f"{_die(fury)} ({len(extra)} given)"
            )
        if extra and not triggered:
            why = "the attacker has no Fury" if not fury else "no natural 4 was rolled before reroll"
            raise ValueError(f"Fury didn't trigger ({why}), so there are no Fury dice")
        return text

    @field_validator("rerolled")
    @classmethod
    def _rerolls(cls, text: str | None, info: ValidationInfo) -> str | None:
        rerolls = parse_rerolls(text or "")
        rolled = info.data.get("rolled")
        if isinstance(rolled, str) and "fury_rolled" in info.data:
            apply_rerolls(parse_faces(rolled) + parse_faces(info.data["fury_rolled"] or ""), rerolls)
        return text


def _die(count: int) -> str:
    return "die" if count == 1 else "dice"


def _dice(faces: tuple[int, ...]) -> str:
    return " ".join(map(str, faces)) or "none"


@topic(AttackScenario)
def decide_attack(scenario: AttackScenario, reasoning: Reasoning) -> Verdict:
    """Legality, then hits (Accuracy, Armor), then the natural-face triggers, then Parry."""
    attacker = view(reasoning, scenario.attacker, "attacker", "you")
    defender = view(reasoning, scenario.defender, "defender", "opponent")
    refused = illegal_attack(reasoning, attacker, defender, AttackAnswers)
    if refused is not None:
        return refused
    attacker, defender = _after_roll(reasoning, scenario, attacker, defender)
    rules = profile(reasoning, attacker, defender)
    first = parse_faces(scenario.rolled)
    extra = parse_faces(scenario.fury_rolled or "")
    rerolls = parse_rerolls(scenario.rerolled or "")
    final = apply_rerolls(first + extra, rerolls)
    notes: list[str] = []

    fury, focus, backfire = _before_reroll(reasoning, attacker, rules, first, extra, final, notes)
    if extra and rerolls:
        reasoning.assume("Fury's additional dice were rolled before the rerolls", True, A.FURY_DICE)
    result = score(rules, final)
    basis = "after rerolls " if rerolls else ""
    hit_faces = [face for face in final if rules.hits(face)]
    missed = [face for face in final if not rules.hits(face)]
    listing = f"hits {_dice(tuple(hit_faces))}; misses {_dice(tuple(missed))}"
    test = f"{result.hits} of the {len(final)} dice {basis}hit ({listing})"
    if rules.armor:
        reasoning.rule(test, result.hits > 0, Q.ARMOR)
    else:
        reasoning.assume(test, result.hits > 0, A.HIT_ON_FOUR)
    does = "hit does" if result.hits == 1 else "hits do"
    reasoning.assume(f"{result.hits} {does} {result.hits} damage", True, A.HIT_DAMAGE)
    _critical_hit(reasoning, attacker, rules, first, final, result, notes)
    before, prevented, after = damage(rules, result)
    riposte = _parry_and_riposte(reasoning, attacker, defender, rules, final, result, prevented, notes)
    counters, excess = _after_damage(reasoning, attacker, defender, result, after, notes)
    stun = attacker.amount("Stun")
    critical = bool(rules.critical and result.six)
    parried = bool(rules.parry and result.one)

    second, second_choice = _second_answer(reasoning, scenario, attacker, defender, excess)
    focus_applies = _focus_answer(reasoning, attacker, focus)
    answers = AttackAnswers(
        legal=True,
        damage=after,
        hits=result.hits,
        critical_hit=critical,
        fury=fury,
        fury_dice=rules.fury if fury else 0,
        focus=focus,
        backfire=backfire,
        parry=parried,
        prevented=prevented,
        riposte=riposte,
        overkill=excess,
        counters=counters,
        stun=bool(stun and after),
        focus_applies=focus_applies,
        overkill_second=second,
    )
    head = f"{result.hits} hit{'s' if result.hits != 1 else ''} → {after} damage to {defender.name}"
    own = own_prevention(reasoning, attacker, defender)
    if own:
        head += f" before its {own}"
    details = []
    if critical:
        details.append(f"Critical Hit +{rules.critical}")
    if prevented:
        details.append(f"Parry prevents {prevented} of {before}")
    if counters != after:
        details.append(f"{counters} damage counters with Double Damage")
    summary = head + (f" ({'; '.join(details)})" if details else "") + "."
    if notes:
        summary += " " + "; ".join(notes) + "."
    would_change = (
        []
        if unpreventable(attacker, defender)
        else [
            f"{defender.name}'s own prevention (Evade, Deflect, Protect, Absorb, Persuade) may prevent more: "
            "see /check-swtcg prevent"
        ]
    )
    headlines = _headlines(attacker, defender, rules, answers, before, summary, second_choice)
    # Overkill's second unit: the most its extra hits can do (its players choose how many, and how much
    # of its prevention to play), so a title never shows that number as exact.
    return finish(
        reasoning, answers, headlines, would_change, tail=head + ".", bounds={"overkill_second": "up to"}
    )


def _yes(held: bool | None) -> str:
    return "Yes" if held else "No"


def _headlines(
    attacker: UnitView,
    defender: UnitView,
    rules: DiceProfile,
    answers: AttackAnswers,
    before: int,
    summary: str,
    second_choice: str = "",
) -> dict[str, str]:
    """One sentence per sub-question, each written from its typed answer (`second_choice`: what the second
    unit's player chooses, "Luke's player chooses how much of Evade 1 to use; ")."""
    a, d = attacker.name, defender.name
    fury_x, riposte_x = rules.fury, defender.amount("Riposte")
    return {
        "legal": f"Yes — {a} can attack {d}.",
        "damage": summary,
        "hits": f"{answers.hits} of the dice hit {d}.",
        "fury_dice": f"Fury rolled {answers.fury_dice} additional attack {_die(answers.fury_dice or 0)}"
        + ("." if fury_x else f" ({a} has no Fury)."),
        "prevented": f"Parry prevents {answers.prevented} of the {before} damage to {d}.",
        "riposte": f"Riposte does {answers.riposte} damage to {a} when the attack ends"
        + ("." if riposte_x else f" ({d} has no Riposte)."),
        "overkill": _overkill_headline(attacker, answers),
        "counters": f"{answers.counters} damage counters go on {d}"
        + (" (Double Damage)." if attacker.has("Double Damage") else "."),
        "focus_applies": _focus_headline(attacker, answers),
        "overkill_second": f"Up to {answers.overkill_second} damage to the second unit from Overkill's extra "
        f"hits ({second_choice}the attacking player chooses how many; Shields, Parry and Armor have no "
        "effect on them).",
        **_trigger_headlines(attacker, defender, rules, answers, before),
    }


def _focus_headline(attacker: UnitView, answers: AttackAnswers) -> str:
    focus = attacker.amount("Focus")
    if not focus:
        return f"None: {attacker.name} has no Focus."
    if answers.focus_applies == "next_attack":
        return (
            f"Next attack: Focus {focus} triggered, so {attacker.name} gets +{focus} power for its next "
            "attack, not this one; the bonus lasts for one attack."
        )
    return (
        f"None: Focus {focus} didn't trigger (it needs a natural 5 before reroll); when it does, the "
        f"+{focus} power is for the next attack, not this one."
    )


def _overkill_headline(attacker: UnitView, answers: AttackAnswers) -> str:
    moved = f"Overkill may move {answers.overkill} of the {answers.hits} hits to another unit in the arena"
    if answers.overkill:
        return moved + " (Shields, Parry and Armor have no effect on them)."
    return moved + ("." if attacker.has("Overkill") else f" ({attacker.name} has no Overkill).")


def _trigger_headlines(
    attacker: UnitView, defender: UnitView, rules: DiceProfile, answers: AttackAnswers, before: int
) -> dict[str, str]:
    """'Yes — …' or 'No — …' for each ability the dice may trigger, or that its unit has none."""
    a, d = attacker.name, defender.name
    critical, fury_x = rules.critical, rules.fury
    focus_x, backfire_x = attacker.amount("Focus"), attacker.amount("Backfire")
    stun_x, parry_x = attacker.amount("Stun"), defender.amount("Parry")
    parried = (
        f"prevents {answers.prevented} of the {before} damage."
        if answers.parry
        else "doesn't apply (it needs a natural 1 after rerolls, and damage it can prevent)."
    )
    stunned = (
        f"gets −{stun_x} power until end of battle if counters are placed."
        if answers.stun
        else "isn't stunned: no damage counters are placed."
    )
    backfired = (
        f"Backfire {backfire_x}: {a} {'does' if answers.backfire else 'would do'} {backfire_x} "
        f"{_die(backfire_x)} of damage to itself when the attack ends"
        + ("." if answers.backfire else " on a natural 3 before reroll.")
    )
    written: dict[str, tuple[UnitView, str, int, str]] = {
        "critical_hit": (
            attacker,
            "Critical Hit",
            critical,
            f"Critical Hit {critical} {'adds' if answers.critical_hit else 'needs a natural 6 to add'} "
            f"{critical} damage.",
        ),
        "fury": (
            attacker,
            "Fury",
            fury_x,
            f"Fury {fury_x} {'rolled' if answers.fury else 'needs a natural 4 before reroll to roll'} "
            f"{fury_x} more attack {_die(fury_x)}.",
        ),
        "focus": (
            attacker,
            "Focus",
            focus_x,
            f"Focus {focus_x}: {a} {'gets' if answers.focus else 'needs a natural 5 before reroll for'} "
            f"+{focus_x} power for its next attack.",
        ),
        "backfire": (attacker, "Backfire", backfire_x, backfired),
        "parry": (defender, "Parry", parry_x, f"{d}'s Parry {parry_x} {parried}"),
        "stun": (attacker, "Stun", stun_x, f"Stun {stun_x}: {d} {stunned}"),
    }
    return {
        question: f"{_yes(getattr(answers, question))} — "
        + (sentence if value else f"{unit.name} has no {ability}.")
        for question, (unit, ability, value, sentence) in written.items()
    }


def _before_reroll(
    reasoning: Reasoning,
    attacker: UnitView,
    rules: DiceProfile,
    first: tuple[int, ...],
    extra: tuple[int, ...],
    final: tuple[int, ...],
    notes: list[str],
) -> tuple[bool, bool, bool]:
    """Fury, Focus and Backfire look at the natural faces of the first roll, before reroll.

    Returns whether each triggered (Fury, Focus, Backfire).
    """
    fours = fives = threes = False
    if rules.fury:
        fours = 4 in first
        more = f": {rules.fury} additional attack {_die(rules.fury)}, {_dice(extra)}" if fours else ""
        reasoning.rule(
            f"Fury {rules.fury}: a natural 4 before reroll (first roll {_dice(first)}){more}",
            fours,
            Q.FURY,
        )
        if fours and first.count(4) > 1:
            reasoning.rule(
                f"only the first of the {first.count(4)} natural 4s counts", True, Q.FURY_FIRST_FOUR
            )
        if not fours and 4 in final:
            reasoning.rule("the 4 rolled after reroll triggers Fury", False, Q.FURY_AFTER_REROLL)
        if not fours and rules.accuracy > 0 and any(face + rules.accuracy == 4 for face in first):
            reasoning.rule("Accuracy turns a die into a natural 4", False, Q.FURY_NOT_ACCURACY)
        if fours:
            notes.append(f"Fury {rules.fury} rolled {rules.fury} more {_die(rules.fury)}")
    focus = attacker.amount("Focus")
    if focus:
        fives = 5 in first
        _only_in_fury_dice(attacker, "Focus", 5, fives, extra)
        reasoning.rule(
            f"Focus {focus}: a natural 5 before reroll (first roll {_dice(first)})"
            + (f": +{focus} power for {attacker.name}'s next attack" if fives else ""),
            fives,
            Q.FOCUS,
        )
        if not fives and 5 in final:
            reasoning.rule("the 5 rolled after reroll triggers Focus", False, Q.FOCUS_AFTER_REROLL)
        if fives:
            notes.append(f"Focus: +{focus} power for {attacker.name}'s next attack")
    backfire = attacker.amount("Backfire")
    if backfire:
        threes = 3 in first
        _only_in_fury_dice(attacker, "Backfire", 3, threes, extra)
        gone = threes and 3 not in final
        reasoning.rule(
            f"Backfire {backfire}: a natural 3 before reroll (first roll {_dice(first)})"
            + (", rerolled since, still counts" if gone else "")
            + (
                f": {attacker.name} does {backfire} {_die(backfire)} of damage to itself when the attack ends"
                if threes
                else ""
            ),
            threes,
            Q.BACKFIRE,
        )
        if threes:
            notes.append(
                f"Backfire: {attacker.name} does {backfire} {_die(backfire)} of damage to itself at the end"
            )
    return fours, fives, threes


def _only_in_fury_dice(
    attacker: UnitView, name: str, face: int, in_first: bool, extra: tuple[int, ...]
) -> None:
    if not in_first and face in extra:
        raise NotCovered(
            f"The only natural {face} is on one of Fury's additional dice. {name} triggers on the attack "
            "dice "
            "'before reroll' ('triggered by the initial dice roll'); the glossary doesn't say whether Fury's "
            f"additional dice are part of that roll, so whether {attacker.name}'s {name} triggers is open."
        )


def _critical_hit(
    reasoning: Reasoning,
    attacker: UnitView,
    rules: DiceProfile,
    first: tuple[int, ...],
    final: tuple[int, ...],
    result: Score,
    notes: list[str],
) -> None:
    if not rules.critical:
        return
    reasoning.rule(
        f"Critical Hit {rules.critical}: a natural 6 in the roll used for the attack ({_dice(final)})"
        + (f": {rules.critical} more damage" if result.six else ""),
        result.six,
        Q.CRITICAL_HIT,
    )
    if result.six and 6 not in first:
        reasoning.rule("the natural 6 came from a reroll, and it counts", True, Q.CRITICAL_HIT_REROLL)
    if 6 in first and not result.six:
        reasoning.rule(
            "the natural 6 of the first roll still counts after it was rerolled",
            False,
            Q.CRITICAL_HIT_ROLL_USED,
        )
    if final.count(6) > 1:
        reasoning.rule(
            f"only one of the {final.count(6)} natural 6s counts: +{rules.critical} once",
            True,
            Q.CRITICAL_HIT_ONE_SIX,
        )
    if not result.six and rules.accuracy > 0 and any(face + rules.accuracy >= 6 for face in final):
        reasoning.rule("Accuracy makes a natural 6", False, Q.CRITICAL_HIT_NOT_ACCURACY)


def _parry_and_riposte(
    reasoning: Reasoning,
    attacker: UnitView,
    defender: UnitView,
    rules: DiceProfile,
    final: tuple[int, ...],
    result: Score,
    prevented: int,
    notes: list[str],
) -> int:
    """Parry's steps; returns the damage Riposte does to the attacker (0 when it doesn't trigger)."""
    if rules.parry:
        reasoning.rule(
            f"Parry {rules.parry}: a natural 1 in the attack roll after rerolls ({_dice(final)})"
            + (f": prevent up to {rules.parry} damage to {defender.name}" if result.one else ""),
            result.one,
            Q.PARRY,
        )
        if result.one and final.count(1) > 1:
            reasoning.rule(f"only one of the {final.count(1)} natural 1s counts", True, Q.PARRY_ONE_ONE)
        if result.one and prevented:
            reasoning.assume(f"{defender.name} prevents {prevented} with Parry", True, A.IN_FULL)
    riposte = defender.amount("Riposte")
    if riposte:
        reasoning.rule(
            f"Riposte {riposte}: a natural 2 in the attack roll after rerolls ({_dice(final)})"
            + (
                f": {defender.name} does {riposte} damage to {attacker.name} when the attack ends"
                if result.two
                else ""
            ),
            result.two,
            Q.RIPOSTE,
        )
        if result.two:
            notes.append(f"Riposte: {defender.name} does {riposte} damage to {attacker.name} at the end")
    return riposte if result.two else 0


def _after_damage(
    reasoning: Reasoning, attacker: UnitView, defender: UnitView, result: Score, after: int, notes: list[str]
) -> tuple[int, int | None]:
    """Overkill, Double Damage, Stun and whether the defender is discarded.

    Returns the damage counters and the hits Overkill may move to another unit (None when the
    defender's health is not given, 0 without Overkill).
    """
    remaining = defender.remaining_health
    excess: int | None = 0
    if attacker.has("Overkill"):
        if remaining is None:
            excess = None
            reasoning.rule(
                f"Overkill: hits beyond {defender.name}'s remaining health may go to another unit in the "
                "same "
                "arena (give hp= to count them)",
                True,
                Q.OVERKILL,
            )
        elif _overkill_disagrees(reasoning, defender, result.hits, notes):
            excess = None
        else:
            excess = max(0, result.hits - remaining)
            reasoning.rule(
                f"Overkill: {min(result.hits, remaining)} of the {result.hits} hits stay on {defender.name} "
                f"({remaining} health left); {excess} may go to another unit in the same arena",
                excess > 0,
                Q.OVERKILL_HEALTH,
            )
            if excess:
                notes.append(f"Overkill: {excess} hits may go to another unit in the arena")
                reasoning.rule(
                    f"the hits moved do {excess} damage to the second unit: Shields, Parry and Armor have no "
                    "effect against it (its prevention not specifying dice still works)",
                    True,
                    Q.OVERKILL_SECOND_UNIT,
                )
    counters = after
    if attacker.has("Double Damage") and after:
        counters = 2 * after
        reasoning.rule(
            f"Double Damage: 1 more counter per damage not prevented: {counters} if all {after} go through",
            True,
            Q.DOUBLE_DAMAGE,
        )
    stun = attacker.amount("Stun")
    if stun:
        if after:
            reasoning.rule(
                f"Stun {stun}: {defender.name} gets −{stun} power until end of battle if counters are placed",
                True,
                Q.STUN,
            )
            notes.append(
                f"Stun: {defender.name} gets −{stun} power until end of battle if counters are placed"
            )
        else:
            reasoning.rule("Stun occurs though no damage counters are placed", False, Q.STUN_NO_COUNTERS)
    if defender.card.health is not None and counters:
        total = defender.damage + counters
        if reasoning.assume(
            f"{defender.name} would have {total} damage counters, {defender.card.health} health: discarded",
            total >= defender.card.health,
            A.DISCARDED,
        ):
            notes.append(f"{defender.name} is discarded unless damage is prevented")
    return counters, excess


def _overkill_disagrees(reasoning: Reasoning, defender: UnitView, hits: int, notes: list[str]) -> bool:
    """Whether Overkill's two counts differ: the hits "in excess of the defending unit's remaining health"
    may move, yet "a number of hits equal to the defending unit's health must be assigned to the defending
    unit". They agree for an undamaged defender, or when no hit is beyond its remaining health; otherwise
    the glossary contradicts itself: the Overkill questions are not covered, and the other answers say so.
    """
    health, remaining = defender.card.health, defender.remaining_health
    assert health is not None and remaining is not None
    by_remaining, by_health = max(0, hits - remaining), max(0, hits - health)
    if by_remaining == by_health:
        return False
    counters = "counter" if defender.damage == 1 else "counters"
    counts = (
        f"{defender.name} has {defender.damage} damage {counters}: beyond its remaining health ({remaining}) "
        f"{by_remaining} of the {hits} hits may move, beyond its health ({health}) {by_health}"
    )
    if reasoning.question in ("overkill", "overkill_second"):
        raise NotCovered(
            f"The glossary counts Overkill's hits two ways. “{Q.OVERKILL.quote}” and "
            f"“{Q.OVERKILL_CHOICE.quote}” count from the remaining health; “{Q.OVERKILL_HEALTH.quote}” "
            f"counts from the health. {counts}.",
            "Not covered: the glossary's two Overkill sentences give different counts for a damaged "
            "defender.",
        )
    reasoning.rule(
        f"Overkill: the glossary gives one count of the hits that may go to another unit ({counts})",
        False,
        Q.OVERKILL_HEALTH,
    )
    notes.append("Overkill: how many hits may go to another unit is not covered (health or remaining health)")
    return True


def _after_roll(
    reasoning: Reasoning, scenario: AttackScenario, attacker: UnitView, defender: UnitView
) -> tuple[UnitView, UnitView]:
    """Abilities a unit got after the dice were rolled: too late for this roll where the glossary says so
    (they are left out of it); for any other, the glossary doesn't say, so not covered."""
    late = late_abilities(scenario.after_roll)
    if not late:
        return attacker, defender
    dropped: dict[str, set[str]] = {"attacker": set(), "defender": set()}
    for name in late:
        if name not in LATE:
            raise NotCovered(
                f"{name} was gained after the attack dice were rolled; the glossary says when that is too "
                f"late only for {', '.join(LATE)}, not for {name}."
            )
        side, quote = LATE[name]
        unit = attacker if side == "attacker" else defender
        reasoning.rule(
            f"{unit.who} got {name} after the attack dice were rolled: too late to affect this roll",
            True,
            quote,
        )
        dropped[side].add(name)

    def without(unit: UnitView, names: set[str], side: Literal["you", "opponent"]) -> UnitView:
        if not names:
            return unit
        kept = tuple(k for k in unit.card.keywords if k.name not in names)
        return view(reasoning.fork(), unit.card.model_copy(update={"keywords": kept}), unit.role, side)

    return (
        without(attacker, dropped["attacker"], attacker.side),
        without(defender, dropped["defender"], defender.side),
    )


def _second_answer(
    reasoning: Reasoning, scenario: AttackScenario, attacker: UnitView, defender: UnitView, excess: int | None
) -> tuple[int | None, str]:
    """Overkill's most damage to the `second` unit, when one is named, and what its player chooses
    ("Luke's player chooses how much of Evade 1 to use; ", "… whether to play Deflect 2; ", or "")."""
    if scenario.second is None:
        return None, ""
    second = view(reasoning, scenario.second, "second", defender.side)
    return _second_unit(reasoning, attacker, defender, second, excess)


def _focus_answer(
    reasoning: Reasoning, attacker: UnitView, focus: bool
) -> Literal["next_attack", "none"] | None:
    """Which attack Focus's power is for, when asked (the other answers' trails stay as they were)."""
    if reasoning.question != "focus_applies":
        return None
    if focus:
        reasoning.rule(
            f"the +{attacker.amount('Focus')} power lasts for one attack: {attacker.name}'s next",
            True,
            Q.FOCUS_ONE_ATTACK,
        )
    return "next_attack" if focus else "none"


def _second_unit(
    reasoning: Reasoning, attacker: UnitView, defender: UnitView, second: UnitView, excess: int | None
) -> tuple[int | None, str]:
    """The most Overkill's extra hits do to a second unit: another unit in the defender's arena; Stealth
    doesn't stop it, nor do Shields, Parry or Armor; prevention not about dice (Evade…) works normally,
    each played or not as its player chooses (so the most is with none of it). None when the hits beyond
    the defender's health are not known (no hp=, or the glossary's two counts disagree)."""
    if not attacker.has("Overkill"):
        return 0, ""
    if excess is None:
        return None, ""
    if not excess:
        return 0, ""
    if (
        second.arena is not None
        and defender.arena is not None
        and not reasoning.rule(
            f"{second.name} is another unit in {defender.name}'s arena ({second.arena}, {defender.arena})",
            second.arena == defender.arena,
            Q.OVERKILL,
        )
    ):
        return 0, ""
    reasoning.rule(
        f"{attacker.name}'s controller decides how many of the {excess} extra hits go to {second.name}",
        True,
        Q.OVERKILL_CHOICE,
    )
    if second.has("Stealth") and not (second.tapped or second.damage):
        reasoning.rule(
            f"{second.who} has Stealth (untapped, undamaged), which doesn't stop Overkill",
            True,
            Q.STEALTH_OVERKILL,
        )
    against = [name for name in ("Shields", "Parry", "Armor") if second.has(name)]
    if against:
        reasoning.rule(
            f"{second.name}'s {' and '.join(against)} {'has' if len(against) == 1 else 'have'} no effect "
            "against Overkill damage",
            True,
            Q.OVERKILL_SECOND_UNIT,
        )
    result = prevent(reasoning, attacker, second, excess, protector=None, attack=False, natural_one=False)
    settle(reasoning, result)
    reasoning.rule("both units resolve their damage in tandem", True, Q.OVERKILL_TANDEM)
    why = why_open(result, attacker, second)  # no Parry here (not an attack roll): only the choice
    return result.most, f"{why}; " if why else ""
