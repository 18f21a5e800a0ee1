"""Embeds for `/check-<game>`, in two sizes: the first screen and the details behind a button.

The first screen (`brief_embed`) is what a judge reads at the table on a phone: the verdict, the
headline, the step that decides it with its rule and quote, and one line of what was taken as given.
The details (`detail_embeds`) are the full numbered trail, the assumptions and what would change the
answer. Both are built from the same `Verdict`; the trail's content is the engine's, only the choice
of which step to show first is made here (`deciding_step`).

Marks: only the deciding step carries ✅ (the test held) or ❌ (it did not); every other step says
"yes" or "no" in words, so a ✅ answer never shows a ❌ and a step is never negated twice.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import discord

from bot.engine import Step, Verdict, lead, topics
from bot.engine.keyword_topics import MissingKeyword
from bot.engine.notation import split_cards
from bot.render.height import SCREEN_BUDGET, TextEmbedHeights, line_height, message_height
from bot.render.inert import inert, inert_message
from bot.render.pages import PageSpec, Section, pack
from bot.render.rules import document_footer
from bot.rules.library import GameRules, Library
from bot.rules.markup import readable

COLOUR_YES = 0x2E7D32
COLOUR_NO = 0xC62828
COLOUR_NOT_COVERED = 0x757575
COLOUR_CHECK_CARDS = 0xF9A825
"""A warning, not a verdict: the cards as written probably aren't the question meant."""
SUGGESTION_LIMIT = 90
HEADLINE_LIMIT = 150
REASON_LIMIT = 220
STEP_LIMIT = 100
"""The deciding step's test on the first screen; Details numbers it whole."""
"""A not-covered reason's first screen share (its first sentence, or its words up to here); Details
shows it whole."""
"""A longer headline shows its first sentence only on the first screen."""
QUOTE_LIMIT = 100
"""The first screen quotes the deciding rule up to this many characters (then "…")."""
ASSUMES_LIMIT = 90
"""The "Assumes:" line keeps whole items up to this many characters (then "…"): about one line
on a phone."""


def _colour(verdict: Verdict, library: Library) -> int:
    if not verdict.decided:
        return COLOUR_NOT_COVERED
    if isinstance(verdict.answer, bool):
        return COLOUR_YES if verdict.answer else COLOUR_NO
    return library.game(verdict.game).data.colour_value


def deciding_step(verdict: Verdict) -> int | None:
    """The index of the step that decides the answer, or None when nothing was decided.

    Topics stop testing once the answer is settled, so the decision sits at the end of the trail:
    - a No whose engine marked its deciding steps (`Step.decides`: each requirement that failed) is
      decided by the first of them (the headline lists every one; Details has their steps).
    - otherwise a No is decided by the failure nothing later overcame: the trail's last run of failing steps
      (a failure followed by a step that holds was overcome, as Alert overcomes Evasive). Only a
      run of one step names its decider: a step records whether its test held, not whether that
      helped or hurt ("has Reckless: no" fails without blocking a quest), so with several failures
      in the run the first screen names none of them (`failing_run` lists their rules instead)
      rather than risk naming the wrong one. With no failing step (a No because something held,
      e.g. "has Reckless: yes"), nothing tells which held step blocked, so none is named either.
    - a Yes, a number or a phrase is decided by the last cited step that held, else the last step
      that held.
    A step the engine marked as settling the asked answer (`Step.settles`, for a trail that goes on
    to other questions) decides it, whatever the answer.
    """
    steps = verdict.steps
    if not verdict.decided or not steps or verdict.several:  # several answers: each has its own
        return None
    settling = _last(steps, lambda step: step.settles)
    if settling is not None:
        return settling
    if verdict.answer is False:
        marked = decisive_steps(verdict)
        if marked:
            return marked[0]
        run = failing_run(verdict)
        return run[0] if len(run) == 1 else None
    cited_held = _last(steps, lambda step: step.held and step.citation is not None)
    if cited_held is not None:
        return cited_held
    return _last(steps, lambda step: step.held)


