-- 0003: the judge's desk (the PostgreSQL form of sqlite/0003_desk.sql). A member's own preferences,
-- a server's desk settings, the open judge calls and the round timers.

CREATE TABLE user_settings (
    user_id      bigint PRIMARY KEY CHECK (user_id >= 0),
    default_game text
);

-- A server's desk settings go with its row in guilds (reset, purge).
CREATE TABLE desk_settings (
    guild_id         bigint PRIMARY KEY
                     REFERENCES guilds (guild_id) ON DELETE CASCADE,
    judge_channel_id bigint,
    -- minutes left, descending; NULL means the default marks
    timer_marks      integer[]
);

CREATE TABLE round_end_lines (
    guild_id bigint NOT NULL
             REFERENCES guilds (guild_id) ON DELETE CASCADE,
    -- '' is the line for every game that has none of its own
    game     text NOT NULL,
    line     text NOT NULL,
    PRIMARY KEY (guild_id, game)
);

-- Calls and timers are what is going on, not settings: kept through /settings reset.
CREATE TABLE judge_calls (
    call_id           bigint PRIMARY KEY,
    guild_id          bigint NOT NULL,
    caller_id         bigint NOT NULL,
    channel_id        bigint NOT NULL,
    table_name        text,
    question          text,
    judges_channel_id bigint NOT NULL,
    message_id        bigint,
    called_at         timestamptz NOT NULL,
    claimed_by        bigint,
    claimed_at        timestamptz,
    UNIQUE (guild_id, caller_id)
);

CREATE TABLE round_timers (
    guild_id   bigint NOT NULL,
    timer_key  text NOT NULL,
    name       text NOT NULL,
    channel_id bigint NOT NULL,
    message_id bigint,
    started_by bigint NOT NULL,
    ends_at    timestamptz,
    time_left  interval,
    marks      integer[] NOT NULL,
    pending    integer[] NOT NULL,
    game       text,
    revision   integer NOT NULL,
    PRIMARY KEY (guild_id, timer_key),
    CHECK ((ends_at IS NULL) <> (time_left IS NULL))
);
