"""A whole hand and a whole match.

The hand as a state machine, the table that asks each seat for its move, matches, computer
players and seeded simulations. Imports only :mod:`tractor_core.rules`
(``tests/test_layers.py``).
"""
