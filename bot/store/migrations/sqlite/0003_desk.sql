-- 0003: the judge's desk. A member's own preferences (their default game, used wherever no server
-- or channel sets one); a server's desk settings (the judges' channel, the timer marks, the lines
-- said when time is called); the open judge calls; the round timers.
-- Times are integer microseconds since the Unix epoch, UTC; spans are integer microseconds.

CREATE TABLE user_settings (
    user_id      INTEGER PRIMARY KEY,
    default_game TEXT
) STRICT;

-- A server's desk settings go with its row in guilds: /settings reset and the purge of removed
-- servers delete them too.
CREATE TABLE desk_settings (
    guild_id         INTEGER PRIMARY KEY
                     REFERENCES guilds (guild_id) ON DELETE CASCADE,
    judge_channel_id INTEGER,
    -- JSON array of minutes left, descending; NULL means the default marks.
    timer_marks      TEXT
) STRICT;

CREATE TABLE round_end_lines (
    guild_id INTEGER NOT NULL
             REFERENCES guilds (guild_id) ON DELETE CASCADE,
    -- '' is the line for every game that has none of its own.
    game     TEXT NOT NULL,
    line     TEXT NOT NULL,
    PRIMARY KEY (guild_id, game)
) STRICT, WITHOUT ROWID;

-- Calls and timers are what is going on, not settings: /settings reset keeps them; they are deleted
-- when they end, or when the bot leaves the server.
CREATE TABLE judge_calls (
    -- the /judge call interaction's id: unique, and carried by the call's buttons
    call_id           INTEGER PRIMARY KEY,
    guild_id          INTEGER NOT NULL,
    caller_id         INTEGER NOT NULL,
    channel_id        INTEGER NOT NULL,
    table_name        TEXT,
    question          TEXT,
    judges_channel_id INTEGER NOT NULL,
    message_id        INTEGER,
    called_at         INTEGER NOT NULL,
    claimed_by        INTEGER,
    claimed_at        INTEGER,
    -- one open call per member and server
    UNIQUE (guild_id, caller_id)
) STRICT;

CREATE TABLE round_timers (
    guild_id   INTEGER NOT NULL,
    -- the name as compared (case-folded); name is as the judge typed it
    timer_key  TEXT NOT NULL,
    name       TEXT NOT NULL,
    channel_id INTEGER NOT NULL,
    message_id INTEGER,
    started_by INTEGER NOT NULL,
    -- running: when it ends; paused: the time left
    ends_at    INTEGER,
    time_left  INTEGER,
    -- JSON arrays of minutes left (0 is time): the marks it announces, and those still to come
    marks      TEXT NOT NULL,
    pending    TEXT NOT NULL,
    game       TEXT,
    -- bumped by every change: a change made from an older state is refused
    revision   INTEGER NOT NULL,
    PRIMARY KEY (guild_id, timer_key),
    CHECK ((ends_at IS NULL) <> (time_left IS NULL))
) STRICT, WITHOUT ROWID;
