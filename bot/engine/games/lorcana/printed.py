"""A Lorcana card's printed text, read into the few effects the engine reasons about (issue #15).

Each ability (one from card data, or one sentence of `text="…"`) is read as one of:

- **static**, about the card itself — `can't be challenged`, `can't quest`, `can't challenge`,
  `can't {E} to sing songs`, `enters play exerted`, `gets +N {S}/{W}/{L}`, `gains <keyword>`,
  `can challenge ready characters` — optionally under a condition the engine evaluates ("During your
  turn", "While this character is exerted", "… has damage / no damage") or one it names but can't
  ("While you have a character named Pascal in play");
- **triggered** (6.2.2's openings: When, Whenever, At the start of …): its trigger event is read, its
  effect is not;
- **activated** ("[Cost] — [Effect]", 6.3.1): used only when a player chooses to.

Anything else is **unread** and kept word for word. Reading never guesses: a topic asks which abilities
could change its answer, and an unread one among them makes the verdict "not covered", naming it.

**Effects in force** (issue #23) are not printed: "can't quest or challenge for the rest of this
turn", "gets +2 {S} this turn", "gains Ward this turn", put on a card by a resolved effect and
stated with the card (`effect="…"`), or on its player ("you can't challenge this turn"). They are
read with the same static forms (`read_effects`), keep their duration and source, and are applied
where printed statics are, named as what they are.
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Literal

__all__ = [
    "Choice",
    "Condition",
    "Event",
    "Origin",
    "Printed",
    "StaticEffect",
    "abilities_of",
    "display",
    "printed_words",
    "read_ability",
    "read_choice",
    "read_effects",
    "read_printed",
    "split_effects",
    "split_text",
]

StaticEffect = Literal[
    "cant_be_challenged",
    "cant_quest",
    "cant_challenge",
    "cant_sing",
    "enters_exerted",
    "gets",
    "gains",
    "challenges_ready",
]
Event = Literal[
    "played",
    "quests",
    "challenges",
    "challenged",
    "banished",
    "banished_in_challenge",
    "sings",
    "turn_start",
    "turn_end",
    "other",
]
Condition = Literal["your_turn", "opponents_turn", "exerted", "ready", "damaged", "undamaged"]
Origin = Literal["printed", "effect", "player"]
"""Printed on the card; an effect in force on it (not printed); an effect in force on its player."""
Stat = Literal["strength", "willpower", "lore"]

_ICONS = {"¤": "{S}", "⛉": "{W}", "◊": "{L}", "⟳": "{E}", "⬡": "{I}"}
_STAT_WORDS: dict[str, Stat] = {
    "{s}": "strength",
    "strength": "strength",
    "{w}": "willpower",
    "willpower": "willpower",
    "{l}": "lore",
    "lore": "lore",
}
_REMINDER = re.compile(r"\s*\([^()]*\)")
_NAME_PREFIX = re.compile(r"^(?:[A-Z0-9][A-Z0-9'’!?.,&:\-]*\s+)+(?=[A-Z][a-z]|[{⟳⬡])")
"""An ability's name as card data prints it before the text: 'PERFECTLY PROTECTED While …'."""

