"""Running a check and answering with its verdict, its errors and the verdict's buttons.

A verdict's first screen fits a phone; **Details** shows the trail, **Show rule text** the cited
rules word for word; an error in what was asked comes with **Edit & retry**, a form pre-filled with
the question. The buttons read the question back from the message (`asked`), so they survive
restarts and keep nothing per message.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, Literal

import discord

from bot.engine import (
    EngineError,
    ScenarioBase,
    ScenarioError,
    Topic,
    Verdict,
    build_scenario,
    evaluate,
    topic_options,
    topics,
)
from bot.engine.asking import looks_like_question, topics_asked
from bot.engine.errors import NameChoice
from bot.engine.keyword_topics import MissingKeyword, missing_keyword
from bot.engine.notation import HYPOTHETICAL
from bot.engine.sides import card_sides, untyped_states
from bot.errors import UserFacingError, engine_error_text
from bot.policy import policy_of
from bot.render.asked import SHORTENED, asked_text
from bot.render.verdict import detail_embeds, embed_room, first_screen, keyword_fix, rule_text_embeds
from bot.reply import (
    FixedButtons,
    PostPublicly,
    edit_private,
    fit,
    guarded,
    item_label,
    send_answer,
    send_private,
    static_view,
)
from bot.rules.library import Library
from bot.ui.cards import cards_of
from bot.ui.checks.asked import asked, asked_as_typed, question_line
from bot.ui.checks.forms import FormTypo, check_modal, read_form
from bot.ui.checks.names import LOCATION, fixed_options, name_choice
from bot.window import OPENS_MODAL

CUSTOM_ID_LIMIT = 100
PICK_BUTTONS = 10
"""Cards offered as buttons for a name several cards carry (two rows on a phone); the message names
the rest's count, and the option's autocomplete finds any of them."""
PROBLEM_LIMIT = 500
"""The longest error text shown above a question: with the question (`ASKED_LIMIT`) it fits one message."""


async def run_check(interaction: discord.Interaction, topic_id: str, options: Mapping[str, object]) -> None:
    """Build the scenario, evaluate it, send the first screen with the question above it.

    A notation or scenario error is answered here, privately, with the question and an
    **Edit & retry** button (so it does not go through the tree's error table)."""
    policy = policy_of(interaction)
    topic = topics()[topic_id]
    await policy.candidate_games(interaction, topic.game)  # refuses a game this server disabled
    line = question_line(topic, options)
    cards = cards_of(interaction)
    await cards.refresh()
    try:
        scenario = build_scenario(topic_id, options, policy.library, cards)
        verdict = evaluate(scenario, policy.library)
        missing, sides, untyped = first_screen_facts(scenario, verdict, policy.library)
    except EngineError as error:
        choice = name_choice(error) if isinstance(error, ScenarioError) else None
        await send_retry_error(interaction, engine_error_text(error), line, choice)
        return
    content, items = asked_text(line), first_screen_items(missing, options)
    await send_answer(
        interaction,
        [
            first_screen(
                verdict,
                policy.library,
                missing=missing,
                options=options,
                sides=sides,
                untyped=untyped,
                room=room_under(content, items),
            )
        ],
        content=content,
        extra_items=items,
        verdict=True,
    )


def first_screen_facts(
    scenario: ScenarioBase, verdict: Verdict, library: Library
) -> tuple[MissingKeyword | None, tuple[str, ...], tuple[str, ...]]:
    """What a first screen shows beside the verdict: the topic's keyword if no card has it, the cards'
    sides, and the states and defaults nobody typed."""
    return (
        missing_keyword(scenario, verdict, library),
        card_sides(scenario, verdict),
        untyped_states(scenario, verdict),
    )


def room_under(content: str | None, items: Sequence[discord.ui.Item[Any]] | FixedButtons) -> int:
    """The height left for a first screen's embed under its question and above its buttons (with
    Post publicly, which a private answer adds): a long question of real card names leaves less."""
    labels = items.labels if isinstance(items, FixedButtons) else [item_label(item) for item in items]
    return embed_room(content, [*labels, "Post publicly"])


async def open_topic(interaction: discord.Interaction, topic: Topic) -> None:
    """A check's form, or its answer at once when it takes no options."""
    if not topic_options(topic.id):
        await run_check(interaction, topic.id, {})
    else:
        await policy_of(interaction).candidate_games(interaction, topic.game)  # a disabled game
        await interaction.response.send_modal(check_modal(topic, {}))


async def submit_modal(interaction: discord.Interaction, topic_id: str) -> None:
    """Run the check a form asked for (from Edit & retry or /check). A value that its option can't
    take is answered like a notation error: with what was typed and Edit & retry."""
    topic = topics().get(topic_id)
    if topic is None:
        raise UserFacingError("That check is no longer in the rules engine; ask again.")
    try:
        options = read_form(topic, dict(interaction.data or {}))
    except FormTypo as typo:
        await send_retry_error(interaction, typo.problem, typo.line)
        return
    await run_check(interaction, topic.id, options)


async def send_retry_error(
    interaction: discord.Interaction, problem: str, line: str, choice: NameChoice | None = None
) -> None:
    """An error in what was asked, privately, with the question as asked and **Edit & retry**,
    which opens the form pre-filled with it (the button reads the question from this message).

    A name the engine would not guess (`choice`: misspelt, or several cards') also gets one button
    per card it could be, and one to keep the card as typed; Edit & retry then opens the form with
    the card meant already in place when there is only one."""
    shown = asked_text(line)
    if SHORTENED in shown:  # a shortened question can't be asked again as it was
        await send_private(interaction, f"{fit(problem, PROBLEM_LIMIT)}\n{shown}")
        return
    items: list[discord.ui.Item[Any]] = []
    fix = None
    if choice is not None:
        picks = [label for label in choice.labels if PickCard.fits(choice.location, label)]
        items += [PickCard(choice.location, label) for label in picks[:PICK_BUTTONS]]
        if choice.as_typed and PickCard.fits(choice.location, ""):
            items.append(PickCard(choice.location, ""))
        if len(choice.labels) == 1 and picks:
            fix = (choice.location, picks[0])
    await send_private(
        interaction, f"{fit(problem, PROBLEM_LIMIT)}\n{shown}", view=static_view(*items, EditRetry(fix))
    )


def first_screen_items(
    missing: MissingKeyword | None, options: Mapping[str, object]
) -> list[discord.ui.Item[Any]] | FixedButtons:
    """The first screen's buttons: Details; with a keyword warning, the fix and Edit & retry first."""
    if missing is None:
        return DETAILS  # the rule text is with the details: one row of buttons on a phone
    fix = keyword_fix(missing, options)
    add: list[discord.ui.Item[Any]] = []
    if fix is not None and not missing.needs_value and AddKeyword.fits(fix[0], missing.keyword):
        add = [AddKeyword(fix[0], missing.keyword)]
    return [*add, EditRetry(), VerdictSize("more")]


def _rule_button(verdict: Verdict) -> list[discord.ui.Item[Any]]:
    return [ShowRuleText(verdict.game, verdict.rule_ids)] if verdict.rule_ids else []


class ShowRuleText(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"fj:rt:(?P<game>[a-z]{1,20}):(?P<ids>[^:]{1,90})",
):
    """Show the full text of the rules a verdict cites; the rule ids travel in the custom_id."""

    PREFIX = "fj:rt:"

    def __init__(self, game_id: str, rule_ids: tuple[str, ...]) -> None:
        self.game_id = game_id
        self.rule_ids = self.fitting(game_id, rule_ids)
        super().__init__(
            discord.ui.Button(
                label="Show rule text",
                style=discord.ButtonStyle.secondary,
                custom_id=f"{self.PREFIX}{game_id}:{','.join(self.rule_ids)}",
            )
        )

    @classmethod
    def fitting(cls, game_id: str, rule_ids: tuple[str, ...]) -> tuple[str, ...]:
        """As many ids as fit in Discord's 100-character custom_id, in citation order."""
        kept: list[str] = []
        length = len(cls.PREFIX) + len(game_id) + 1
        for rule_id in rule_ids:
            extra = len(rule_id) + (1 if kept else 0)
            if length + extra > CUSTOM_ID_LIMIT:
                break
            kept.append(rule_id)
            length += extra
        return tuple(kept)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ShowRuleText:
        return cls(match["game"], tuple(match["ids"].split(",")))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, "button Show rule text", lambda: self._show(interaction))

    async def _show(self, interaction: discord.Interaction) -> None:
        library = policy_of(interaction).library
        if self.game_id not in library.games:
            raise UserFacingError("That game is no longer in the rules data.")
        await send_answer(interaction, rule_text_embeds(library, self.game_id, self.rule_ids))


