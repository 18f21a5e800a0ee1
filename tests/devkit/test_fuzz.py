"""The fuzz checks themselves: what counts as user markdown rendered live."""

from __future__ import annotations

from types import SimpleNamespace

from devkit.fuzz import MASKED_LINK, unescaped

JUMP = "https://discord.com/channels/1/2/3"


def message(content: str) -> SimpleNamespace:
    return SimpleNamespace(content=content, embeds=[])


def test_the_bots_own_jump_links_are_not_user_markdown() -> None:
    """A judge call's "See it" and `/judge calls`' "post" link to a message the bot posted; the
    fuzz once passed only because `/judge calls` happened to run before any call existed."""
    for line in (f"Table 3 · [See it]({JUMP})", f"\\*\\*FZbold\\*\\* · [post]({JUMP})"):
        assert list(unescaped(message(line))) == [], line


def test_a_masked_link_typed_by_a_user_is_caught_whatever_it_points_to() -> None:
    for line in (MASKED_LINK, f"[Official ruling]({JUMP})", f"[post](https://evil.example) · [post]({JUMP})"):
        assert list(unescaped(message(line))), line
