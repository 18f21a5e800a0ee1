"""The desk's one error type: a refused action, said to the member as it is (see `bot.errors`)."""


class DeskError(ValueError):
    """Bad input or a refused desk action (a taken timer name, no such timer, …); its message is
    written for the member, with any text they typed already made inert."""
