"""Printed card text (issue #15): read into the effects the engine reasons about, or "not covered".

Reading is pure (`read_ability`); the cases below it run real cards from the shipped card data and
`text="…"` through the topics, each quoting the rule that decides it.
"""

from __future__ import annotations

import pytest

from bot.cards import CardStore
from bot.engine.games.lorcana.effects import EFFECT_TEXT_LIMIT, _is_an_effect_card, printed_effect
from bot.engine.games.lorcana.printed import read_ability, read_choice, split_text
from bot.rules import Library
from tests.bot.engine.conftest import Ask
from tests.bot.engine.support import expect, expect_not_covered

CHALLENGE_OK = {"4.6.4.1", "4.6.4.2"}
"""A ready, dry challenger (4.6.4.1) and an exerted opposing character (4.6.4.2)."""


# Reading


@pytest.mark.parametrize(
    ("printed", "effect", "condition"),
    [
        ("This character can't be challenged.", "cant_be_challenged", None),
        ("This character can't {E} to sing songs.", "cant_sing", None),
        ("This character can’t quest.", "cant_quest", None),
        ("This character enters play exerted.", "enters_exerted", None),
        ("This character can challenge ready characters.", "challenges_ready", None),
        ("During your turn, this character gains Evasive.", "gains", "your_turn"),
        ("During opponents' turns, this character gains Resist +2.", "gains", "opponents_turn"),
        ("While this character has no damage, he gets +4 ¤.", "gets", "undamaged"),
    ],
)
def test_static_abilities_about_the_card_itself_are_read(
    printed: str, effect: str, condition: str | None
) -> None:
    ability = read_ability(printed)
    assert ability is not None and ability.kind == "static"
    assert (ability.effect, ability.condition, ability.unknown_condition) == (effect, condition, None)


def test_card_data_icons_names_and_reminder_text() -> None:
    ability = read_ability(
        "PERFECTLY PROTECTED While the Vine has another\nexerted character in play, this character can't be\n"
        "challenged.",
        "PERFECTLY PROTECTED",
    )
    assert ability is not None and ability.effect == "cant_be_challenged"
    assert ability.unknown_condition == "While the Vine has another exerted character in play"
    gets = read_ability("ANCESTRAL WISDOM While this character is exerted, it gets +2 ¤ and +2 ◊.")
    assert gets is not None and gets.changes == (("strength", 2), ("lore", 2))
    assert read_ability("(A character with cost 5 or more can ⟳ to sing this song for free.)") is None


def test_triggered_abilities_are_read_by_their_trigger_event() -> None:
    # 6.2.2: triggered abilities start with "When," "Whenever," … "At the start of," or "At the end of".
    events = {
        "When you play this character, draw a card.": ("played",),
        "Whenever this character quests, each opponent loses 1 lore.": ("quests",),
        "When this character is challenged and banished, banish the challenging character.": (
            "banished_in_challenge",
            "challenged",
        ),
        "During your turn, whenever this character banishes another character in a challenge, draw a card.": (
            "banished_in_challenge",
        ),
        "At the end of your turn, ready this character.": ("turn_end",),
        "Whenever you play a song, gain 1 lore.": ("other",),
    }
    for text, expected in events.items():
        ability = read_ability(text)
        assert ability is not None and ability.kind == "triggered", text
        assert ability.events == expected, text


def test_activated_abilities_and_unread_text() -> None:
    activated = read_ability("FREEZE ⟳ — Exert chosen opposing character.")
    assert activated is not None and activated.kind == "activated"
    for text in (
        "Your Puppy characters gain Ward.",  # about other cards
        "This character gets +1 ◊ for each card under him.",  # a count the question doesn't give
        "This character gains Resist +1 for each other Knight character you have in play.",
    ):
        ability = read_ability(text)
        assert ability is not None and ability.kind == "unread", text


