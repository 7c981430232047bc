"""The rules of the game, the lowest layer.

Cards, house rules, trump order, combinations, leading and following, tricks, the kitty,
levels, declaring and friends. It imports nothing else of ``tractor_core``
(``tests/test_layers.py``). Every question answers with a
:class:`~tractor_core.rules.verdict.Verdict` naming the rule it applied.
"""
