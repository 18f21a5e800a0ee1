"""`/check-lorcana` end to end: verdict embeds, rule text, notation errors, the CLI, every topic."""

from __future__ import annotations

import json
from typing import Any

import discord
import pytest

from bot.engine import build_scenario, check_document, evaluate, topic_options, topics
from bot.rules import Library, collate
from tests.conftest import Server, details, fields_of, problem_of


def field(embed: discord.Embed, name: str) -> str:
    """A section's text, with its "(cont.)" fields."""
    return "\n".join(value for title, value in fields_of(embed) if title in (name, f"{name} (cont.)"))


async def test_challenge_against_evasive_is_refused_with_its_rule_trail(server: Server) -> None:
    # 8.6.1: Evasive means “This [Type] can’t be challenged except by a character with Evasive.”
    result = await server.alice.slash(
        server.channel, "check-lorcana challenge", challenger="Mickey str=3", defender="Goofy exerted Evasive"
    )

    assert result.ephemeral
    embed = await details(server.alice, result)
    assert embed.description is not None
    assert embed.title == "❌ No"
    assert "Goofy has Evasive" in embed.description
    trail = field(embed, "Rule trail")
    assert "*rule 8.6.1*" in trail and "*rule 8.2.1*" in trail
    # Readiness, drying and the exerted target are cited from 4.6.4, not assumed.
    assert "*rule 4.6.4.1*" in trail and "*rule 4.6.4.2*" in trail
    assert "Assumptions (outside the quoted rules)" not in [f.name for f in embed.fields]
    assert "Evasive or Alert" in field(embed, "Would change the answer")
    labels = [c["label"] for row in result.response.components for c in row["components"]]
    assert labels == ["Less", "Show rule text", "Post publicly"]

    shown = await server.alice.click(result.response, label="Show rule text")
    quoted = shown.response.embeds[0]
    assert [f.name for f in quoted.fields] == [
        "4.6.4.1 (Challenge Declaration step)",
        "4.6.4.2 (Challenge Declaration step)",
        "8.6.1 (Evasive)",
        "8.2.1 (Alert)",
    ]
    assert collate("and ready in order to challenge") in collate(quoted.fields[0].value)
    assert collate("chooses an exerted opposing character to be challenged") in collate(
        quoted.fields[1].value
    )
    assert collate("can’t be challenged except by a character with Evasive") in collate(
        quoted.fields[2].value
    )
    assert shown.ephemeral


async def test_alert_lets_the_challenge_through(server: Server) -> None:
    # 8.2.1: Alert means “This character ignores the challenging restriction of Evasive.”
    result = await server.alice.slash(
        server.channel,
        "check-lorcana challenge",
        challenger="Mickey str=3 Alert",
        defender="Goofy exerted Evasive",
    )
    assert result.response.embeds[0].title == "✅ Yes"


async def test_vanish_from_an_opponents_action(server: Server) -> None:
    # 8.14.1: “When this character is chosen by an opponent as part of resolving an action’s effect, …”
    result = await server.alice.slash(
        server.channel,
        "check-lorcana vanish",
        target="Goofy side=you Vanish",
        effect_by="opponent",
        effect_source="action",
    )
    embed = await details(server.alice, result)
    assert embed.title == "✅ Yes"
    assert "*rule 8.14.1*" in field(embed, "Rule trail")


async def test_a_notation_error_names_the_token_and_where(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "check-lorcana challenge", challenger="Mickey srt=3", defender="Donald exerted"
    )

    assert result.ephemeral
    assert "unknown field 'srt' at character 8; did you mean 'str'?" in problem_of(result)


async def test_the_cli_gives_the_same_verdict_as_the_slash_command(server: Server, library: Library) -> None:
    options = {"challenger": "Mickey str=3 Alert", "defender": "Goofy exerted Evasive"}
    result = await server.alice.slash(server.channel, "check-lorcana challenge", **options)

    document = json.dumps({"topic": "lorcana.challenge", **options})
    from_cli = json.loads(check_document(document, library))
    direct = evaluate(build_scenario("lorcana.challenge", options, library), library)

    assert from_cli == json.loads(direct.model_dump_json())
    embed = await details(server.alice, result)
    assert embed.description == f"**{from_cli['headline']}**"
    assert embed.title == ("✅ Yes" if from_cli["answer"] else "❌ No")


