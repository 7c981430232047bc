"""House-rules codes: a short, versioned, URL-safe text that gives back an exact :class:`RuleSet`.

A teacher who sets up "004, but with three decks" shares it as one code, on a worksheet, in a
link or on the board; anyone can turn the code back into the same rule set:

>>> from tractor_core.rules.presets import preset
>>> code = rule_code(preset("004", throw_penalty="none"))
>>> code
't3.004.GwD1YUY'
>>> rules_from_code(code) == preset("004", throw_penalty="none")
True
>>> rules_from_code("t3.004.GwD1YUZ")
Traceback (most recent call last):
...
tractor_core.rules.errors.RuleCodeError: rule code 't3.004.GwD1YUZ': the checksum does not match (the code was mistyped or cut short)

**Format, versions 1 to 3** (``t<version>.<preset>.<data>``), stable: a code once printed
decodes to the same rule set in every later release.

* ``t3``: the letter ``t`` and the format version. A new version gets a new number; the readers
  of old versions stay (:data:`VERSIONS`). Codes are written in the newest version
  (:data:`CURRENT_VERSION`).
* ``<preset>``: the name of the preset the rule set starts from (``default``, ``000`` …
  ``004``, ``shengji``), as that preset was when the code's version was fixed
  (:data:`V1_PRESETS`, :data:`V2_PRESETS`, :data:`V3_PRESETS`): a later change to a preset does
  not change what a code means. Version 2 differs from version 1 only there: its ``004`` makes
  the winning bid the first hand's banker (004's 反主反打), where version 1's ``004`` said the
  first bid. So ``t1.004.GwAkFmk`` still reads as 004 with the first bid as banker and no throw
  penalty.
* Version 3 adds options (:data:`V3_OPTIONS`: version 1's, then ``max_rank``, shengji.io's
  scoring parameters, ``bonus_level_policy``, ``jack_variation`` and ``overturns_double_stake``;
  then, appended, ``rainbows``, off in every preset)
  and its presets give them their values: ``shengji`` plays up to the NT rank with the bonus
  level, as shengji.io does, and ``004`` doubles the stake per overturn. A version 1 or 2 code
  knew none of them and reads them as the default profile has them (up to A, no bonus level, no
  jack rule, no stake doubling), which is what the engine did when it was printed: so
  ``t2.shengji.…`` keeps meaning shengji.io's rules without the NT rank. A new preset value is
  why this is a new version rather than an append to version 1's table.
* ``<data>``: base64url (no padding) of the options that differ from that preset, then a
  3-byte checksum. Each option is one byte, its index in the version's options table
  (:data:`V1_OPTIONS` for versions 1 and 2, :data:`V3_OPTIONS` for 3), then its value:
  an enum member or a bool as one byte (the index in the table, 0/1); a whole number as a
  zigzag varint; ``int | None`` as a varint of 0 for None or zigzag(n) + 1; a list of ranks or
  suits as a count byte and one index byte each (ranks 2 … A, suits S H C D); the trump-tractor
  links as a bit mask over the table's order. Options appear in table order, each once.
* The checksum is the first 3 bytes of SHA-256 of ``t<version>.<preset>.`` followed by the
  option bytes: a mistyped, cut or edited code is refused rather than read as other rules.

The ``V1_*`` tables grew at their ends while version 1 was current (``bombs``,
``over_ruff="trick_unit_length"``) and are now frozen; the newest table (``V3_OPTIONS``) may still
grow at its end with a new option or value, so every code once printed keeps its meaning; a code
that uses an appended entry is refused by an older release (an option index or value it does not
know) rather than read as other rules. Options added to :class:`RuleSet` and not appended take
their defaults when a code is read; a rule set that changes such an option needs the next
version (:func:`rule_code` refuses it). Changing or reordering an entry, or a preset's meaning,
is a new version, never an edit of the tables of an earlier one (``tests/test_rule_codes.py``
checks the newest tables against the presets of the day, and the older ones against a
fingerprint).

Pure standard library (it runs in the browser too).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
from collections.abc import Callable, Mapping
from typing import Any, Final

from tractor_core.rules.errors import RuleCodeError, RuleConflictError, shown
from tractor_core.rules.presets import PRESETS, find_preset
from tractor_core.rules.ruleset import RuleSet

__all__ = [
    "CURRENT_VERSION",
    "V1_OPTIONS",
    "V1_PRESETS",
    "V2_PRESETS",
    "V3_OPTIONS",
    "V3_PRESETS",
    "VERSIONS",
    "is_rule_code",
    "parse_rules",
    "preset_values",
    "rule_code",
    "rules_from_code",
]

#: Version 1's options in code order, with how each value is written: ``"int"``, ``"bool"``,
#: ``"int | None"``, ``"ranks"``, ``"suits"``, ``"links"``, or the enum's values in index order.
#: Frozen: append-only in a new version, never reordered.
V1_OPTIONS: Final[tuple[tuple[str, str | tuple[str, ...]], ...]] = (
    ("decks", "int"),
    ("players", "int"),
    ("kitty_size", "int | None"),
    ("direction", ("counter_clockwise", "clockwise")),
    ("permanent_trump_ranks", "ranks"),
    ("nt_keeps_level_rank", "bool"),
    ("declare_min_cards", "int"),
    ("joker_colour_rule", "bool"),
    ("jokers_can_open", "bool"),
    ("bid_policy", ("joker_or_greater_length", "joker_or_higher_suit", "greater_length")),
    ("suit_order", "suits"),
    ("self_overturn", ("after_other", "never", "always")),
    (
        "reinforce_policy",
        (
            "reinforce_while_winning",
            "overturn_or_reinforce_while_winning",
            "reinforce_while_equivalent",
            "never",
        ),
    ),
    (
        "joker_bid_policy",
        ("both_two_or_more", "both_num_decks", "lj_num_decks_bj_one_less", "disabled"),
    ),
    ("kitty_cards_count_for_bid", "bool"),
    ("first_banker", ("winning_bid", "first_bid")),
    ("kitty_theft", "bool"),
    (
        "no_bid_first_hand",
        ("redeal", "no_trump", "kitty_nth", "kitty_majority", "kitty_first_level_or_highest"),
    ),
    (
        "no_bid_later",
        ("redeal", "no_trump", "kitty_nth", "kitty_majority", "kitty_first_level_or_highest"),
    ),
    ("no_bid_kitty_card", "int"),
    ("tractor_min_length", "int"),
    ("tractor_min_width", "int"),
    ("skip_level_rank", "bool"),
    ("trump_tractor_links", "links"),
    ("decompose", ("tuples_first", "longest_unit")),
    ("throw_check", ("auto", "challenge")),
    ("forced_unit", ("lowest_failing", "first_blocker", "type_order", "smallest_unit")),
    ("throw_penalty", ("none", "ten_points", "twenty_points", "stake")),
    (
        "draw_policy",
        (
            "no_protections",
            "longer_tuples_protected",
            "only_draw_tractor_on_tractor",
            "protected_and_tractor_only",
            "suit_only",
        ),
    ),
    ("titanic_follow", ("000_001", "002")),
    ("over_ruff", ("largest_unit_first", "all_units", "highest_card", "trick_unit_length")),
    (
        "kitty_multiplier",
        ("power_of_two", "three_per_card", "type_table", "four_per_pair", "twice_unit_size"),
    ),
    ("kitty_needs_trump_win", "bool"),
    ("level_table", ("standard", "002", "004", "shengji")),
    ("level_step", "int | None"),
    ("level_cap", "int | None"),
    ("must_defend", "ranks"),
    ("match_end", ("defend_ace", "pass_ace", "wrap")),
    ("partners", ("fixed", "call_holder_nearest", "call_nth_played")),
    # appended after version 1 was first printed: no older code holds its index, and a code
    # without it reads the default (no bombs)
    ("bombs", ("no_bombs", "allow_bombs", "allow_bombs_suit_following")),
)

_RANKS: Final = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
_SUITS: Final = ("S", "H", "C", "D")
_LINKS: Final = (
    "ace_to_off_level",
    "off_level_to_trump_level",
    "level_to_little_joker",
    "little_to_big_joker",
)

#: The default profile as version 1 fixed it (JSON values, as :meth:`RuleSet.to_dict` gives).
_V1_DEFAULT: Final[Mapping[str, Any]] = {
    "decks": 2,
    "players": 4,
    "kitty_size": None,
    "direction": "counter_clockwise",
    "permanent_trump_ranks": [],
    "nt_keeps_level_rank": True,
    "declare_min_cards": 1,
    "joker_colour_rule": False,
    "jokers_can_open": True,
    "bid_policy": "joker_or_greater_length",
    "suit_order": ["S", "H", "C", "D"],
    "self_overturn": "after_other",
    "reinforce_policy": "reinforce_while_winning",
    "joker_bid_policy": "both_two_or_more",
    "kitty_cards_count_for_bid": True,
    "first_banker": "winning_bid",
    "kitty_theft": False,
    "no_bid_first_hand": "redeal",
    "no_bid_later": "kitty_nth",
    "no_bid_kitty_card": 1,
    "tractor_min_length": 2,
    "tractor_min_width": 2,
    "skip_level_rank": True,
    "trump_tractor_links": list(_LINKS),
    "decompose": "tuples_first",
    "throw_check": "auto",
    "forced_unit": "lowest_failing",
    "throw_penalty": "none",
    "draw_policy": "no_protections",
    "titanic_follow": "000_001",
    "over_ruff": "largest_unit_first",
    "kitty_multiplier": "twice_unit_size",
    "kitty_needs_trump_win": False,
    "level_table": "standard",
    "level_step": None,
    "level_cap": None,
    "must_defend": ["A"],
    "match_end": "defend_ace",
    "partners": "fixed",
    "bombs": "no_bombs",
}

_V1_PRESET_CHANGES: Final[Mapping[str, Mapping[str, Any]]] = {
    "default": {},
    "000": {
        "first_banker": "first_bid",
        "no_bid_first_hand": "no_trump",
        "no_bid_later": "no_trump",
        "kitty_multiplier": "power_of_two",
    },
    "001": {
        "decks": 3,
        "joker_bid_policy": "disabled",
        "kitty_cards_count_for_bid": False,
        "no_bid_first_hand": "kitty_majority",
        "no_bid_later": "kitty_majority",
        "throw_penalty": "twenty_points",
        "kitty_multiplier": "three_per_card",
        "kitty_needs_trump_win": True,
        "must_defend": [],
        "match_end": "pass_ace",
    },
    "002": {
        "forced_unit": "type_order",
        "titanic_follow": "002",
        "kitty_multiplier": "type_table",
        "level_table": "002",
    },
    "003": {"joker_colour_rule": True, "first_banker": "first_bid"},
    "004": {
        "jokers_can_open": False,
        "bid_policy": "joker_or_higher_suit",
        "first_banker": "first_bid",
        "kitty_theft": True,
        "no_bid_kitty_card": 3,
        "throw_penalty": "stake",
        "kitty_multiplier": "four_per_pair",
        "level_table": "004",
        "must_defend": [],
        "match_end": "wrap",
    },
    "shengji": {
        "decompose": "longest_unit",
        "forced_unit": "first_blocker",
        "over_ruff": "all_units",
        "level_table": "shengji",
        "match_end": "wrap",
    },
}

#: Each preset's every option as version 1 fixed it (JSON values). Frozen.
V1_PRESETS: Final[Mapping[str, Mapping[str, Any]]] = {
    name: {**_V1_DEFAULT, **changes} for name, changes in _V1_PRESET_CHANGES.items()
}

#: Version 2's presets: version 1's, but 004's first hand has the winning bid as banker (its
#: 反主反打: an overturn before the kitty is taken makes the overturner banker). Frozen.
V2_PRESETS: Final[Mapping[str, Mapping[str, Any]]] = {
    **V1_PRESETS,
    "004": {**V1_PRESETS["004"], "first_banker": "winning_bid"},
}

#: Version 3's options: version 1's, then the rest of shengji.io's settings and 004's stake
#: rule. Frozen once printed: append-only in a new version, never reordered.
V3_OPTIONS: Final[tuple[tuple[str, str | tuple[str, ...]], ...]] = (
    *V1_OPTIONS,
    ("max_rank", ("ace", "no_trump")),
    ("num_steps_to_non_landlord_turnover", "int"),
    ("deadzone_size", "int"),
    ("truncate_zero_crossing_window", "bool"),
    ("step_adjustment", "int"),
    ("bonus_level_policy", ("none", "smaller_banker_team")),
    ("jack_variation", ("disabled", "single_jack")),
    ("overturns_double_stake", "bool"),
    # appended while version 3 is current: no earlier code holds its index, and a code without
    # it reads None (no rainbows), every preset's value
    ("rainbows", "int | None"),
)

#: Version 3's new options as the default profile has them: what a version 1 or 2 code reads
#: for them (those versions knew none of them, so their presets had these values).
_V3_NEW_DEFAULT: Final[Mapping[str, Any]] = {
    "max_rank": "ace",
    "num_steps_to_non_landlord_turnover": 2,
    "deadzone_size": 1,
    "truncate_zero_crossing_window": True,
    "step_adjustment": 0,
    "bonus_level_policy": "none",
    "jack_variation": "disabled",
    "overturns_double_stake": False,
    "rainbows": None,
}

#: Version 3's presets: version 2's with the new options, where shengji takes shengji.io's
#: defaults (the NT rank past A, the bonus level for a smaller banker team) and 004 doubles
#: the stake per overturn (its 反主3次……×2³). Frozen.
_V3_PRESET_CHANGES: Final[Mapping[str, Mapping[str, Any]]] = {
    "shengji": {"max_rank": "no_trump", "bonus_level_policy": "smaller_banker_team"},
    "004": {"overturns_double_stake": True},
}
V3_PRESETS: Final[Mapping[str, Mapping[str, Any]]] = {
    name: {**values, **_V3_NEW_DEFAULT, **_V3_PRESET_CHANGES.get(name, {})}
    for name, values in V2_PRESETS.items()
}

#: Each version's presets.
_PRESETS_OF: Final[Mapping[int, Mapping[str, Mapping[str, Any]]]] = {
    1: V1_PRESETS,
    2: V2_PRESETS,
    3: V3_PRESETS,
}

#: Each version's options table (versions 1 and 2 share version 1's).
_OPTIONS_OF: Final[Mapping[int, tuple[tuple[str, str | tuple[str, ...]], ...]]] = {
    1: V1_OPTIONS,
    2: V1_OPTIONS,
    3: V3_OPTIONS,
}

#: The version :func:`rule_code` writes.
CURRENT_VERSION: Final = 3

_CHECK_BYTES: Final = 3
#: A version as codes write it: ASCII digits, no leading zero (``t2``, never ``t02``, ``t²``
#: or ``t١``).
_VERSION: Final = re.compile(r"t([1-9][0-9]*)")


# ---------------------------------------------------------------------------------- bytes
def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def _zigzag(n: int) -> int:
    return n * 2 if n >= 0 else -n * 2 - 1


def _unzigzag(n: int) -> int:
    return n // 2 if n % 2 == 0 else -(n + 1) // 2


def _encode_value(kind: str | tuple[str, ...], value: Any) -> bytes:
    if isinstance(kind, tuple):
        return bytes([kind.index(value)])
    if kind == "bool":
        return bytes([1 if value else 0])
    if kind == "int":
        return _varint(_zigzag(value))
    if kind == "int | None":
        return _varint(0 if value is None else _zigzag(value) + 1)
    if kind == "links":
        return bytes([sum(1 << _LINKS.index(v) for v in value)])
    table = _RANKS if kind == "ranks" else _SUITS
    return bytes([len(value), *(table.index(v) for v in value)])


class _Reader:
    """Reads the option bytes of a code; every failure is a RuleCodeError naming the code."""

    def __init__(self, code: str, data: bytes) -> None:
        self.code, self.data, self.pos = code, data, 0

    def fail(self, what: str) -> RuleCodeError:
        return RuleCodeError(
            f"rule code {shown(self.code)}: {what}",
            message_zh=f"规则码 {shown(self.code)} 的选项读不懂（{what}）：可能抄错了或被改过",
        )

    def byte(self, option: str) -> int:
        if self.pos >= len(self.data):
            raise self.fail(f"the value of {option} is missing")
        self.pos += 1
        return self.data[self.pos - 1]

    def varint(self, option: str) -> int:
        n = shift = 0
        while True:
            b = self.byte(option)
            n |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                return n
            if shift > 63:
                raise self.fail(f"the value of {option} is too long")

    def pick(self, option: str, table: tuple[str, ...], what: str) -> str:
        i = self.byte(option)
        if i >= len(table):
            raise self.fail(f"{option}: {what} #{i} does not exist (0 to {len(table) - 1})")
        return table[i]

    def value(self, option: str, kind: str | tuple[str, ...]) -> Any:
        if isinstance(kind, tuple):
            return self.pick(option, kind, "value")
        if kind == "bool":
            b = self.byte(option)
            if b > 1:
                raise self.fail(f"{option}: expected 0 or 1 for a yes/no option, got {b}")
            return b == 1
        if kind == "int":
            return _unzigzag(self.varint(option))
        if kind == "int | None":
            n = self.varint(option)
            return None if n == 0 else _unzigzag(n - 1)
        if kind == "links":
            mask = self.byte(option)
            if mask >> len(_LINKS):
                raise self.fail(f"{option}: bit mask {mask} names links that do not exist")
            return [v for i, v in enumerate(_LINKS) if mask >> i & 1]
        table = _RANKS if kind == "ranks" else _SUITS
        return [self.pick(option, table, kind[:-1]) for _ in range(self.byte(option))]


def _checksum(head: str, body: bytes) -> bytes:
    return hashlib.sha256(head.encode("ascii") + body).digest()[:_CHECK_BYTES]


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


# ------------------------------------------------------------------------- every version
def _encode(rules: RuleSet, preset_name: str, version: int = CURRENT_VERSION) -> str:
    values = rules.to_dict()
    base = _PRESETS_OF[version][preset_name]
    table = _OPTIONS_OF[version]
    unknown = sorted(set(values) - {name for name, _ in table})
    for name in unknown:  # options newer than this version: only their defaults can be written
        if values[name] != RuleSet().to_dict()[name]:  # pragma: no cover - no such option yet
            msg = f"option {name!r} is newer than rule code version {version}; it cannot be written"
            raise RuleCodeError(msg)
    body = bytearray()
    for i, (name, kind) in enumerate(table):
        if _same(kind, values[name], base[name]):
            continue
        body.append(i)
        body += _encode_value(kind, values[name])
    head = f"t{version}.{preset_name}."
    return head + _b64(bytes(body) + _checksum(head, bytes(body)))


def _same(kind: str | tuple[str, ...], a: Any, b: Any) -> bool:
    if kind == "links":
        return sorted(a) == sorted(b)
    return bool(a == b)


def _decoder(version: int) -> Callable[[str, str, str], RuleSet]:
    """The reader of one version's codes."""

    def read(code: str, preset_name: str, data: str) -> RuleSet:
        return _decode(version, code, preset_name, data)

    return read


