"""lorcana.sing — can these characters sing this song? (Singer 8.11, Sing Together 8.12, Reckless 8.7.4)"""

from __future__ import annotations

from types import MappingProxyType
from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine.errors import NotCovered
from bot.engine.games.lorcana import assumptions as A
from bot.engine.games.lorcana import quotes as Q
from bot.engine.games.lorcana.cards import LorcanaCardInput
from bot.engine.games.lorcana.state import CardView, a_kind, players_effects, printed_triggers, view
from bot.engine.games.lorcana.topics._effect import QUESTION
from bot.engine.keywords import KeywordInstance
from bot.engine.reasoning import Reasoning
from bot.engine.registry import ScenarioBase, topic
from bot.engine.verdict import Answers, Verdict

Outcome = tuple[bool, str, list[str]]
"""Whether they can sing, the headline, and what would change it."""


class SingAnswers(Answers):
    """What singing (5.4.4.2, 8.11, 8.12) decides."""

    can_sing: bool | None = Field(default=None, description="Can these characters sing this song?")
    sings_as: int | None = Field(
        default=None, description="The cost a lone singer sings as (its cost, or Singer N)?"
    )
    triggers: int | None = Field(
        default=None, description="How many singers' “whenever this character sings a song” trigger?"
    )


class SingScenario(ScenarioBase):
    """Can these characters sing this song? (Singer, Sing Together, Reckless)"""

    answer_model = SingAnswers
    card_kinds = MappingProxyType({"song": "song"})
    topic: Literal["lorcana.sing"] = "lorcana.sing"
    song: LorcanaCardInput = Field(description="The song: cost=N, plus 'Sing Together N' if it has it.")
    singers: tuple[LorcanaCardInput, ...] = Field(
        min_length=1, max_length=12, description="Your character(s) that would sing it."
    )
    question: Literal["can_sing", "sings_as", "triggers"] = Field(default="can_sing", description=QUESTION)

    @model_validator(mode="after")
    def _costs_given(self) -> Self:
        """Ask for a cost only where it can change the answer.

        A lone singer compares its cost to sing with the song's cost (8.11.1): with Singer N at
        least the song's cost, its ink cost can't matter. Several singers without Sing Together
        can't sing one song whatever the costs; with it, 8.12.2 adds their ink costs, not the song's.
        """
        several = len(self.singers) > 1
        together = any(_named(k, "Sing Together") for k in self.song.keywords)
        if several and not together:
            return self
        if not several and self.song.cost is None:
            raise ValueError("the song needs its cost (cost=N)")
        for singer in self.singers:
            singer_value = next((k.value for k in singer.keywords if _named(k, "Singer")), None)
            covered = not several and singer_value is not None and singer_value >= (self.song.cost or 0)
            if singer.cost is None and not covered:
                raise ValueError(f"the singer {singer.name} needs its cost (cost=N)")
        return self


def _named(keyword: KeywordInstance, name: str) -> bool:
    return keyword.name.casefold() == name.casefold()


def _can_exert_to_sing(reasoning: Reasoning, singer: CardView, together: bool) -> list[str]:
    """What stops this character exerting to sing (empty if nothing). Reckless doesn't (8.7.4).

    Singing together, 8.12.2 itself asks for "your ready characters"; a lone singer's readiness is the
    assumption that an exerted character can't be exerted again.
    """
    problems = []
    if not singer.in_play:
        reasoning.rule(f"{singer.who}, {singer.where}, is a character", False, Q.CHARACTER_CARD)
        reasoning.decisive()
        return [f"{singer.name} is {singer.where}, not a character in play"]
    barred = singer.barred(reasoning, "cant_sing", "sing")
    if barred is not None:
        reasoning.decisive()
        problems.append(f"{barred.says(singer.name)} says it can't sing songs")
    if singer.has("Reckless"):
        reasoning.rule(
            f"{singer.who} has Reckless but can still be exerted to sing", True, Q.RECKLESS_MAY_EXERT
        )
    if together:
        ready = reasoning.rule(f"{singer.who} is ready", singer.ready, Q.SING_TOGETHER_ADD)
    else:
        ready = reasoning.assume(
            f"{singer.who} is ready (singing exerts it)", singer.ready, A.EXERT_NEEDS_READY
        )
    if not ready:
        reasoning.decisive()
        problems.append(f"{singer.name} is exerted")
    if not reasoning.rule(
        f"{singer.who} is dry (a drying character can't exert to pay a cost)", singer.dry, Q.DRYING
    ):
        reasoning.decisive()
        problems.append(f"{singer.name} is drying")
        if singer.has("Rush"):
            reasoning.rule(
                f"Rush lets {singer.who} sing while drying (it only covers challenging)", False, Q.RUSH
            )
    return problems


def _ink_cost(singer: CardView) -> int:
    return singer.card.cost or 0


