"""Imported by an AI worker process in a test that needs one slow to start (a busy machine):
its first job waits this long before the child reads it."""

import time

time.sleep(1.0)
