"""The layers, as imports: data → rules → engine → render/reply → ui → cogs, and no circles.

Read from the source with `ast`, so a change that adds an upward import or a circle fails here
before it confuses anyone. Imports under `if TYPE_CHECKING:` are type hints only and are skipped.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("bot", "cogs")

ABOVE_ANSWERS = ("bot.ui", "bot.client", "cogs")
"""The layers that put answers on Discord: nothing below them may import them."""

LAYERS: dict[str, tuple[str, ...]] = {
    # module prefix: what it may never import
    "bot.rules": (
        "discord",
        "bot.engine",
        "bot.render",
        "bot.store",
        "bot.reply",
        "bot.policy",
        *ABOVE_ANSWERS,
    ),
    "bot.engine": ("discord", "bot.store", "bot.reply", "bot.policy", "bot.render", *ABOVE_ANSWERS),
    "bot.cards": (
        "discord",
        "bot.engine",
        "bot.render",
        "bot.store",
        "bot.reply",
        "bot.policy",
        *ABOVE_ANSWERS,
    ),
    "bot.store": (
        "discord",
        "bot.rules",
        "bot.engine",
        "bot.desk",
        "bot.reply",
        "bot.policy",
        *ABOVE_ANSWERS,
    ),
    # The desk's arithmetic and scheduling: told the time and what to send, it never reaches Discord.
    "bot.desk": (
        "discord",
        "bot.rules",
        "bot.engine",
        "bot.reply",
        "bot.policy",
        "bot.errors",
        *ABOVE_ANSWERS,
    ),
    "bot.render": ("bot.store", "bot.reply", "bot.policy", *ABOVE_ANSWERS),
    "bot.errors": ("bot.reply", "bot.policy", *ABOVE_ANSWERS),
    "bot.policy": ("bot.reply", *ABOVE_ANSWERS),
    "bot.reply": ABOVE_ANSWERS,
    "bot.tree": ABOVE_ANSWERS,
    "bot.ui": ("bot.client", "cogs"),
    # What ships never needs the dev dependencies or the dev helpers.
    "bot": ("devkit", "tests", "bench", "hypothesis", "pytest"),
    "cogs": ("devkit", "tests", "bench", "hypothesis", "pytest"),
}


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@functools.cache
def _runtime_imports(path: Path, *, type_hints: bool = False) -> frozenset[str]:
    """What `path` imports at run time (with `type_hints`, also under `if TYPE_CHECKING:`); read
    once a session, as the tests here ask the same of every module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if not type_hints and isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped.update(id(child) for body in node.body for child in ast.walk(body))
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return frozenset(found)


def _all_imports() -> dict[str, frozenset[str]]:
    """Every project module and everything it imports at run time (project or not)."""
    return {
        _module_name(path): _runtime_imports(path)
        for package in PACKAGES
        for path in (ROOT / package).rglob("*.py")
    }


def _graph() -> dict[str, set[str]]:
    """The import graph restricted to project modules."""
    imports = _all_imports()
    return {name: {i for i in found if i in imports and i != name} for name, found in imports.items()}


def test_no_layer_imports_upward() -> None:
    wrong = [
        f"{name} imports {imported}"
        for name, imports in _all_imports().items()
        for prefix, forbidden in LAYERS.items()
        if name == prefix or name.startswith(prefix + ".")
        for imported in imports
        if any(imported == f or imported.startswith(f + ".") for f in forbidden)
    ]
    assert not wrong


def test_no_cog_imports_another() -> None:
    """Cogs are thin front-ends: what two of them share lives in bot.ui."""
    wrong = [
        f"{name} imports {imported}"
        for name, imports in _all_imports().items()
        if name.startswith("cogs.")
        for imported in imports
        if imported.startswith("cogs.") and not imported.startswith(name + ".")
    ]
    assert not wrong


def test_no_import_circle() -> None:
    graph = _graph()
    # A package importing its own submodules (re-exports) is not a circle of responsibilities.
    edges = {name: {i for i in imports if not i.startswith(name + ".")} for name, imports in graph.items()}
    state: dict[str, int] = {}
    circles: list[list[str]] = []

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(edges[node]):
            if state.get(nxt) == 1:
                circles.append([*path[path.index(nxt) :], nxt] if nxt in path else [node, nxt])
            elif nxt not in state:
                visit(nxt, [*path, nxt])
        state[node] = 2

    for start in sorted(edges):
        if start not in state:
            visit(start, [start])
    assert not circles, " ; ".join(" → ".join(c) for c in circles)


def test_no_two_modules_import_each_other_even_for_type_hints() -> None:
    """A seam that needs `if TYPE_CHECKING:` to avoid a circle is still a circle of responsibilities
    (bot/engine/carddata.py ↔ bot/engine/cards.py was one): the lower module names what it needs with
    a Protocol instead."""
    modules = {_module_name(path): path for package in PACKAGES for path in (ROOT / package).rglob("*.py")}
    imports = {name: _runtime_imports(path, type_hints=True) & set(modules) for name, path in modules.items()}
    pairs = sorted(
        f"{a} ↔ {b}"
        for a, found in imports.items()
        for b in found
        if a < b and a in imports.get(b, set()) and not b.startswith(a + ".") and not a.startswith(b + ".")
    )
    assert not pairs


def test_benchmarks_and_dev_helpers_do_not_import_the_tests() -> None:
    """bench/ and devkit/ run without the test suite; what they share with it lives in devkit."""
    wrong = [
        f"{path.relative_to(ROOT)} imports {imported}"
        for folder in ("bench", "devkit")
        for path in sorted((ROOT / folder).rglob("*.py"))
        for imported in _runtime_imports(path)
        if imported == "tests" or imported.startswith("tests.")
    ]
    assert not wrong
