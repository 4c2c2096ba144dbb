"""The Race tab: panel.py (RacePanel: the controls and the ranking), lane.py (RaceLane: one
solver's board and counters)."""
