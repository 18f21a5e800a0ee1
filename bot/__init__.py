"""floorjudge: a Discord judge assistant for trading-card-game servers."""