@pytest.mark.parametrize("topic_id", sorted(t for t in topics() if t.startswith("lorcana.")))
async def test_each_lorcana_topic_answers_through_discord(
    server: Server, library: Library, topic_id: str
) -> None:
    """Every generated subcommand accepts its required options and shows the engine's own verdict."""
    examples = {
        "card": "Stitch cost=3 str=2 wp=3 Boost 1",
        "cards": "Mickey cost=3 str=2; Goofy cost=4 str=3",
        "int": 2,
        "bool": True,
    }
    options: dict[str, Any] = {}
    for spec in topic_options(topic_id):
        if spec.required:
            options[spec.name] = spec.choices[0] if spec.kind == "choice" else examples[spec.kind]
    if topic_id == "lorcana.sing":
        options["song"] = "Song type=song cost=2"
    result = await server.alice.slash(server.channel, topics()[topic_id].command, **options)
    expected = evaluate(build_scenario(topic_id, options, library), library)
    embed = await details(server.alice, result)
    assert embed.title == expected.answer_text()
    assert embed.description == f"**{expected.headline}**"
    assert embed.author.name == f"Disney Lorcana · {topics()[topic_id].title}"


async def test_singer_5_sings_a_cost_5_song_without_its_own_cost(server: Server) -> None:
    # 8.11.1: Singer N sings "as though they had cost N instead of their normal ink cost".
    result = await server.alice.slash(
        server.channel, "check-lorcana sing", song='"Part of Your World" cost 5', singers="Ariel Singer 5"
    )
    assert result.ephemeral
    embed = result.response.embeds[0]
    assert embed.title == "✅ Yes"
    assert "Ariel can sing Part of Your World" in (embed.description or "")


async def test_an_action_is_not_sung(server: Server) -> None:
    # Glossary “sing/singing”: "When a player {E} a character to pay an alternate cost to play a song."
    # Fire the Cannons! is an action without Song on its classification line (5.4.4.1).
    result = await server.alice.slash(
        server.channel, "check-lorcana sing", song="Fire the Cannons!", singers="Ariel cost=5"
    )
    first = result.response.embeds[0]
    assert first.title == "❌ No"
    shown = first.description or ""
    assert shown.splitlines()[0] == "**No — Fire the Cannons! can't be sung: it is an action, not a song.**"
    assert "glossary “sing/singing”" in shown and "to pay an alternate cost to play a song" in shown
    trail = field(await details(server.alice, result), "Rule trail")
    assert "*rule 5.4.4.1*" in trail and "*rule glossary “sing/singing”*" in trail


async def test_a_missing_cost_names_the_option_not_the_topic(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "check-lorcana sing", song="Made-up Song", singers="Ariel Singer 5"
    )
    problem = problem_of(result)
    assert problem == "The song needs its cost (cost=N)"
    assert "lorcana.sing" not in result.response.content and "scenario:" not in result.response.content


