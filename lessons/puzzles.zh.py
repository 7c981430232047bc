# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 全部题目
#
# 本站的每一种题目，这里各有一道。你每答一次，网站都会马上判定；按**提示**看第一步，按**下一题**换一道；答题之后（或按了**显示答案**之后），按**比较各种规则**看同一道题在每一套规则下的答案：这张表就是答案，所以要等你先答。菜单可以换规则、难度、颜色（给色盲读者用的四色牌）和这道题的语言（English）。
#
# **牌上的标记。** 牌左边的金色竖条表示主牌，金色圆圈表示级牌。这些题目大多练的就是分辨主牌，所以凡是标记会泄露答案的题（按主牌大小排牌、拖拉机、合法跟牌、谁赢这一轮、甩牌），标记一开始是关着的；题目问的是别的事时（底牌、亮主），标记是开着的。在题目上勾选**标出主牌**就能看到标记，取消勾选就隐藏。

# %% tags=["remove-input"]
from widgets import puzzle

# %% [markdown]
# ## 把这手牌按主牌的大小排好
#
# <!-- puzzle order-default-1-2: differs=none -->

# %% tags=["remove-input"]
puzzle("order", difficulty=1, seed=2)

# %% [markdown]
# ## 这是不是拖拉机？
#
# <!-- puzzle tractor-default-2-5: decks=2 -->

# %% tags=["remove-input"]
puzzle("tractor", difficulty=2, seed=5)

# %% [markdown]
# ## 哪一种跟牌合规则？
#
# <!-- puzzle follow-default-2-3: lead=pair suit=spades -->

# %% tags=["remove-input"]
puzzle("follow", difficulty=2, seed=3)

# %% [markdown]
# ## 这一轮谁赢？
#
# <!-- puzzle trick-default-2-4: lead=tractor suit=clubs -->

# %% tags=["remove-input"]
puzzle("trick", difficulty=2, seed=4)

# %% [markdown]
# ## 这手甩牌能成吗？
#
# <!-- puzzle throw-default-2-6: lead=throw suit=hearts -->

# %% tags=["remove-input"]
puzzle("throw", difficulty=2, seed=6)

# %% [markdown]
# ## 抠底翻几倍？
#
# <!-- puzzle kitty-default-2-7: lead=pair differs=001 -->

# %% tags=["remove-input"]
puzzle("kitty", difficulty=2, seed=7)

# %% [markdown]
# ## 这个分数升几级，谁升？
#
# <!-- puzzle levels-default-2-8: points=75 -->

# %% tags=["remove-input"]
puzzle("levels", difficulty=2, seed=8)

# %% [markdown]
# ## 这次亮主能不能反掉那一次？
#
# <!-- puzzle declaration-default-2-10: decks=2 -->

# %% tags=["remove-input"]
puzzle("declaration", difficulty=2, seed=10)
