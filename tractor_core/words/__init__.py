"""What a reader is shown, in English and Chinese.

The rules catalogue, the house-rule options in plain words, the one-page house-rules summary
and the card pictures. Imports only :mod:`tractor_core.rules` (``tests/test_layers.py``).
"""