SUB_QUESTIONS = [
    # (subcommand, options, title shown, words of the headline) — each sub-question through `question:`.
    (
        "shift",
        {"shifter": "Minnie Shift 4", "base": "Minnie exerted", "question": "enters"},
        "Exerted",
        "enters play exerted",
    ),
    (
        "shift",
        {"shifter": "Minnie Shift 4", "base": "Minnie drying", "question": "dry"},
        "❌ No",
        "enters play drying",
    ),
    (
        "shift",
        {"shifter": "Minnie wp=5 Shift 4", "base": "Minnie dmg=2", "question": "damage_kept"},
        "2",
        "keeps the 2 damage",
    ),
    (
        "shift",
        {"shifter": "Minnie Shift 4", "base": "Minnie", "question": "can_sing"},
        "✅ Yes",
        "can exert to sing",
    ),
    (
        "shift",
        {"shifter": "Minnie Shift 4", "base": "Minnie drying", "question": "can_quest"},
        "❌ No",
        "can’t quest",
    ),
    (
        "shift",
        {"shifter": "Minnie Rush Shift 4", "base": "Minnie drying", "question": "can_challenge"},
        "✅ Yes",
        "with Rush",
    ),
    (
        "shift",
        {"shifter": "Minnie Shift 4", "base": "Minnie", "question": "keeps_effects"},
        "✅ Yes",
        "doesn't gain",
    ),
    (
        "vanish",
        {"target": "Goofy Vanish", "question": "when"},
        "After the action",
        "After the action's effect resolves",
    ),
    (
        "vanish",
        {"target": "Goofy Vanish", "question": "triggers", "chooser": "opponent"},
        "❌ No",
        "its own controller",
    ),
    (
        "ward",
        {"target": "Goofy Ward", "question": "can_choose", "chooser": "opponent"},
        "✅ Yes",
        "its own controller",
    ),
    (
        "quest",
        {"quester": "Pluto str=2 Support", "question": "may_choose_self"},
        "❌ No",
        "can't choose itself",
    ),
    (
        "quest",
        {
            "quester": "Pluto str=2 Support",
            "support_target": "Goofy side=opp Ward",
            "question": "may_choose_target",
        },
        "❌ No",
        "can't choose Goofy",
    ),
    ("quest", {"quester": "Pluto str=2 Support", "question": "strength_added"}, "2", "adds its 2 strength"),
    ("damage", {"target": "Goofy wp=5 Resist+1", "amount": 1, "then": "2,1"}, "1", "over 3 events"),
    (
        "damage",
        {"target": "Goofy wp=3", "amount": 2, "then": "1,4", "question": "banished_after"},
        "2",
        "After event 2",
    ),
    (
        "damage",
        {"target": "Goofy Resist+2", "amount": 2, "question": "dealt"},
        "❌ No",
        "no damage is considered dealt",
    ),
    ("damage", {"target": "Goofy wp=4 dmg=1", "amount": 2, "question": "total"}, "3", "ends with 3 damage"),
    ("damage", {"target": "Goofy wp=3", "amount": 3, "question": "banished"}, "✅ Yes", "Goofy is banished"),
    (
        "challenge_damage",
        {
            "challenger": "Mickey str=2 wp=2",
            "defender": "Goofy str=3 wp=2 exerted",
            "question": "damage_to_challenger",
        },
        "3",
        "Mickey takes 3",
    ),
    (
        "challenge_damage",
        {
            "challenger": "Mickey str=2 wp=2",
            "defender": "Goofy str=3 wp=2 exerted",
            "question": "challenger_banished",
        },
        "✅ Yes",
        "Mickey is banished",
    ),
    (
        "challenge_damage",
        {
            "challenger": "Mickey str=3 Challenger+2",
            "defender": "Goofy str=1 exerted",
            "question": "challenger_strength",
            "challenger_change": -1,
        },
        "4",
        "challenges with 4 strength",
    ),
    (
        "keywords",
        {"card": "Stitch Resist+1 Resist+2", "question": "value", "keyword": "Resist"},
        "3",
        "Resist is 3",
    ),
    (
        "keywords",
        {"card": "Mickey Alert", "question": "has", "keyword": "Evasive"},
        "❌ No",
        "has no Evasive",
    ),
    ("keywords", {"card": "Pluto Support Support"}, "1", "has 1 keyword"),
    (
        "sing",
        {"song": "Song type=song cost=5", "singers": "Ariel cost=2 Singer 5", "question": "sings_as"},
        "5",
        "sings as cost 5",
    ),
]


@pytest.mark.parametrize(("command", "options", "title", "words"), SUB_QUESTIONS)
async def test_each_sub_question_through_the_slash_command(
    server: Server, library: Library, command: str, options: dict[str, Any], title: str, words: str
) -> None:
    """The `question:` option picks the sub-answer shown; it is the engine's own typed answer."""
    result = await server.alice.slash(server.channel, f"check-lorcana {command.replace('_', '-')}", **options)
    assert result.ephemeral
    expected = evaluate(build_scenario(f"lorcana.{command}", options, library), library)
    assert expected.question == options.get("question", expected.question)
    embed = await details(server.alice, result)
    assert embed.description is not None
    assert embed.title == title == expected.answer_text()
    assert words in embed.description
    assert embed.description == f"**{expected.headline}**"


