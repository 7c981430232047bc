"""``python -m tractor_core``: the command line (:mod:`tractor_core.api.cli`)."""

import sys

from tractor_core.api.cli import main

if __name__ == "__main__":
    sys.exit(main())
