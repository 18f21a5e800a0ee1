"""The display step: the conversions' icon markup shown readably, the rules data left as printed."""

from __future__ import annotations

import pytest

from bot.rules import Library
from bot.rules.markup import readable


@pytest.mark.parametrize(
    ("printed", "shown"),
    [
        (r"these abilities are followed by \(+[\mathsf{N}]\) .", "these abilities are followed by +[N]."),
        (r"they gain \(+\mathsf{N}\) .", "they gain +N."),
        (r"doesn't gain \(+N\) if", "doesn't gain +N if"),
        (r"Characters get \(+ 2 \bullet\) while here.", "Characters get +2 [icon] while here."),
        (r"equal to its \(\mathbb{Q}\) and", "equal to its [icon] and"),
        (r"If this swirl icon, \(\curvearrowleft\) , is present", "If this swirl icon, [icon], is present"),
        (r"its Willpower \(\{\mathsf{W}\}\) .", "its Willpower."),
        ("they gain +N {S}.", "they gain +N strength."),
        ("modify Strength {S} and damage", "modify Strength and damage"),
        ("Each card counts as 1 {I}.", "Each card counts as 1 ink."),
        ("{E} — Put any card", "exert — Put any card"),
        ("a Lore value {L} and {W}", "a Lore value lore and willpower"),
        ("This character can ![[imagenes/exert.svg|20]] to pay", "This character can exert to pay"),
        (r"【Deploy】 \(text\)" + '" means perform \\(text\\).', '【Deploy】 (text)" means perform (text).'),
        ("No markup at all: “quoted”, it’s fine.", "No markup at all: “quoted”, it’s fine."),
    ],
)
def test_markup_is_shown_readably(printed: str, shown: str) -> None:
    assert readable(printed) == shown


def test_every_loaded_text_shows_without_latex_or_icon_codes(library: Library) -> None:
    for game in library.games.values():
        for rule_id in game.rule_ids():
            shown = readable(game.text(rule_id))
            assert "\\(" not in shown and "\\mathsf" not in shown, (game.id, rule_id, shown)
            assert not any(f"{{{letter}}}" in shown for letter in "SWLIE"), (game.id, rule_id)


def test_the_rules_data_keeps_the_printed_markup(library: Library) -> None:
    """Display only: what the engine quotes against is the document as printed."""
    assert r"\(+[\mathsf{N}]\)" in library.game("lorcana").text("8.1.2")
    assert "【 Burst 】 is the keyword" in library.game("gundam").text("13-2-5-1")  # spaces as printed
