"""Imported by the AI worker process of a test run: the faulty test AIs become levels there."""

from tests.qt.faulty_policies import register

register()
