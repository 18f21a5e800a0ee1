-- 0001: per-server preferences.
-- Ids are Discord snowflakes (fit in a signed 64-bit INTEGER).
-- Timestamps are integer microseconds since the Unix epoch, UTC.

CREATE TABLE guilds (
    guild_id      INTEGER PRIMARY KEY,
    default_game  TEXT,
    -- JSON array of game ids, sorted; NULL means "all games enabled".
    enabled_games TEXT,
    visibility    TEXT NOT NULL DEFAULT 'private'
                  CHECK (visibility IN ('private', 'public')),
    judge_role_id INTEGER,
    removed_at    INTEGER
) STRICT;

CREATE INDEX guilds_removed_at ON guilds (removed_at)
    WHERE removed_at IS NOT NULL;

CREATE TABLE channel_games (
    guild_id   INTEGER NOT NULL
               REFERENCES guilds (guild_id) ON DELETE CASCADE,
    channel_id INTEGER NOT NULL,
    game       TEXT NOT NULL,
    PRIMARY KEY (guild_id, channel_id)
) STRICT, WITHOUT ROWID;
