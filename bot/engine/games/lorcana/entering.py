"""How a character enters play, in words shared by the topics that answer it (enter_play, shift)."""

from __future__ import annotations

from typing import Literal

__all__ = ["Entering", "bodyguard_choice"]

Entering = Literal["ready", "exerted", "either"]
"""Ready or exerted; either: Bodyguard's "may enter play with the exerted state rather than the ready
state" (8.3.2) leaves it to its player."""


def bodyguard_choice(name: str) -> str:
    """What Bodyguard lets a character being played do (8.3.2), as a headline says it."""
    return f"{name} (Bodyguard) may enter play exerted or ready: its player chooses"