def decisive_steps(verdict: Verdict) -> list[int]:
    """The indexes of the steps the engine marked as deciding the answer."""
    return [index for index, step in enumerate(verdict.steps) if step.decides]


def failing_run(verdict: Verdict) -> list[int]:
    """The indexes of the trail's last run of consecutive failing steps."""
    failing = [index for index, step in enumerate(verdict.steps) if not step.held]
    if not failing:
        return []
    run = [failing[-1]]
    while run[0] - 1 in failing:
        run.insert(0, run[0] - 1)
    return run


def _last(steps: Sequence[Step], wanted: object) -> int | None:
    for index in range(len(steps) - 1, -1, -1):
        if wanted(steps[index]):  # type: ignore[operator]
            return index
    return None


def _basis(step: Step, verdict: Verdict, limit: int = QUOTE_LIMIT) -> str:
    """The rule (number and quote) or the assumption a step rests on, for the first screen; with a
    `limit` of 0, the rule's label alone (or "assumption")."""
    if step.citation is not None:
        label = f"**{inert(step.citation.label)}**"
        return f"{label} “{inert(shortened(readable(step.citation.quote), limit))}”" if limit else label
    statement = next((a.statement for a in verdict.assumptions if a.id == step.assumption), "")
    return f"*assumption:* {said(shortened(statement, limit))}" if limit else "*assumption* (in Details)"


def said(text: str) -> str:
    """Engine text as shown: the icons it writes as the rules text does ({E}, {S}, {W}, {L}, {I}) in
    words (`readable`: "can't exert to pay any cost"), its markdown inert."""
    return inert(readable(text))


def first_sentence(headline: str, limit: int = HEADLINE_LIMIT) -> str:
    """A headline longer than `limit` shown by its first sentence, or else by its words up to the
    limit (the title states the answer; the details show the whole headline)."""
    if len(headline) <= limit:
        return headline
    for stop in (". ", "; "):
        head, found, _ = headline.partition(stop)
        if found and len(head) <= limit:
            return f"{head}{stop.strip()} … (more in Details)"
    return headline[:limit].rsplit(" ", 1)[0].rstrip(" ,;:(") + " … (more in Details)"


def shortened(quote: str, limit: int = QUOTE_LIMIT) -> str:
    """A long quote's opening words up to `limit` characters, then "…" (still word for word as far
    as it goes; the details and "Show rule text" have it whole)."""
    if len(quote) <= limit:
        return quote
    return quote[:limit].rsplit(" ", 1)[0].rstrip(" ,;:") + " …"


def _outcome(verdict: Verdict, step: Step) -> str:
    """A No's deciding step says how its test came out ("… has Reckless: yes"), so the ❌ beside it
    never reads as a denial of what held; any other answer's, when its test did not hold ("… is
    exerted, so … enters play exerted: no" settles "Ready")."""
    if verdict.answer is False:
        return ": yes" if step.held else ": no"
    return "" if step.held else ": no"


def _mark(verdict: Verdict) -> str:
    """The deciding step carries the answer's own mark, so a No never shows a ✅ and a Yes no ❌."""
    if verdict.answer is True:
        return "✅"
    if verdict.answer is False:
        return "❌"
    return "➜"


def assumes_line(verdict: Verdict, deciding: int | None, untyped: Sequence[str] = ()) -> str | None:
    """What the answer took as given on the way to its decision, one line: the cards' states nobody
    typed (`bot.engine.sides.untyped_states`: "Goofy dry"), then the tests before the deciding step
    that rest on assumptions and held (later ones, such as computed odds, are details)."""
    before = verdict.steps if deciding is None else verdict.steps[:deciding]
    given = [*untyped, *(step.test for step in before if step.assumption is not None and step.held)]
    if not given:
        return None
    shown = [said(test) for test in dict.fromkeys(given)]
    kept: list[str] = []  # whole items only: a cut one could leave half a masked link or escape
    for item in shown:
        if len("; ".join([*kept, item])) > ASSUMES_LIMIT:
            break
        kept.append(item)
    if not kept:
        return f"Assumes: {len(shown)} fact{'s' if len(shown) > 1 else ''} (see Details)"
    line = "; ".join(kept) + ("; …" if len(kept) < len(shown) else "")
    return f"Assumes: {line}"


