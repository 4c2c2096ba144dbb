"""The Explore tab: KnightTourModel (the board, the run, the cursor) beside its panel."""
