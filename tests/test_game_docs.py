"""Each game's guide lists every sub-question its topics answer (#15: "Every topic lists its
sub-questions in /help check, in the JSON Schema and in docs/games/<game>.md").

A sub-question counts as listed when its name is written as code (`p_focus`) in the guide's
"### Sub-questions" section: a name such as `legal` or `damage` is also an everyday word, so finding it
anywhere in the prose would prove nothing.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.engine import topics

DOCS = Path(__file__).resolve().parents[1] / "docs" / "games"
GAMES = sorted({entry.game for entry in topics().values()})
_SECTION = re.compile(r"^### Sub-questions[^\n]*\n(.*?)(?=^#{1,3} |\Z)", re.DOTALL | re.MULTILINE)
_CODE = re.compile(r"`([^`\n]+)`")


def listed(guide: str) -> set[str]:
    """The names written as code in the guide's "### Sub-questions" section (empty if it has none)."""
    section = _SECTION.search(guide)
    return set(_CODE.findall(section.group(1))) if section else set()


def test_only_code_inside_the_sub_questions_section_counts() -> None:
    guide = (
        "## Topics\n\n`hits` is mentioned before the section.\n\n"
        "### Sub-questions (the `question` option)\n\n"
        "| `legal` | bool |\n| damage | int, named in prose only |\n`p_focus`, `p_backfire` / `p_riposte`\n\n"
        "### How the dice are read\n\n`p_exactly` comes after it.\n"
    )
    assert listed(guide) == {"legal", "p_focus", "p_backfire", "p_riposte"}
    assert listed("## Topics\n\n`legal`\n") == set()


@pytest.mark.parametrize("game", GAMES)
def test_the_guide_lists_every_sub_question_of_every_topic(game: str) -> None:
    guide = DOCS / f"{game}.md"
    assert guide.is_file(), f"{game} has topics but no docs/games/{game}.md"
    names = listed(guide.read_text(encoding="utf-8"))
    assert names, f"docs/games/{game}.md has no '### Sub-questions' section listing them"
    missing = {
        topic_id: sorted(set(entry.questions) - names)
        for topic_id, entry in sorted(topics().items())
        if entry.game == game and set(entry.questions) - names
    }
    assert not missing, f"docs/games/{game}.md doesn't list these sub-questions as `code`: {missing}"
