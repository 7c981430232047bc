"""Questions from outside, the top layer.

The judge (JSON questions, JSON answers), the command line, and the JSON entry points the
site's pages call (the referee and house-rules tools, the practice hand). It may import every
other layer; nothing else in ``tractor_core`` imports it (``tests/test_layers.py``).
"""