def test_text_in_notation_is_split_into_abilities() -> None:
    # 6.2.5: "[Trigger Condition], [Effect]. [Effect]." — the effects after a trigger stay with it.
    assert split_text(
        "This character can't quest. When you play this character, draw a card. Then discard a card. "
        "During your turn, this character gains Evasive."
    ) == (
        "This character can't quest.",
        "When you play this character, draw a card. Then discard a card.",
        "During your turn, this character gains Evasive.",
    )


# Statics applied by the topics


def test_a_card_that_cant_be_challenged(real: Ask) -> None:
    # 1.2.2: “If an effect prevents something from happening, that effect supersedes rules and other effects
    # that allow it to happen.” Snow White - Fairest in the Land: “This character can't be challenged.”
    verdict = real(
        "lorcana.challenge", challenger="Mickey", defender='"Snow White - Fairest in the Land" exerted'
    )
    expect(
        verdict,
        False,
        "printed text says it can't be challenged",
        CHALLENGE_OK | {"6.4.1", "1.2.2"},
        quote=("1.2.2", "supersedes rules and other effects that allow it to happen"),
    )


def test_a_real_cards_printed_text_answers_alike_asked_again_and_typed(real: Ask) -> None:
    """A real card's printed abilities are read once and kept (`read_printed`): asked again, or with
    the same words typed as its text, the answer rests on the same reading."""
    defender = '"Snow White - Fairest in the Land" exerted'
    first = real("lorcana.challenge", challenger="Mickey", defender=defender)
    again = real("lorcana.challenge", challenger="Mickey", defender=defender)
    typed = real(
        "lorcana.challenge",
        challenger="Mickey",
        defender='Snow White exerted text="This character can\'t be challenged."',
    )
    assert again == first
    assert (typed.answer, [step.test for step in typed.steps]) == (
        first.answer,
        [step.test for step in first.steps],
    )


def test_a_card_that_cant_challenge(ask: Ask) -> None:
    # 1.2.2 as above, on the challenger's printed “This character can't challenge.”
    verdict = ask(
        "lorcana.challenge",
        challenger='Powhatan text="This character can\'t challenge."',
        defender="Goofy exerted",
    )
    expect(verdict, False, "printed text says it can't challenge", CHALLENGE_OK | {"6.4.1", "1.2.2"})


def test_a_card_that_challenges_ready_characters(real: Ask) -> None:
    # 1.2.1: “If the text of a card contradicts a game rule, the card text supersedes that rule.” —
    # Namaari - Morning Mist's “This character can challenge ready characters.” against 4.6.4.2's exerted one.
    verdict = real("lorcana.challenge", challenger='"Namaari - Morning Mist"', defender="Donald")
    expect(
        verdict,
        True,
        "Yes — Namaari can challenge Donald",
        CHALLENGE_OK | {"6.4.1", "1.2.1"},
        quote=("1.2.1", "the card text supersedes that rule"),
    )
    plain = real("lorcana.challenge", challenger="Namaari hypothetical", defender="Donald")
    assert plain.answer is False


def test_during_your_turn_is_the_challengers_turn(real: Ask) -> None:
    # 4.1.3: “The active player can take the following turn actions during their turn: … challenge …”;
    # 6.4.3: a conditional static applies when its condition is true. Captain Amelia: “During your turn,
    # this character gains Evasive.”
    amelia = '"Captain Amelia - First in Command"'
    attacking = real("lorcana.challenge", challenger=amelia, defender="Goofy exerted Evasive")
    expect(
        attacking,
        True,
        "Yes — Captain Amelia can challenge Goofy",
        CHALLENGE_OK | {"4.1.3", "6.4.3", "8.6.1"},
        quote=("6.4.3", "depends on checking to see if a condition"),
    )
    defending = real("lorcana.challenge", challenger="Mickey", defender=f"{amelia} exerted")
    # On the challenger's turn Amelia's “During your turn” is off: a challenger without Evasive may
    # challenge her (8.6.1 is never consulted).
    expect(defending, True, "Yes — Mickey can challenge Captain Amelia", CHALLENGE_OK | {"4.1.3", "6.4.3"})
    assert any("is off: its condition doesn't hold" in step.test for step in defending.steps)


