"""The first screen of a verdict: the deciding step, its marks, and the phone height budget."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.cards import CardStore
from bot.commandline import format_line
from bot.engine import Assumption, Step, Verdict, build_scenario, evaluate, parse_scenario, topics
from bot.engine.keyword_topics import missing_keyword
from bot.engine.sides import card_sides, untyped_states
from bot.render.asked import asked_text
from bot.render.height import SCREEN_BUDGET, embed_height, message_height
from bot.render.verdict import (
    answer_rows,
    brief_embed,
    deciding_step,
    detail_embeds,
    embed_room,
    first_screen,
)
from bot.rules import Library, default_data_dir
from tests.bot.engine.strategies import EXTENDERS, SCENARIOS, scenarios
from tests.conftest import fields_of

GAMES = sorted({topic.game for topic in topics().values()})
FIRST_SCREEN_BUTTONS = ("Details", "Post publicly")


def test_a_single_failure_decides_a_no_and_is_shown_with_its_quote(library: Library) -> None:
    # 4.6.4.2: “Second, the player chooses an exerted opposing character to be challenged.”
    options = {"challenger": "Mickey str=3", "defender": "Goofy"}
    verdict = evaluate(build_scenario("lorcana.challenge", options, library), library)
    step = verdict.steps[deciding_step(verdict) or 0]
    assert step.citation is not None and step.citation.label == "4.6.4.2" and not step.held

    embed = brief_embed(verdict, library)
    assert embed.description is not None
    assert "❌ Goofy (defender, opponent's) is exerted" in embed.description
    assert "**4.6.4.2** “" in embed.description
    assert embed.description.count("❌") == 1 and "✅" not in embed.description and not embed.fields


@pytest.mark.parametrize("room", [150, 200, 240, 280, 320, 600])
def test_a_table_of_answers_shows_as_many_rows_as_fit_its_room(library: Library, room: int) -> None:
    """Seven answers at once: the first screen keeps the rows that fit its room (as the embed's
    measured height says), in order, and counts the others on one line pointing to Details; one
    more row would not have fit."""
    options = {"challenger": "Mickey str=3 wp=3", "defender": "Goofy str=2 wp=2 exerted", "questions": "all"}
    verdict = evaluate(build_scenario("lorcana.challenge_damage", options, library), library)
    embed = brief_embed(verdict, library, room=room)
    lines = (embed.description or "").split("\n")
    every = answer_rows(verdict, short=True)
    shown = [line for line in lines if line in every]
    more = [line for line in lines if line.startswith("• … ")]
    assert shown == every[: len(shown)] and shown
    assert more == ([f"• … {len(every) - len(shown)} more in Details"] if len(shown) < len(every) else [])
    assert embed_height(embed) <= room or len(shown) == 1
    if more:
        dropped = len(every) - len(shown) - 1
        wider = [*every[: len(shown) + 1], *([f"• … {dropped} more in Details"] if dropped else [])]
        rest = lines[len(shown) + 1 :]
        embed.description = "\n".join([*wider, *rest])
        assert embed_height(embed) > room


def test_several_failures_name_the_first_the_engine_marked(library: Library) -> None:
    # 8.6.1 Evasive: “This [Type] can’t be challenged except by a character with Evasive.” The engine
    # marks the requirement that failed (Evasive), not the Alert step that merely didn't rescue it.
    options = {"challenger": "Mickey str=3 drying", "defender": "Goofy exerted Evasive"}
    verdict = evaluate(build_scenario("lorcana.challenge", options, library), library)
    decided = [step.citation.label for step in verdict.steps if step.decides and step.citation]
    assert decided == ["4.6.4.1", "8.6.1"]
    embed = brief_embed(verdict, library)
    assert embed.description is not None
    assert "is drying and has no Rush; Goofy has Evasive" in embed.description, "the headline lists both"
    assert (
        "❌ Mickey (challenger, yours) is dry (in play since the beginning of the turn): no"
        in embed.description
    )
    assert "**4.6.4.1** “" in embed.description and "✅" not in embed.description


def test_a_failed_test_that_does_not_block_is_never_named_the_decider(library: Library) -> None:
    # Questing: "has Reckless" fails (8.7.2 does not apply) while "is ready" fails and blocks.
    verdict = evaluate(build_scenario("lorcana.quest", {"quester": "Mickey exerted"}, library), library)
    assert verdict.answer is False
    brief = brief_embed(verdict, library).description or ""
    step = verdict.steps[deciding_step(verdict) or 0]
    assert step.decides and step.assumption == "lorcana.exert-needs-ready"
    assert "has Reckless" not in brief
    assert "❌ Mickey (quester, yours) is ready (questing exerts it): no" in brief
    assert "*assumption:* " in brief, "a step resting on an assumption says so"


def test_a_yes_shows_the_step_that_held_and_no_cross(library: Library) -> None:
    # 8.2.1 Alert: “This character ignores the challenging restriction of Evasive.”
    options = {"challenger": "Mickey str=3 Alert", "defender": "Goofy exerted Evasive"}
    verdict = evaluate(build_scenario("lorcana.challenge", options, library), library)
    assert any(not step.held for step in verdict.steps), "the trail has a failed test (no Evasive)"

    brief = brief_embed(verdict, library).description or ""
    details = detail_embeds(verdict, library)[0].fields[0].value
    assert details is not None
    assert "✅ Mickey (challenger, yours) has Alert" in brief and "**8.2.1**" in brief
    assert "❌" not in brief + details, "no cross inside a yes"
    assert "has Evasive, as Goofy's Evasive requires: no" in details


def test_a_held_step_that_decides_a_no_says_yes(library: Library) -> None:
    # 8.7.2: Reckless means “This character can't quest.” The step held, and the ❌ beside it must not
    # read as "Mickey has no Reckless".
    verdict = evaluate(build_scenario("lorcana.quest", {"quester": "Mickey Reckless"}, library), library)
    brief = brief_embed(verdict, library).description or ""
    assert verdict.answer is False
    assert "❌ Mickey (quester, yours) has Reckless: yes" in brief and "**8.7.2**" in brief


def test_the_assumes_line_lists_what_was_taken_as_given(library: Library) -> None:
    # A Yes whose trail took readiness as given (an assumption) before the deciding 5.1.1.11 step.
    verdict = evaluate(build_scenario("lorcana.quest", {"quester": "Mickey"}, library), library)
    brief = brief_embed(verdict, library).description or ""
    assert verdict.answer is True
    assert "Assumes: Mickey (quester, yours) is ready" in brief and "❌" not in brief


def _typed(value: Any) -> Any:
    """A document's value as a user types it as an option: a card object as notation."""
    if isinstance(value, list):
        return "; ".join(str(_typed(item)) for item in value)
    if isinstance(value, dict):
        words = [
            json.dumps(value["name"]) if " " in str(value.get("name", "")) else str(value.get("name", ""))
        ]
        for key, item in value.items():
            if key == "name" or item in (False, None, [], ()):
                continue
            words.append(key if item is True else f"{key}={_typed(item) if isinstance(item, list) else item}")
        return " ".join(words)
    return value


