"""Show the conversions' icon markup readably. A display step only: the data and every quote the
engine checks keep the text exactly as the source prints it.

What the sources contain, and how it is shown:
- Lorcana's document (a PDF converted to Markdown) writes card icons as LaTeX: `\\(+[\\mathsf{N}]\\)`
  is `+[N]`, `\\(+\\mathsf{N}\\)` is `+N`, `\\(+2\\)` is `+2`. The suit-like glyphs it uses for icons
  (`\\clubsuit`, `\\diamond`, `\\mathbb{Q}`, `\\text{品}`…) stand for different icons in different
  places, so they are shown as "[icon]" rather than guessed.
- `{S}`, `{W}`, `{L}`, `{I}`, `{E}` are the strength, willpower, lore, ink and exert icons: shown as
  those words ("Strength {S}" as "Strength", not "Strength strength").
- An Obsidian image embed (`![[imagenes/exert.svg|20]]`) is the icon it names: "exert".
- An escaped parenthesis (`\\(text\\)`, as in the older Gundam text): a `\\(…\\)` holding only words
  is shown `(text)`.
"""

from __future__ import annotations

import re

ICON_WORDS = {"S": "strength", "W": "willpower", "L": "lore", "I": "ink", "E": "exert"}

_MATH = re.compile(r"\\\((.*?)\\\)")
_SPACE_BEFORE_PUNCTUATION = re.compile(r"(\\\))\s+([.,;:])")
_ESCAPED_PARENTHESES = re.compile(r"^[A-Za-z][A-Za-z ]*$")
_VALUE = re.compile(r"\\mathsf\{([A-Za-z0-9]*)\}")
"""`\\mathsf{N}`: a value letter. Other styled letters (`\\mathbb{Q}`, `\\text{品}`) are icon glyphs."""
_STYLED = re.compile(r"\\(?:mathsf|mathbf|mathrm|text|mathbb)\{[^{}]*\}")
_GLYPH = re.compile(r"\\[A-Za-z]+|[^\x00-\x7F]")
_EMBED = re.compile(r"!\[\[(?:[^\]|]*/)?([A-Za-z]+)\.(?:svg|png)(?:\|\d+)?\]\]")
_BRACED_ICON = re.compile(r"(\b\w+\s+)?\{([SWLIE])\}")
_SIGN_GAP = re.compile(r"([+-])\s+(?=\d)")


def _math(match: re.Match[str]) -> str:
    """One `\\(…\\)` fragment: an escaped parenthesis, a value like +[N], or an icon glyph."""
    inner = match.group(1).strip()
    if _ESCAPED_PARENTHESES.match(inner):
        return f"({inner})"
    styled = _STYLED.sub(r"\\icon", _VALUE.sub(r"\1", inner))
    styled = styled.replace("\\{", "{").replace("\\}", "}").replace("\\_", "_")
    if re.fullmatch(r"\{[SWLIE]\}", styled):
        return styled
    glyphs = _GLYPH.sub(" [icon] ", styled)
    text = _SIGN_GAP.sub(r"\1", " ".join(glyphs.replace("{", " ").replace("}", " ").split()))
    return text


def _icon_word(match: re.Match[str]) -> str:
    before, letter = match.group(1) or "", match.group(2)
    word = ICON_WORDS[letter]
    if before.strip().casefold() == word:  # "Strength {S}" says it once
        return before.rstrip()
    return f"{before}{word}"


def readable(text: str) -> str:
    """The text with icon markup shown as words and symbols a reader understands."""
    if "\\" not in text and "{" not in text and "![[" not in text:
        return text
    text = _SPACE_BEFORE_PUNCTUATION.sub(r"\1\2", text)
    text = _MATH.sub(_math, text)
    text = _EMBED.sub(lambda m: m.group(1).casefold(), text)
    return _BRACED_ICON.sub(_icon_word, text)