def _header(verdict: Verdict, library: Library) -> tuple[str, str]:
    """(author, footer) of a verdict: the game and topic; the rules document and what it cites."""
    rules = library.game(verdict.game)
    cited = [rules.cite(rule_id) for rule_id in verdict.rule_ids]
    topic = topics()[verdict.topic]
    footer = document_footer(rules, f"rules engine · cites {', '.join(cited) or 'no rule'}", verdict.rule_ids)
    return f"{rules.data.name} · {topic.title}", footer


def document_caveats(verdict: Verdict, library: Library) -> list[str]:
    """What each document the verdict cites says of itself ("From 2020 (ver. 2.1.2): the publisher's
    current rules (3.x) may differ …"): an answer resting on an older text says so, as lookups do."""
    return _caveats(library.game(verdict.game), verdict.rule_ids)


def _caveats(rules: GameRules, rule_ids: Sequence[str]) -> list[str]:
    found = (rules.document_of(rule_id).caveat for rule_id in rule_ids)
    return list(dict.fromkeys(caveat for caveat in found if caveat))


def _brief_footer(verdict: Verdict, library: Library) -> str:
    """The documents the first screen rests on and, for an older one, its caveat's gist: the label already
    gives the version and date, so "From 2020 (ver. 2.1.2): the publisher's current rules (3.x) may differ,
    and …" shows as "the publisher's current rules (3.x) may differ" (the details quote it whole)."""
    rules, rule_ids = library.game(verdict.game), verdict.rule_ids
    gists = [caveat.partition(": ")[2].partition(",")[0] or caveat for caveat in _caveats(rules, rule_ids)]
    return " · ".join([rules.footer_label(rule_ids), *gists])


def cards_line(sides: Sequence[str], shown: str) -> str | None:
    """The cards with their sides ("Cards: Goofy (defender, opponent's)"), those the first screen
    does not already name in `shown`; None when there are none."""
    missing = [side for side in sides if side not in shown]
    return f"Cards: {' · '.join(inert(side) for side in missing)}" if missing else None


ROW_REASON_LIMIT = 60
"""What a row without an answer says it needs, on the first screen (Details has it whole)."""
EMBED_ROOM = SCREEN_BUDGET - 208
"""The first screen's embed height when its caller doesn't measure the message around it
(`embed_room`): the budget less a header (58 px), a question of four phone lines (88 px), a row of
buttons (40 px) and the private note (22 px)."""
RULES_LINE_LIMIT = 48
_ASIDE = re.compile(r"\s*\([^()]*\)(?=\?$)")


def question_text(verdict: Verdict, question: str, *, short: bool = False) -> str:
    """A sub-question as users read it ("Does it enter exerted?"), never its internal name; `short`
    drops a closing aside ("… in the challenge (Challenger +N counts)?" → "… in the challenge?")."""
    text = topics()[verdict.topic].questions.get(question) or question.replace("_", " ").capitalize()
    return _ASIDE.sub("", text) if short else text


def answer_rows(verdict: Verdict, *, short: bool = False) -> list[str]:
    """One line per sub-question asked together: its question, then its answer in words, or why it
    has none (`short`, for the first screen: only that it has none; Details says why)."""
    rows = []
    for question in verdict.asked:
        if question in verdict.answers:
            value = f"**{inert(lead(verdict.answers[question]))}**"
        else:
            why = verdict.unanswered.get(question, "")
            if short:  # "Not covered" or "Not reached" (Details says why), or what it needs, clipped
                label = why.split(":", 1)[0]
                why = (
                    label
                    if label in ("Not covered", "Not reached")
                    else first_sentence(why, ROW_REASON_LIMIT)
                )
            value = "❔ " + inert_message(readable(why))
        rows.append(f"• {inert(question_text(verdict, question, short=short))} {value}")
    return rows


