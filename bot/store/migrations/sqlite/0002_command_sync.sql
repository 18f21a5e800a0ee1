-- 0002: the fingerprint of the command tree last synced with Discord, per application and scope
-- ("<application id>:<guild id or global>"). The bot reads it here when several processes share
-- the database (PostgreSQL); one process on SQLite keeps it in its command-tree.json.

CREATE TABLE command_sync (
    scope       TEXT PRIMARY KEY,
    fingerprint TEXT NOT NULL
) STRICT, WITHOUT ROWID;
