"""sakura_fitlib.py -- scripts/fit-sakura-eval.py as a module, for the lab
scripts that reuse its reader, design and fit (sakura-bootfit.py,
sakura-mlp-probe.py): `from sakura_fitlib import fitse, np, die_as`.

Loading it runs fit-sakura-eval.py's numpy check, which re-runs the calling
script under a python that has numpy when this one has none."""
import importlib.util
import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    "fitse", os.path.join(_HERE, "..", "fit-sakura-eval.py"))
fitse = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fitse)
np = fitse.np


def die_as(prog, default_status):
    """die(msg, status=default_status): "PROG: msg" on stderr, then exit"""
    def die(msg, status=default_status):
        sys.stderr.write("%s: %s\n" % (prog, msg))
        sys.exit(status)
    return die