def _decode(version: int, code: str, preset_name: str, data: str) -> RuleSet:
    presets = _PRESETS_OF[version]
    if preset_name not in presets:
        msg = (
            f"rule code {shown(code)}: unknown preset {shown(preset_name)}; "
            f"version {version} knows {', '.join(presets)}"
        )
        zh = (
            f"规则码 {shown(code)}：没有 {shown(preset_name)} 这个预设；第 {version} 版的预设有 "
            f"{'、'.join(presets)}"
        )
        raise RuleCodeError(msg, message_zh=zh)
    try:
        raw = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
    except (binascii.Error, ValueError):
        msg = f"rule code {shown(code)}: {shown(data)} is not base64url text (A-Z a-z 0-9 - _)"
        zh = f"规则码 {shown(code)}：{shown(data)} 里有规则码不用的字符（只用 A-Z a-z 0-9 - _）"
        raise RuleCodeError(msg, message_zh=zh) from None
    if len(raw) < _CHECK_BYTES:
        msg = f"rule code {shown(code)}: too short to hold its checksum (it was cut short)"
        zh = f"规则码 {shown(code)} 太短，连校验码都不全（可能只抄了一部分）"
        raise RuleCodeError(msg, message_zh=zh)
    body, check = raw[:-_CHECK_BYTES], raw[-_CHECK_BYTES:]
    # A last character that differs only in the bits base64 drops must not pass: only the
    # canonical spelling of the bytes is a code.
    if _checksum(f"t{version}.{preset_name}.", body) != check or _b64(raw) != data:
        msg = (
            f"rule code {shown(code)}: the checksum does not match "
            "(the code was mistyped or cut short)"
        )
        zh = f"规则码 {shown(code)} 的校验码不符（可能抄错了或只抄了一部分）"
        raise RuleCodeError(msg, message_zh=zh)
    reader = _Reader(code, body)
    # A version 1 or 2 code knew none of version 3's options: they read as the default profile's.
    values = dict(presets[preset_name])
    table = _OPTIONS_OF[version]
    last = -1
    while reader.pos < len(body):
        i = reader.data[reader.pos]
        reader.pos += 1
        if i >= len(table):
            raise reader.fail(f"unknown option #{i} (version {version} has {len(table)} options)")
        if i <= last:
            raise reader.fail(f"option {table[i][0]} is out of order or repeated")
        last = i
        name, kind = table[i]
        values[name] = reader.value(name, kind)
    try:
        return RuleSet.from_dict(values)
    except RuleConflictError as exc:
        # A code carries whole numbers as they were written (kitty_size=112 fits in its bytes):
        # the rule set's own checks refuse what no table can play, as for any other rules.
        msg = f"rule code {shown(code)}: its options conflict: {exc}"
        zh = f"规则码 {shown(code)} 的选项互相矛盾：{exc.message_zh}"
        raise RuleCodeError(msg, message_zh=zh) from None