def _question(document: dict[str, Any]) -> str:
    topic = topics()[document["topic"]]
    shown = {name: _typed(value) for name, value in document.items() if name != "topic"}
    return format_line(topic.command, shown)


@st.composite
def topic_scenarios(draw: st.DrawFn, topic_id: str) -> dict[str, Any]:
    """A well-formed scenario of one topic (the game strategies' fields for it)."""
    document: dict[str, Any] = {"topic": topic_id}
    for field, strategy in SCENARIOS[topic_id].items():
        document[field] = draw(strategy)
    extender = EXTENDERS.get(topic_id.split(".", 1)[0])
    if extender is not None:
        extender(draw, document)
    return {key: value for key, value in document.items() if value is not None}


def test_every_topic_has_scenarios_to_measure() -> None:
    assert set(SCENARIOS) == set(topics()), "a topic without a strategy would escape the budget test"


@pytest.mark.parametrize("topic_id", sorted(topics()))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_each_topics_first_screen_fits_a_phone(library: Library, topic_id: str, data: st.DataObject) -> None:
    """Topic by topic, so none is left to chance: the first screen fits 600 px at 400 px."""
    _fits(library, data.draw(topic_scenarios(topic_id)))


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_every_topics_first_screen_fits_a_phone(library: Library, game: str, data: st.DataObject) -> None:
    """The first screen, with the question, its buttons and the private note, fits 600 px at 400 px.
    The question line here is the document's own; a user typing a 1,000-character card is not
    the budget's case, so it is cut at 120 characters, three phone lines of notation."""
    _fits(library, data.draw(scenarios(game)))