_TRIGGER_START = re.compile(
    r"^(?:(?:once )?during [^,]+,\s*|once per turn,\s*)?(?:when|whenever|at the start of|at the end of|"
    r"the first time|the second time|the next time)\b",
    re.IGNORECASE,
)
_ACTIVATED = re.compile(r"^(?P<cost>[^—]{1,60}?)\s+—\s+\S")
_CONDITIONS: tuple[tuple[re.Pattern[str], Condition], ...] = (
    (re.compile(r"^during your turn$"), "your_turn"),
    (re.compile(r"^during (?:an opponent's turn|opponents' turns)$"), "opponents_turn"),
    (re.compile(r"^while this character is exerted$"), "exerted"),
    (re.compile(r"^while this character is ready$"), "ready"),
    (re.compile(r"^while this character (?:has damage|is damaged)$"), "damaged"),
    (re.compile(r"^while this character has no damage$"), "undamaged"),
)
_SELF = r"(?:this character|it|he|she|they)"
_STATIC_FORMS: tuple[tuple[re.Pattern[str], StaticEffect], ...] = (
    (re.compile(rf"^{_SELF} can't be challenged$"), "cant_be_challenged"),
    (re.compile(rf"^{_SELF} can't quest$"), "cant_quest"),
    (re.compile(rf"^{_SELF} can't challenge$"), "cant_challenge"),
    (re.compile(rf"^{_SELF} can't (?:{{e}} to )?sing songs$"), "cant_sing"),
    (re.compile(rf"^{_SELF} enters play exerted$"), "enters_exerted"),
    (re.compile(rf"^{_SELF} can challenge ready characters$"), "challenges_ready"),
)
_BY_CHALLENGERS = re.compile(rf"^{_SELF} can't be challenged by (?P<by>.+)$")
_BY_FORMS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^characters with (?P<n>\d+) \{s\} or (?P<dir>greater|more|less)$"), "strength"),
    (re.compile(r"^characters with cost (?P<n>\d+) or (?P<dir>greater|more|less)$"), "cost"),
    (re.compile(r"^damaged characters$"), "damaged"),
    (re.compile(r"^(?P<class>[a-z][a-z' -]*?) characters$"), "class"),
)
_GETS = re.compile(rf"^{_SELF} gets (?P<changes>[+\-−]\d+ \S+(?: and [+\-−]\d+ \S+)?)$")
_GAINS = re.compile(rf"^{_SELF} gains (?P<keywords>.+)$")
_QUALIFIED = re.compile(r"\b(?:for each|equal to|this turn|until|unless|if|while)\b")
"""Words that make a "gains …" more than a plain keyword list: not read."""
_EVENTS: tuple[tuple[re.Pattern[str], Event], ...] = (
    (
        re.compile(r"\bchallenged and banished\b|\bbanished (?:in|during) a challenge\b"),
        "banished_in_challenge",
    ),
    (re.compile(r"\bthis character banishes another character in a challenge\b"), "banished_in_challenge"),
    (re.compile(r"\bthis character is banished\b"), "banished"),
    (re.compile(r"\bthis character is challenged\b"), "challenged"),
    (re.compile(r"\bthis character challenges\b"), "challenges"),
    (re.compile(r"\bthis character quests\b|\b(?:and|or) (?:she|he|they|it) quests?\b"), "quests"),
    (re.compile(r"\bthis character sings a song\b"), "sings"),
    (re.compile(r"\byou play this (?:character|item|location)\b"), "played"),
    (re.compile(r"^at the start of your turn$"), "turn_start"),
    (re.compile(r"^at the end of your turn$"), "turn_end"),
)


@dataclass(frozen=True)
class Printed:
    """One ability as read. `text` is as printed (reminder text dropped), for naming it."""

    text: str
    kind: Literal["static", "triggered", "activated", "unread"]
    effect: StaticEffect | None = None
    condition: Condition | None = None
    unknown_condition: str | None = None
    """A condition as printed that the engine can't evaluate ("While you have a character named …")."""
    changes: tuple[tuple[Stat, int], ...] = ()
    """For `gets`: each stat and its change (+2 {S} and +2 {L})."""
    keywords: str = ""
    """For `gains`: the keyword text as printed ("Evasive", "Resist +1")."""
    events: tuple[Event, ...] = ()
    by: tuple[str, str | int, str] | None = None
    """For `cant_be_challenged`: which challengers it stops — ("class", "Pirate", ""), ("strength", 2,
    ">="), ("cost", 2, "<="), ("damaged", "", ""); None: every challenger."""
    origin: Origin = "printed"
    source: str | None = None
    """Where an effect in force came from, as stated ("Fan the Flames")."""
    duration: str | None = None
    """An effect in force's duration as stated ("this turn", "until the start of your next turn")."""

    @property
    def quoted(self) -> str:
        return f"“{self.text}”"

    @property
    def named(self) -> str:
        """How a step names it: `printed “…”`, or `effect in force “…” (from Fan the Flames)`."""
        if self.origin == "printed":
            return f"printed {self.quoted}"
        source = f" (from {self.source})" if self.source else ""
        return f"effect in force {self.quoted}{source}"

    @property
    def its(self) -> str:
        """It as the card's: `its printed “…”`, `the effect in force “…” on it` (or `on its player`)."""
        if self.origin == "printed":
            return f"its {self.named}"
        return f"the {self.named} on {'its player' if self.origin == 'player' else 'it'}"

    def says(self, name: str) -> str:
        """Whose words say it, for a headline: "Goofy's printed text", "an effect in force on Goofy"."""
        if self.origin == "printed":
            return "its printed text" if name == "it" else f"{name}'s printed text"
        if self.origin != "player":
            return f"an effect in force on {name}"
        return f"an effect in force on {'its' if name == 'it' else name + '’s'} player"