def _cited_labels(verdict: Verdict, limit: int = RULES_LINE_LIMIT) -> str:
    """The rules a verdict cites, by label, once each, as many as fit `limit`: "4.6.4.1, 8.8.1, …"."""
    labels = list(dict.fromkeys(inert(citation.label) for citation in verdict.citations))
    kept: list[str] = []
    for label in labels:
        if kept and len(", ".join([*kept, label])) > limit:
            return ", ".join(kept) + ", …"
        kept.append(label)
    return ", ".join(kept)


def _fitted_rows(rows: list[str], rest: list[str], height: TextEmbedHeights, room: int) -> list[str]:
    """As many answer rows as keep the embed (with the lines `rest` after them) within `room`; the
    others are counted on one line that points to Details. Each try drops one row: every line is
    measured once (`height`), each try adds their heights."""
    kept = list(rows)
    while True:
        dropped = len(rows) - len(kept)
        more = [f"• … {dropped} more in Details"] if dropped else []
        if height([*kept, *more, *rest]) <= room or len(kept) <= 1:
            return [*kept, *more]
        kept.pop()


@dataclass(frozen=True)
class Fit:
    """How much of the headline, the deciding step and its quote a first screen shows (characters;
    a quote of 0 shows the rule's label alone: Details and Show rule text have it whole)."""

    headline: int = HEADLINE_LIMIT
    step: int = STEP_LIMIT
    quote: int = QUOTE_LIMIT


FITS = (Fit(), Fit(quote=60), Fit(headline=100, step=80, quote=60), Fit(headline=100, step=60, quote=0))
"""From the fullest first screen to the shortest: the first that fits its room is shown."""


def embed_room(content: str | None, buttons: Sequence[str]) -> int:
    """The height (px) left for the first screen's embed in `SCREEN_BUDGET`, under the question
    (`content`) and above the buttons: a long question of real card names leaves less."""
    return SCREEN_BUDGET - message_height(content, [], buttons)


def brief_embed(
    verdict: Verdict,
    library: Library,
    sides: Sequence[str] = (),
    untyped: Sequence[str] = (),
    *,
    room: int = EMBED_ROOM,
) -> discord.Embed:
    """The first screen: verdict, headline, the cards with their sides (`bot.engine.sides`), what
    was taken as given, then the deciding step with its rule and quote. Always one embed, within
    `room` pixels when it can be (`FITS`: the headline, step and quote shorten first)."""
    if verdict.several:
        return _rows_embed(verdict, library, sides, untyped, room)
    brief = _Brief.of(verdict, library, sides, untyped)
    height = TextEmbedHeights(brief.title, brief.footer, known=brief.heights)  # candidates share most lines
    for fit in FITS:
        lines = brief.lines(fit)
        if height(lines) <= room:
            break
    embed = discord.Embed(title=brief.title, colour=brief.colour, description="\n".join(lines))
    # No author line: the question above names the game and topic. The footer names the document and
    # says when it is an older one (the details add which rules it cites).
    embed.set_footer(text=brief.footer)
    return embed


