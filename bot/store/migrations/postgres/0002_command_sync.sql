-- 0002: the fingerprint of the command tree last synced with Discord, per application and scope
-- (the PostgreSQL form of sqlite/0002_command_sync.sql). Shared by every process of the bot, so
-- that only a real change of the commands' definition syncs, whichever machine starts first.

CREATE TABLE command_sync (
    scope       text PRIMARY KEY,
    fingerprint text NOT NULL
);
