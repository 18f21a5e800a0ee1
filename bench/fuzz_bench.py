"""Hostile input through every option of every slash command, at scale: 10,000 inputs.

    python bench/fuzz_bench.py [--inputs 10000] [--seed 13] [--no-keep]

Drives the real bot through simcord with the cases of `devkit.fuzz` (the ones tests/test_fuzz.py
runs about 1,000 of in `make test`): every command once per payload family, every option filled,
then hypothesis draws from the live command tree (strings up to Discord's limits, right-to-left,
zero-width and emoji characters, 【】, markdown and mention syntax, huge and negative integers) up
to ``--inputs``. The draws depend only on the seed, so a run can be repeated exactly. Hostile card
data is imported first (names, texts, set names, rulings carrying markdown and masked links, for
every game with cards): /card, a check per game and "Explain cards & keywords" name those cards, and
each answer's public post is checked too.

Prints: inputs, options filled, commands covered, failing inputs, problems by kind (unexpected
errors, replies over Discord's limits, messages that could ping, user markdown left live), replies
checked, and the time taken. Failing inputs are added to tests/data/fuzz_regressions.json (unless
``--no-keep``), which the tests replay; the exit code is 1 when any input failed.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
import tempfile
import time
from pathlib import Path

import discord
import simcord

from bot.client import FloorJudge
from bot.rules import default_data_dir, load_library
from devkit.fuzz import (
    FAMILIES,
    Findings,
    Fixture,
    commands_of,
    drawn_cases,
    explain_findings,
    fixed_cases,
    import_hostile_cards,
    imported_data_cases,
    keep,
    run_cases,
)

CHUNK = 500
"""Inputs per progress line."""


async def fuzz(inputs: int, random_seed: int, keep_failures: bool) -> Findings:
    library = load_library(default_data_dir())
    with tempfile.TemporaryDirectory(prefix="floorjudge-fuzz-") as folder:
        bot = FloorJudge(library=library, database_path=Path(folder) / "settings.sqlite3")
        try:
            async with simcord.run(bot, check_errors=False) as env:  # errors are checked by type, per input
                guild = env.create_guild("Fuzzed Hall")
                channel = guild.create_text_channel("rules-questions")
                role = guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
                member = guild.add_member(env.create_user("organiser"), roles=[role])
                fixture = Fixture(guild, channel)
                tree = bot.tree
                import_hostile_cards(bot.cards, Path(folder))

                started = time.perf_counter()
                fixed = [*imported_data_cases(), *fixed_cases(tree, fixture, tuple(FAMILIES))]
                cases = fixed + drawn_cases(tree, fixture, tuple(FAMILIES), inputs - len(fixed), random_seed)
                cases = cases[:inputs]
                drawn_in = time.perf_counter() - started
                commands = {case.path for case in cases}
                drawn = len(cases) - len(fixed)
                print(
                    f"inputs:             {len(cases):,} ({len(fixed)} fixed, {drawn:,} drawn "
                    f"with seed {random_seed} in {drawn_in:.1f} s)"
                )
                print(
                    f"commands covered:   {len(commands)} of {len(commands_of(tree))}; "
                    f"options filled: {sum(len(case.options) for case in cases):,}"
                )

                findings = Findings()
                started = time.perf_counter()
                for first in range(0, len(cases), CHUNK):
                    part = await run_cases(env, channel, member, cases[first : first + CHUNK])
                    findings.broken += part.broken
                    findings.unescaped += part.unescaped
                    findings.hidden += part.hidden
                    findings.over_limits += part.over_limits
                    findings.pings += part.pings
                    findings.replies += part.replies
                    findings.failed += part.failed
                    done = min(first + CHUNK, len(cases))
                    print(
                        f"  {done:>6,} inputs  {time.perf_counter() - started:6.1f} s  "
                        f"{len(findings.failed)} failing",
                        flush=True,
                    )
                explained = await explain_findings(env, channel, member)
                findings.broken += explained.broken
                findings.unescaped += explained.unescaped
                findings.hidden += explained.hidden
                findings.replies += explained.replies
                elapsed = time.perf_counter() - started
                if findings.failed and keep_failures:
                    added = keep(findings.failed, fixture, f"bench/fuzz_bench.py --seed {random_seed}")
                    print(f"kept {added} new failing input(s) in tests/data/fuzz_regressions.json")
        finally:
            await bot.release()

    unexpected = sum(
        1
        for problem in findings.broken
        if any(sign in problem for sign in (": unexpected ", "unexpected error", "a traceback"))
    )
    print(f"failing inputs:     {len(findings.failed)}")
    print(f"unexpected errors or tracebacks: {unexpected}")
    print(f"replies checked:    {findings.replies:,}")
    print(f"over Discord limits: {findings.over_limits}")
    print(f"could ping:         {findings.pings}")
    print(f"markdown left live: {len(findings.unescaped)} (typed input, and imported card data)")
    print(f"control or bidi characters sent: {len(findings.hidden)}")
    print(f"time:               {elapsed:.1f} s ({len(cases) / elapsed:.0f} inputs/s through simcord)")
    for problem in [*findings.broken, *findings.unescaped, *findings.hidden][:20]:
        print("  " + problem[:300])
    return findings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--inputs", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--no-keep", action="store_true", help="do not add failures to the kept cases")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.CRITICAL)  # handled errors are counted, not logged
    findings = asyncio.run(fuzz(args.inputs, args.seed, not args.no_keep))
    return 1 if findings.failed else 0


if __name__ == "__main__":
    sys.exit(main())
