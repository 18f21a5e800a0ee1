"""Fields describing an effect that picks a card, shared by the Ward and Vanish topics (not a topic)."""

from __future__ import annotations

from typing import Literal

from bot.engine.games.lorcana.cards import Side
from bot.engine.games.lorcana.choosing import Selection

EffectSource = Literal["action", "song", "ability"]

EFFECT_BY = "Who controls the effect: you or opponent."
EFFECT_SOURCE = "An action card's effect, a song's, or an ability's."
EFFECT_CHOOSES = "The effect chooses the card (false: 'each character…' effects)."
CHOOSER = "Who chooses, if not the effect's controller ('each opponent chooses…')."
QUESTION = "The question to answer (see /help check)."
EFFECT_TEXT = "The effect's text ('Banish chosen character with cost 3 or less.'), or its action or song"


def selection(by: Side, source: EffectSource, chooses: bool, chooser: Side | None = None) -> Selection:
    return Selection(by=by, means=source, chooses=chooses, chooser=chooser)
