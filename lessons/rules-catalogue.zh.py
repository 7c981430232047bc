# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 规则目录
#
# 引擎在判定里能说出名字的每一条规则都在这里：它的英文和中文说法，它依据的资料，会改变它的房规选项，以及讲它的那一课。题目说明*为什么*的时候，引用的就是这里的某一个规则名；题目里的**规则**链接会指到这里，也指到那一课。
#
# 这张表是每次构建网站时从 `tractor_core.words.catalogue.CATALOGUE` 生成的，所以永远是引擎当前的规则清单。资料（每一份在[资料来源](sources.md)页上都有介绍）：**000**–**004** 是五份中文规则；**RY** 是开源的 shengji.io 引擎；**pagat**、**80p** 和 **gamerules** 是英文网页。房规选项在[第 13 课](13-house-rules.py)里讲。

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
# ## 按阶段分的规则

# %%
phases = Counter(rule_id.split(".")[0] for rule_id in CATALOGUE)
rows = ["| phase | rules |", "|---|---|"]
rows += [f"| `{phase}` | {count} |" for phase, count in phases.items()]
Markdown("\n".join(rows) + f"\n\n**{len(CATALOGUE)} rules in all.**")

# %% [markdown]
# ## 全部规则

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
