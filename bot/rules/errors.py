"""The one error the rules data raises: start-up stops with its single line."""

from __future__ import annotations


class DataError(Exception):
    """The game data is wrong; start-up must stop with this one line."""


class DocumentError(DataError):
    """A rules document whose structure breaks: names the file, the line and the reason."""

    def __init__(self, file_name: str, line: int, reason: str) -> None:
        super().__init__(f"{file_name}, line {line}: {reason}")
        self.file_name = file_name
        self.line = line
        self.reason = reason