async def test_a_sub_question_missing_its_input_names_it(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "check-lorcana damage", target="Donald", amount=2, question="banished"
    )
    assert result.ephemeral
    assert "The target needs its willpower (wp=N)" in problem_of(result)
    bad = await server.alice.slash(
        server.channel, "check-lorcana damage", target="Donald", amount=2, then="2;x"
    )
    assert "'then' takes damage amounts separated by commas" in problem_of(bad)


async def test_a_real_item_takes_no_damage(server: Server) -> None:
    # 5.1.2.2: "An item that’s in play can’t have the damaged, undamaged, under, or facedown states."
    # 5.1.1.3: "A card that has at least 1 damage is considered to be damaged."
    result = await server.alice.slash(server.channel, "check-lorcana damage", target="Dinglehopper", amount=2)
    first = result.response.embeds[0]
    assert first.title == "0"
    shown = first.description or ""
    assert shown.splitlines()[0] == "**Dinglehopper takes no damage: an item in play can't be damaged.**"
    assert "**5.1.2.2**" in shown and "can’t have the damaged, undamaged" in shown
    trail = field(await details(server.alice, result), "Rule trail")
    assert "*rule 5.1.1.3*" in trail and "*rule 5.1.2.2*" in trail


async def test_a_card_in_the_discard_takes_no_damage(server: Server) -> None:
    # 5.1.2.6: "A card in a player’s discard can only have the faceup state."
    result = await server.alice.slash(
        server.channel,
        "check-lorcana damage",
        target="Goofy wp=3 zone=discard",
        amount=2,
        question="banished",
    )
    first = result.response.embeds[0]
    assert first.title == "❌ No"
    shown = first.description or ""
    assert "a card in the discard can't be damaged, so Goofy isn't banished" in shown.splitlines()[0]
    assert "**5.1.2.6**" in shown


# Printed card text (issue #15): a real card's abilities, or text="…", read or named as not covered.


async def test_a_real_cards_printed_restriction_decides_the_first_screen(server: Server) -> None:
    # 1.2.2: “If an effect prevents something from happening, that effect supersedes rules and other effects
    # that allow it to happen.” Snow White - Fairest in the Land: “This character can't be challenged.”
    result = await server.alice.slash(
        server.channel,
        "check-lorcana challenge",
        challenger="Mickey",
        defender='"Snow White - Fairest in the Land" exerted',
    )
    first = result.response.embeds[0]
    assert first.title == "❌ No"
    shown = (first.description or "") + "".join(f.value for f in first.fields)
    assert "printed text says it can't be challenged" in shown
    assert "1.2.2" in shown and "supersedes rules and other effects" in shown
    trail = field(await details(server.alice, result), "Rule trail")
    assert "“This character can't be challenged.”" in trail and "*rule 6.4.1*" in trail


async def test_the_unquoted_snow_white_challenge_is_refused_by_her_printed_text(server: Server) -> None:
    # Issue 23's example, typed as a judge types it: no quotes. 1.2.2: “If an effect prevents something
    # from happening, that effect supersedes rules and other effects that allow it to happen.” Her
    # printed HIDDEN AWAY: “This character can't be challenged.” (before: ✅, read as a blank card).
    result = await server.alice.slash(
        server.channel,
        "check-lorcana challenge",
        challenger="Mickey str=3",
        defender="Snow White - Fairest in the Land exerted",
    )
    first = result.response.embeds[0]
    assert first.title == "❌ No"
    description = first.description or ""
    assert "Snow White's printed text says it can't be challenged" in description
    assert "**1.2.2**" in description and "supersedes rules and other effects" in description
    more = await details(server.alice, result)
    assert "“This character can't be challenged.”" in field(more, "Rule trail")
    assert field(more, "From card data (given facts, not rules)").startswith(
        "• Snow White - Fairest in the Land: cost 4"
    )


