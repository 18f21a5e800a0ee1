"""Buttons whose whole state lives in their custom_id: they survive restarts and start no timers."""