@dataclass(frozen=True)
class _Brief:
    """What every candidate first screen (`FITS`) shares, written once; only the headline and the
    deciding step change with the fit (`lines`), and only the chosen one becomes an embed."""

    verdict: Verdict
    title: str
    colour: int
    footer: str
    middle: tuple[str, ...]
    """The lines between the headline and the deciding step: not covered, Read, Cards, Assumes."""
    last: tuple[str, ...]
    """Without a deciding step, what says where the steps are."""
    deciding: int | None
    written: dict[tuple[str, int], str] = field(default_factory=dict, compare=False, repr=False)
    """Each line as written at a limit: candidates share the headline's, the step's and the quote's."""
    heights: dict[str, int] = field(default_factory=dict, compare=False, repr=False)
    """Lines' heights already known (a rule's line: `_RULE_LINES`), for `TextEmbedHeights`."""

    @classmethod
    def of(cls, verdict: Verdict, library: Library, sides: Sequence[str], untyped: Sequence[str]) -> _Brief:
        deciding = deciding_step(verdict)
        assumes = assumes_line(verdict, deciding, untyped if verdict.decided else ())
        middle = []
        if verdict.reason:
            middle.append(f"Not covered because: {said(first_sentence(verdict.reason, REASON_LIMIT))}")
        if verdict.read_as:  # what names typed without quotes were read as: a misreading shows at once
            middle.append(f"Read: {inert('; '.join(verdict.read_as))}")
        named = cards_line(
            sides, (assumes or "") + (verdict.steps[deciding].test if deciding is not None else "")
        )
        if named:
            middle.append(named)
        if assumes:
            middle.append(f"*{assumes}*")
        last = []
        if deciding is None and verdict.answer is False and (run := failing_run(verdict)):
            rules = [verdict.steps[i].citation.label for i in run if verdict.steps[i].citation]  # type: ignore[union-attr]
            labels = ", ".join(dict.fromkeys(inert(label) for label in rules))
            last.append(
                f"Rules: {labels} (the steps are in Details)" if labels else "The steps are in Details."
            )
        elif deciding is None and verdict.answer is False and verdict.steps:
            last.append("The rule trail is in Details.")
        return cls(
            verdict,
            verdict.answer_text(),
            _colour(verdict, library),
            _brief_footer(verdict, library),
            tuple(middle),
            tuple(last),
            deciding,
        )

    def lines(self, fit: Fit) -> list[str]:
        """The description's lines at `fit`; the deciding step last, as a "> " quote must not run on
        into a following line."""
        lines = [self._written("headline", fit.headline), *self.middle]
        if self.deciding is not None:
            lines += [self._written("step", fit.step), self._written("quote", fit.quote)]
        return [*lines, *self.last]

    def _written(self, part: str, limit: int) -> str:
        line = self.written.get((part, limit))
        if line is None:
            verdict = self.verdict
            if part == "headline":
                line = f"**{said(first_sentence(verdict.headline, limit))}**"
            else:
                assert self.deciding is not None
                step = verdict.steps[self.deciding]
                if part == "step":
                    line = f"{_mark(verdict)} {said(shortened(step.test, limit))}{_outcome(verdict, step)}"
                elif step.citation is not None:
                    line = self._rule_line(step, limit)
                else:
                    line = f"> {_basis(step, verdict, limit)}"
            self.written[part, limit] = line
        return line

    def _rule_line(self, step: Step, limit: int) -> str:
        """The deciding step's rule line at `limit`, and its height in `heights` (`_RULE_LINES`)."""
        assert step.citation is not None
        key = (step.citation.label, step.citation.quote, limit)
        found = _RULE_LINES.get(key)
        if found is None:
            line = f"> {_basis(step, self.verdict, limit)}"
            found = (line, line_height(line))
            if len(_RULE_LINES) < RULE_LINES_KEPT:
                _RULE_LINES[key] = found
        line, self.heights[line] = found
        return line


_RULE_LINES: dict[tuple[str, str, int], tuple[str, int]] = {}
"""The first screen's line of a deciding rule ("> **8.3.3** “If an opponent would …”") and its height,
by the rule's label, its quote and the quote's limit (`FITS`). Made from the rules text alone, never
from an answer's words, so written and measured once for all the answers that rest on that rule (a
Bodyguard answer measures three). Bounded by the quotes the engine declares, three limits each."""
RULE_LINES_KEPT = 4096
"""A bound on `_RULE_LINES` all the same."""


def rows_title(verdict: Verdict) -> str:
    """The title of several answers: how many questions were answered, and how many were not."""
    answered = len(verdict.answers)
    title = f"{answered} answer{'s' if answered != 1 else ''}"
    return title + (f" · {len(verdict.unanswered)} without" if verdict.unanswered else "")


