"""Render PNG previews of answers at phone width into docs/screenshots/ (`make screenshots`).

The real bot answers on simcord's in-memory Discord and simcord's preview renders each message in
Chromium (Debian's `chromium`; Playwright cannot download its own here). Each file's height is
printed beside the estimate `bot.render.height` makes of the same message, which is how the
estimator's constants were checked.
"""

from __future__ import annotations

import asyncio
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

import simcord

from bot.client import FloorJudge
from bot.render.height import WINDOW_WIDTH, message_height
from bot.rules import default_data_dir, load_library

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots"
CHROMIUM = "/usr/bin/chromium"


def _labels(message: Any) -> list[str]:
    return [c.get("label", "") for row in message.components for c in row.get("components", [])]


async def _shoot(preview: Any, name: str, message: Any) -> None:
    path = OUT / f"{name}.png"
    capture = await preview.screenshot(path, target=message, viewport=(WINDOW_WIDTH, 2000))
    estimate = message_height(message.content, message.embeds, _labels(message), ephemeral=message.ephemeral)
    shown = f"{capture.output_width}×{capture.output_height} px"
    print(f"{path.relative_to(OUT.parents[1])}: rendered {shown}, estimated height {estimate} px")


def _use_system_chromium() -> None:
    """Point Playwright (which simcord's preview launches) at Debian's chromium."""
    from playwright.async_api import BrowserType

    launch = BrowserType.launch

    async def with_system_browser(self: BrowserType, **options: Any) -> Any:
        options.setdefault("executable_path", shutil.which("chromium") or CHROMIUM)
        return await launch(self, **options)

    BrowserType.launch = with_system_browser  # type: ignore[method-assign]


async def main() -> int:
    _use_system_chromium()
    OUT.mkdir(parents=True, exist_ok=True)
    library = load_library(default_data_dir())
    with tempfile.TemporaryDirectory() as tmp:
        bot = FloorJudge(library=library, database_path=Path(tmp) / "shots.sqlite3")
        try:
            async with simcord.run(bot) as env:
                guild = env.create_guild("Judges' Hall")
                channel = guild.create_text_channel("rules-questions")
                judge = guild.add_member(env.create_user("judge"))
                verdict = await judge.slash(
                    channel,
                    "check-lorcana challenge",
                    challenger="Mickey str=3",
                    defender="Goofy exerted Evasive",
                )
                error = await judge.slash(
                    channel, "check-lorcana challenge", challenger="Mickey srt=3", defender="Donald exerted"
                )
                rule = await judge.slash(channel, "rule", id="8.10", game="lorcana")
                async with env.preview(
                    channel, viewers=[judge], width=WINDOW_WIDTH, display="fixed"
                ) as preview:
                    await _shoot(preview, "verdict", verdict.response)
                    await _shoot(preview, "error-edit-retry", error.response)
                    await _shoot(preview, "rule-paged", rule.response)
        finally:
            await bot.release()
    return 0


if __name__ == "__main__":
    if not Path(CHROMIUM).exists() and not shutil.which("chromium"):
        print("make screenshots needs Debian's chromium: apt-get install chromium", file=sys.stderr)
        sys.exit(1)
    sys.exit(asyncio.run(main()))