def display(text: str) -> str:
    """Card data's icons as the rules text writes them ({S}, {W}, {L}, {E}, {I}), whitespace folded."""
    for icon, word in _ICONS.items():
        text = text.replace(icon, f" {word} ")
    return " ".join(text.split()).replace(" .", ".").replace(" ,", ",")


def printed_words(text: str, name: str | None = None) -> str:
    """The ability's words: icons spelled out, reminder text and its printed name removed."""
    text = display(_REMINDER.sub("", text))
    if name and text.casefold().startswith(name.casefold()):
        text = text[len(name) :].strip()
    else:
        text = _NAME_PREFIX.sub("", text)
    return text.strip()


def _plain(sentence: str) -> str:
    """Lower case, typographic apostrophes straight, the final full stop dropped."""
    return sentence.replace("’", "'").replace("−", "-").strip().rstrip(".").strip().casefold()


def split_text(text: str) -> tuple[str, ...]:
    """`text="…"` as abilities: each sentence, except that a triggered ability keeps the sentences
    after its trigger (6.2.5: "[Trigger Condition], [Effect]. [Effect].") up to the next ability."""
    sentences = [s.strip() for s in re.split(r"(?<=[.!])\s+", display(_REMINDER.sub("", text))) if s.strip()]
    abilities: list[str] = []
    for sentence in sentences:
        starts_own = _TRIGGER_START.match(sentence) or _ACTIVATED.match(sentence) or _static(sentence)
        if abilities and not starts_own and _TRIGGER_START.match(abilities[-1]):
            abilities[-1] = f"{abilities[-1]} {sentence}"
        else:
            abilities.append(sentence)
    return tuple(abilities)


def read_ability(text: str, name: str | None = None) -> Printed | None:
    """One printed ability read; None when nothing is left once reminder text is removed."""
    words = printed_words(text, name)
    if not words:
        return None
    if _TRIGGER_START.match(words):
        opening = _TRIGGER_START.match(words)
        assert opening is not None
        start = opening.end() - len(opening.group(0).split(",")[-1].strip())
        condition = _plain(words[start:].split(",", 1)[0])
        events = tuple(event for pattern, event in _EVENTS if pattern.search(condition)) or ("other",)
        return Printed(words, "triggered", events=tuple(dict.fromkeys(events)))
    if _ACTIVATED.match(words):
        return Printed(words, "activated")
    sentences = [s for s in re.split(r"(?<=\.)\s+", words) if s.strip()]
    if len(sentences) == 1:
        read = _static(sentences[0])
        if read is not None:
            return read
    return Printed(words, "unread")


def _static(sentence: str) -> Printed | None:
    """A static ability about the card itself, or None when the sentence is not one the engine reads."""
    plain = _plain(sentence)
    condition: Condition | None = None
    unknown: str | None = None
    head, comma, rest = plain.partition(", ")
    if comma and (head.startswith(("during ", "while ", "if ", "as long as "))):
        for pattern, known in _CONDITIONS:
            if pattern.match(head):
                condition = known
                break
        else:
            unknown = sentence.split(",", 1)[0].strip()
        plain = rest
    text = sentence.strip()
    for pattern, effect in _STATIC_FORMS:
        if pattern.match(plain):
            return Printed(text, "static", effect, condition, unknown)
    limited = _BY_CHALLENGERS.match(plain)
    if limited:
        by = _challengers(limited.group("by"))
        return Printed(text, "static", "cant_be_challenged", condition, unknown, by=by) if by else None
    gets = _GETS.match(plain)
    if gets:
        changes = re.findall(r"([+\-−]\d+) (\S+)", gets.group("changes"))
        read = [(_STAT_WORDS.get(word), int(value.replace("−", "-"))) for value, word in changes]
        stats = tuple((stat, amount) for stat, amount in read if stat is not None)
        if len(stats) != len(read):
            return None
        return Printed(text, "static", "gets", condition, unknown, changes=stats)
    gains = _GAINS.match(plain)
    if gains and not _QUALIFIED.search(gains.group("keywords")):
        keywords = sentence.rstrip(". ").split(" gains ", 1)[-1].strip()
        return Printed(text, "static", "gains", condition, unknown, keywords=keywords)
    return None