def test_a_condition_the_question_doesnt_give_is_not_covered(real: Ask) -> None:
    # Iago - Out of Reach: “While you have another exerted character in play, this character can't be
    # challenged.” Whether that holds isn't part of the question, and it decides it.
    verdict = real("lorcana.challenge", challenger="Mickey", defender='"Iago - Out of Reach" exerted')
    expect_not_covered(verdict, "While you have another exerted character in play")


def test_strength_from_printed_text_counts_in_a_challenge(real: Ask) -> None:
    # Pacha - Panicked Customer (str 2): “During your turn, this character gets +4 {S}.” 4.6.6.1: each
    # character deals damage equal to its strength after “Strength {S} increases … first”.
    verdict = real(
        "lorcana.challenge_damage",
        challenger='"Pacha - Panicked Customer"',
        defender="Goofy exerted str=1 wp=9",
        question="challenger_strength",
    )
    assert verdict.answer == 6, verdict.headline
    assert "strength 2 → 6" in " ".join(step.test for step in verdict.steps)


def test_printed_cant_quest_and_cant_sing(ask: Ask, real: Ask) -> None:
    quest = ask("lorcana.quest", quester='Pluto text="This character can\'t quest."')
    expect(
        quest,
        False,
        "its printed text says it can't quest",
        {"6.4.1", "1.2.2", "8.7.2", "5.1.1.11"},
        assumes={"exert-needs-ready"},
    )
    # Ariel - On Human Legs: “This character can't {E} to sing songs.”
    sing = real("lorcana.sing", song="Song cost=2", singers='"Ariel - On Human Legs"')
    assert sing.answer is False and "can't sing songs" in sing.headline


def test_a_shifted_card_that_enters_play_exerted(ask: Ask) -> None:
    # 8.10.3: “If an effect on a shifted character causes it to enter play exerted, it becomes exerted as it
    # enters play, even if the character it was on top of is ready.”
    verdict = ask(
        "lorcana.shift",
        shifter='Baymax "Shift 3" text="This character enters play exerted."',
        base="Baymax",
        question="enters",
    )
    expect(
        verdict,
        "exerted",
        "Baymax enters play exerted",
        {"8.10.1", "8.10.2", "8.10.3", "8.10.4", "8.10.5", "8.10.6", "5.1.1.11", "5.1.1.12", "4.6.4.1"},
        quote=("8.10.3", "even if the character it was on top of is ready"),
    )


def test_the_card_below_a_shift_lends_its_state_not_its_text(ask: Ask) -> None:
    # 8.10.5: “The shifted character doesn't gain the text of the character it's put on top of …”
    verdict = ask(
        "lorcana.shift",
        shifter='Elsa "Shift 4"',
        base='Elsa text="Your other characters get +1 {S}."',
        question="can_quest",
    )
    assert verdict.decided and verdict.answer is True


# What can't be read is never ignored


def test_text_the_engine_cant_read_is_not_covered_and_named(ask: Ask) -> None:
    verdict = ask(
        "lorcana.challenge",
        challenger="Mickey",
        defender='Goofy exerted text="Your other characters gain Ward."',
    )
    expect_not_covered(verdict, "“Your other characters gain Ward.”")


def test_a_trigger_is_not_covered_only_where_it_could_change_the_answer(ask: Ask) -> None:
    # 4.1.5: a triggered ability that occurs during a turn action's process “won’t resolve until the
    # process is complete” — so it can't change whether the challenge may be declared; what it does to
    # the damage the engine can't read, so that answer is not covered.
    defender = (
        'Goofy exerted str=2 wp=5 text="Whenever this character is challenged, the challenging character '
        'gets -2 {S} this turn."'
    )
    legal = ask("lorcana.challenge", challenger="Mickey str=3", defender=defender)
    expect(legal, True, "Yes", CHALLENGE_OK | {"4.1.5"}, quote=("4.1.5", "won’t resolve until"))
    damage = ask(
        "lorcana.challenge_damage",
        challenger="Mickey str=3",
        defender=defender,
        question="damage_to_defender",
    )
    expect_not_covered(damage, "Whenever this character is challenged")


