"""The one exception a user's input may cause at the command line."""


class InputError(ValueError):
    """Malformed input; the message names the field and what is wrong, in one line."""
