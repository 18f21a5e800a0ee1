"""gundam.pilot — does a Pilot fulfil a Unit's (qualifications); is 【During Pair】 active; can it pair now;
the Unit's AP and HP with it; do colours stop a pairing?"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import Field, field_validator, model_validator

from bot.engine.games.gundam import quotes as Q
from bot.engine.games.gundam.battle import fighter
from bot.engine.games.gundam.cards import GundamCard, GundamCardInput, Qualification
from bot.engine.games.gundam.pairing import can_pair_now, check_inputs, meets
from bot.engine.games.gundam.printed import GundamScenario, gundam_topic
from bot.engine.games.gundam.roles import PAIRED
from bot.engine.games.gundam.steps import changed, rule
from bot.engine.games.gundam.timing import Moment, describe, usable_or_not_covered
from bot.engine.games.gundam.triggers import fires
from bot.engine.reasoning import Reasoning
from bot.engine.verdict import Answers, Verdict

PilotQuestion = Literal["qualifies", "during_pair", "when_paired", "pair_now", "ap", "hp", "colours"]


class PilotAnswers(Answers):
    """What 13-2-9, 13-2-10, 3-3 and 7-5-2 decide about a Pilot and a Unit."""

    qualifies: bool | None = Field(default=None, description="Does the Pilot meet the Unit's qualification?")
    during_pair: bool | None = Field(default=None, description="Is the Unit's 【During Pair】 active?")
    when_paired: bool | None = Field(default=None, description="Does the Unit's 【When Paired】 trigger?")
    pair_now: bool | None = Field(default=None, description="Can the Pilot be paired now?")
    ap: int | None = Field(default=None, description="The Unit's AP with the Pilot paired?")
    hp: int | None = Field(default=None, description="The Unit's HP with the Pilot paired?")
    colours: bool | None = Field(default=None, description="Can it be paired given the cards' colours?")


class PilotScenario(GundamScenario):
    """Pilots: qualifications, 【During Pair】, 【When Paired】, pairing now, the Unit's AP/HP."""

    answer_model = PilotAnswers
    topic: Literal["gundam.pilot"] = "gundam.pilot"
    pilot: GundamCardInput = Field(
        description='The Pilot, e.g. "Amuro Ray" traits="White Base Team" ap=1 hp=1 (ap/hp: what it adds)'
    )
    unit: GundamCardInput = Field(
        description='The Unit: qual=any / qual="Amuro Ray" / qual="(Trait)"; ap=3 hp=4 pair_ap=2 for ap/hp'
    )
    question: PilotQuestion = Field(
        default="qualifies",
        description="qualifies; during_pair; when_paired; pair_now; ap / hp (the Unit's); colours.",
    )
    paired: bool = Field(default=True, description="during_pair: the Pilot is paired with the Unit now.")
    when: Moment = Field(
        default="main", description="pair_now: the moment (main, block_step, end_action_step…)."
    )
    your_turn: bool = Field(default=True, description="pair_now: it is your turn (default: yes).")

    @field_validator("unit")
    @classmethod
    def _unit_is_a_unit(cls, card: GundamCard) -> GundamCard | None:
        """3-3-1: Pilot cards are paired with Units; no other card is ever paired."""
        return PAIRED.refuse(card)

    @model_validator(mode="after")
    def _qualification_given(self) -> Self:
        if self.question in ("ap", "hp"):
            _check_stats(self.pilot, self.unit, self.question)
        elif self.question not in ("pair_now", "colours"):
            check_inputs(self.pilot, self.unit)
        return self


def _check_stats(pilot: GundamCard, unit: GundamCard, stat: str) -> None:
    """What the AP/HP sums need: the Unit's stat, the Pilot's, and a qualification for a pair bonus."""
    word = stat.upper()
    if getattr(unit, stat) is None:
        raise ValueError(f"give the Unit's {word}: {unit.name} {stat}=N")
    if getattr(pilot, stat) is None:
        raise ValueError(f"give the {word} the Pilot adds: {pilot.name} {stat}=N (0 if none)")
    if getattr(unit, f"pair_{stat}") is not None:
        check_inputs(pilot, unit)


def _qualification(scenario: PilotScenario) -> Qualification:
    qualification = scenario.unit.qual
    assert qualification is not None  # the model validator requires it for these questions
    return qualification


def _stat_answer(stat: str, value: int, active: bool | None = None) -> PilotAnswers:
    """The AP or HP, with whether the Pilot qualifies and 【During Pair】 is active when that was checked."""
    answers = PilotAnswers(ap=value) if stat == "ap" else PilotAnswers(hp=value)
    if active is None:
        return answers
    return answers.model_copy(update={"qualifies": active, "during_pair": active})