def _fits(library: Library, document: dict[str, Any]) -> None:
    """The first screen of `document`'s answer, with its question and buttons, in the budget."""
    scenario = parse_scenario(document, library)
    verdict = evaluate(scenario, library)
    question = asked_text(_question(document)[:120])  # as shown: quoted, escaped, wrapping
    missing = missing_keyword(scenario, verdict, library)
    typed = {name: _typed(value) for name, value in document.items() if name != "topic"}
    embed = first_screen(
        verdict,
        library,
        missing=missing,
        options=typed,
        sides=card_sides(scenario, verdict),
        untyped=untyped_states(scenario, verdict),
    )
    buttons = (
        FIRST_SCREEN_BUTTONS
        if missing is None
        else ("Add First Strike", "Edit & retry", *FIRST_SCREEN_BUTTONS)
    )
    height = message_height(question, [embed], buttons)
    assert height <= SCREEN_BUDGET, f"{height} px: {embed.description}"


def test_every_card_is_named_with_its_side_on_the_first_screen(library: Library) -> None:
    # The "Cards:" line shows the sides the roles gave them (a wrong default shows at a glance), each
    # card the deciding step doesn't already name with its side.
    options = {"challenger": "Mickey str=3", "defender": "Goofy exerted Evasive"}
    scenario = build_scenario("lorcana.challenge", options, library)
    verdict = evaluate(scenario, library)
    assert card_sides(scenario, verdict) == ("Mickey (challenger, yours)", "Goofy (defender, opponent's)")
    brief = first_screen(verdict, library, sides=card_sides(scenario, verdict)).description or ""
    assert "Cards: Goofy (defender, opponent's)" in brief
    assert "Mickey (challenger, yours) has Evasive" in brief

    stated = build_scenario("lorcana.vanish", {"target": "Ursula side=you Vanish"}, library)
    verdict = evaluate(stated, library)
    assert card_sides(stated, verdict) == ("Ursula (target, yours)",), "a stated side wins over the default"


def test_a_card_the_deciding_step_names_is_not_named_twice(library: Library) -> None:
    # 4.6.4.2: "…chooses an exerted opposing character to be challenged." names Goofy already.
    scenario = build_scenario(
        "lorcana.challenge", {"challenger": "Mickey str=3", "defender": "Goofy"}, library
    )
    verdict = evaluate(scenario, library)
    brief = first_screen(verdict, library, sides=card_sides(scenario, verdict)).description or ""
    assert "Cards: Mickey (challenger, yours)\n" in brief and brief.count("Goofy (defender, opponent's)") == 1


def test_the_states_nobody_typed_are_shown_as_taken_as_given(library: Library) -> None:
    # The issue's own example: "Assumes: Goofy is exerted and dry…" — a default the judge didn't type
    # shows at a glance, so a wrong one costs one look, not a wrong ruling.
    scenario = build_scenario(
        "lorcana.challenge", {"challenger": "Mickey", "defender": "Goofy exerted"}, library
    )
    assert untyped_states(scenario) == ("Mickey ready, dry", "Goofy dry")
    verdict = evaluate(scenario, library)
    brief = first_screen(verdict, library, untyped=untyped_states(scenario)).description or ""
    assert "*Assumes: Mickey ready, dry; Goofy dry*" in brief
    typed = build_scenario(
        "lorcana.challenge", {"challenger": "Mickey ready dry", "defender": "Goofy exerted drying"}, library
    )
    assert untyped_states(typed) == ()