class VerdictSize(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"fj:vd:(?P<size>more|less)"):
    """**Details** (the full trail) or **Less** (the first screen), edited in place.

    Nothing is stored per message: the click reads the question back from the message and asks the
    engine again (it is deterministic), so the button works after a restart too."""

    def __init__(self, size: Literal["more", "less"]) -> None:
        self.size = size
        super().__init__(
            discord.ui.Button(
                label="Details" if size == "more" else "Less",
                style=discord.ButtonStyle.secondary,
                custom_id=f"fj:vd:{size}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> VerdictSize:
        return cls("more" if match["size"] == "more" else "less")

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, f"button {self.item.label}", lambda: self._resize(interaction))

    async def _resize(self, interaction: discord.Interaction) -> None:
        topic, options = asked(interaction)
        library = policy_of(interaction).library
        cards = cards_of(interaction)
        await cards.refresh()
        scenario = build_scenario(topic.id, options, library, cards)
        verdict = evaluate(scenario, library)
        assert interaction.message is not None  # asked() read it
        items: list[discord.ui.Item[Any]]
        if self.size == "more":
            embeds = detail_embeds(verdict, library)
            items = [VerdictSize("less"), *_rule_button(verdict)]
        else:
            missing, sides, untyped = first_screen_facts(scenario, verdict, library)
            shown = first_screen_items(missing, options)
            items = shown.items() if isinstance(shown, FixedButtons) else shown
            room = room_under(interaction.message.content, shown)
            embeds = [
                first_screen(
                    verdict,
                    library,
                    missing=missing,
                    options=options,
                    sides=sides,
                    untyped=untyped,
                    room=room,
                )
            ]
        if not interaction.message.flags.ephemeral:  # a shared answer stays as the channel saw it
            await send_private(interaction, embeds=embeds[:1])
            return
        items.append(PostPublicly(interaction.user.id))
        await edit_private(
            interaction, interaction.message.content, embeds=embeds[:1], view=static_view(*items)
        )
        for page in embeds[1:]:
            await send_private(interaction, embeds=[page])


class AddKeyword(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"fj:addkw:(?P<option>[a-z][a-z0-9_]{0,31}):(?P<keyword>[^:]{1,60})",
):
    """**Add Vanish**: ask the question again with the topic's keyword on the card it was missing
    from (the option and keyword travel in the custom_id; the question is read from the message)."""

    PREFIX = "fj:addkw:"

    def __init__(self, option: str, keyword: str) -> None:
        self.option = option
        self.keyword = keyword
        super().__init__(
            discord.ui.Button(
                label=f"Add {keyword}"[:80],
                style=discord.ButtonStyle.primary,
                custom_id=f"{self.PREFIX}{option}:{keyword}",
            )
        )

    @classmethod
    def fits(cls, option: str, keyword: str) -> bool:
        return len(f"{cls.PREFIX}{option}:{keyword}") <= CUSTOM_ID_LIMIT and ":" not in keyword

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AddKeyword:
        return cls(match["option"], match["keyword"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, f"button Add {self.keyword}", lambda: self._add(interaction))

    async def _add(self, interaction: discord.Interaction) -> None:
        topic, options = asked(interaction)
        fix = keyword_fix(MissingKeyword(self.keyword, False, ((self.option, ""),)), options)
        if fix is None:
            raise UserFacingError("That answer no longer shows the card to add it to; ask again.")
        await run_check(interaction, topic.id, {**options, self.option: fix[1]})


class EditRetry(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"fj:retry(?::(?P<location>{LOCATION}):(?P<label>.{{1,80}}))?",
):
    """**Edit & retry** on an error: a form pre-filled with the question the error shows; with a
    `fix` (a card option's location and a card), the card meant is already in place of the name."""

    PREFIX = "fj:retry"

    def __init__(self, fix: tuple[str, str] | None = None) -> None:
        self.fix = fix
        custom_id = self.PREFIX + (f":{fix[0]}:{fix[1]}" if fix else "")
        super().__init__(
            discord.ui.Button(label="Edit & retry", style=discord.ButtonStyle.primary, custom_id=custom_id)
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> EditRetry:
        return cls((match["location"], match["label"]) if match["location"] else None)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, "button Edit & retry", lambda: self._open(interaction))

    async def _open(self, interaction: discord.Interaction) -> None:
        topic, given, more_lead = asked_as_typed(interaction)
        if self.fix is not None:
            asked_topic, options = asked(interaction)
            cards = cards_of(interaction)
            await cards.refresh()
            location, label = self.fix
            library = policy_of(interaction).library
            fixed = fixed_options(asked_topic.id, options, location, label, library, cards)
            option = location.partition(".")[0]
            if fixed is not None and given.get(option) == options.get(option):
                given = {**given, option: str(fixed[option])}
        await interaction.response.send_modal(check_modal(topic, given, more_lead))


class PickCard(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"fj:pick:(?P<location>{LOCATION}):(?P<label>.{{0,80}})",
):
    """One card a name could be (or, with no card, "keep it as typed"): asks the question again with
    that card in the name's place (`bot.ui.checks.names`); the location and card travel in the
    custom_id, the question is read from the message."""

    PREFIX = "fj:pick:"

    def __init__(self, location: str, label: str) -> None:
        self.location = location
        self.label = label
        super().__init__(
            discord.ui.Button(
                label=(label or f"Keep as typed ({HYPOTHETICAL})")[:80],
                style=discord.ButtonStyle.secondary,
                custom_id=f"{self.PREFIX}{location}:{label}",
            )
        )

    @classmethod
    def fits(cls, location: str, label: str) -> bool:
        return len(f"{cls.PREFIX}{location}:{label}") <= CUSTOM_ID_LIMIT and len(label) <= 80

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PickCard:
        return cls(match["location"], match["label"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, "button pick card", lambda: self._pick(interaction))

    async def _pick(self, interaction: discord.Interaction) -> None:
        topic, options = asked(interaction)
        cards = cards_of(interaction)
        await cards.refresh()
        library = policy_of(interaction).library
        fixed = fixed_options(topic.id, options, self.location, self.label, library, cards)
        if fixed is None:
            raise UserFacingError("That answer no longer shows the name to pick a card for; ask again.")
        await run_check(interaction, topic.id, fixed)


class OpenCheck(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"fj:open:(?P<topic>[a-z0-9_]{1,30}\.[a-z0-9_]{1,60})",
):
    """Open a check's form (or run it when it takes no options): offered when a lookup reads like a
    question that check answers ("does vanish fire"), and when `/check` needs a game picked.

    An old message may name a topic renamed or removed since: the click answers so (discord.py only
    logs an error raised while it rebuilds the button, and the member would get nothing)."""

    def __init__(self, topic: Topic | None, label: str, topic_id: str = "") -> None:
        self.topic = topic
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=discord.ButtonStyle.primary,
                custom_id=f"fj:open:{topic.id if topic else topic_id}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> OpenCheck:
        known = topics().get(match["topic"])
        label = getattr(item, "label", None) or (known.title if known else "Check")
        return cls(known, label, match["topic"])

    async def callback(self, interaction: discord.Interaction) -> None:
        interaction.extras[OPENS_MODAL] = True  # its answer is the check's form: never deferred
        await guarded(interaction, "button open check", lambda: self._open(interaction))

    async def _open(self, interaction: discord.Interaction) -> None:
        if self.topic is None:
            raise UserFacingError("That check is no longer in the rules engine; ask the question again.")
        await open_topic(interaction, self.topic)


def check_buttons(library: Library, text: str, games: list[str]) -> list[OpenCheck]:
    """Buttons for the checks a question-like lookup asks, in `games` order (at most three)."""
    if not looks_like_question(text):
        return []
    asked_topics = topics_asked(text, games)
    several = len({topic.game for topic in asked_topics}) > 1
    return [
        OpenCheck(
            topic,
            f"Check {topic.name}" + (f" ({library.game(topic.game).data.short_name})" if several else ""),
        )
        for topic in asked_topics
    ]


DETAILS = FixedButtons(lambda: [VerdictSize("more")])
"""A first screen's one button (besides Post publicly), its view built once a member."""

BUTTONS = (ShowRuleText, VerdictSize, EditRetry, AddKeyword, OpenCheck, PickCard)
"""Every button of the check front-end, registered once (`bot.add_dynamic_items`)."""
