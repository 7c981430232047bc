# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Rules catalogue
#
# Every rule the engine can name in a verdict, with its statement in English and Chinese, the
# sources it rests on, the house-rule options that change it, and the lesson that explains it.
# When a puzzle says *why*, it quotes one of these ids; **show the rule** links here and to the
# lesson.
#
# The table is generated from `tractor_core.words.catalogue.CATALOGUE` each time the site is built, so
# it is always the engine's current list. Sources (each described on the [Sources](sources.md)
# page): **000**–**004** are the five Chinese rulebooks; **RY** is the open-source shengji.io
# engine; **pagat**, **80p** and **gamerules** are English web pages. House-rule options are
# explained in [Lesson 13](13-house-rules.py).

# %%
import sys
from collections import Counter

from IPython.display import Markdown

from tractor_core import CATALOGUE


def cell(text: str) -> str:
    """Text made safe for a markdown table cell."""
    return text.replace("|", "\\|").replace("\n", " ")


# Links name each lesson's file: .py here and in JupyterLab, .ipynb in the browser (JupyterLite).
LESSON_FILE = "ipynb" if sys.platform == "emscripten" else "py"


# %% [markdown]
# ## Rules by phase

# %%
phases = Counter(rule_id.split(".")[0] for rule_id in CATALOGUE)
rows = ["| phase | rules |", "|---|---|"]
rows += [f"| `{phase}` | {count} |" for phase, count in phases.items()]
Markdown("\n".join(rows) + f"\n\n**{len(CATALOGUE)} rules in all.**")

# %% [markdown]
# ## Every rule

# %%
rows = [
    "| rule | statement · 中文 | sources | options | lesson |",
    "|---|---|---|---|---|",
]
# Each source links to its line on the Sources page (RY is shengji.io there).
ANCHOR = {"RY": "shengji"}


def sources(keys: tuple[str, ...]) -> str:
    """The rule's sources, each a link to what that source is."""
    return ", ".join(
        key if key == "all" else f"[{key}](sources.md#{ANCHOR.get(key, key)})" for key in keys
    )


for rule in CATALOGUE.values():
    options = ", ".join(f"`{o}`" for o in rule.options) or "—"
    lesson = f"[{rule.lesson}]({rule.lesson}.{LESSON_FILE}#{rule.id})" if rule.lesson else "—"
    rows.append(
        f'| <span id="{rule.id}">`{rule.id}`</span><br>**{cell(rule.title)}** '
        f"| {cell(rule.statement)}<br>{cell(rule.statement_zh)} | {sources(rule.sources)} "
        f"| {options} | {lesson} |"
    )
Markdown("\n".join(rows))