def test_games_without_sides_show_no_cards_line(library: Library) -> None:
    scenario = build_scenario("fftcg.block", {"attackers": "Zidane", "blocker": "Squall"}, library)
    verdict = evaluate(scenario, library)
    assert card_sides(scenario, verdict) == ()
    assert "Cards:" not in (first_screen(verdict, library, sides=()).description or "")


@pytest.mark.parametrize(
    ("topic_id", "options", "title", "fix"),
    [
        ("lorcana.vanish", {"target": "Ursula"}, "⚠️ Ursula has no Vanish", "`target:Ursula Vanish`?"),
        (
            "fftcg.first_strike",
            {"attackers": "Cloud power=5000; Tifa", "blocker": "Squall power=5000"},
            "⚠️ No card here has First Strike",
            "`attackers:Cloud power=5000 First Strike; Tifa`?",
        ),
        (
            "lorcana.shift",
            {"shifter": "Mickey cost=5", "base": "Mickey"},
            "⚠️ Mickey has no Shift",
            "Shift N`",
        ),
    ],
)
def test_a_keyword_on_no_card_warns_with_the_fix_and_fits_a_phone(
    library: Library, topic_id: str, options: dict[str, Any], title: str, fix: str
) -> None:
    scenario = build_scenario(topic_id, options, library)
    verdict = evaluate(scenario, library)
    embed = first_screen(
        verdict, library, missing=missing_keyword(scenario, verdict, library), options=options
    )
    assert embed.title == title and fix in (embed.description or "")
    assert "✅" not in (embed.description or "") and "❌" not in (embed.description or ""), (
        "no confident mark"
    )
    assert "As written: " in (embed.description or ""), "the answer for the cards as written is still said"
    question = asked_text(format_line(topics()[topic_id].command, options))
    buttons = ("Add First Strike", "Edit & retry", *FIRST_SCREEN_BUTTONS)
    assert message_height(question, [embed], buttons) <= SCREEN_BUDGET


def test_details_list_every_sub_answer_with_the_asked_one_first(library: Library) -> None:
    """#15: the typed answers the engine derived besides the one asked are one click away."""
    general = Assumption(id="lorcana.general", statement="Something general.")
    verdict = Verdict(
        game="lorcana",
        topic="lorcana.shift",
        status="decided",
        question="enters",
        answer="exerted",
        answers={"can_shift": True, "enters": "exerted", "dry": False, "damage_kept": 2},
        headline="Exerted — Elsa enters play exerted, drying, with 2 damage.",
        steps=(Step(test="x", held=True, assumption="lorcana.general"),),
        assumptions=(general,),
    )
    text = "\n".join(value for embed in detail_embeds(verdict, library) for _, value in fields_of(embed))
    listed = text[text.index("• Does it enter") :].splitlines()[:4]
    assert listed == [
        "• Does it enter exerted or ready (either: its player's choice)? **Exerted**",
        "• Can it be shifted onto that character? **Yes**",
        "• Does it enter play dry (not drying)? **No**",
        "• How much damage does it keep? **2**",
    ], "each by its question, in words, never by its internal name"
    assert "Also decided" not in str(
        [
            f.name
            for e in detail_embeds(
                evaluate(build_scenario("lorcana.boost", {"card": "Flynn Boost 2"}, library), library),
                library,
            )
            for f in e.fields
        ]
    )


@pytest.fixture(scope="module")
def real_cards(tmp_path_factory: pytest.TempPathFactory) -> CardStore:
    """The card data shipped in data/ (every Lorcana card)."""
    return CardStore(default_data_dir(), tmp_path_factory.mktemp("cards"))


