"""Hostile input through every option of every slash command in the live command tree.

Issue 16 sent 2,850 bad inputs: 234 lost their reply (an error quoting a long or invisible token
grew past Discord's 2,000 characters), and a card named like a masked link became a clickable link
in a public embed. Here every option of every command (walked from `bot.tree`, so a new command is
covered without editing this file) gets the longest value it accepts, invisible characters, and
markdown, masked-link and mention payloads, all options at once; hypothesis adds mixed cases
(about 1,000 inputs in all, with the autocomplete ones).
Each reply must arrive, fit Discord's message and embed limits, show user text escaped, and ping
nobody. The strategies and checks live in `devkit.fuzz`, shared with bench/fuzz_bench.py (10,000
inputs); every failure a fuzz run found is kept in tests/data/fuzz_regressions.json and replayed here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import discord
import pytest

from bot.errors import describe_error
from devkit.fuzz import (
    FAMILIES,
    MARKDOWN_FAMILIES,
    PLAIN,
    Fixture,
    commands_of,
    drawn_cases,
    explain_findings,
    fixed_cases,
    import_hostile_cards,
    imported_data_cases,
    kept,
    longest,
    report,
    run_cases,
)
from tests.conftest import Server


@pytest.fixture
def manager(server: Server) -> Any:
    """A member with Manage Server, so `/settings` runs its handlers too."""
    role = server.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
    return server.guild.add_member(server.env.create_user("organiser"), roles=[role])


class UnescapedUserText(AssertionError):
    """User markdown reached a reply live."""


@pytest.mark.simcord(check_errors=False)  # every handled error is checked by type in run_cases
async def test_every_option_of_every_command_survives_long_and_invisible_input(
    server: Server, manager: Any
) -> None:
    fixture = Fixture(server.guild, server.channel)
    tree = server.bot.tree
    cases = [*fixed_cases(tree, fixture, PLAIN), *drawn_cases(tree, fixture, PLAIN, 450)]
    assert sum(len(case.options) for case in cases) >= 1500, "every option, many times"

    findings = await run_cases(server.env, server.channel, manager, cases)

    assert not findings.broken, report(findings.broken, len(cases))
    assert not findings.unescaped, report(findings.unescaped, len(cases))
    assert not findings.hidden, report(findings.hidden, len(cases))


@pytest.mark.simcord(check_errors=False)  # every handled error is checked by type in run_cases
async def test_markdown_links_and_mentions_in_any_option_stay_inert(server: Server, manager: Any) -> None:
    """Replies and their public posts show user markdown escaped; the server fixture checks pings."""
    fixture = Fixture(server.guild, server.channel)
    tree = server.bot.tree
    cases = [
        *fixed_cases(tree, fixture, MARKDOWN_FAMILIES),
        *drawn_cases(tree, fixture, MARKDOWN_FAMILIES, 180),
    ]

    findings = await run_cases(server.env, server.channel, manager, cases)

    assert not findings.broken, report(findings.broken, len(cases))
    if findings.unescaped:
        raise UnescapedUserText(report(findings.unescaped, len(cases)))
    assert not findings.hidden, report(findings.hidden, len(cases))


@pytest.mark.simcord(check_errors=False)  # errors are checked by type below
async def test_autocomplete_offers_valid_choices_for_any_typed_or_filled_text(
    server: Server, manager: Any
) -> None:
    """Typing hostile text, with hostile text already in the other options, still gets ≤ 25 choices."""
    fixture = Fixture(server.guild, server.channel)
    failures: list[str] = []
    asked = 0
    for command in commands_of(server.bot.tree):
        for focused in (p for p in command.parameters if p.autocomplete):
            for number, family in enumerate(FAMILIES):
                filled = {
                    p.name: fixture.value(p, family, number) for p in command.parameters if p is not focused
                }
                typed = FAMILIES[family](longest(focused))
                cursor = server.env.error_cursor
                choices = await manager.autocomplete(
                    server.channel, command.qualified_name, focused.name, typed, **filled
                )
                asked += 1
                where = f"/{command.qualified_name} {focused.name} [{family}]"
                errors = [e for e in server.env.errors_since(cursor) if describe_error(e) is None]
                failures += [f"{where}: {type(e).__name__}: {e}"[:300] for e in errors]
                if len(choices) > 25:
                    failures.append(f"{where}: {len(choices)} choices")
                for choice in choices:
                    if not 1 <= len(choice["name"]) <= 100 or len(str(choice["value"])) > 100:
                        failures.append(f"{where}: choice out of Discord's limits: {choice!r}"[:300])
    assert asked >= 30
    assert not failures, report(failures, asked)


@pytest.mark.simcord(check_errors=False)  # every handled error is checked by type in run_cases
async def test_every_failure_a_fuzz_run_found_stays_fixed(server: Server, manager: Any) -> None:
    """The cases bench/fuzz_bench.py (or an earlier test run) found failing, replayed as kept."""
    fixture = Fixture(server.guild, server.channel)
    cases = kept(fixture)
    assert cases, "tests/data/fuzz_regressions.json keeps the failures found so far"

    findings = await run_cases(server.env, server.channel, manager, cases)

    assert not findings.broken, report(findings.broken, len(cases))
    assert not findings.unescaped, report(findings.unescaped, len(cases))
    assert not findings.hidden, report(findings.hidden, len(cases))


@pytest.mark.simcord(check_errors=False)  # every handled error is checked by type in run_cases
async def test_imported_card_data_stays_inert_in_every_answer_and_public_post(
    server: Server, manager: Any, tmp_path: Path
) -> None:
    """Issue 26 (4): card names, types, classifications, text, facts, rulings, formats and set names
    from an imported file showed as live markdown in /card and "Explain cards & keywords", public too."""
    import_hostile_cards(server.bot.cards, tmp_path)
    cases = imported_data_cases()

    findings = await run_cases(server.env, server.channel, manager, cases)
    explained = await explain_findings(server.env, server.channel, manager)

    assert findings.replies > len(cases) and explained.replies == 2, "answers, and their public posts"
    assert not findings.broken + explained.broken, report(findings.broken + explained.broken, len(cases))
    unescaped = findings.unescaped + explained.unescaped
    if unescaped:
        raise UnescapedUserText(report(unescaped, len(cases) + 1))
    hidden = findings.hidden + explained.hidden
    assert not hidden, report(hidden, len(cases) + 1)