def test_activated_abilities_act_only_when_used(real: Ask) -> None:
    # 6.3.1: “Activated abilities are abilities listed on a card in play that a player can choose to use …”
    verdict = real("lorcana.challenge", challenger='"Elsa - Snow Queen"', defender="Donald exerted")
    expect(verdict, True, "Yes", CHALLENGE_OK | {"6.3.1"}, quote=("6.3.1", "can choose to use"))


# Restrictions with filters: "can't be challenged by …"


def test_a_restriction_names_the_challengers_it_stops() -> None:
    filters = {
        "This character can't be challenged by Pirate characters.": ("class", "Pirate", ""),
        "This character can't be challenged by characters with 2 ¤ or greater.": ("strength", 2, ">="),
        "This character can't be challenged by characters with cost 2 or less.": ("cost", 2, "<="),
        "This character can't be challenged by damaged characters.": ("damaged", "", ""),
    }
    for text, expected in filters.items():
        ability = read_ability(text)
        assert ability is not None and ability.effect == "cant_be_challenged", text
        assert ability.by == expected, text
    odd = read_ability("This character can't be challenged by characters named Mickey.")
    assert odd is not None and odd.kind == "unread", (
        "a filter it can't read is never read as 'every challenger'"
    )


def test_strength_filters_use_the_strength_before_the_challenge_occurs(real: Ask) -> None:
    # Mr. Big - Shrewd Tycoon: “This character can't be challenged by characters with 2 {S} or greater.”
    # 4.6.4.3: “Third, the players check for challenging restrictions (e.g. Evasive).” 4.6.4.5: “Fifth, the
    # challenge occurs, and any “while challenging” effects start to apply.” — Challenger +3 comes too late.
    big = '"Mr. Big - Shrewd Tycoon" exerted'
    small = real("lorcana.challenge", challenger="Mickey str=1 Challenger+3", defender=big)
    expect(
        small,
        True,
        "Yes — Mickey can challenge Mr. Big",
        CHALLENGE_OK | {"6.4.1", "4.6.4.3", "4.6.4.5"},
        quote=("4.6.4.5", "effects start to apply"),
    )
    strong = real("lorcana.challenge", challenger="Mickey str=2", defender=big)
    expect(
        strong,
        False,
        "Mr. Big's printed text says it can't be challenged by Mickey",
        CHALLENGE_OK | {"6.4.1", "4.6.4.3", "1.2.2"},
    )
    expect_not_covered(real("lorcana.challenge", challenger="Mickey", defender=big), "give it (str=N)")


def test_class_and_damage_filters(ask: Ask, real: Ask) -> None:
    amelia = 'Amelia exerted text="This character can\'t be challenged by Pirate characters."'
    assert ask("lorcana.challenge", challenger="Hook class=Pirate,Villain", defender=amelia).answer is False
    assert ask("lorcana.challenge", challenger="Hook class=Villain", defender=amelia).answer is True
    # Tiger Behemoth - Hulking Statue: “This character can't be challenged by damaged characters.”
    tiger = '"Tiger Behemoth - Hulking Statue" exerted'
    assert real("lorcana.challenge", challenger="Mickey dmg=1", defender=tiger).answer is False
    assert real("lorcana.challenge", challenger="Mickey", defender=tiger).answer is True


# An effect's own words: what it may choose ("chosen character with cost 3 or less")