REAL_CARDS = [
    # #23's 652 px: a Bodyguard challenge with three real cards.
    (
        "lorcana.challenge",
        {
            "challenger": '"Mickey Mouse - True Friend"',
            "defender": '"Stitch - New Dog" exerted',
            "defender_others": '"Simba - Protective Cub" exerted',
        },
    ),
    (
        "lorcana.challenge",
        {
            "challenger": '"Mickey Mouse - True Friend"',
            "defender": '"Snow White - Fairest in the Land" exerted',
            "defender_others": '"Simba - Protective Cub" exerted; "Tinker Bell - Fast Flier" exerted',
        },
    ),
    (
        "lorcana.challenge",
        {"challenger": '"Cri-Kee - Good Luck Charm"', "defender": '"Tinker Bell - Fast Flier" exerted'},
    ),
    (
        "lorcana.challenge_damage",
        {
            "challenger": '"Mickey Mouse - True Friend"',
            "defender": '"Prince Eric - Dashing and Brave" exerted',
            "question": "damage_to_challenger",
        },
    ),
    (
        "lorcana.challenge_damage",
        {
            "challenger": '"Mickey Mouse - True Friend"',
            "defender": '"The Prince - Never Gives Up" exerted',
            "questions": "all",
        },
    ),
    ("lorcana.sing", {"song": '"Hakuna Matata"', "singers": '"Sebastian - Court Composer" drying'}),
    (
        "lorcana.sing",
        {"song": '"A Pirate\'s Life"', "singers": '"Mickey Mouse - True Friend"; "Elsa - Snow Queen"'},
    ),
    (
        "lorcana.shift",
        {
            "shifter": '"Tinker Bell - Giant Fairy"',
            "base": '"Tinker Bell - Tiny Tactician" exerted',
            "questions": "all",
        },
    ),
    ("lorcana.quest", {"quester": '"Gaston - Arrogant Hunter"'}),
    (
        "lorcana.vanish",
        {"target": '"Rajah - Ghostly Tiger"', "effect_text": "Deal 2 damage to chosen character."},
    ),
    (
        "lorcana.ward",
        {"target": '"Aladdin - Prince Ali"', "effect_text": "Deal 2 damage to chosen character."},
    ),
]


UNQUOTED = [
    (topic_id, {name: value.replace('"', "") for name, value in options.items()})
    for topic_id, options in REAL_CARDS
    if "A Pirate" not in str(options)  # its apostrophe needs no quotes; one of each shape is enough
]
"""The same questions as judges type them, names without quotes: the first screen adds what each
name was read as ("Read: …")."""


@pytest.mark.parametrize(("topic_id", "options"), REAL_CARDS + UNQUOTED)
def test_the_first_screen_with_real_card_names_fits_a_phone(
    library: Library, real_cards: CardStore, topic_id: str, options: dict[str, Any]
) -> None:
    """With real card names the question is longer and the cards' names fill every line: the first
    screen still fits 600 px at 400 px wide, its question whole (`embed_room`, as `run_check` does)."""
    scenario = build_scenario(topic_id, options, library, real_cards)
    verdict = evaluate(scenario, library)
    assert verdict.card_data, "the cards were read from card data"
    question = asked_text(format_line(topics()[topic_id].command, options))
    missing = missing_keyword(scenario, verdict, library)
    embed = first_screen(
        verdict,
        library,
        missing=missing,
        options=options,
        sides=card_sides(scenario, verdict),
        untyped=untyped_states(scenario, verdict),
        room=embed_room(question, FIRST_SCREEN_BUTTONS),
    )
    height = message_height(question, [embed], FIRST_SCREEN_BUTTONS)
    assert height <= SCREEN_BUDGET, f"{height} px: {embed.description}"
    if not verdict.several and verdict.steps and deciding_step(verdict) is not None:
        assert "> **" in (embed.description or ""), "the deciding rule is still named"


def test_no_state_is_assumed_for_a_card_that_cannot_have_it(library: Library, real_cards: CardStore) -> None:
    # 5.1.1: "While in any zone except for a player's hand, a card can have one or more specific
    # states." A song is sung from hand: "Assumes: Let It Go ready, dry" was shown. 4.6.8.2: "Locations
    # aren't considered ready or exerted"; drying (5.1.1.11) is a character's.
    song = build_scenario(
        "lorcana.sing",
        {"song": '"Hakuna Matata"', "singers": '"Sebastian - Court Composer"'},
        library,
        real_cards,
    )
    assert untyped_states(song) == ("Sebastian ready, dry",)
    written = build_scenario("lorcana.sing", {"song": "Hakuna cost=4", "singers": "Ariel cost=4"}, library)
    assert untyped_states(written) == ("Ariel ready, dry",), "the song field's role makes it a song"
    location = build_scenario(
        "lorcana.challenge", {"challenger": "Mickey", "defender": "Agrabah type=location"}, library
    )
    assert untyped_states(location) == ("Mickey ready, dry",)
    item = build_scenario("lorcana.ward", {"target": "Lamp type=item Ward"}, library)
    assert untyped_states(item) == ("Lamp ready",)


