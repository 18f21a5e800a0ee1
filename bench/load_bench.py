"""The bot under load: thousands of interactions in flight at once, against Discord's 3-second window.

    python bench/load_bench.py [--in-flight 5000] [--bursts 10] [--servers 1000] [--memory-interactions 20000]

Drives the real bot through simcord with a mix of `/keyword`, autocomplete, `/check-*` and
`/settings` from many servers, every interaction of a burst delivered at the same instant, and
prints:

* throughput: interactions fully answered per second of the burst;
* handler time p50/p99, timed inside discord.py (`Command._invoke_with_namespace` and
  `_invoke_autocomplete`), once alone (the bot's own cost) and once inside the burst (with the wait
  for the event loop);
* time to acknowledgement (the first response or defer) and to the answer, from each interaction's
  creation;
* interactions left unanswered, and acknowledgements later than Discord's 3 s (both must be 0),
  for a cold burst and for each of ``--bursts`` warm ones;
* the garbage collector's pauses in each burst (``gc.callbacks``): collections by generation, the
  longest pause and their total (a full collection stops the event loop for all of its length);
* resident memory growth over many interactions once warm (must stay under 10 MB).

The bot carries every game's card data present (shipped under ``data/cards/``, as ``floorjudge``
loads it), and the collector is run as ``floorjudge`` runs it (`bot.collector`: its thresholds,
`freeze_loaded` once the servers are loaded, paused during a burst, a full pass once it is over). The
machine's load average is printed first: the figures are only worth comparing on a quiet machine.

Two things make simcord behave like Discord for this, both here and not in the bot:

* **A clock that follows the wall clock** (`WallClock`). simcord's clock is virtual and stands still
  while the bot works, so an interaction never ages. With this clock, an interaction's id (and so
  `created_at`) carries the instant it was created, the bot's `discord.utils.utcnow()` moves, and
  simcord refuses a first response later than 3 s (error 10062) as Discord does.
* **Many interactions in flight** (`Burst`). simcord's actors run one interaction and wait for it
  to settle; here the payloads are built with simcord's own builders (its internal modules, pinned
  by the exact simcord version in pyproject.toml), then all emitted to the bot at once.

simcord's REST "calls" run on the bot's event loop (real Discord answers over the network), so the
figures are pessimistic: every response also pays for simcord's bookkeeping.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

import discord
import simcord
from discord import app_commands
from simcord import interactions as sim_interactions
from simcord.actors import _resolve_visible_command
from simcord.enums import AppCommandType, InteractionType
from simcord.http.client import FakeWebhookAdapter

from bot.cards import CardStore
from bot.client import FloorJudge
from bot.collector import Pacing, freeze_loaded, tune_collector
from bot.rules import Library, default_data_dir, load_library
from devkit.clock import WallClock, install_wall_clock

DISCORD_WINDOW = timedelta(seconds=3)
"""Discord refuses a first response (reply, defer or autocomplete choices) later than this."""
MEMORY_BUDGET_MB = 10.0


@dataclass
class Server:
    """One guild of the load: a channel, a player and a manager (for `/settings`)."""

    guild: Any
    channel: Any
    player: Any
    manager: Any


def create_servers(env: simcord.Env, count: int) -> list[Server]:
    servers = []
    for number in range(count):
        guild = env.create_guild(f"Store {number}")
        channel = guild.create_text_channel("rules-questions")
        role = guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
        player = guild.add_member(env.create_user(f"player{number}"))
        manager = guild.add_member(env.create_user(f"organiser{number}"), roles=[role])
        servers.append(Server(guild, channel, player, manager))
    return servers


@dataclass(frozen=True)
class Call:
    """One interaction to make: a command (by its path) or an autocomplete of one of its options."""

    kind: str
    path: str
    options: dict[str, Any]
    as_manager: bool = False
    focused: str | None = None
    typed: str = ""

    @property
    def label(self) -> str:
        """What the figures group it under: `/keyword`, `/check-*`, `/settings`, autocomplete."""
        if self.kind == "autocomplete":
            return "autocomplete"
        root = self.path.split()[0]
        return "/check-*" if root.startswith("check-") else f"/{root}"


KEYWORDS = [
    ("Ward", None),
    ("Evasive", "lorcana"),
    ("frist strike", None),
    ("Challenger", "lorcana"),
    ("Haste", "fftcg"),
    ("Blocker", "gundam"),
    ("Deploy", None),
    ("Accuracy", "swtcg"),
    ("no such thing", None),
]
CHECKS: list[tuple[str, dict[str, Any]]] = [
    ("check-lorcana challenge", {"challenger": "Mickey str=3", "defender": "Goofy exerted Evasive"}),
    ("check-lorcana challenge", {"challenger": "Mickey str=3 Alert", "defender": "Goofy exerted Evasive"}),
    ("check-lorcana damage", {"target": 'Simba "Resist +1"', "amount": 3, "how": "dealt"}),
    (
        "check-fftcg block",
        {
            "attackers": "Zidane unblockable_by=cost>=3; Vivi unblockable_by=cost>=4",
            "blocker": "Squall cost=4",
        },
    ),
    ("check-gundam trigger", {"keyword": "burst", "event": "shield_destroyed"}),
    ("check-dreadnought priority", {"phase": "action", "passed": "you"}),
    (
        "check-swtcg attack",
        {"attacker": "Han power=5 Accuracy 1", "defender": "Vader hp=6 Armor", "rolled": "5 4 3 1 2"},
    ),
    ("check-lorcana challenge", {"challenger": "Mickey srt=3", "defender": "Donald"}),  # a notation error
]
SETTINGS = [
    ("settings show", {}),
    ("settings visibility", {"mode": "public"}),
    ("settings visibility", {"mode": "private-first"}),
    ("settings game", {"game": "lorcana"}),
    ("settings game", {}),
]


def typed_prefixes(library: Library) -> list[str]:
    """What members type into `/keyword name` before picking: the first letters of a name."""
    labels = [label for game in library.games.values() for label, _term in game.names()]
    return [label[:length] for label in labels for length in range(1, min(len(label), 6) + 1)]


def mixed_calls(count: int, rng: random.Random, typed: Sequence[str]) -> list[Call]:
    """A mix like a busy evening: lookups, autocomplete while typing, checks, a few settings."""
    calls = []
    for _ in range(count):
        roll = rng.random()
        if roll < 0.35:
            name, game = rng.choice(KEYWORDS)
            calls.append(Call("slash", "keyword", {"name": name} | ({"game": game} if game else {})))
        elif roll < 0.65:
            calls.append(Call("autocomplete", "keyword", {}, focused="name", typed=rng.choice(typed)))
        elif roll < 0.90:
            path, options = rng.choice(CHECKS)
            calls.append(Call("slash", path, options))
        else:
            path, options = rng.choice(SETTINGS)
            calls.append(Call("slash", path, options, as_manager=True))
    return calls


def build_payload(server: Server, call: Call) -> tuple[Any, dict[str, Any]]:
    """The interaction record and INTERACTION_CREATE payload simcord's actor would send for `call`."""
    actor = server.manager if call.as_manager else server.player
    channel = server.channel
    parts = call.path.split()
    root = _resolve_visible_command(actor, channel.id, parts[0], AppCommandType.CHAT_INPUT)
    leaf, nesting = sim_interactions.walk_to_subcommand(root, parts[1:])
    if call.kind == "autocomplete":
        options, resolved = sim_interactions.build_options(
            actor, call.path, leaf, call.options, partial=True, channel_id=channel.id
        )
        focused = next(o for o in leaf["options"] if o["name"] == call.focused)
        options.append({"name": call.focused, "type": focused["type"], "value": call.typed, "focused": True})
        kind = InteractionType.APPLICATION_COMMAND_AUTOCOMPLETE
    else:
        options, resolved = sim_interactions.build_options(
            actor, call.path, leaf, call.options, channel_id=channel.id
        )
        kind = InteractionType.APPLICATION_COMMAND
    data: dict[str, Any] = {
        "id": root["id"],
        "name": root["name"],
        "type": root.get("type", AppCommandType.CHAT_INPUT),
        "options": sim_interactions.nest_options(root, nesting, options),
    }
    if resolved:
        data["resolved"] = resolved
    backend = actor._env.backend
    return sim_interactions.base_payload(
        backend, type=kind, channel_id=channel.id, guild_id=server.guild.id, user_id=actor.id, data=data
    )