def _singing_value(reasoning: Reasoning, singer: CardView) -> int:
    """The cost a lone singer sings as: Singer N lets it sing as cost N (8.11.1), an option, not a limit."""
    if not reasoning.rule(
        f"{singer.who} has Singer (to sing as a higher cost)", singer.has("Singer"), Q.SINGER
    ):
        return _ink_cost(singer)
    singer_value = singer.amount("Singer")
    reasoning.rule(
        f"{singer.who} has Singer {singer_value}: it can sing as though its cost were {singer_value}",
        True,
        Q.SINGER,
    )
    return max(singer_value, _ink_cost(singer))


@topic(SingScenario)
def decide_sing(scenario: SingScenario, reasoning: Reasoning) -> Verdict:
    """Whether they can sing it; for a lone singer also the cost it sings as (8.11.1)."""
    seen: list[CardView] = []
    can, headline, would_change, value, singer = _decide(scenario, reasoning, seen)
    answers = SingAnswers(can_sing=can, sings_as=value)
    if scenario.question == "sings_as" and value is not None and singer is not None:
        verb = "can" if can else "can’t"
        headline = f"{singer} sings as cost {value}: it {verb} sing this song (cost {scenario.song.cost})."
    if scenario.question == "triggers":
        count, headline = _sing_triggers(reasoning, seen, can, len(seen) > 1)
        answers = SingAnswers(can_sing=can, sings_as=value, triggers=count)
    return reasoning.decided(answers, headline, would_change)


def _sing_triggers(
    reasoning: Reasoning, singers: list[CardView], sung: bool, together: bool
) -> tuple[int, str]:
    """The singers' "whenever this character sings a song" abilities that trigger: each singer's, with
    Sing Together too (8.12.3); none when the song isn't sung."""
    if not sung:
        return 0, "0 — the song isn't sung that way, so no “whenever this character sings a song” triggers."
    found = [
        (singer, ability)
        for singer in singers
        for ability in singer.printed
        if ability.kind == "triggered" and "sings" in ability.events
    ]
    for singer, ability in found:
        if together:
            reasoning.rule(
                f"{singer.who} sings the song with Sing Together, so its “{ability.text}” triggers",
                True,
                Q.SING_TOGETHER_TRIGGERS,
            )
        else:
            reasoning.rule(
                f"{singer.who} sings the song, which meets its “{ability.text}”", True, Q.TRIGGERED_WHEN_MET
            )
    if not found:
        reasoning.rule(
            "one of the singers has a “whenever this character sings a song” ability",
            False,
            Q.SING_TOGETHER_TRIGGERS if together else Q.TRIGGERED_WHEN_MET,
        )
        return 0, "0 — none of the singers has a “whenever this character sings a song” ability."
    names = _and([f"{name}'s" for name in dict.fromkeys(singer.name for singer, _ in found)])
    noun = "ability triggers" if len(found) == 1 else "abilities trigger"
    how = " with Sing Together (each singer sings it)" if together else ""
    return len(found), f"{len(found)} {noun}: {names} “whenever this character sings a song”{how}."


def _decide(
    scenario: SingScenario, reasoning: Reasoning, seen: list[CardView]
) -> tuple[bool, str, list[str], int | None, str | None]:
    """Whether they can sing it, the headline, what would change it, and for a lone singer the cost it
    sings as and its name; `seen` gets the singers as viewed."""
    turn = scenario.singers[0].controller or "you"  # playing a song is its player's turn action (4.1.3)
    song = view(reasoning, scenario.song, "song", "you", kind="song", turn=turn)
    if song.type != "song":
        return (*_not_a_song(reasoning, song), None, None)
    if song.card.zone not in (None, "hand"):
        reasoning.rule(
            f"{song.who} is played from its player's hand (it is {song.where})", False, Q.PLAYED_FROM_HAND
        )
        reasoning.decisive()
        return (
            *_no(song, [f"{song.name} is {song.where}, and cards are normally played only from hand"]),
            None,
            None,
        )
    # An effect on the singing player may be stated with the song as well as with a singer.
    on_them = players_effects((*scenario.singers, scenario.song), turn, "you")
    singers = [
        view(reasoning, card, "singer", "you", turn=turn, player_effects=on_them) for card in scenario.singers
    ]
    seen += singers
    triggers = scenario.question == "triggers"  # then another trigger ("whenever you play a song") counts
    printed_triggers(
        reasoning,
        singers,
        relevant=frozenset({"other"}) if triggers else frozenset(),
        happening=frozenset({"sings"}),
        decided="which abilities trigger" if triggers else "whether they may sing it",
    )
    cost = song.card.cost or 0
    together = len(singers) > 1 and song.has("Sing Together")
    problems = [p for singer in singers for p in _can_exert_to_sing(reasoning, singer, together)]
    value, name = None, None
    if len(singers) == 1:
        singer = singers[0]
        value, name = _singing_value(reasoning, singer), singer.name
        fits = reasoning.rule(
            f"{singer.who}'s cost to sing ({value}) is at least the song's cost ({cost})",
            value >= cost,
            Q.SINGING,
        )
        yours = singer.side == "you" or reasoning.assume(
            f"{singer.who}, the opponent's character, can sing your song", False, A.SING_WITH_YOURS
        )
        if fits and yours:
            if problems:
                return (*_no(song, problems), value, name)
            return True, f"Yes — {singer.name} can sing {song.name} (cost {cost}).", [], value, name
    if not reasoning.rule(f"{song.who} has Sing Together", song.has("Sing Together"), Q.SING_TOGETHER_ADD):
        if len(singers) > 1:
            reasoning.rule(
                "several characters can sing one song without Sing Together (it asks for 'a character')",
                False,
                Q.SINGING,
            )
            return (
                *_no(song, [f"{song.name} has no Sing Together"], ["legal with Sing Together"]),
                None,
                None,
            )
        return (*_no(song, _lone_problems(singers[0], cost)), value, name)
    return (*_sing_together(reasoning, song, singers, problems), value, name)


