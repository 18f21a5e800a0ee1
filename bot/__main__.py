"""`python -m bot` is the `floorjudge` command."""

from bot.cli import main

raise SystemExit(main())