async def test_an_action_named_as_the_effect_reads_its_printed_effect(server: Server) -> None:
    # 8.14.1: Vanish means “When this character is chosen by an opponent as part of resolving an
    # action's effect, banish this character.” Fire the Cannons! prints “Deal 2 damage to chosen
    # character.”; Rajah - Ghostly Tiger prints Vanish. Both named as printed, unquoted.
    vanish = await server.alice.slash(
        server.channel,
        "check-lorcana vanish",
        target="Rajah - Ghostly Tiger",
        effect_text="Fire the Cannons!",
    )
    first = vanish.response.embeds[0]
    assert first.title == "✅ Yes" and "8.14" in (first.description or "")
    assert "Fire the Cannons!'s effect “Deal 2 damage to chosen character.”" in (first.description or "")
    # 8.15.1: Ward means “Your opponents can't choose this card when resolving an effect.”
    ward = await server.alice.slash(
        server.channel, "check-lorcana ward", target="Aladdin - Prince Ali", effect_text="Fire the Cannons!"
    )
    assert ward.response.embeds[0].title == "❌ No"
    # A song's effect is read without its reminder text; a character is not an effect.
    song = await server.alice.slash(
        server.channel, "check-lorcana ward", target="Aladdin - Prince Ali", effect_text="Be Prepared"
    )
    assert "Be Prepared's effect “Banish all characters.”" in (song.response.embeds[0].description or "")
    wrong = await server.alice.slash(
        server.channel, "check-lorcana ward", target="Aladdin - Prince Ali", effect_text="Stitch - New Dog"
    )
    assert problem_of(wrong).startswith("`effect_text`: “Stitch - New Dog” is a character card")


async def test_a_long_printed_effect_is_read_for_every_question_asked_at_once(server: Server) -> None:
    # 8.15.1: Ward means “Your opponents can't choose this card when resolving an effect.” Next Stop,
    # Olympus prints 220 characters, more than an effect typed may hold (200): named by its card, it is
    # read, and asking every question at once reads it as asking one does.
    options = {"target": "Aladdin - Prince Ali", "effect_text": "Next Stop, Olympus"}
    alone = await server.alice.slash(server.channel, "check-lorcana ward", **options)
    assert alone.response.embeds[0].title == "❌ No"
    together = await server.alice.slash(server.channel, "check-lorcana ward", **options, questions="all")
    first = together.response.embeds[0]
    assert first.title == "3 answers"
    assert "takes at most 200 characters" not in (first.description or "")
    rows = field(await details(server.alice, together), "Answers").splitlines()
    assert len(rows) == 3 and all(row.endswith("**No**") for row in rows), rows


async def test_text_written_in_the_option_is_read(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "check-lorcana quest", quester='Pluto text="This character can\'t quest."'
    )
    assert result.response.embeds[0].title == "❌ No"
    assert "its printed text says it can't quest" in (result.response.embeds[0].description or "")


async def test_printed_text_the_engine_cant_read_is_named_not_ignored(server: Server) -> None:
    result = await server.alice.slash(
        server.channel,
        "check-lorcana challenge",
        challenger="Mickey",
        defender='Goofy exerted text="Your other characters gain Ward."',
    )
    embed = result.response.embeds[0]
    assert embed.title == "❔ Not covered"
    assert "“Your other characters gain Ward.”" in (embed.description or "") + "".join(
        f.value for f in embed.fields
    )


async def test_an_effects_own_words_limit_what_it_may_choose(server: Server) -> None:
    # 8.14.1: Vanish triggers when the character “is chosen by an opponent as part of resolving an
    # action's effect” — a cost-5 character is never chosen by "chosen character with cost 3 or less".
    result = await server.alice.slash(
        server.channel,
        "check-lorcana vanish",
        target="Goofy cost=5 Vanish",
        effect_text="Deal 2 damage to chosen character with cost 3 or less.",
    )
    embed = result.response.embeds[0]
    assert embed.title == "❌ No"
    assert "the effect chooses only a “chosen character with cost 3 or less”" in (embed.description or "")