def test_details_show_the_rules_icons_in_words(library: Library) -> None:
    # 5.1.1.11: "A drying character can't quest, can’t be declared as a challenging character, and
    # can't {E} to pay any cost." The quote is kept word for word; the screen shows the icon as a word.
    scenario = build_scenario(
        "lorcana.sing", {"song": "Hakuna cost=4", "singers": "Ariel cost=4 drying"}, library
    )
    verdict = evaluate(scenario, library)
    assert any("{E}" in citation.quote for citation in verdict.citations), "the rule prints the icon"
    first = first_screen(verdict, library, untyped=untyped_states(scenario)).description or ""
    details = "\n".join(
        f"{field.name}\n{field.value}" for embed in detail_embeds(verdict, library) for field in embed.fields
    )
    assert "can't exert to" in first and "{E}" not in first + details
    printed = build_scenario(
        "lorcana.challenge_damage",
        {
            "challenger": 'Mickey str=3 text="While this character has no damage, it gets +2 {S}."',
            "defender": "Goofy str=1 exerted",
        },
        library,
    )
    shown = "\n".join(
        value for embed in detail_embeds(evaluate(printed, library), library) for _, value in fields_of(embed)
    )
    assert "+2 strength" in shown and "{S}" not in shown


@pytest.mark.parametrize(
    ("base", "question", "rule", "shown"),
    [
        # 8.10.2: "If a shifted character is put on top of an exerted character, the shifted character
        # enters play exerted." (The trail goes on to what it can do this turn.)
        ("Elsa exerted", "enters", "8.10.2", "enters play exerted"),
        ("Elsa", "enters", "8.10.2", "enters play exerted: no"),
        # 8.10.4: "If a shifted character is put on top of a drying character, … enters play drying."
        ("Elsa drying", "dry", "8.10.4", "enters play drying"),
        # 8.10.6: "A shifted character retains whatever damage is on the character it's put on top of."
        ("Elsa dmg=2", "damage_kept", "8.10.6", "keeps the 2 damage"),
    ],
)
def test_a_shifts_first_screen_quotes_the_rule_that_settles_the_question(
    library: Library, base: str, question: str, rule: str, shown: str
) -> None:
    options = {"shifter": "Elsa Shift 4", "base": base, "question": question}
    verdict = evaluate(build_scenario("lorcana.shift", options, library), library)
    description = first_screen(verdict, library).description or ""
    assert f"> **{rule}**" in description and shown in description


def test_a_verdict_resting_on_the_2020_fftcg_rules_says_so(library: Library) -> None:
    # The lookups say "From 2020 (ver. 2.1.2): …" of a 2.1.2 answer; a check citing 2.1.2 says it too,
    # on the first screen (footer) and in the details. One resting on the newer glossary alone doesn't.
    caveat = (
        "From 2020 (ver. 2.1.2): the publisher's current rules (3.x) may differ, and the bot does not "
        "have them."
    )
    cited = evaluate(
        build_scenario("fftcg.block", {"attackers": "Cloud", "blocker": "Squall dull"}, library), library
    )
    assert "10.1.3.1.1" in cited.rule_ids
    footer = brief_embed(cited, library).footer.text or ""
    label = "FF-TCG Comprehensive Rules ver. 2.1.2 (Jun 11, 2020)"
    assert footer == f"{label} · the publisher's current rules (3.x) may differ"
    assert f"*{caveat}*" in (detail_embeds(cited, library)[0].description or "")
    glossary = evaluate(build_scenario("fftcg.freeze", {"character": "Squall dull frozen"}, library), library)
    assert set(glossary.rule_ids) == {"freeze"}
    assert "2020" not in (brief_embed(glossary, library).footer.text or "")
    assert "2020" not in (detail_embeds(glossary, library)[0].description or "")