def _stat(scenario: PilotScenario, reasoning: Reasoning, stat: Literal["ap", "hp"]) -> Verdict:
    """The Unit's AP or HP as `battle.fighter` sums it: its own, plus the Pilot's while paired (3-3-8-1),
    plus its 【During Pair】 'This Unit gets AP+N' while a qualifying Pilot is paired, plus the effects
    written on it (AP-5, HP+1 during this turn); a negative result counts as 0 (1-3-6)."""
    pilot, unit = scenario.pilot, scenario.unit
    word = stat.upper()
    added, bonus = getattr(pilot, stat), getattr(unit, f"pair_{stat}")
    assert added is not None  # the model validator requires it
    if not scenario.paired:
        rule(
            reasoning,
            f"{pilot.name} is paired with {unit.name}, so it adds its {word}",
            False,
            Q.PILOT_ADDS_STATS,
        )
        if bonus is not None:
            rule(
                reasoning,
                f"a Pilot is paired with {unit.name}, for its 【During Pair】",
                False,
                Q.DURING_PAIR,
            )
        alone = fighter(reasoning, unit, "Unit", ap=stat == "ap", hp=stat == "hp", gains=False)
        value = alone.ap if stat == "ap" else alone.hp
        shown = alone.shown(stat)
        sum_ = f"{word}: no Pilot" if shown == str(value) else f"{word}, {shown}: no Pilot"
        return reasoning.decided(
            _stat_answer(stat, value),
            f"{value} — {unit.name}'s {'own ' if shown == str(value) else ''}{sum_} is paired with it.",
            [f"with {pilot.name} paired, its {word}+{added} would be added"],
        )
    would_change: list[str] = []
    active: bool | None = None
    also: tuple[tuple[int, str], ...] = ()
    if bonus is not None:
        qualification = _qualification(scenario)
        rule(reasoning, f"a Pilot ({pilot.name}) is paired with {unit.name}", True, Q.DURING_PAIR)
        active = meets(reasoning, pilot, qualification, during=True)
        if active:
            rule(
                reasoning,
                f"while that Pilot is paired, its 【During Pair】 text applies: "
                f"{unit.name} gets {word}+{bonus}",
                True,
                Q.DURING_PAIR_QUALIFIED,
            )
            also = ((bonus, "【During Pair】"),)
            would_change.append(f"without a Pilot meeting {qualification.printed}, no {word}+{bonus}")
        else:
            would_change.append(f"with a Pilot meeting {qualification.printed}, {word}+{bonus} more")
    paired = fighter(
        reasoning,
        unit,
        "Unit",
        pilot,
        ap=stat == "ap",
        hp=stat == "hp",
        ap_also=also if stat == "ap" else (),
        hp_also=also if stat == "hp" else (),
        gains=False,
    )
    value = paired.ap if stat == "ap" else paired.hp
    return reasoning.decided(
        _stat_answer(stat, value, active),
        f"{value} — {unit.name}'s {word} with {pilot.name} paired: {paired.shown(stat)}.",
        would_change,
    )


@gundam_topic(PilotScenario)
def decide_pilot(scenario: PilotScenario, reasoning: Reasoning) -> Verdict:
    pilot, unit = scenario.pilot, scenario.unit
    if scenario.question in ("ap", "hp"):
        return _stat(scenario, reasoning, scenario.question)
    if scenario.question == "colours":
        before = "the older text left this open"
        changed(
            reasoning,
            "playing a Pilot from the hand checks its Lv. against the number of your Resources, "
            "not their colour",
            True,
            Q.PLAY_CHECKS_LEVEL,
            before,
        )
        rule(reasoning, "the cost is paid by resting Resources, of any colour", True, Q.PLAY_PAYS_COST)
        rule(reasoning, f"{unit.name} keeps its own colour, whatever its Pilot's", True, Q.PAIRED_COLOUR_KEPT)
        return reasoning.decided(
            PilotAnswers(colours=True),
            f"Yes — colours don't stop {pilot.name} pairing with {unit.name}: playing it checks its Lv. and "
            "cost, and the Unit keeps its own colour.",
            ["colours limit only what a deck may hold: one or two colours (6-1-1-2)"],
        )
    if scenario.question == "pair_now":
        now = describe(scenario.when, scenario.your_turn)
        usability = can_pair_now(reasoning, scenario.when, scenario.your_turn)
        if usable_or_not_covered(usability):
            return reasoning.decided(
                PilotAnswers(pair_now=True),
                f"Yes — {pilot.name} can be paired with {unit.name} during {now} (timing only).",
                ["not in an action step (9-3); other moments are not covered: 7-5-2-1 only permits"],
            )
        return reasoning.decided(
            PilotAnswers(pair_now=False),
            f"No — pairing a Pilot isn't one of an action step's actions ({now}).",
            [f"yes if {usability.fix}"],
        )
    qualification = _qualification(scenario)
    printed = qualification.printed
    if scenario.question == "when_paired":
        firing = fires(reasoning, "when_paired", "pilot_paired", pilot, qualification)
        verb = "triggers" if firing.triggers else "doesn't trigger"
        return reasoning.decided(
            PilotAnswers(when_paired=firing.triggers, qualifies=firing.triggers),
            f"{'Yes' if firing.triggers else 'No'} — {unit.name}'s 【When Paired･{printed[1:-1]}】 {verb} "
            f"when {pilot.name} is paired with it.",
            firing.would_change,
        )
    if scenario.question == "during_pair":
        if not rule(
            reasoning, f"a Pilot ({pilot.name}) is paired with {unit.name}", scenario.paired, Q.DURING_PAIR
        ):
            return reasoning.decided(
                PilotAnswers(during_pair=False),
                f"No — {unit.name}'s 【During Pair】 is active only while a Pilot is paired with it.",
                ["active while a Pilot meeting the qualification is paired with it"],
            )
        held = meets(reasoning, pilot, qualification, during=True)
        if held:
            return reasoning.decided(
                PilotAnswers(qualifies=True, during_pair=True),
                f"Yes — {unit.name}'s 【During Pair･{printed[1:-1]}】 is active while {pilot.name} "
                "is paired with it.",
                ["it ends as soon as the Pilot is removed or no longer meets the qualification"],
            )
        return reasoning.decided(
            PilotAnswers(qualifies=False, during_pair=False),
            f"No — {pilot.name} doesn't meet {printed}, so {unit.name}'s 【During Pair】 is not active.",
            [f"active with a Pilot that meets {printed}"],
        )
    held = meets(reasoning, pilot, qualification)
    if held:
        return reasoning.decided(PilotAnswers(qualifies=True), f"Yes — {pilot.name} meets {printed}.")
    return reasoning.decided(PilotAnswers(qualifies=False), f"No — {pilot.name} doesn't meet {printed}.")
