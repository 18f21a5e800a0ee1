"""Database URLs as the bot shows them: checked before use, and never with a credential in them.

A PostgreSQL URL can carry a secret in several places: the password of its user part, the user part
itself when no password is written (``postgresql://s3cret@db/x``: we cannot tell a name from a
secret), and query parameters that libpq and asyncpg read (``?password=``, ``sslpassword``,
``passfile``, ``sslkey`` …). :func:`redacted` keeps only what tells two databases apart (host,
port, database, harmless options) and writes ``***`` for everything else; :func:`secrets_in` lists
the secret strings themselves, so that any text (an error from asyncpg, a log line) can be scrubbed
of them. A value that looks like a Discord bot token is never shown at all (:func:`looks_like_token`).
"""

from __future__ import annotations

import re
from urllib.parse import parse_qsl, unquote, urlsplit, urlunsplit

SHOWN_PARAMETERS = frozenset(
    {
        "host",
        "port",
        "dbname",
        "database",
        "sslmode",
        "ssl",
        "application_name",
        "connect_timeout",
        "target_session_attrs",
        "krbsrvname",
        "gssencmode",
    }
)
"""Query parameters shown as written: none of them can hold a credential. Every other one (password,
passfile, sslpassword, sslkey, sslcert, options, service …) shows as ``***``."""

SCHEMES = ("postgresql://", "postgres://")
MASK = "***"

_TOKEN = re.compile(r"[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{20,}")
"""A Discord bot token: the bot's id in base64, a timestamp, an HMAC, joined by dots."""


def looks_like_token(value: str, token: str | None = None) -> bool:
    """Whether ``value`` holds something shaped like a Discord bot token (or ``token`` itself)."""
    return bool(_TOKEN.search(value)) or bool(token and token.strip() and token.strip() in value)


def url_problem(url: str) -> str | None:
    """What is wrong with a ``postgresql://`` URL, in words that never repeat any part of it; None
    when asyncpg can read it (a port that is not a number from 1 to 65535, a bracket left open…)."""
    try:
        parts = urlsplit(url)
        port = parts.port  # raises for a port that is not a number or out of range
    except ValueError as exc:
        if "IPv6" in str(exc):
            return "the host is not a valid address (an IPv6 address needs both [ and ])"
        return "the port must be a number from 1 to 65535"
    if port == 0:
        return "the port must be a number from 1 to 65535"
    query = dict(parse_qsl(parts.query, keep_blank_values=True))
    for port_text in query.get("port", "").split(","):
        if port_text and not (port_text.isdigit() and 1 <= int(port_text) <= 65535):
            return "the port parameter must be a number from 1 to 65535"
    if "@" in parts.netloc.rpartition("@")[2]:
        return "the host part holds an '@': percent-encode an '@' in the password as %40"
    return None


def redacted(url: str) -> str:
    """``url`` as it may be shown: the user only beside a password (then ``user:***``), each query
    parameter that is not in :data:`SHOWN_PARAMETERS` as ``name=***``, no fragment. A file path is
    shown as it is; a URL that cannot be read is "the database URL"."""
    if not url.startswith(SCHEMES):
        return "the database URL" if looks_like_token(url) else url
    if url_problem(url) is not None:
        return "the database URL"
    parts = urlsplit(url)
    userinfo, at, host = parts.netloc.rpartition("@")
    query = parse_qsl(parts.query, keep_blank_values=True)
    has_password = parts.password is not None or any(name == "password" for name, _ in query)
    if at:
        user = parts.username or ""
        userinfo = f"{user}:{MASK}" if parts.password is not None else (user if has_password else MASK)
    shown = "&".join(
        f"{name}={value if name in SHOWN_PARAMETERS or (name == 'user' and has_password) else MASK}"
        for name, value in query
    )
    netloc = f"{userinfo}{at}{host}"
    return urlunsplit((parts.scheme, netloc, parts.path, shown, ""))


def secrets_in(url: str, *, user: bool = False) -> list[str]:
    """The credential-bearing strings of ``url`` (as written and percent-decoded), longest first,
    for :func:`scrub`; a value shaped like a token counts whole. ``user``: the user part too when no
    password is written (it may be the secret; for errors naming it, not for every log line, where
    a plain name such as "floorjudge" would be masked everywhere)."""
    if not url.startswith(SCHEMES):
        return [url] if looks_like_token(url) else []
    found: set[str] = set()
    try:
        parts = urlsplit(url)
        userinfo = parts.netloc.rpartition("@")[0]
        name, colon, password = userinfo.partition(":")
        query = parse_qsl(parts.query, keep_blank_values=True)
        has_password = bool(colon) or any(name == "password" for name, _ in query)
        found.update([password] if colon else [])
        found.update([name] if user and name and not has_password else [])
        raw = [pair.partition("=")[::2] for pair in parts.query.split("&")]
        for key, value in [*query, *raw]:
            if unquote(key) not in SHOWN_PARAMETERS and (key != "user" or (user and not has_password)):
                found.add(value)
    except ValueError:
        return [url]
    found |= {unquote(value) for value in found}
    return sorted((value for value in found if len(value) >= 3), key=len, reverse=True)


def scrub(text: str, secrets: list[str]) -> str:
    """``text`` with every one of ``secrets``, and anything shaped like a bot token, replaced by
    ``***``."""
    for secret in secrets:
        text = text.replace(secret, MASK)
    return _TOKEN.sub(MASK, text)
