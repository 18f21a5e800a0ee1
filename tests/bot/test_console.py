"""The offline console: lines in, rendered answers out, through the real bot and command tree."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
import simcord

from bot.client import FloorJudge
from bot.commandline import asked_block, asked_in, format_line
from bot.console import Console, ConsoleInputError, command_catalog, parse_line, run_console
from bot.rules import Library, collate
from tests.conftest import running_bot


async def run_lines(library: Library, tmp_path: Path, *lines: str) -> str:
    stdin = io.StringIO("".join(f"{line}\n" for line in lines))
    stdout = io.StringIO()
    await run_console(
        FloorJudge(library=library, database_path=tmp_path / "db.sqlite3"), stdin=stdin, stdout=stdout
    )
    return stdout.getvalue()


async def test_piped_commands_are_answered_in_order(library: Library, tmp_path: Path) -> None:
    output = await run_lines(
        library,
        tmp_path,
        "/keyword Ward",
        "/keyword name:first strike game:fftcg",
        "/rule 8.14.1",
    )
    answers = output.strip().split("\n\n(only you can see this)")
    assert len(answers) == 3
    assert "== Ward · 8.15 ==" in answers[0]
    assert collate("Ward means “Your opponents can’t choose this card when resolving an effect.”") in collate(
        answers[0]
    )
    assert "== First Strike ==" in answers[1]
    assert "== 8.14.1 (Vanish) ==" in answers[2]
    assert "Buttons: [Post publicly]" in answers[0]


async def test_buttons_can_be_clicked_and_errors_are_one_line(library: Library, tmp_path: Path) -> None:
    output = await run_lines(
        library, tmp_path, "/keyword Deploy", "click Gundam", "/keyword nothing-like-this", "/nope"
    )

    assert "Which game?" in output and "[Gundam]  [SWTCG]" in output
    assert "== 【Deploy】 · 13-2-6 ==" in output
    assert "No keyword “nothing-like-this” in any game: not in the rules this bot has." in output
    assert "! unknown command /nope" in output
    assert "Traceback" not in output


async def test_quit_stops_reading(library: Library, tmp_path: Path) -> None:
    output = await run_lines(library, tmp_path, "quit", "/keyword Ward")
    assert "Ward" not in output


@pytest.fixture(scope="module")
def catalog(library: Library, tmp_path_factory: pytest.TempPathFactory) -> dict:
    bot = FloorJudge(library=library, database_path=tmp_path_factory.mktemp("console") / "db.sqlite3")
    # Cogs register their commands on load; load them without connecting anywhere.
    import asyncio

    asyncio.run(bot.load_cogs())
    return command_catalog(bot.tree)


def test_option_values_may_contain_spaces(catalog: dict) -> None:
    parsed = parse_line("/keyword name:first strike game:fftcg", catalog)
    assert parsed.path == "keyword"
    assert parsed.options == {"name": "first strike", "game": "fftcg"}


def test_a_bare_value_fills_the_first_option(catalog: dict) -> None:
    assert parse_line("/keyword Sing Together", catalog).options == {"name": "Sing Together"}


def test_colons_inside_a_value_are_kept(catalog: dict) -> None:
    assert parse_line("/rule id:8.14.1 game:lorcana", catalog).options == {"id": "8.14.1", "game": "lorcana"}
    assert parse_line("/keyword name:Challenger +2: the rest", catalog).options == {
        "name": "Challenger +2: the rest"
    }


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("keyword Ward", "starts with '/'"),
        ("/keyword", "/keyword needs name"),
        ("/keyword name:Ward name:Vanish", "given twice"),
        ("/keyword name:", "has no value"),
        ("/kw Ward", "unknown command /kw"),
        ("/keyword nme:Ward", "has no option 'nme'"),
        # #23: simcord's "only allows ['commands', 'check']" was shown; the console says it in words.
        (
            "/help topic:everything",
            r"option topic: 'everything' is not one of its choices \(`commands`, `check`\)",
        ),
    ],
)
def test_bad_lines_say_what_is_wrong(catalog: dict, line: str, message: str) -> None:
    with pytest.raises(ConsoleInputError, match=message):
        parse_line(line, catalog)


async def test_checks_answer_in_the_console_with_their_rule_trail(library: Library, tmp_path: Path) -> None:
    output = await run_lines(
        library,
        tmp_path,
        "/check-lorcana challenge challenger:Mickey str=3 defender:Goofy exerted Evasive",
        "click Details",
        "click Show rule text",
        "/check-lorcana challenge challenger:Mickey srt=3 defender:Goofy",
    )

    assert "== ❌ No ==" in output
    assert "*rule 8.6.1*" in output
    assert "-- 8.6.1 (Evasive)" in output, "the button shows the cited rule's text"
    assert "unknown field 'srt' at character 8; did you mean 'str'?" in output


async def test_a_form_shows_its_inputs_and_submit_fills_and_sends_it(
    library: Library, tmp_path: Path
) -> None:
    # 8.11.1: Singer 5 lets Ariel - Spectacular Singer sing Let It Go (cost 5).
    output = await run_lines(
        library,
        tmp_path,
        "/settings channel-game channel:#judges game:lorcana",
        "/check topic:sing",
        "submit song:Let It Go singers:Ariel - Spectacular Singer",
    )
    form, answer = output.split("[form] /check-lorcana sing\n", 1)[1].split("\n\n", 1)
    assert "  song *: (empty;" in form and "  singers *: (empty;" in form and "  question: (empty;" in form
    assert "> /check-lorcana sing song:Let It Go singers:Ariel - Spectacular Singer" in answer
    assert "== ✅ Yes ==" in answer and "Ariel (singer, yours)'s cost to sing (5)" in answer


async def test_edit_and_retry_and_a_lookups_check_button_open_forms(library: Library, tmp_path: Path) -> None:
    output = await run_lines(
        library,
        tmp_path,
        "/check-lorcana challenge challenger:Mickey srt=3 defender:Donald exerted",
        "click Edit & retry",
        "submit challenger:Mickey str=3",
        "/keyword can a ready character block",
        "click Check block",
        "submit",
    )
    assert (
        "[form] /check-lorcana challenge\n  challenger *: Mickey srt=3\n  defender *: Donald exerted"
        in output
    )
    assert (
        "> /check-lorcana challenge challenger:Mickey str=3 defender:Donald exerted\n== ✅ Yes ==" in output
    )
    assert "[form] /check-fftcg block" in output, "the lookup's Check block opened its form"
    assert "(no answer)" not in output and "Traceback" not in output
    assert "! no form is open" not in output


async def test_submit_without_a_form_or_with_an_unknown_input_says_so(
    library: Library, tmp_path: Path
) -> None:
    output = await run_lines(library, tmp_path, "submit song:x", "/check topic:sing", "submit sng:x")
    assert "! no form is open" in output
    assert "! 'sng:x' names no input of this form (inputs: song, singers, question, questions)" in output


@pytest.mark.parametrize(
    "options",
    [
        {"challenger": "Mickey str=3", "defender": "Goofy exerted Evasive"},
        {"challenger": '"Elsa - Snow Queen" cost=6 ```code``` `x`', "defender": "Goofy exerted"},
    ],
)
def test_a_question_shown_in_a_code_block_reads_back_as_asked(catalog: dict, options: dict) -> None:
    line = format_line("check-lorcana challenge", options)
    block = asked_block(line)
    assert block.count("```") == 2, "user backticks cannot close the block"
    read = asked_in(f"note above\n{block}")
    assert read == line
    assert parse_line(read, catalog).options == options


async def test_the_console_forgets_earlier_commands_and_the_last_answer_stays_clickable(
    simcord_env: simcord.Env,
) -> None:
    """simcord keeps every interaction (~8 KB each: 376 MiB after 20,000 console commands)."""
    console = Console(simcord_env, running_bot(simcord_env))
    lines = ["/keyword Ward", "/rule 8.14.1", "/keyword Deploy", "click Gundam", "click Post publicly"]
    for _ in range(10):
        for line in lines:
            assert "Traceback" not in await console.execute(line)
    backend = simcord_env.backend
    assert sum(len(messages) for messages in backend.messages.values()) <= 2
    assert len(backend.interactions) <= 2 and len(backend.interaction_tokens) <= 2
    assert not backend.http_requests and not backend.transcript

    await console.execute("/keyword Ward")
    posted = await console.execute("click Post publicly")
    assert "== Ward · 8.15 ==" in posted and "only you can see this" not in posted


async def test_cards_and_card_names_in_checks_answer_in_the_console(library: Library, tmp_path: Path) -> None:
    output = await run_lines(
        library,
        tmp_path,
        "/card Ariel - Spectacular Singer",
        "/card name:mikey brave",
        '/check-lorcana sing song:"A Whole New World" singers:"Ariel - Spectacular Singer"',
        "click Details",
    )
    answers = output.strip().split("\n\n(only you can see this)")
    assert len(answers) == 4
    assert "== Ariel - Spectacular Singer ==" in answers[0] and "**Singer 5** — rule 8.11" in answers[0]
    assert "Buttons: [Rule: Singer]  [Post publicly]" in answers[0]
    assert "Several cards match “mikey brave”" in answers[1] and "Brave Little Tailor" in answers[1]
    assert "== ✅ Yes ==" in answers[2] and "From card data (given facts, not rules)" in answers[3]


async def test_the_console_answers_the_whole_documents_questions(library: Library, tmp_path: Path) -> None:
    output = await run_lines(
        library,
        tmp_path,
        "/rule 4.6.4.2",
        "/rule challenge",
        "click Show more (2/6)",
        "/rule 11.2.8.3",
        "/search can a ready character be challenged",
        "/keyword name:EX Burst game:fftcg",
    )

    assert "== 4.6.4.2 (Challenge Declaration step) ==" in output
    assert "Second, the player chooses an exerted opposing character to be challenged." in output
    assert "(Disney Lorcana Comprehensive Rules 2.0.1 (Feb 5, 2026) · 4.6.4.2)" in output
    assert "== 4.6 Challenge ==" in output and "== 4.6 Challenge (continued) ==" in output
    assert "· 4.6 · page 2/6)" in output
    assert "== 13-2-8-2 (【Destroyed】) ==" in output  # 11-2-8-3 is the older text's number
    assert "11-2-8-3 is a number of the older keywords text (before Ver. 1.1.0)" in output
    assert "== Search: can a ready character be challenged ==" in output and "[1. 4.6.4.1]" in output
    assert "== EX Burst · 11.10 ==" in output and "From 2020 (ver. 2.1.2)" in output
    assert "Traceback" not in output