#: Readers of every code version, by version number; old ones are never removed.
VERSIONS: Final[dict[int, Callable[[str, str, str], RuleSet]]] = {
    v: _decoder(v) for v in _PRESETS_OF
}


# ---------------------------------------------------------------------------------- public
def rule_code(rules: RuleSet, preset: str | None = None) -> str:
    """The rule set as a code (the current version, :data:`CURRENT_VERSION`).

    ``preset`` is the preset the code starts from (a name or alias); without one, the preset
    that needs the fewest changed options (the first in preset order on a tie, so a preset's own
    rules are written as that preset with no changes).
    """
    current = _PRESETS_OF[CURRENT_VERSION]
    if preset is not None:
        name = find_preset(preset).name
    else:
        values = rules.to_dict()

        def changes(p: str) -> int:
            table = _OPTIONS_OF[CURRENT_VERSION]
            return sum(not _same(kind, values[n], current[p][n]) for n, kind in table)

        name = min((p.name for p in PRESETS if p.name in current), key=changes)
    if name not in current:  # pragma: no cover - a preset added after the current version
        msg = f"preset {name!r} is newer than rule code version {CURRENT_VERSION}"
        raise RuleCodeError(msg)
    return _encode(rules, name)


def preset_values(code: str) -> Mapping[str, Any]:
    """Every option of the preset a (well-formed) code starts from, as its version fixed it."""
    head, name = code.strip().split(".")[:2]
    return _PRESETS_OF[_version(code, head)][name]