async def test_one_verdict_answers_several_questions_in_a_table(server: Server, library: Library) -> None:
    # "Can it challenge, and how much damage does each take?" Glossary "challenge": each character deals
    # damage equal to its strength; 8.8.1: Resist +N means "Damage that would be dealt to this
    # character or location is reduced by N." Mickey (3) deals 3 - 1 = 2 to Goofy; Goofy deals 2.
    options = {
        "challenger": "Mickey str=3 wp=3",
        "defender": 'Goofy str=2 wp=3 exerted "Resist +1"',
        "questions": "legal, damage_to_defender, damage_to_challenger",
    }
    result = await server.alice.slash(server.channel, "check-lorcana challenge-damage", **options)

    first = result.response.embeds[0]
    assert first.title == "3 answers"
    rows = [line for line in (first.description or "").splitlines() if line.startswith("• ")]
    assert rows == [
        "• Is the challenge legal? **Yes**",
        "• Damage the defender takes? **2**",
        "• Damage the challenger takes? **2**",
    ]
    assert "damage_to" not in (first.description or ""), "questions by their words, not their names"

    shown = await details(server.alice, result)
    assert "*rule 8.8.1*" in field(shown, "Rule trail") and "*rule 4.6.4.1*" in field(shown, "Rule trail")
    assert field(shown, "Answers").splitlines() == rows

    # Each row is the answer the question gets asked alone, and the JSON keeps every one.
    for question, answer in (("legal", "✅ Yes"), ("damage_to_defender", "2"), ("damage_to_challenger", "2")):
        alone = await server.alice.slash(
            server.channel,
            "check-lorcana challenge-damage",
            challenger=options["challenger"],
            defender=options["defender"],
            question=question,
        )
        assert alone.response.embeds[0].title == answer
    document = {"topic": "lorcana.challenge_damage", **options}
    verdict = json.loads(check_document(json.dumps(document), library))
    assert verdict["asked"] == ["legal", "damage_to_defender", "damage_to_challenger"]
    assert verdict["answers"] == {"legal": True, "damage_to_defender": 2, "damage_to_challenger": 2}
    assert verdict["unanswered"] == {}


async def test_all_questions_at_once_say_which_need_more(server: Server, library: Library) -> None:
    # 8.8.1 decides the damage taken; whether Goofy is banished needs its willpower, which isn't given:
    # that row says so instead of guessing.
    result = await server.alice.slash(
        server.channel, "check-lorcana damage", target='Goofy "Resist +1"', amount=3, questions="all"
    )
    first = result.response.embeds[0]
    assert first.title == "3 answers · 2 without"
    description = first.description or ""
    assert "• How much damage does it take? **2**" in description
    assert "• Is it banished? ❔ the target needs its willpower (wp=N)" in description
    document = {"topic": "lorcana.damage", "target": 'Goofy "Resist +1"', "amount": 3, "questions": ["all"]}
    verdict = json.loads(check_document(json.dumps(document), library))
    assert verdict["answers"] == {"taken": 2, "total": 2, "dealt": True}
    assert set(verdict["unanswered"]) == {"banished", "banished_after"}


async def test_a_question_name_that_is_not_the_checks_is_named(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "check-lorcana damage", target="Goofy wp=3", amount=3, questions="taken, banishd"
    )
    assert result.ephemeral and not result.response.embeds
    problem = problem_of(result)
    assert "'banishd' is not a question this check answers; did you mean `banished`?" in problem
    assert "Traceback" not in problem


async def test_the_question_option_offers_questions_in_words_and_takes_them_as_typed(server: Server) -> None:
    """The `question:` picker shows each sub-question as a judge reads it, never an internal name, and
    what is picked (or typed in words) asks that sub-question."""
    command = "check-lorcana shift"
    offered = await server.alice.autocomplete(server.channel, command, "question", "quest")
    assert [c["name"] for c in offered] == ["Can it quest this turn?"]
    everything = await server.alice.autocomplete(server.channel, command, "question", "")
    assert len(everything) == 8 and not [c["name"] for c in everything if "_" in c["name"]]

    picked = await server.alice.slash(
        server.channel, command, shifter="Zorbo Shift 4", base="Zorbo exerted", question=offered[0]["value"]
    )
    typed = await server.alice.slash(
        server.channel,
        command,
        shifter="Zorbo Shift 4",
        base="Zorbo exerted",
        question="can it quest this turn",
    )
    for result in (picked, typed):
        # 8.10.2: "If a shifted character is put on top of an exerted character, the shifted character
        # enters play exerted."
        assert result.response.embeds[0].title == "❌ No", result.response.embeds[0].title
        assert "quest" in (result.response.embeds[0].description or "")


