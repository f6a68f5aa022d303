# The score in a UCI engine's "info" line, for the scripts that drive UCI engines (match, tune).
# One parser, so that they read "score cp N" and "score mate N" alike.
import re

SCORE = re.compile(r" score (cp|mate) (-?\d+)")


def info_score(line):
    """("cp", N) or ("mate", N) from the side to move's view, or None if the line has no score."""
    m = SCORE.search(line)
    return (m.group(1), int(m.group(2))) if m else None