def _not_a_song(reasoning: Reasoning, song: CardView) -> Outcome:
    """A card that isn't a song can't be sung: a song is an action with Song on its classification line
    (5.4.4.1), and singing is paying a cost "to play a song" (glossary "sing/singing"). A card with Song
    among its classifications but another type may be a song after all, and so may an action typed
    without its classifications (a real card brings them): not covered, as before."""
    kind = a_kind(song.type)
    if any(classification.casefold() == "song" for classification in song.card.classifications):
        raise NotCovered(f"{song.who} is {kind}; only songs are sung.")
    if song.type == "action" and song.card.card_data is None and not song.card.classifications:
        raise NotCovered(  # songs are actions (5.4.4.1): a typed action may be one, its line unsaid
            f"{song.who} is an action whose classification line isn't given; a song is an action with "
            "Song on it (5.4.4.1): write type=song for a song, or its classifications (class=…) for another "
            "action."
        )
    described = f"{kind} without Song among its classifications" if song.type == "action" else kind
    reasoning.rule(f"{song.who}, {described}, is a song", False, Q.SONG_IS_ACTION)
    reasoning.rule(f"{song.who} can be sung (singing pays a cost to play a song)", False, Q.SINGING_DEFINED)
    reasoning.decisive()
    return False, f"No — {song.name} can't be sung: it is {kind}, not a song.", []


def _sing_together(
    reasoning: Reasoning, song: CardView, singers: list[CardView], problems: list[str]
) -> Outcome:
    """8.12.2 adds ink costs; Singer's 'cost N' (8.11.2) within that sum is where the text is silent."""
    needed = song.amount("Sing Together")
    theirs = [singer.name for singer in singers if singer.side != "you"]
    reasoning.rule(
        "Sing Together adds the ink costs of your ready characters"
        + (f" ({', '.join(theirs)} not yours)" if theirs else ""),
        not theirs,
        Q.SING_TOGETHER_ADD,
    )
    problems = problems + [f"{name} is not your character" for name in theirs]
    ink_total = sum(_ink_cost(singer) for singer in singers)
    meets = reasoning.rule(
        f"the total ink cost {ink_total} meets Sing Together {needed}",
        ink_total >= needed,
        Q.SING_TOGETHER_TOTAL,
    )
    if problems:
        return _no(song, problems)
    if meets:
        names = _and([singer.name for singer in singers])
        return (
            True,
            f"Yes — {names} can sing {song.name} with Sing Together (ink costs {ink_total} ≥ {needed}).",
            [],
        )
    with_singer = sum(max(singer.amount("Singer"), _ink_cost(singer)) for singer in singers)
    if with_singer >= needed:
        reasoning.rule("Singer counts as cost N only to sing songs", True, Q.SINGER_ONLY_SONGS)
        reasoning.rule("Singer leaves the character's ink cost unchanged", True, Q.SINGER_INK_COST_UNCHANGED)
        raise NotCovered(
            f"Sing Together adds ink costs (8.12.2): {ink_total}, short of {needed}. "
            f"Counting Singer values it would be {with_singer}. "
            "8.11.2 says Singer counts as cost N 'only to sing songs' but leaves the ink "
            "cost unchanged; the text doesn't say which Sing Together uses, and that decides this case.",
            "Not covered: the rules text doesn't say whether Singer counts toward Sing Together.",
        )
    return _no(song, [f"the ink costs add up to {ink_total}, short of Sing Together {needed}"])


def _lone_problems(singer: CardView, cost: int) -> list[str]:
    """Why a lone singer can't sing a song without Sing Together: its cost, its controller, or both."""
    problems = []
    if max(singer.amount("Singer"), _ink_cost(singer)) < cost:
        problems.append(f"{singer.name}'s cost to sing is below {cost}")
    if singer.side != "you":
        problems.append(f"{singer.name} is not your character")
    return problems


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _no(song: CardView, problems: list[str], would_change: list[str] | None = None) -> Outcome:
    return False, f"No — {song.name} can't be sung that way: {'; '.join(problems)}.", would_change or []