async def test_several_questions_are_picked_in_words_one_after_another(server: Server) -> None:
    """`questions:` completes the sub-question being typed after those already picked (or all of
    them), in words; what it fills in asks exactly those."""
    command = "check-lorcana shift"
    first = await server.alice.autocomplete(server.channel, command, "questions", "")
    assert first[0] == {"name": "All of them", "value": "all"}
    assert not [c["name"] for c in first if "_" in c["name"]]
    enters = next(
        c for c in first if c["name"] == "Does it enter exerted or ready (either: its player's choice)?"
    )
    second = await server.alice.autocomplete(server.channel, command, "questions", enters["value"] + ", qu")
    assert [c["name"] for c in second] == ["… + Can it quest this turn?"]

    result = await server.alice.slash(
        server.channel, command, shifter="Zorbo Shift 4", base="Zorbo exerted", questions=second[0]["value"]
    )
    rows = [
        line for line in (result.response.embeds[0].description or "").splitlines() if line.startswith("• ")
    ]
    # 8.10.2: "If a shifted character is put on top of an exerted character, the shifted character enters
    # play exerted."
    assert len(rows) == 2 and "exerted" in rows[0].casefold() and rows[1].endswith("**No**"), rows


# Wrong answers the audit of 2026-11-27 found: each first screen now gives the rules' answer.


async def test_a_negative_strength_combines_with_challenger_before_it_counts_as_zero(server: Server) -> None:
    # 6.6.2: “If a character has a negative {S}, it deals no damage during challenges and counts as having a
    # Strength of 0 except for the purpose of applying modifiers to determine its {S} (see 6.6.1.2).”
    # 1 - 2 = -1 {S}, and Challenger +2 combines with it: 1 (it was 2, the -1 rounded up to 0 first).
    result = await server.alice.slash(
        server.channel,
        "check-lorcana challenge-damage",
        challenger='Mickey str=1 Challenger+2 effect="gets -2 {S} this turn"',
        defender="Goofy str=1 exerted",
    )
    first = result.response.embeds[0]
    assert first.title == "1"
    assert (first.description or "").splitlines()[0] == "**Mickey takes 1, Goofy takes 1.**"
    trail = field(await details(server.alice, result), "Rule trail")
    assert "strength 1 → -1" in trail and "*rule 6.6.2*" in trail


async def test_the_challengers_while_exerted_resist_counts_in_the_damage_step(server: Server) -> None:
    # 4.6.4.4: “Fourth, the challenging player exerts the challenging character.” — before the damage step.
    # Toby Turtle - Wary Friend: “HARD SHELL While this character is exerted, he gains Resist +1.”
    result = await server.alice.slash(
        server.channel,
        "check-lorcana challenge-damage",
        challenger="Toby Turtle - Wary Friend",
        defender="Goofy hypothetical str=2 exerted",
        question="damage_to_challenger",
    )
    first = result.response.embeds[0]
    assert first.title == "1"
    shown = first.description or ""
    assert shown.splitlines()[0] == "**Toby Turtle takes 1, Goofy takes 0.**"
    assert "Resist +1 leaves 1" in shown
    trail = field(await details(server.alice, result), "Rule trail")
    assert "*rule 4.6.4.4*" in trail


async def test_a_shifted_bodyguard_onto_a_ready_character_enters_as_its_player_chooses(
    server: Server,
) -> None:
    # 8.10.1: Shift “… you may play this character by paying their Shift cost …”; 8.3.2: Bodyguard
    # “functions while the character is being played” and means “This character may enter play with the
    # exerted state rather than the ready state.” It was “Ready” though the trail said it may enter exerted.
    result = await server.alice.slash(
        server.channel,
        "check-lorcana shift",
        shifter="Goofy hypothetical Shift 3 Bodyguard",
        base="Goofy hypothetical ready",
        question="enters",
    )
    first = result.response.embeds[0]
    assert first.title == "Either"
    shown = first.description or ""
    assert shown.splitlines()[0] == (
        "**Either — shifted onto a ready Goofy, Goofy (Bodyguard) may enter play exerted or ready: "
        "its player chooses; it enters dry.**"
    )
    assert (
        "**8.3.2**" in shown and "may enter play with the exerted state rather than the ready state" in shown
    )
