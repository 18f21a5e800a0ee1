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


def test_every_answer_names_the_document_it_quotes_with_its_version(library: Library) -> None:
    fftcg = library.game("fftcg")
    first_strike = fftcg.term("First Strike")
    assert first_strike is not None
    embed = term_embeds(fftcg.term_view(first_strike))[0]
    assert (
        embed.footer.text == "Final Fantasy TCG rules: keyword actions and keyword abilities · First Strike"
    )
    ex_burst = fftcg.rule("11.10")
    assert ex_burst is not None
    assert (
        rule_embeds(ex_burst)[0].footer.text == "FF-TCG Comprehensive Rules ver. 2.1.2 (Jun 11, 2020) · 11.10"
    )
    gundam = library.game("gundam").rule("13-1-2")
    assert gundam is not None
    assert (
        rule_embeds(gundam)[0].footer.text
        == "Gundam Card Game Comprehensive Rules Ver. 1.7.0 (May 22, 2026) · 13-1-2"
    )


def test_an_answer_resting_on_the_2020_rules_alone_says_so(library: Library) -> None:
    view = library.game("fftcg").rule("6.5.2.1")
    assert view is not None
    assert "*From 2020 (ver. 2.1.2)" in (rule_embeds(view)[0].description or "")
    glossary = library.game("fftcg").rule("Warp")
    assert glossary is not None and "2020" not in (rule_embeds(glossary)[0].description or "")


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
