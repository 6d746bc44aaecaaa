"""Kowah (Cheki), three players: the 120-card money pack, ready hands, rules and AI."""
