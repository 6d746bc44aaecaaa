"""Durak (podkidnoy, two players): cards, rules and AI."""
