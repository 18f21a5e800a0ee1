"""A wheel built from the repository works on its own: installed into a fresh virtual environment,
away from the checkout, its console answers `/keyword Ward` from the rules data it ships."""

from __future__ import annotations

import os
import site
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

from bot.rules import collate

ROOT = Path(__file__).resolve().parents[1]


def _run(*command: str | Path, cwd: Path, stdin: str | None = None, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=240,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    return done.stdout


def test_a_wheel_installed_in_a_fresh_venv_answers_offline(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    # No build isolation: hatchling comes from the dev dependencies, so this needs no network.
    _run(
        sys.executable,
        "-m",
        "pip",
        "wheel",
        "--quiet",
        "--no-deps",
        "--no-build-isolation",
        "-w",
        wheels,
        ROOT,
        cwd=tmp_path,
    )
    (wheel,) = wheels.glob("floorjudge-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "bot/data/lorcana.yaml" in names and "bot/store/migrations/postgres/0001_initial.sql" in names
    assert not [name for name in names if name.startswith(("devkit/", "tests/", "bench/"))], (
        "the dev helpers need the dev dependencies: they are not shipped"
    )
    assert not [name for name in names if "local_postgres" in name], (
        "the tests' database server is not shipped"
    )

    fresh = tmp_path / "fresh"
    venv.create(fresh, with_pip=False)
    # The dependencies come from this environment's site-packages (a plain path, so none of its
    # .pth files run: the checkout's editable install stays invisible); floorjudge from the wheel.
    fresh_site = next((fresh / "lib").glob("python3*/site-packages"))
    (fresh_site / "dependencies.pth").write_text("\n".join(site.getsitepackages()) + "\n")
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(fresh_site)
    python = fresh / "bin" / "python"

    away = tmp_path / "elsewhere"
    away.mkdir()
    env = {key: value for key, value in os.environ.items() if not key.startswith(("FLOORJUDGE_", "DISCORD_"))}
    env["FLOORJUDGE_DATABASE_PATH"] = str(away / "settings.sqlite3")
    located = _run(python, "-c", "import bot; print(bot.__file__)", cwd=away, env=env)
    assert located.startswith(str(fresh_site)), "bot must come from the wheel, not the checkout"

    answer = _run(python, "-m", "bot", cwd=away, stdin="/keyword Ward\n", env=env)
    assert collate("Ward means “Your opponents can’t choose this card when resolving an effect.”") in collate(
        answer
    )