def _version(code: object, head: str) -> int:
    """The version of a code whose first part is ``head``; raises RuleCodeError unless canonical.

    Only the spelling :func:`rule_code` writes is a code: ``t`` and the number in ASCII digits
    without a leading zero. ``t02``, ``t²`` or ``t١`` (which Python's ``int()`` would read, or
    fail on) are refused, so that one rule set has one code.
    """
    match = _VERSION.fullmatch(head)
    if match is not None and len(match[1]) > 6:  # read without a 4,300-digit int()
        raise _unknown_version(code, match[1])
    if match is None:
        digits = head[1:]
        msg = (
            f"rule code {shown(code)}: the version {shown(digits)} is not written as codes write "
            "it: the letter t and a number in the digits 0-9, without a leading zero (such as "
            f"t{CURRENT_VERSION})"
        )
        zh = (
            f"规则码 {shown(code)}：版本号 {shown(digits)} 的写法不对：应为字母 t 加阿拉伯数字 "
            f"0-9，开头不能是 0（如 t{CURRENT_VERSION}）"
        )
        raise RuleCodeError(msg, message_zh=zh)
    return int(match[1])


def _unknown_version(code: object, version: str) -> RuleCodeError:
    *others, newest = (str(v) for v in VERSIONS)
    known = f"{', '.join(others)} and {newest}" if others else newest
    msg = (
        f"rule code {shown(code)}: version {shown(version)[1:-1]} is not known; this release "
        f"reads versions {known}"
    )
    zh = f"规则码 {shown(code)}：不认识第 {shown(version)[1:-1]} 版；现在能读第 {'、'.join(map(str, VERSIONS))} 版"
    return RuleCodeError(msg, message_zh=zh)


