"""Cardavia's rules and AI, in pure Python (never imports Qt)."""