def _rows_embed(
    verdict: Verdict, library: Library, sides: Sequence[str], untyped: Sequence[str], room: int
) -> discord.Embed:
    """The first screen of several sub-questions asked together: one row per question with its
    answer in words, the cards with their sides, what was taken as given, and the rules cited (each
    answer has its own deciding step: Details has the trail). The title counts the answers."""
    rows = answer_rows(verdict, short=True)
    rest = [f"Read: {inert('; '.join(verdict.read_as))}"] if verdict.read_as else []
    assumes = assumes_line(verdict, None, untyped if verdict.decided else ()) if verdict.decided else None
    named = cards_line(sides, assumes or "")
    if named:
        rest.append(named)
    if assumes:
        rest.append(f"*{assumes}*")
    labels = _cited_labels(verdict)
    rest.append(f"Rules: {labels} (steps in Details)" if labels else "The steps are in Details.")
    title, footer = rows_title(verdict), _brief_footer(verdict, library)
    shown = _fitted_rows(rows, rest, TextEmbedHeights(title, footer), room)
    embed = discord.Embed(
        title=title,
        colour=library.game(verdict.game).data.colour_value,
        description="\n".join([*shown, *rest]),
    )
    embed.set_footer(text=footer)
    return embed


def code_span(text: str, limit: int = SUGGESTION_LIMIT) -> str:
    """User text in a code span (nothing inside is formatted): one line, no backticks, clipped."""
    flat = " ".join(text.replace("`", "'").split())
    return f"`{flat if len(flat) <= limit else flat[: limit - 1] + '…'}`"


def keyword_fix(missing: MissingKeyword, options: Mapping[str, object]) -> tuple[str, str] | None:
    """(option, its value with the keyword added to its first card): the question probably meant.
    A keyword with a value gets "N" for the number, which the user fills in."""
    option = next((name for name, _ in missing.cards if isinstance(options.get(name), str)), None)
    if option is None:
        return None
    typed = str(options[option])
    pieces = split_cards(typed)
    if not pieces:
        return None
    first, offset = pieces[0]
    added = missing.keyword + (" N" if missing.needs_value else "")
    end = offset + len(first.rstrip())
    return option, f"{typed[:end]} {added}{typed[end:]}"


def keyword_warning_embed(
    verdict: Verdict,
    missing: MissingKeyword,
    options: Mapping[str, object],
    library: Library,
    sides: Sequence[str] = (),
) -> discord.Embed:
    """The first screen when a keyword topic's cards lack its keyword: a warning with the likely
    fix, and the answer for the cards as written below it (not a confident ✅/❌)."""
    names = list(dict.fromkeys(name for _, name in missing.cards))
    keyword = inert(missing.keyword)
    warning = f"So {keyword} plays no part here"
    fix = keyword_fix(missing, options)
    if fix is None:
        warning += "."
    else:
        option, value = fix
        number = f" (N: its {keyword} value)" if missing.needs_value else ""
        warning += f"; did you mean {code_span(f'{option}:{value}')}{number}?"
    lines = [warning, f"*As written: {inert(readable(first_sentence(verdict.headline)))}*"]
    named = cards_line(sides, "")
    if named:
        lines.insert(1, named)
    title = f"⚠️ {inert(names[0])} has no {keyword}" if len(names) == 1 else f"⚠️ No card here has {keyword}"
    embed = discord.Embed(title=title[:256], colour=COLOUR_CHECK_CARDS, description="\n".join(lines))
    embed.set_footer(text=_brief_footer(verdict, library))
    return embed


def first_screen(
    verdict: Verdict,
    library: Library,
    *,
    missing: MissingKeyword | None = None,
    options: Mapping[str, object] | None = None,
    sides: Sequence[str] = (),
    untyped: Sequence[str] = (),
    room: int = EMBED_ROOM,
) -> discord.Embed:
    """The first screen: the keyword warning when the topic's keyword is on no card, else the verdict
    (within `room` pixels: `embed_room`)."""
    if missing is not None:
        return keyword_warning_embed(verdict, missing, options or {}, library, sides)
    return brief_embed(verdict, library, sides, untyped, room=room)


