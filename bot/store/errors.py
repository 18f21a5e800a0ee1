"""Error type raised by the preferences store."""

from __future__ import annotations

__all__ = ["StoreError"]


class StoreError(Exception):
    """A store failure worth telling a user or operator about.

    Raised for schema-version mismatches, failed migrations, SQLite errors
    during reads/writes and use of a closed store. Argument mistakes by the
    calling code (wrong types, naive datetimes) raise ``TypeError``/
    ``ValueError`` instead, because they are bugs rather than conditions.
    """
