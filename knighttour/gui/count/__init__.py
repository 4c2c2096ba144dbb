"""The Count tab: panel.py (CountPanel), count_map.py (the counts per square drawn on the
board), saved.py (where stopped counts keep their squares)."""
