"""Turn answers (terms, rules, verdicts) into Discord embeds within Discord's limits, and embeds into text."""