def _challengers(words: str) -> tuple[str, str | int, str] | None:
    """ "Pirate characters", "characters with 2 {S} or greater", "… with cost 2 or less", "damaged
    characters" as a filter on the challenger; None for any other wording (then the text is unread)."""
    for pattern, kind in _BY_FORMS:
        found = pattern.match(words)
        if not found:
            continue
        if kind in ("strength", "cost"):
            return kind, int(found.group("n")), "<=" if found.group("dir") == "less" else ">="
        if kind == "class":
            name = found.group("class").strip()
            if name in ("damaged", "opposing", "your", "other", "ready", "exerted"):
                return None
            return kind, name.title(), ""
        return kind, "", ""
    return None


@dataclass(frozen=True)
class Choice:
    """What an effect's text lets its player choose: "Banish chosen opposing character with cost 3 or
    less." → a character, opposing, cost at most 3. `chooses` is False for "each …" / "all …" effects."""

    text: str
    chooses: bool
    kind: str = "character"
    whose: Literal["opposing", "yours"] | None = None
    state: Literal["damaged", "exerted", "ready"] | None = None
    limit: tuple[str, int, str] | None = None
    """("cost", 3, "<=") or ("strength", 2, ">=")."""

    @property
    def described(self) -> str:
        opposing = "opposing" if self.whose == "opposing" else None
        words = [word for word in ("chosen", opposing, self.state, self.kind) if word]
        if self.whose == "yours":
            words.append("of yours")
        if self.limit:
            stat, value, compare = self.limit
            more = "less" if compare == "<=" else "more"
            amount = f"cost {value}" if stat == "cost" else f"{value} {{S}}"
            words.append(f"with {amount} or {more}")
        return " ".join(words)


_CHOSEN = re.compile(
    r"\bchosen (?:(?P<opposing>opposing) )?(?:(?P<state>damaged|exerted|ready) )?"
    r"(?P<kind>character|item|location)s?(?P<yours> of yours)?"
    r"(?: with (?:cost (?P<n>\d+) or (?P<dir>less|more|greater)"
    r"|(?P<s>\d+) \{s\} or (?P<sdir>less|more|greater)))?"
)


def read_choice(text: str) -> Choice | None:
    """The one choice an effect's text makes, or whether it chooses at all; None when it can't tell
    (no "chosen" and no "each"/"all", or several chosen cards)."""
    plain = _plain(display(text))
    found = list(_CHOSEN.finditer(plain))
    if len(found) > 1 or plain.count("chosen") != len(found):
        return None
    if not found:
        return Choice(text, chooses=False) if re.search(r"\b(?:each|all)\b", plain) else None
    match = found[0]
    limit = None
    if match.group("n"):
        limit = ("cost", int(match.group("n")), "<=" if match.group("dir") == "less" else ">=")
    elif match.group("s"):
        limit = ("strength", int(match.group("s")), "<=" if match.group("sdir") == "less" else ">=")
    whose: Literal["opposing", "yours"] | None = (
        "opposing" if match.group("opposing") else "yours" if match.group("yours") else None
    )
    state = match.group("state")
    return Choice(text, True, match.group("kind"), whose, state, limit)  # type: ignore[arg-type]


_EFFECT_SOURCE = re.compile(r"\s*\((?:from\s+)?(?P<source>[^()]+)\)\s*$", re.IGNORECASE)
_EFFECT_DURATION = re.compile(
    r",?\s+(?P<duration>(?:for the rest of )?this turn|until the (?:start|end) of (?:your|their|its "
    r"player's|the|this) (?:next )?turn)$",
    re.IGNORECASE,
)
_PLAYER = re.compile(r"^(?:you|your characters)\s+(?=can't|cannot)", re.IGNORECASE)
_BARE_SELF = re.compile(r"^(?=can't|cannot|can |gets |gains |enters )", re.IGNORECASE)
_PLAYER_EFFECTS = ("cant_quest", "cant_challenge", "cant_sing")
"""What an effect on a player can stop that the engine applies: each of their characters questing,
challenging or singing."""
_BOTH_ACTIONS = re.compile(r"\bcan't (quest|challenge) or (quest|challenge)\b", re.IGNORECASE)