def trail(verdict: Verdict) -> str:
    """The steps, numbered: what was tested, yes or no, and the rule (or assumption) it rests on.
    The deciding step alone carries ✅/❌ and is in bold."""
    deciding = deciding_step(verdict)
    lines = []
    for number, step in enumerate(verdict.steps, start=1):
        basis = f"rule {inert(step.citation.label)}" if step.citation else "assumption"
        if number - 1 == deciding:
            lines.append(
                f"{number}. {_mark(verdict)} **{said(step.test)}**{_outcome(verdict, step)} — *{basis}*"
            )
        else:
            lines.append(f"{number}. {said(step.test)}: {'yes' if step.held else 'no'} — *{basis}*")
    return "\n".join(lines)


def typed_answers(verdict: Verdict) -> str:
    """Every sub-answer the engine derived, one per line, the asked one first, each by its question
    and in words: "• Does it enter exerted? **Exerted**"."""
    shown = []
    for question, answer in sorted(verdict.answers.items(), key=lambda item: item[0] != verdict.question):
        shown.append(f"• {inert(question_text(verdict, question))} **{inert(lead(answer))}**")
    return "\n".join(shown)


def detail_embeds(verdict: Verdict, library: Library) -> list[discord.Embed]:
    """The details: headline, the numbered trail, the assumptions and what would change the answer."""
    author, footer = _header(verdict, library)
    caveats = "".join(f"\n*{inert(caveat)}*" for caveat in document_caveats(verdict, library))
    sections: list[Section] = []
    if verdict.reason and not verdict.several:  # several: each row says why it has no answer
        sections.append(Section("Not covered because", said(verdict.reason)))
    if verdict.several:
        sections.append(Section("Answers", "\n".join(answer_rows(verdict))))
    elif len(verdict.answers) > 1:
        sections.append(Section("Also decided", typed_answers(verdict)))
    if verdict.steps:
        sections.append(Section("Rule trail", trail(verdict)))
    if verdict.assumptions:
        listed = "\n".join(f"• {said(a.statement)}" for a in verdict.assumptions)
        sections.append(Section("Assumptions (outside the quoted rules)", listed))
    if verdict.would_change:
        sections.append(
            Section(
                "Would change the answer",
                "\n".join(f"• {inert_message(readable(c))}" for c in verdict.would_change),
            )
        )
    if verdict.card_data:
        listed = "\n".join(f"• {said(note)}" for note in verdict.card_data)
        sections.append(Section("From card data (given facts, not rules)", listed))
    return pack(
        PageSpec(
            title=rows_title(verdict) if verdict.several else verdict.answer_text(),
            colour=library.game(verdict.game).data.colour_value
            if verdict.several
            else _colour(verdict, library),
            description=(
                f"**{len(verdict.asked)} questions asked together, each answered as if asked alone.**"
                if verdict.several
                else f"**{said(verdict.headline)}**"
            )
            + caveats,
            author=author,
            footer=footer,
            sections=sections,
        )
    )


def rule_text_embeds(library: Library, game_id: str, rule_ids: Sequence[str]) -> list[discord.Embed]:
    """The full text of every cited rule, for the "Show rule text" button."""
    rules = library.game(game_id)
    sections = []
    for rule_id in rule_ids:
        view = rules.rule(rule_id)
        if view is not None:
            sections.append(
                Section(
                    f"{rules.cite(rule_id)} ({view.name})" if view.numbered else view.name,
                    readable(view.text),
                )
            )
    return pack(
        PageSpec(
            title="Cited rules",
            colour=rules.data.colour_value,
            author=rules.data.name,
            footer=document_footer(rules, ", ".join(rules.cite(rule_id) for rule_id in rule_ids), rule_ids),
            sections=sections,
        )
    )