def percentile(values: Sequence[float], fraction: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


@dataclass
class Collections:
    """The garbage collector's passes while it is watched: (generation, seconds) each."""

    passes: list[tuple[int, float]] = field(default_factory=list)
    _started: float = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._started = time.perf_counter()
        else:
            self.passes.append((info["generation"], time.perf_counter() - self._started))

    def since(self, mark: int) -> str:
        passes = self.passes[mark:]
        counts = [sum(1 for generation, _ in passes if generation == g) for g in range(3)]
        longest = max((seconds for _, seconds in passes), default=0.0)
        total = sum(seconds for _, seconds in passes)
        full = [seconds for generation, seconds in passes if generation == 2]
        return (
            f"collections {counts[0]}/{counts[1]}/{counts[2]} (gen 0/1/2), longest {longest * 1000:.0f} ms, "
            f"all {total * 1000:.0f} ms"
            + (f", full {'+'.join(f'{s * 1000:.0f}' for s in full)} ms" if full else "")
        )


@contextmanager
def watching_collector() -> Iterator[Collections]:
    watch = Collections()
    gc.callbacks.append(watch)
    try:
        yield watch
    finally:
        gc.callbacks.remove(watch)


@dataclass
class BurstReport:
    """What one burst did, in seconds from the interactions' creation."""

    count: int
    delivered: float
    """How long discord.py took to receive them all (parse each, start its task)."""
    duration: float
    acknowledged_after: list[float]
    answered_after: list[float]
    late: int
    unanswered: int
    deferred: int
    handler_times: dict[str, list[float]]
    answered_by_kind: dict[str, list[float]] = field(default_factory=dict)
    last_command_acknowledgement: float = 0.0
    first_follow_up: float = float("inf")
    """When the first answer after a defer went out: after every command's acknowledgement, when
    the bot acknowledges a whole burst before it works on the answers."""

    @property
    def throughput(self) -> float:
        return self.count / self.duration if self.duration else float("inf")


@dataclass
class Recorder:
    """Times, per interaction id, of its first response and its last message, and handler times."""

    clock: WallClock
    acknowledged: dict[int, float] = field(default_factory=dict)
    deferred: set[int] = field(default_factory=set)
    refused: dict[int, float] = field(default_factory=dict)
    answered: dict[str, float] = field(default_factory=dict)
    first_answered: dict[str, float] = field(default_factory=dict)
    handler_times: dict[str, list[float]] = field(default_factory=dict)

    def clear(self) -> None:
        self.acknowledged.clear()
        self.deferred.clear()
        self.refused.clear()
        self.answered.clear()
        self.first_answered.clear()
        self.handler_times.clear()


@contextmanager
def recording(clock: WallClock) -> Iterator[Recorder]:
    """Record every interaction's responses (at simcord's REST layer) and handler times (inside
    discord.py), for the duration of the block."""
    recorder = Recorder(clock)
    original_request = FakeWebhookAdapter.request
    original_invoke = app_commands.Command._invoke_with_namespace
    original_autocomplete = app_commands.Command._invoke_autocomplete

    async def request(self: Any, route: Any, *args: Any, **kwargs: Any) -> Any:
        parts = route.url.split("/")
        try:
            result = await original_request(self, route, *args, **kwargs)
        except discord.HTTPException:
            if parts[-1] == "callback":
                recorder.refused.setdefault(int(parts[-3]), clock.elapsed)
            raise
        if parts[-1] == "callback":
            recorder.acknowledged[int(parts[-3])] = clock.elapsed
            if (kwargs.get("payload") or {}).get("type") == 5:
                recorder.deferred.add(int(parts[-3]))
        elif "webhooks" in parts:
            token = parts[parts.index("webhooks") + 2]
            recorder.answered[token] = clock.elapsed
            recorder.first_answered.setdefault(token, clock.elapsed)
        return result

    def timed(original: Callable[..., Any], kind: str) -> Callable[..., Any]:
        async def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            try:
                return await original(self, *args, **kwargs)
            finally:
                recorder.handler_times.setdefault(kind, []).append(time.perf_counter() - start)

        return wrapper

    FakeWebhookAdapter.request = request  # type: ignore[method-assign]
    app_commands.Command._invoke_with_namespace = timed(original_invoke, "command")  # type: ignore[method-assign]
    app_commands.Command._invoke_autocomplete = timed(original_autocomplete, "autocomplete")  # type: ignore[method-assign]
    try:
        yield recorder
    finally:
        FakeWebhookAdapter.request = original_request  # type: ignore[method-assign]
        app_commands.Command._invoke_with_namespace = original_invoke  # type: ignore[method-assign]
        app_commands.Command._invoke_autocomplete = original_autocomplete  # type: ignore[method-assign]


async def burst(
    env: simcord.Env,
    clock: WallClock,
    recorder: Recorder,
    work: Sequence[tuple[Server, Call]],
    *,
    settle_timeout: float = 120.0,
) -> BurstReport:
    """Create every interaction of `work` at one instant, deliver them all at once, wait until the
    bot is idle, and report."""
    recorder.clear()
    clock.freeze()
    records = [build_payload(server, call) for server, call in work]
    created = clock.elapsed
    clock.run()  # from here the interactions age with the wall clock
    for _record, payload in records:
        env.backend.emit("INTERACTION_CREATE", payload)
    delivered = clock.elapsed - created
    await env.settle(timeout=settle_timeout, idle=0.001)
    clock.freeze()
    duration = max([*recorder.answered.values(), *recorder.acknowledged.values(), created]) - created

    acknowledged_after, answered_after = [], []
    late = unanswered = deferred = 0
    answered_by_kind: dict[str, list[float]] = {}
    for (record, _payload), (_server, call) in zip(records, work, strict=True):
        acknowledged = recorder.acknowledged.get(record.id)
        refused = recorder.refused.get(record.id)
        first_try = (
            min(t for t in (acknowledged, refused) if t is not None) if acknowledged or refused else None
        )
        if first_try is not None and first_try - created > DISCORD_WINDOW.total_seconds():
            late += 1
        if acknowledged is None or record.loading:
            unanswered += 1
            continue
        deferred += record.id in recorder.deferred
        acknowledged_after.append(acknowledged - created)
        answered = max(acknowledged, recorder.answered.get(record.token, acknowledged)) - created
        answered_after.append(answered)
        answered_by_kind.setdefault(call.label, []).append(answered)
    return BurstReport(
        count=len(records),
        delivered=delivered,
        duration=duration,
        acknowledged_after=acknowledged_after,
        answered_after=answered_after,
        late=late,
        unanswered=unanswered,
        deferred=deferred,
        handler_times={kind: list(times) for kind, times in recorder.handler_times.items()},
        answered_by_kind=answered_by_kind,
        last_command_acknowledgement=max(
            (
                recorder.acknowledged.get(record.id, created)
                for (record, _), (_, call) in zip(records, work, strict=True)
                if call.kind == "slash"
            ),
            default=created,
        )
        - created,
        first_follow_up=min(recorder.first_answered.values(), default=float("inf")) - created,
    )


def forget_history(env: simcord.Env) -> None:
    """Drop simcord's record of every message, interaction and request (the harness's memory, not
    the bot's), as the offline console does."""
    backend = env.backend
    for messages in backend.messages.values():
        messages.clear()
    backend.interactions.clear()
    backend.interaction_tokens.clear()
    backend.http_requests.clear()
    backend.transcript.clear()
    # The errors simcord recorded (the handled ones: a keyword that does not exist…) hold their
    # tracebacks, and through them each interaction: a full collection walked them all, longer at
    # every burst (0.9 s after the first, 2.8 s after the tenth).
    env._errors.clear()
    env._errors_acknowledged = 0


def peak_resident_mb() -> float:
    """The process's highest resident memory so far (VmHWM)."""
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1000
    return float("nan")


def resident_mb() -> float:
    with open("/proc/self/statm") as statm:
        pages = int(statm.read().split()[1])
    import os

    return pages * os.sysconf("SC_PAGE_SIZE") / 1e6


def spread(servers: Sequence[Server], calls: Sequence[Call]) -> list[tuple[Server, Call]]:
    """Each call from the next server in turn, so every server is busy."""
    return [(servers[number % len(servers)], call) for number, call in enumerate(calls)]


def spread_line(name: str, seconds: Sequence[float]) -> str:
    return (
        f"  {name:<27}  p50 {percentile(seconds, 0.5):6.2f} s   p99 {percentile(seconds, 0.99):6.2f} s"
        f"   max {max(seconds, default=float('nan')):6.2f} s"
    )


def one_line(name: str, report: BurstReport) -> str:
    acknowledged = report.acknowledged_after
    return (
        f"{name}: late {report.late}, unanswered {report.unanswered}; acknowledged p50 "
        f"{percentile(acknowledged, 0.5):.2f} s p99 {percentile(acknowledged, 0.99):.2f} s max "
        f"{max(acknowledged, default=float('nan')):.2f} s; all answered in {report.duration:.2f} s "
        f"({report.throughput:.0f}/s); load {os.getloadavg()[0]:.1f}"
    )


def describe(name: str, report: BurstReport) -> None:
    ms = 1000
    print(f"{name}: {report.count} interactions in flight")
    print(f"  throughput                   {report.throughput:8.0f} interactions/s ({report.duration:.2f} s)")
    quick = [t for label, times in report.answered_by_kind.items() if label != "/settings" for t in times]
    if quick:
        print(
            f"  without /settings writes     {len(quick) / max(quick):8.0f} interactions/s "
            f"({len(quick)} answered in {max(quick):.2f} s)"
        )
    print(f"  received by discord.py in    {report.delivered:8.2f} s")
    for kind, times in sorted(report.handler_times.items()):
        print(
            f"  handler time ({kind:<12}) p50 {percentile(times, 0.5) * ms:7.2f} ms"
            f"   p99 {percentile(times, 0.99) * ms:8.2f} ms   (n={len(times)})"
        )
    print(spread_line("acknowledged after", report.acknowledged_after))
    print(spread_line("answered after", report.answered_after))
    for label, times in sorted(report.answered_by_kind.items()):
        print(spread_line(f"  {label}", times))
    print(f"  deferred                     {report.deferred}")
    print(f"  unanswered                   {report.unanswered}   (must be 0)")
    print(f"  acknowledged later than 3 s  {report.late}   (must be 0)")


async def main_async(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.ERROR, stream=sys.stderr)
    rng = random.Random(args.seed)
    print(f"machine: {os.cpu_count()} cores, load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    tune_collector()  # as `floorjudge` does before it starts the bot
    library = load_library(default_data_dir())
    typed = typed_prefixes(library)
    with tempfile.TemporaryDirectory() as folder:
        cards = CardStore(default_data_dir(), Path(folder) / "cards")  # every game's shipped cards
        print("cards: " + ", ".join(f"{game} {len(c):,}" for game, c in cards.catalogs.items()))
        bot = FloorJudge(
            library=library,
            database_path=Path(folder) / "floorjudge.sqlite3",
            cards=cards,
            pacing=(pacing := Pacing()),  # as `floorjudge` runs the collector
        )
        failed = False
        try:
            async with simcord.run(bot, check_errors=False) as env:
                clock = install_wall_clock(env)
                # A burst takes longer than simcord's 5 s default to settle; the bot's own timers (a
                # store call's deadline) make simcord settle too, within this.
                env.settle_timeout = 120.0
                servers = create_servers(env, args.servers)
                await env.settle(idle=0.001)
                freeze_loaded()  # as `floorjudge` does on its first ready, its servers loaded
                with recording(clock) as recorder, watching_collector() as collector:
                    # The bot's own cost: one interaction at a time, every server's settings cached.
                    alone = [
                        await burst(env, clock, recorder, [item])
                        for item in spread(servers, mixed_calls(args.alone, rng, typed))
                    ]
                    times: dict[str, list[float]] = {}
                    for report in alone:
                        for kind, values in report.handler_times.items():
                            times.setdefault(kind, []).extend(values)
                    print(f"alone: {len(alone)} interactions, one at a time")
                    for kind, values in sorted(times.items()):
                        print(
                            f"  handler time ({kind:<12}) p50 {percentile(values, 0.5) * 1000:7.2f} ms"
                            f"   p99 {percentile(values, 0.99) * 1000:8.2f} ms"
                        )
                    forget_history(env)
                    bot.store.clear_cache()  # a cold burst: every server's settings read again
                    mark = len(collector.passes)
                    report = await burst(
                        env, clock, recorder, spread(servers, mixed_calls(args.in_flight, rng, typed))
                    )
                    describe("burst (settings not cached)", report)
                    print(f"  garbage collector            {collector.since(mark)}")
                    failed = bool(report.unanswered or report.late)
                    forget_history(env)
                    lates, throughputs = [], []
                    for number in range(1, args.bursts + 1):
                        mark = len(collector.passes)
                        report = await burst(
                            env, clock, recorder, spread(servers, mixed_calls(args.in_flight, rng, typed))
                        )
                        if number == 1:
                            describe("burst (warm)", report)
                        print(one_line(f"warm burst {number:>2}", report))
                        print(f"  garbage collector: {collector.since(mark)}")
                        lates.append(report.late)
                        throughputs.append(report.throughput)
                        failed = failed or bool(report.unanswered or report.late)
                        forget_history(env)
                    if throughputs:
                        print(
                            f"warm bursts: {len(lates)} of {args.in_flight:,}; late in each: "
                            f"{', '.join(map(str, lates))}; throughput {min(throughputs):.0f}–"
                            f"{max(throughputs):.0f} interactions/s; peak resident so far "
                            f"{peak_resident_mb():.0f} MB (collector paused {pacing.pauses} times)"
                        )

                    # Memory once warm: many interactions in bursts of `--wave`.
                    gc.collect()
                    before = resident_mb()
                    done = 0
                    unanswered = 0
                    mark = len(collector.passes)
                    while done < args.memory_interactions:
                        wave = min(args.wave, args.memory_interactions - done)
                        report = await burst(
                            env, clock, recorder, spread(servers, mixed_calls(wave, rng, typed))
                        )
                        unanswered += report.unanswered
                        forget_history(env)
                        done += wave
                    gc.collect()
                    growth = resident_mb() - before
                    print(
                        f"memory: {done} interactions once warm (bursts of {args.wave}): resident "
                        f"{before:.1f} MB → {before + growth:.1f} MB, growth {growth:+.1f} MB "
                        f"(must stay under {MEMORY_BUDGET_MB:.0f} MB); unanswered {unanswered}"
                    )
                    print(f"  garbage collector: {collector.since(mark)}")
                    failed = failed or bool(unanswered) or growth >= MEMORY_BUDGET_MB
        finally:
            await bot.release()
    return 1 if failed else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--in-flight", type=int, default=5000)
    parser.add_argument("--bursts", type=int, default=10, help="warm bursts after the cold one")
    parser.add_argument("--servers", type=int, default=1000)
    parser.add_argument("--alone", type=int, default=300)
    parser.add_argument("--memory-interactions", type=int, default=20000)
    parser.add_argument("--wave", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=13)
    raise SystemExit(asyncio.run(main_async(parser.parse_args())))


if __name__ == "__main__":
    main()