def test_an_effects_text_says_what_it_may_choose() -> None:
    choice = read_choice("Banish chosen opposing character with cost 3 or less.")
    assert choice is not None and choice.chooses
    assert (choice.kind, choice.whose, choice.limit) == ("character", "opposing", ("cost", 3, "<="))
    strength = read_choice("Deal 2 damage to chosen damaged character with 2 ¤ or more.")
    assert strength is not None and (strength.state, strength.limit) == ("damaged", ("strength", 2, ">="))
    each = read_choice("Each opposing character gets -2 ¤ this turn.")
    assert each is not None and not each.chooses
    assert read_choice("Draw 2 cards.") is None, "neither 'chosen' nor 'each': it can't tell"
    assert read_choice("Banish chosen item. Then chosen character gets +1 ¤.") is None, "two choices"


def test_a_card_outside_the_effects_words_cant_be_chosen(ask: Ask) -> None:
    # 8.14.1: Vanish triggers “When this character is chosen by an opponent as part of resolving an action's
    # effect”. A cost-5 character is never chosen by "chosen character with cost 3 or less" (the card text
    # itself; declared as the assumption `choice-as-written`).
    text = "Deal 2 damage to chosen character with cost 3 or less."
    big = ask("lorcana.vanish", target="Goofy cost=5 Vanish", effect_text=text)
    expect(
        big,
        False,
        "the effect chooses only a “chosen character with cost 3 or less”",
        {"8.14.1"},
        assumes={"choice-as-written"},
    )
    small = ask("lorcana.vanish", target="Goofy cost=2 Vanish", effect_text=text)
    assert small.answer is True
    expect_not_covered(ask("lorcana.vanish", target="Goofy Vanish", effect_text=text), "give Goofy's cost")
    # 8.15.2: “Effects that don't require the player to choose still affect a character with Ward.”
    each = ask(
        "lorcana.ward", target="Goofy Ward", effect_text="Each opposing character gets -2 {S} this turn."
    )
    expect(each, True, "the effect doesn't choose", {"8.15.1", "8.15.2"})
    mine = ask(
        "lorcana.ward",
        target="Goofy side=you",
        effect_by="you",
        effect_text="Banish chosen opposing character.",
        question="can_choose",
    )
    assert mine.answer is False and "isn't an opposing card" in mine.steps[-1].test
    expect_not_covered(
        ask("lorcana.ward", target="Goofy Ward", effect_text="Draw 2 cards."), "“Draw 2 cards.”"
    )


def _long_printed_effects(cards: CardStore) -> list[str]:
    """The actions and songs whose printed effect is longer than an effect typed may be."""
    catalog = cards.catalog("lorcana")
    assert catalog is not None
    return [
        catalog.label(card)
        for card in catalog.cards
        if _is_an_effect_card(card) and len(printed_effect(card)) > EFFECT_TEXT_LIMIT
    ]


@pytest.mark.parametrize(
    ("topic", "target"), [("lorcana.ward", "Aladdin - Prince Ali"), ("lorcana.vanish", "Goofy Vanish")]
)
def test_a_long_printed_effect_answers_every_question_asked_at_once_as_asked_alone(
    topic: str, target: str, library: Library, cards: CardStore, real: Ask
) -> None:
    # A row of several answers is the answer its question gets asked alone (docs/engine.md). Named by
    # its card, an action's printed effect is read whatever its length; asked again for one question,
    # the scenario keeps what was read rather than measuring it as typed words.
    named = _long_printed_effects(cards)
    assert named, "the card data has actions or songs printing more than an effect typed may hold"
    for effect in named:
        together = real(topic, target=target, effect_text=effect, questions="all")
        assert together.asked, effect
        for question in together.asked:
            alone = real(topic, target=target, effect_text=effect, question=question)
            if alone.decided and alone.question == question:
                assert together.answers.get(question) == alone.answer, (effect, question)
            else:  # not covered, or stopped by another question: the row says why, as asked alone
                assert question in together.unanswered, (effect, question)
                assert "characters (got" not in together.unanswered[question], (effect, question)
