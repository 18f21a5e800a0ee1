"""`/card` shows the whole printed text of every card of every game, and data text stays inert."""

from __future__ import annotations

import re

import pytest

from bot.cards import Ability, Card, CardStore
from bot.render.cards import CARD_TEXT_LABEL, card_embeds, card_summary, explain_embeds
from bot.rules import Library, default_data_dir
from tests.conftest import fields_of

ICON = re.compile(r"《[^《》]*》")
TAG = re.compile(r"\[\[[a-z/]*\]\]|</?p>")
SHOWN_ICON = re.compile(r"\[(?:\w+ CP|Dull|Special|Crystal|Limit Break)\]")
"""The icons `/card` shows for the card browser's 《…》 (the text's own "[Category (VII)]" stays)."""


def words(text: str) -> str:
    return " ".join(text.split())


def shown_text(card: Card, library: Library, label: str) -> str:
    """The card text as every page of `/card` shows it, its escapes undone."""
    pages = card_embeds(card, library.game(card.game), [], label)
    parts = [value for page in pages for name, value in fields_of(page) if name.startswith(CARD_TEXT_LABEL)]
    return re.sub(r"\\(.)", r"\1", "\n".join(parts))


def printed(card: Card) -> str:
    """The data's full text, in each source's own separators (SWTCG joins abilities with ' | ' and
    doubles quotes the way spreadsheets do; FFTCG's markup is compared without its icons and tags)."""
    if card.game == "swtcg":
        return card.text.replace(" | ", " ").replace('""', '"')
    if card.game == "fftcg":
        return TAG.sub("", ICON.sub(" ", card.text.replace("[[br]]", " ")))
    return card.text


@pytest.mark.parametrize("game", ["lorcana", "gundam", "fftcg", "swtcg"])
def test_every_cards_whole_text_is_shown(game: str, library: Library) -> None:
    catalog = CardStore(default_data_dir()).catalog(game)
    assert catalog is not None
    missing = []
    for position, card in enumerate(catalog.cards):
        shown = shown_text(card, library, catalog.labels[position])
        if game == "fftcg":
            shown = SHOWN_ICON.sub(" ", shown)
        if words(shown) != words(printed(card)):
            missing.append(f"{catalog.labels[position]}: shows {shown[:80]!r}")
    assert not missing, f"{len(missing)} cards lose text: " + "; ".join(missing[:5])


def test_songs_with_an_effect_after_their_reminder_show_both(library: Library) -> None:
    catalog = CardStore(default_data_dir()).catalog("lorcana")
    assert catalog is not None
    after_reminder = [
        card
        for card in catalog.cards
        if card.abilities and words(card.text) != words(" ".join(a.text for a in card.abilities))
    ]
    assert len(after_reminder) > 100, "the songs and actions issue 23 counted (189 printings)"
    be_prepared = catalog.exact("Be Prepared")
    assert be_prepared is not None
    assert shown_text(be_prepared, library, "Be Prepared").endswith("Banish all characters.")


def test_text_from_a_card_file_is_shown_inert(library: Library) -> None:
    link = "[Official ruling](https://evil.example)"
    card = Card(
        game="fftcg",
        name=f"{link} **bold**",
        type="Forward",
        classifications=("||spoiler||",),
        text=f"{link} 《火》",
        facts=(("Job", "__under__"),),
        rulings=(f"~~{link}~~",),
        abilities=(Ability(text=f"{link} 《火》"),),
    )
    rules = library.game("fftcg")
    texts = [card_summary(card, rules)]
    for embed in [
        *card_embeds(card, rules, [], card.name),
        *explain_embeds([(card, rules, card.name)], [], []),
    ]:
        texts += [embed.title or "", embed.description or ""]
        texts += [f"{f.name}\n{f.value}" for f in embed.fields]
    live = re.compile(
        r"(?<!\\)\[Official ruling(?<!\\)\]\(|(?<!\\)\*\*bold|(?<!\\)\|\|spoiler|(?<!\\)__under|(?<!\\)~~"
    )
    assert not [text for text in texts if live.search(text)]
    assert any("\\[Official ruling\\](https://evil.example) \\*\\*bold\\*\\*" in text for text in texts)