def rules_from_code(code: object) -> RuleSet:
    """The exact rule set of a code; raises :class:`RuleCodeError` naming what is wrong.

    >>> rules_from_code("t1.default.lcPy").decks
    2
    >>> rules_from_code("t7.default.lcPy")
    Traceback (most recent call last):
    ...
    tractor_core.rules.errors.RuleCodeError: rule code 't7.default.lcPy': version 7 is not known; this release reads versions 1, 2 and 3
    """
    if not isinstance(code, str):
        msg = f"rule code {shown(code)}: expected text such as 't1.default.lcPy'"
        zh = f"规则码 {shown(code)}：应为一段文字，如 't1.default.lcPy'"
        raise RuleCodeError(msg, message_zh=zh)
    text = code.strip()
    parts = text.split(".")
    if len(parts) != 3 or not parts[0].startswith("t") or not parts[0][1:].isdigit():
        msg = (
            f"rule code {shown(code)}: expected three parts, version.preset.data, "
            "such as 't1.default.lcPy'"
        )
        zh = f"规则码 {shown(code)}：应由点隔开的三段组成（版本.预设.数据），如 't1.default.lcPy'"
        raise RuleCodeError(msg, message_zh=zh)
    version = _version(code, parts[0])
    reader = VERSIONS.get(version)
    if reader is None:
        raise _unknown_version(code, str(version))
    return reader(code, parts[1], parts[2])


def is_rule_code(text: str) -> bool:
    """Whether ``text`` is shaped like a rule code (``t<n>.…``) rather than a preset name."""
    head = text.strip().split(".", 1)[0]
    return "." in text and head.startswith("t") and head[1:].isdigit()


def parse_rules(text: str, options: Mapping[str, Any] | None = None) -> RuleSet:
    """A preset name or alias, or a rule code, with ``options`` (JSON-style values) changed.

    Raises :class:`~tractor_core.rules.errors.UnknownPresetError`, :class:`RuleCodeError` or
    :class:`~tractor_core.rules.errors.RuleConflictError` (an unknown option, conflicting options).
    """
    base = rules_from_code(text) if is_rule_code(text) else find_preset(text).rules
    return RuleSet.from_dict(dict(options), base) if options else base
