"""swtcg.odds — the exact odds of an attack not yet rolled: hits, damage, P(at least k damage)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.citations import RuleQuote
from bot.engine.errors import NotCovered
from bot.engine.games.swtcg import assumptions as A
from bot.engine.games.swtcg import quotes as Q
from bot.engine.games.swtcg.cards import SwtcgCardInput
from bot.engine.games.swtcg.dice import (
    FACES,
    MAX_DICE,
    MAX_EXTRA,
    DiceProfile,
    Odds,
    exact_odds,
    first_roll_chance,
    profile,
    riposte_chance,
)
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
from bot.engine.verdict import Answers, Verdict, percent

STEP_TEXT = 200
"""Longest step text (a line of the rule trail) the distribution tables are cut into."""
TABLE_STEPS = 4
"""At most this many steps for the exact fractions; beyond that only the key fraction is shown."""


OddsQuestion = Literal[
    "legal",
    "p_at_least",
    "expected",
    "p_exactly",
    "p_critical",
    "p_fury",
    "p_parry",
    "p_focus",
    "p_backfire",
    "p_riposte",
]


class OddsAnswers(Answers):
    """Exact probabilities of an attack not yet rolled, each a fraction such as "91/216"."""

    legal: bool | None = Field(default=None, description="Can the attacker attack the defender at all?")
    p_at_least: str | None = Field(
        default=None, description="Chance of at least k damage (k: at least, else the defender's health left)"
    )
    expected: str | None = Field(default=None, description="Expected damage, as an exact fraction")
    p_exactly: str | None = Field(default=None, description="Chance of exactly k hits (k: hits)")
    p_critical: str | None = Field(default=None, description="P(Critical Hit triggers: a natural 6)")
    p_fury: str | None = Field(default=None, description="P(Fury triggers: a natural 4 before reroll)")
    p_parry: str | None = Field(default=None, description="P(the defender's Parry applies: a natural 1)")
    p_focus: str | None = Field(default=None, description="P(Focus triggers: a natural 5 before reroll)")
    p_backfire: str | None = Field(
        default=None, description="P(Backfire triggers: a natural 3 before reroll)"
    )
    p_riposte: str | None = Field(
        default=None, description="P(the defender's Riposte triggers: a natural 2 after rerolls)"
    )


class OddsScenario(ScenarioBase):
    """Exact odds of an attack before it is rolled: hits, damage, P(at least k damage)."""

    answer_model = OddsAnswers
    topic: Literal["swtcg.odds"] = "swtcg.odds"
    attacker: SwtcgCardInput = Field(
        description="The attacking unit, with power=: Accuracy, Critical Hit, Fury, Lucky…"
    )
    defender: SwtcgCardInput = Field(description="The defending unit: hp=, dmg=, Armor, Shields, Parry…")
    at_least: int | None = Field(
        default=None,
        ge=1,
        le=99,
        description="Damage to ask about (default: the defender's remaining health)",
    )
    use_lucky: bool = Field(default=True, description="The attacker uses its Lucky to reroll missed dice")
    question: OddsQuestion = Field(
        default="p_at_least",
        description="What to answer: P(≥ k damage) (default), expected, P(k hits), a trigger",
    )
    hits: int | None = Field(
        default=None,
        ge=0,
        le=99,
        description="Hits for p_exactly (default: at_least, or the remaining health)",
    )

    @model_validator(mode="after")
    def _bounded(self) -> Self:
        dice = dice_count(self.attacker, self.defender)
        if dice is None:
            raise ValueError("attacker: give its power for this attack (power=N): one attack die per point")
        if dice > MAX_DICE:
            raise ValueError(
                f"odds are computed for at most {MAX_DICE} attack dice; this attack rolls {dice}"
            )
        for keyword in ("Fury", "Lucky"):
            total = raw_amount(self.attacker, keyword)
            if total > MAX_EXTRA:
                raise ValueError(
                    f"odds are computed for {keyword} up to {MAX_EXTRA}; the attacker has {keyword} {total}"
                )
        return self


def _short(p: Fraction) -> str:
    """The exact fraction with its percentage, or the percentage alone when the fraction is long."""
    exact = fraction(p)
    return f"{exact} ≈ {percent(p)}" if len(exact) <= 60 else percent(p)


def fraction(p: Fraction) -> str:
    return str(p.numerator) if p.denominator == 1 else f"{p.numerator}/{p.denominator}"


def exact(p: Fraction) -> str:
    """The typed answer: always numerator/denominator ("0/1", "1/6", "1/1")."""
    return f"{p.numerator}/{p.denominator}"


def chunks(title: str, items: list[str], limit: int = STEP_TEXT) -> list[str]:
    """'title: a · b · …' cut into pieces of at most `limit` characters."""
    pieces: list[str] = []
    current = title + ": "
    for item in items:
        separator = "" if current.endswith(": ") else " · "
        if len(current) + len(separator) + len(item) > limit and not current.endswith(": "):
            pieces.append(current)
            current = f"{title} (cont.): {item}"
        else:
            current += separator + item
    pieces.append(current)
    return pieces


@dataclass(frozen=True)
class Figures:
    """The key figures of the distribution: the damage asked about, its chance, the mean, k hits."""

    what: str
    """'at least 4 damage to Vader (its remaining health)'."""
    key: Fraction
    expected: Fraction
    k: int
    exactly: Fraction
    mean: str
    """'expected damage 2.33' (before the defender's own prevention, when it has some)."""


@topic(OddsScenario)
def decide_odds(scenario: OddsScenario, reasoning: Reasoning) -> Verdict:
    """Legality, the dice profile, then the exact distribution (`dice.exact_odds`) and its tables."""
    attacker = view(reasoning, scenario.attacker, "attacker", "you")
    defender = view(reasoning, scenario.defender, "defender", "opponent")
    refused = illegal_attack(reasoning, attacker, defender, OddsAnswers)
    if refused is not None:
        return refused
    rules = _dice_rules(reasoning, attacker, defender, scenario.use_lucky)
    dice = rules.dice
    assert dice is not None  # the model requires power
    odds = exact_odds(rules, dice)
    if rules.fury:
        reasoning.assume(
            f"Fury {rules.fury} triggers with probability {_short(odds.fury)}",
            odds.fury > 0,
            A.FAIR_DICE,
        )
    figures = _figures(scenario, reasoning, attacker, defender, odds)
    answers = OddsAnswers(
        legal=True,
        p_exactly=exact(figures.exactly),
        p_critical=_trigger(reasoning, "Critical Hit", rules.critical, odds.six, "a natural 6"),
        p_fury=exact(odds.fury),
        p_parry=_parry_chance(reasoning, defender, rules, odds.one),
        p_focus=_first_roll(reasoning, attacker, rules, dice, "Focus", 5, Q.FOCUS),
        p_backfire=_first_roll(reasoning, attacker, rules, dice, "Backfire", 3, Q.BACKFIRE),
        p_riposte=_riposte_chance(reasoning, attacker, defender, rules, dice),
    )
    prevents = _own_prevention(reasoning, attacker, defender, scenario.question)
    if prevents:
        figures = replace(
            figures, mean=f"expected damage before {defender.name}'s {prevents} {float(figures.expected):.2f}"
        )
    else:
        answers = answers.model_copy(
            update={"p_at_least": exact(figures.key), "expected": exact(figures.expected)}
        )
    would_change = (
        []
        if unpreventable(attacker, defender)
        else [
            f"{defender.name}'s own prevention (Evade, Deflect, Protect, Absorb, Persuade) is not counted: "
            "see /check-swtcg prevent"
        ]
    )
    if rules.lucky:
        would_change.append("without Lucky rerolls (`use_lucky`: false) the odds drop")
    headlines = _headlines(attacker, defender, rules, odds, figures, answers)
    return finish(reasoning, answers, headlines, would_change)


def _dice_rules(reasoning: Reasoning, attacker: UnitView, defender: UnitView, use_lucky: bool) -> DiceProfile:
    """The dice profile, Lucky as asked, and the steps of every mechanism the odds count."""
    rules = profile(reasoning, attacker, defender)
    if defender.has("Lucky"):
        raise NotCovered(
            f"{defender.name} has Lucky {defender.amount('Lucky')}: it may have the attacker reroll attack "
            "dice "
            "against it. Which dice it picks, and how that interleaves with the attacker's rerolls, is the "
            "players' choice, so there is no single distribution to give."
        )
    rules = _lucky(reasoning, attacker, rules, use_lucky)
    _mechanisms(reasoning, attacker, defender, rules)
    return rules


def _figures(
    scenario: OddsScenario, reasoning: Reasoning, attacker: UnitView, defender: UnitView, odds: Odds
) -> Figures:
    """The damage asked about (Double Damage counts counters), the tables, and P(exactly k hits)."""
    double = attacker.has("Double Damage")
    if double:
        reasoning.rule(
            "Double Damage: each damage not prevented puts 2 damage counters on the defender",
            True,
            Q.DOUBLE_DAMAGE,
        )
    remaining = defender.remaining_health
    wanted = scenario.at_least or remaining or 1
    needed = -(-wanted // 2) if double else wanted
    unit = "damage counters on" if double else "damage to"
    what = f"at least {wanted} {unit} {defender.name}"
    if scenario.at_least is None and remaining:
        what += " (its remaining health)"
    _tables(reasoning, odds, needed)
    expected = odds.expected_damage()
    k = scenario.hits if scenario.hits is not None else wanted
    exactly = odds.hits.get(k, Fraction(0))
    reasoning.assume(f"P(exactly {k} hits) = {_short(exactly)}", exactly > 0, A.FAIR_DICE)
    mean = f"expected damage {float(expected):.2f}"
    return Figures(what, odds.at_least(needed), expected, k, exactly, mean)


def _headlines(
    attacker: UnitView,
    defender: UnitView,
    rules: DiceProfile,
    odds: Odds,
    figures: Figures,
    answers: OddsAnswers,
) -> dict[str, str]:
    """One sentence per sub-question, each written from its typed answer."""
    what, mean = figures.what, figures.mean
    critical, parry = Fraction(answers.p_critical or 0), Fraction(answers.p_parry or 0)
    return {
        "legal": f"Yes — {attacker.name} can attack {defender.name}; {mean}.",
        "p_at_least": f"P({what}) = {_both(figures.key)}; {mean}.",
        "expected": f"Expected damage to {defender.name} = {_both(figures.expected, digits=True)}; "
        f"P({what}) ≈ {percent(figures.key)}.",
        "p_exactly": f"P(exactly {figures.k} hits on {defender.name}) = {_both(figures.exactly)}; {mean}.",
        "p_critical": f"P(Critical Hit {rules.critical} triggers) = {_both(critical)}"
        + ("." if rules.critical else f" ({attacker.name} has no Critical Hit)."),
        "p_fury": f"P(Fury {rules.fury} triggers) = {_both(odds.fury)}"
        + ("." if rules.fury else f" ({attacker.name} has no Fury)."),
        "p_parry": f"P({defender.name}'s Parry applies) = {_both(parry)}"
        + ("." if defender.has("Parry") else f" ({defender.name} has no Parry)."),
        "p_focus": _trigger_headline(attacker, "Focus", answers.p_focus),
        "p_backfire": _trigger_headline(attacker, "Backfire", answers.p_backfire),
        "p_riposte": _trigger_headline(defender, "Riposte", answers.p_riposte, whose=True),
    }


def _own_prevention(reasoning: Reasoning, attacker: UnitView, defender: UnitView, asked: str) -> str:
    """The defender's own prevention ("Evade 2"): the damage it takes then rests on its player's choice,
    so a question about the damage itself is not covered."""
    found = own_prevention(reasoning, attacker, defender)
    if found and asked in ("p_at_least", "expected"):
        raise NotCovered(
            f"{defender.name} has {found}: it may prevent damage during the damage prevention POP, as much "
            "as its player chooses, so the damage it takes has no single distribution. The hits' odds are "
            "answered (p_exactly), and /check-swtcg prevent answers what a prevention does.",
            "Not covered: the defender's own prevention decides the damage.",
        )
    return found


def _both(p: Fraction, *, digits: bool = False) -> str:
    """'1/6 ≈ 16.67%' (or '7/3 ≈ 2.33' for an expectation): the exact fraction first, always."""
    if digits:
        return f"{exact(p)} ≈ {float(p):.2f}"
    shown = percent(p)
    return f"{exact(p)} ({shown})" if shown[0] in "<>" else f"{exact(p)} ≈ {shown}"


def _trigger(reasoning: Reasoning, ability: str, value: int, chance: Fraction, face: str) -> str:
    """The chance an ability of the attacker triggers, with its step (0/1 when it hasn't the ability)."""
    if not value:
        return exact(Fraction(0))
    reasoning.assume(
        f"P({face} in the roll used for the attack: {ability} {value}) = {_short(chance)}",
        chance > 0,
        A.FAIR_DICE,
    )
    return exact(chance)


def _parry_chance(reasoning: Reasoning, defender: UnitView, rules: DiceProfile, chance: Fraction) -> str:
    """P(the defender's Parry applies): a natural 1 in the final roll, when Parry can prevent the damage."""
    if not rules.parry:
        return exact(Fraction(0))  # no Parry, or Ferocity without Fortitude (its step is in the profile)
    reasoning.assume(
        f"P(a natural 1 in the roll used for the attack: {defender.name}'s Parry {rules.parry}) = "
        f"{_short(chance)}",
        chance > 0,
        A.FAIR_DICE,
    )
    return exact(chance)


def _trigger_headline(unit: UnitView, ability: str, chance: str | None, *, whose: bool = False) -> str:
    """'P(Focus 2 triggers) = 1/6 ≈ 16.67%.', or '… (Han has no Focus).' (not asked when None)."""
    if chance is None:
        return ""  # not derived (then not asked either: asking it is not covered)
    value = unit.amount(ability)
    owner = f"{unit.name}'s " if whose else ""
    named = f"{ability} {value}" if value else ability
    return f"P({owner}{named} triggers) = {_both(Fraction(chance))}" + (
        "." if value else f" ({unit.name} has no {ability})."
    )


def _first_roll(
    reasoning: Reasoning,
    attacker: UnitView,
    rules: DiceProfile,
    dice: int,
    ability: str,
    face: int,
    quote: RuleQuote,
) -> str | None:
    """P(Focus / Backfire triggers): a natural `face` in the first roll, "before reroll".

    None (not derived) when Fury may add dice to that roll; asking it then is not covered.
    """
    value = attacker.amount(ability)
    if not value:
        return exact(Fraction(0))
    chance = first_roll_chance(rules, dice)
    if chance is None:
        if reasoning.question == f"p_{ability.lower()}":
            raise NotCovered(
                f"{attacker.name} has {ability} {value} and Fury {rules.fury}. {ability} triggers on a "
                f"natural {face} rolled with its attack dice 'before reroll' ('triggered by the initial dice "
                "roll'); the glossary doesn't say whether Fury's additional attack dice are part of that "
                f"roll, and the chance of a natural {face} differs between the two readings."
            )
        return None
    reasoning.rule(
        f"{ability} {value}: triggered by a natural {face} in {attacker.name}'s first roll, before reroll"
        + (" (Lucky's rerolls don't change it)" if rules.lucky else ""),
        True,
        quote,
    )
    if rules.lucky and face == 5:
        reasoning.rule("a 5 rolled after reroll doesn't trigger Focus", True, Q.FOCUS_AFTER_REROLL)
    reasoning.assume(
        f"P(a natural {face} among the {dice} dice of the first roll: {ability} {value}) = {_short(chance)}",
        chance > 0,
        A.FAIR_DICE,
    )
    return exact(chance)


def _riposte_chance(
    reasoning: Reasoning, attacker: UnitView, defender: UnitView, rules: DiceProfile, dice: int
) -> str | None:
    """P(the defender's Riposte triggers): a natural 2 in the roll used for the attack, after rerolls.

    None (not derived) when the Lucky policy leaves open whether the attacker rerolls a missed 2; asking
    it then is not covered.
    """
    value = defender.amount("Riposte")
    if not value:
        return exact(Fraction(0))
    chance = riposte_chance(rules, dice)
    if chance is None:
        if reasoning.question == "p_riposte":
            others = [str(face) for face in FACES if not rules.hits(face) and face > 2]
            raise NotCovered(
                f"{defender.name}'s Riposte {value} counts a natural 2 'from the attack roll after rerolls', "
                f"and {attacker.name} may reroll up to {rules.lucky} missed "
                f"{'die' if rules.lucky == 1 else 'dice'} with Lucky. After its "
                "natural 1s (assumption lucky-policy), whether it rerolls a missed 2 or another miss "
                f"({', '.join(others)}) is its choice, so there is no single chance to give "
                "(`use_lucky`: false gives it without rerolls)."
            )
        return None
    reasoning.rule(
        f"Riposte {value}: {defender.name} does {value} damage to {attacker.name} when the attack ends if "
        "the roll used for the attack shows a natural 2",
        True,
        Q.RIPOSTE,
    )
    reasoning.rule("the 2 is counted from the attack roll after rerolls", True, Q.RIPOSTE_ONE_TWO)
    reasoning.assume(
        f"P(a natural 2 in the roll used for the attack: {defender.name}'s Riposte {value}) = "
        f"{_short(chance)}",
        chance > 0,
        A.FAIR_DICE,
    )
    return exact(chance)


def _lucky(reasoning: Reasoning, attacker: UnitView, rules: DiceProfile, use: bool) -> DiceProfile:
    if not rules.lucky:
        return rules
    if not use:
        reasoning.rule(
            f"Lucky {rules.lucky}: {attacker.name} may reroll (it doesn't, as asked)", False, Q.LUCKY_UP_TO
        )
        return replace(rules, lucky=0)
    reasoning.rule(
        f"Lucky {rules.lucky}: {attacker.name} may reroll up to {rules.lucky} of its attack dice",
        True,
        Q.LUCKY,
    )
    reasoning.rule("Lucky is used once, after all triggered reroll effects", True, Q.LUCKY_AFTER_TRIGGERS)
    reasoning.assume(
        f"{attacker.name} rerolls up to {rules.lucky} missed dice, natural 1s first", True, A.LUCKY_POLICY
    )
    return rules


def _mechanisms(reasoning: Reasoning, attacker: UnitView, defender: UnitView, rules: DiceProfile) -> None:
    if rules.fury:
        reasoning.rule(
            f"Fury {rules.fury}: {rules.fury} more attack dice when the first roll shows a natural 4 (once)",
            True,
            Q.FURY,
        )
        reasoning.rule("a 4 rolled after reroll doesn't trigger Fury", True, Q.FURY_AFTER_REROLL)
        if rules.lucky:
            # When Fury's dice are rolled is not said; that Lucky may reroll them is: they are
            # "additional attack dice", and Lucky rerolls "up to X of this unit's attack dice".
            reasoning.assume("Fury's dice are rolled before Lucky's rerolls", True, A.FURY_DICE)
            reasoning.rule(
                "Fury's dice are attack dice too, so Lucky may reroll them", True, Q.FURY_ATTACK_DICE
            )
    reasoning.assume("each hit does 1 damage", True, A.HIT_DAMAGE)
    if rules.critical:
        reasoning.rule(
            f"Critical Hit {rules.critical}: {rules.critical} more damage when the roll used for the attack "
            "shows "
            "a natural 6",
            True,
            Q.CRITICAL_HIT,
        )
        reasoning.rule(f"several natural 6s still add {rules.critical} once", True, Q.CRITICAL_HIT_ONE_SIX)
    if rules.parry:
        reasoning.rule(
            f"Parry {rules.parry}: {defender.name} prevents up to {rules.parry} when the final roll shows a "
            "natural 1",
            True,
            Q.PARRY,
        )
        reasoning.assume(f"{defender.name} uses its Parry in full", True, A.IN_FULL)


def _collapse(entries: list[tuple[str, str]]) -> list[str]:
    """'k p' items, runs of three or more '<0.01%' or '>99.99%' shown once: '0–39 <0.01%'."""
    items: list[str] = []
    index = 0
    while index < len(entries):
        key, shown = entries[index]
        end = index
        while end + 1 < len(entries) and entries[end + 1][1] == shown and shown[0] in "<>":
            end += 1
        if end - index >= 2:
            items.append(f"{key}–{entries[end][0].lstrip('≥')} {shown}")
            index = end + 1
        else:
            items.append(f"{key} {shown}")
            index += 1
    return items


def _tables(reasoning: Reasoning, odds: Odds, needed: int) -> None:
    """The distribution as steps: P(hits = k), P(damage ≥ k) in percent; exact fractions where they fit."""
    hits = _collapse([(str(k), percent(p)) for k, p in odds.hits.items()])
    for text in chunks("P(hits = k)", hits):
        reasoning.assume(text, True, A.FAIR_DICE)
    top = max(odds.damage)
    at_least = [(k, odds.at_least(k)) for k in range(1, top + 1)]
    for text in chunks("P(damage ≥ k)", _collapse([(f"≥{k}", percent(p)) for k, p in at_least])):
        reasoning.assume(text, True, A.FAIR_DICE)
    exact = chunks("exact P(damage ≥ k)", [f"≥{k} = {fraction(p)}" for k, p in at_least])
    if len(exact) > TABLE_STEPS:
        near = [(k, p) for k, p in at_least if abs(k - needed) <= 3]
        exact = chunks("exact P(damage ≥ k), near the key", [f"≥{k} = {fraction(p)}" for k, p in near])
    if len(exact) <= TABLE_STEPS:
        for text in exact:
            reasoning.assume(text, True, A.FAIR_DICE)
        return
    key = fraction(odds.at_least(needed))
    parts = [key[i : i + 150] for i in range(0, len(key), 150)]
    for number, part in enumerate(parts, start=1):
        where = f" (part {number} of {len(parts)})" if len(parts) > 1 else ""
        reasoning.assume(f"exact P(damage ≥ {needed}){where}: {part}", True, A.FAIR_DICE)
