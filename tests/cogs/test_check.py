"""`/check-<game>` end to end, for every game: generated subcommands, Discord's size limit, disabled
games, visibility and the judge role. Each game's own checks are in test_check_<game>.py."""

from __future__ import annotations

import re

import discord
import simcord

from bot.engine import OptionSpec, topic_options, topics
from bot.errors import UserFacingError
from tests.conftest import Server, fields_of, problem_of


def field(embed: discord.Embed, name: str) -> str:
    """A section's text, with its "(cont.)" fields."""
    return "\n".join(value for title, value in fields_of(embed) if title in (name, f"{name} (cont.)"))


async def test_every_topic_has_its_subcommand_with_its_options(server: Server) -> None:
    available = set(server.alice.available_commands(server.channel))
    for topic in topics().values():
        path = topic.command
        assert path in available, f"{topic.id} has no subcommand"

    commands = {c.name: c for c in await server.bot.tree.fetch_commands()}
    challenge = next(o for o in commands["check-lorcana"].options if o.name == "challenge")
    assert isinstance(challenge, discord.app_commands.AppCommandGroup), "a subcommand"
    arguments = [o for o in challenge.options if isinstance(o, discord.app_commands.Argument)]
    assert arguments == challenge.options, "a subcommand's options are all arguments"
    assert [o.name for o in arguments] == [s.name for s in topic_options("lorcana.challenge")]
    assert [o.required for o in arguments][:2] == [True, True]


async def test_a_disabled_game_refuses_its_checks(server: Server) -> None:
    role = server.guild.create_role("Org", permissions=discord.Permissions(manage_guild=True))
    admin = server.guild.add_member(server.env.create_user("org"), roles=[role])
    await admin.slash(server.channel, "settings games", action="disable", game="lorcana")

    result = await server.alice.slash(
        server.channel, "check-lorcana challenge", challenger="Mickey", defender="Donald exerted"
    )
    simcord.assert_error(server.env, UserFacingError)
    assert result.response.content == "Disney Lorcana is not enabled on this server."


async def test_public_visibility_applies_to_checks(server: Server) -> None:
    role = server.guild.create_role("Org", permissions=discord.Permissions(manage_guild=True))
    admin = server.guild.add_member(server.env.create_user("org"), roles=[role])
    await admin.slash(server.channel, "settings visibility", mode="public")

    result = await server.alice.slash(
        server.channel, "check-lorcana keywords", card='Simba "Resist +1" "Resist +2"'
    )

    assert not result.ephemeral
    labels = [c["label"] for row in result.response.components for c in row["components"]]
    assert labels == ["Details"]


async def test_with_a_judge_role_only_judges_verdicts_are_public(server: Server) -> None:
    role = server.guild.create_role("Org", permissions=discord.Permissions(manage_guild=True))
    admin = server.guild.add_member(server.env.create_user("org"), roles=[role])
    judges = server.guild.create_role("Judge")
    judge = server.guild.add_member(server.env.create_user("level1"), roles=[judges])
    await admin.slash(server.channel, "settings visibility", mode="public")
    await admin.slash(server.channel, "settings judge-role", role=judges)
    options = {"challenger": "Mickey str=3", "defender": "Goofy exerted Evasive"}

    players = await server.alice.slash(server.channel, "check-lorcana challenge", **options)
    judges_answer = await judge.slash(server.channel, "check-lorcana challenge", **options)
    lookup = await server.alice.slash(server.channel, "keyword", name="Ward")

    assert players.ephemeral, "a player's verdict stays private"
    assert not judges_answer.ephemeral, "a judge's verdict is public"
    assert not lookup.ephemeral, "quoting the rules is public for everyone"
    refused = await server.alice.click(players.response, label="Post publicly")
    assert refused.ephemeral
    expected = f"Only members with the <@&{judges.id}> role can post answers publicly here."
    assert refused.response.content == expected


async def test_a_card_name_with_a_masked_link_is_posted_inert(server: Server) -> None:
    link = "[Official ruling](https://evil.example)"
    private = await server.alice.slash(
        server.channel, "check-lorcana challenge", challenger=f'"{link}" str=3', defender="Donald exerted"
    )
    posted = await server.alice.click(private.response, label="Post publicly")
    assert posted.acknowledged
    public = server.channel.history(viewer=server.bob)[-1].embeds[0]
    shown = " ".join([public.description or "", *(field.value for field in public.fields)])
    assert "\\[Official ruling\\](https://evil.example)" in shown
    assert re.search(r"(?<!\\)\[Official ruling\]\(", shown) is None, "no clickable masked link"


def _fine(spec: OptionSpec) -> object:
    """A value of the option's type that Discord would accept."""
    if spec.kind in ("card", "cards"):
        return "Made-up Card"
    if spec.kind == "choice":
        return spec.choices[0]
    if spec.kind == "int":
        return spec.minimum if spec.minimum is not None else 1
    if spec.kind == "bool":
        return True
    return "6"


_PYDANTIC = re.compile(r"Input should|Field required|validation error|function-|\b[a-z_]+\.\d+\b|scenario:")


async def test_no_error_shows_a_topic_id_or_a_pydantic_location(server: Server) -> None:
    """Every topic, asked with only its required options, then with each card or text option wrong:
    whatever the error, it names options as Discord shows them (`singers` (card 2)), never
    `lorcana.sing`, `singers.1`, `scenario:` or pydantic's own words."""
    errors = 0
    for topic in topics().values():
        specs = topic_options(topic.id)
        base = {spec.name: _fine(spec) for spec in specs if spec.required}
        tries = [base]
        tries += [
            {**base, spec.name: "A; B wrd=3" if spec.kind == "cards" else "Card wrd=3"}
            for spec in specs
            if spec.kind in ("card", "cards", "text")
        ]
        for options in tries:
            result = await server.alice.slash(server.channel, topic.command, **options)
            if result.response.embeds:
                continue  # answered
            errors += 1
            problem = problem_of(result)
            assert problem, result.response.content
            for known in topics():
                assert known not in result.response.content, (topic.id, options, problem)
            assert not _PYDANTIC.search(problem), (topic.id, options, problem)
            assert "\\`" not in problem, problem  # option names keep their code style
    assert errors > 60  # the sweep met errors of every kind, not only answers
