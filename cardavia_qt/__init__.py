"""Cardavia's desktop app (PySide6). Imports the engine; the engine never imports it."""
