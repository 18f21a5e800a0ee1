-- 0001: per-server preferences (the PostgreSQL form of sqlite/0001_initial.sql).
-- Ids are Discord snowflakes (signed 64-bit bigint). Timestamps are timestamptz (microseconds, UTC).

CREATE TABLE guilds (
    guild_id      bigint PRIMARY KEY CHECK (guild_id >= 0),
    default_game  text,
    -- Game ids, sorted; NULL means "all games enabled".
    enabled_games text[],
    visibility    text NOT NULL DEFAULT 'private'
                  CHECK (visibility IN ('private', 'public')),
    judge_role_id bigint,
    removed_at    timestamptz
);

CREATE INDEX guilds_removed_at ON guilds (removed_at)
    WHERE removed_at IS NOT NULL;

CREATE TABLE channel_games (
    guild_id   bigint NOT NULL
               REFERENCES guilds (guild_id) ON DELETE CASCADE,
    channel_id bigint NOT NULL,
    game       text NOT NULL,
    PRIMARY KEY (guild_id, channel_id)
);
