"""gundam checks for the rules engine (topics register on import)."""