def split_effects(value: str) -> tuple[str, ...]:
    """Effects in force written as one string: separated by `;` or by sentences, never inside the
    parentheses that name a source ("(from Mr. Smee)")."""
    pieces, depth, current = [], 0, ""
    for index, char in enumerate(value):
        depth += char == "("
        depth -= char == ")"
        ends = char == ";" or (char == "." and value[index + 1 : index + 2] in (" ", ""))
        if ends and depth <= 0:
            pieces.append(current)
            current = ""
        else:
            current += char
    pieces.append(current)
    return tuple(piece.strip() for piece in pieces if piece.strip())


def read_effects(text: str) -> tuple[Printed, ...]:
    """An effect in force as stated ("can't quest or challenge for the rest of this turn (Fan the
    Flames)"): each static effect it holds, with its duration and source; `unread` when it is none
    of the forms printed statics take. Stated of a player ("you can't challenge this turn"), it
    holds for each of that player's characters (origin `player`)."""
    words = display(text).strip().rstrip(".").strip()
    player = bool(_PLAYER.match(words))
    source = None
    found = _EFFECT_SOURCE.search(words)
    if found:
        source, words = found.group("source").strip(), words[: found.start()].strip()
    shown = " ".join(words.split())
    duration = None
    found = _EFFECT_DURATION.search(words)
    if found:
        duration, words = found.group("duration").casefold(), words[: found.start()].strip()
    origin: Origin = "player" if player else "effect"
    subject = _PLAYER.sub("", words) if player else words
    subject = _BARE_SELF.sub("this character ", subject)
    both = _BOTH_ACTIONS.search(subject)
    sentences = (
        [_BOTH_ACTIONS.sub(f"can't {act}", subject) for act in (both.group(1), both.group(2))]
        if both
        else [subject]
    )
    read = [_static(sentence) for sentence in sentences]
    unreadable = any(r is None or r.condition or r.unknown_condition for r in read)
    if unreadable or (player and any(r is not None and r.effect not in _PLAYER_EFFECTS for r in read)):
        return (Printed(shown, "unread", origin=origin, source=source, duration=duration),)
    return tuple(
        Printed(
            shown,
            "static",
            r.effect,
            changes=r.changes,
            keywords=r.keywords,
            by=r.by,
            origin=origin,
            source=source,
            duration=duration,
        )
        for r in read
        if r is not None
    )


PRINTED_KEPT = 4096
"""Real cards' printed abilities kept (`read_printed`), the most recently filled: a few for each of
the 1,024 cards whose values card data keeps worked out (`bot.engine.carddata`)."""

_UNREAD = object()
_PRINTED: OrderedDict[str, object] = OrderedDict()
"""Abilities real cards print, by their text: as `read_ability` reads them once an answer needed
them, else `_UNREAD`. Filled from card data only (`read_printed`), never from what was typed."""
_PRINTED_LOCK = threading.Lock()


def read_printed(texts: tuple[str, ...]) -> tuple[str, ...]:
    """Mark a real card's printed abilities (`LorcanaCard.card_data_fields`) to be kept once read,
    so that each answer about the card finds them read (`abilities_of`): reading one is ~20 µs in a
    tight loop (more between interactions) and depends on its text alone. Returns `texts`."""
    with _PRINTED_LOCK:
        for text in texts:
            _PRINTED.setdefault(text, _UNREAD)
            _PRINTED.move_to_end(text)
        while len(_PRINTED) > PRINTED_KEPT:
            _PRINTED.popitem(last=False)
    return texts


def abilities_of(texts: tuple[str, ...]) -> tuple[Printed, ...]:
    """Every ability of a card, read (a real card's printed ones once: `read_printed`; the same text
    typed reads the same)."""
    found: list[Printed] = []
    for text in texts:
        kept = _PRINTED.get(text)
        if isinstance(kept, Printed):
            found.append(kept)
            continue
        ability = read_ability(text)
        if kept is _UNREAD:
            with _PRINTED_LOCK:
                if text in _PRINTED:
                    _PRINTED[text] = ability
        if ability is not None:
            found.append(ability)
    return tuple(found)
