"""Rule and verdict embeds name the document they quote: name, version, date, and the rule."""

from __future__ import annotations

from bot.engine import build_scenario, evaluate
from bot.render.rules import rule_embeds, term_embeds
from bot.render.verdict import brief_embed, detail_embeds, rule_text_embeds
from bot.rules import Library


def test_a_rule_footer_names_the_document_version_date_and_rule(library: Library) -> None:
    view = library.game("lorcana").rule("4.6.4.2")
    assert view is not None
    embed = rule_embeds(view)[0]
    assert embed.footer.text == "Disney Lorcana Comprehensive Rules 2.0.1 (Feb 5, 2026) · 4.6.4.2"


def test_games_without_a_version_name_their_document_and_the_heading(library: Library) -> None:
    fftcg = library.game("fftcg")
    embed = term_embeds(fftcg.term_view(fftcg.term("First Strike")))[0]  # type: ignore[arg-type]
    assert embed.footer.text == f"{fftcg.data.document.title} · First Strike"
    gundam = library.game("gundam").rule("11-2-8-3")
    assert gundam is not None
    assert rule_embeds(gundam)[0].footer.text == "Gundam Card Game Comprehensive Rules · 11-2-8-3"


def test_verdicts_and_their_rule_text_name_the_document(library: Library) -> None:
    scenario = build_scenario(
        "lorcana.challenge", {"challenger": "Mickey str=3", "defender": "Goofy exerted Evasive"}, library
    )
    verdict = evaluate(scenario, library)
    label = "Disney Lorcana Comprehensive Rules 2.0.1 (Feb 5, 2026)"
    assert brief_embed(verdict, library).footer.text == label
    footer = detail_embeds(verdict, library)[0].footer.text
    assert footer is not None and footer.startswith(f"{label} · rules engine · cites ")
    assert "8.6.1" in footer
    shown = rule_text_embeds(library, "lorcana", verdict.rule_ids)[0]
    assert shown.footer.text == f"{label} · {', '.join(verdict.rule_ids)}"


def test_long_rules_keep_the_document_on_every_page(library: Library) -> None:
    view = library.game("lorcana").rule("4.6")
    assert view is not None
    pages = rule_embeds(view)
    assert len(pages) > 1
    for number, page in enumerate(pages, start=1):
        assert (
            page.footer.text
            == f"Disney Lorcana Comprehensive Rules 2.0.1 (Feb 5, 2026) · 4.6 · page {number}/{len(pages)}"
        )
