"""General FFTCG rules the answers need but no rules text the bot has states: none, since 2.1.2.

The engine used to rest on 19 assumptions here (that only active Forwards attack or block, that damage
equal to power breaks, that an unblocked Forward deals 1 point, …) while it had only the keyword
glossary. The FF-TCG Comprehensive Rules ver. 2.1.2 states each of them, so every one is now a cited
rule (`quotes.py`, "by number"). A question that would need a rule neither document has answers "not
covered"; add an `Assumption` here (`Assumption(id="fftcg.…", statement=…)`) only for a general rule the
answers truly need and both texts lack, and keep the list short.
"""

from __future__ import annotations
