"""Long texts are split within Discord's limits and never lose a character."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.render.pages import EMBED_TOTAL_LIMIT, FIELD_VALUE_LIMIT, PageSpec, Section, pack, split_text
from tests.conftest import fields_of


def squash(text: str) -> str:
    return " ".join(text.split())


@given(st.text(alphabet=st.characters(exclude_categories=["Cs"]), max_size=5000))
@settings(max_examples=150)
def test_split_keeps_every_word_and_respects_the_limit(text: str) -> None:
    chunks = split_text(text)
    assert all(0 < len(chunk) <= FIELD_VALUE_LIMIT for chunk in chunks)
    assert squash(" ".join(chunks)) == squash(text)


def test_a_huge_answer_becomes_several_embeds_within_limits() -> None:
    paragraph = "A Forward can block a party if it can legally block at least one Forward. " * 20
    spec = PageSpec(
        title="Forming a Party",
        colour=0x123456,
        footer="FFTCG",
        sections=[Section(f"§{i}", paragraph) for i in range(12)],
    )

    pages = pack(spec)

    assert len(pages) > 1
    for page in pages:
        assert len(page) <= EMBED_TOTAL_LIMIT and len(page.fields) <= 25
    assert pages[1].title == "Forming a Party (continued)"
    assert pages[-1].footer.text == f"FFTCG · page {len(pages)}/{len(pages)}"
    total = squash(" ".join(value for page in pages for _, value in fields_of(page)))
    assert total == squash(" ".join([paragraph] * 12))
