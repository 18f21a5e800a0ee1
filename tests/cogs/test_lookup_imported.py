"""`/rule`, `/keyword` and a check on a bot whose Gundam rules were imported (`floorjudge rules import`):
answers name the loaded version; a check resting on a rule that version changed is not covered."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.rules import Library, default_data_dir, load_library
from bot.rules.imports import import_document
from tests.bot.rules.test_imports import DEPLOY, newer_gundam
from tests.conftest import Server


@pytest.fixture
def library(tmp_path: Path) -> Library:
    """The project's data with a newer Gundam document imported (13-2-6-1 reworded)."""
    shipped = load_library(default_data_dir())
    source = newer_gundam(tmp_path, deploy=DEPLOY.replace("is deployed.", "is deployed from the hand."))
    import_document(shipped.game("gundam"), source, default_data_dir(), tmp_path / "rules")
    from bot.engine import verify_engine

    imported = load_library(default_data_dir(), imported_dir=tmp_path / "rules")
    assert verify_engine(imported) == []  # start-up goes on: the changed rule is marked, not refused
    return imported


async def test_answers_name_the_imported_version(server: Server) -> None:
    result = await server.alice.slash(server.channel, "rule", id="13-1-2", game="gundam")
    assert (
        result.response.embeds[0].footer.text
        == "Gundam Card Game Comprehensive Rules Ver. 1.9.0 (Sep 11, 2026) · 13-1-2"
    )
    deploy = await server.alice.slash(server.channel, "keyword", name="Deploy", game="gundam")
    assert "deployed from the hand" in deploy.response.embeds[0].fields[0].value


async def test_a_check_resting_on_a_changed_rule_is_not_covered_and_names_it(server: Server) -> None:
    result = await server.alice.slash(
        server.channel, "check-gundam trigger", keyword="deploy", event="deployed_from_hand"
    )
    embed = result.response.embeds[0]
    assert embed.title == "❔ Not covered"
    assert "13-2-6-1" in embed.description or any("13-2-6-1" in field.value for field in embed.fields)
