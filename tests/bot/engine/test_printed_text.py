"""`text="…"` in every game's notation (issue #15): what a game reads of it applies, the rest is named.

Lorcana reads its own printed text (tests/bot/engine/games/lorcana/test_printed.py). The other games read
the phrases their notation knows (FFTCG's block restrictions, "cannot block"); any other sentence makes
the verdict not covered, naming it — printed text is never ignored.
"""

from __future__ import annotations

import json

import pytest

from bot.engine import check_document
from bot.engine.games.fftcg.cards import FFTCGCard
from bot.rules import Library
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect_not_covered


def fftcg(library: Library, data: object) -> FFTCGCard:
    return FFTCGCard.model_validate(data, context={"library": library})


def test_fftcg_text_reads_as_the_same_phrases_written_bare(library: Library) -> None:
    written = fftcg(library, 'Zidane text="Cannot be blocked by a Forward of cost 4 or more. Cannot block."')
    bare = fftcg(library, "Zidane cannot be blocked by a Forward of cost 4 or more cannot block")
    assert written.restrictions == bare.restrictions and written.cant_block and bare.cant_block
    assert written.text == (), "every sentence was read"


def test_fftcg_text_decides_a_block(ask: Ask) -> None:
    # The blocker's printed "Cannot block." is read as the notation's `cannot block`.
    verdict = ask("fftcg.block", attackers="Zidane", blocker='Squall text="Cannot block."')
    assert verdict.answer is False and "Squall's text says it cannot block" in verdict.headline


@pytest.mark.parametrize(
    ("topic", "options", "card_option"),
    [
        ("fftcg.attack", {}, "forward"),
        ("gundam.pilot", {"unit": 'Gundam qual="Amuro Ray"'}, "pilot"),
        ("dreadnought.cast", {}, "unit"),
        ("swtcg.attack", {"defender": "Vader", "rolled": "4 3 2"}, "attacker"),
    ],
)
def test_text_a_game_doesnt_read_is_not_covered_and_named(
    ask: Ask, topic: str, options: dict[str, str], card_option: str
) -> None:
    printed = "When this card enters play, draw 1 card."
    base = {"fftcg.attack": "Cloud", "gundam.pilot": '"Amuro Ray"', "dreadnought.cast": "Valkyrie size=M"}
    name = base.get(topic, "Han")
    verdict = ask(topic, **options, **{card_option: f'{name} text="{printed}"'})
    expect_not_covered(verdict, f"(“{printed}”)")
    assert verdict.status == "not_covered" and verdict.steps == ()


def test_text_in_a_document_reads_the_same(library: Library) -> None:
    document = {
        "topic": "fftcg.block",
        "attackers": [{"name": "Zidane"}],
        "blocker": {"name": "Squall", "text": ["Cannot block."]},
    }
    verdict = json.loads(check_document(json.dumps(document), library))
    assert verdict["answer"] is False
    odd = {**document, "blocker": {"name": "Squall", "text": "Cannot block. Draw 1 card."}}
    assert json.loads(check_document(json.dumps(odd), library))["status"] == "not_covered"
