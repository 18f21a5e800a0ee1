"""The battle (section 8 and the <> keyword effects of 13-1), modelled once for every battle topic.

- `fighter`: a Unit (or Base) in the battle with its AP and HP as they are now: its own, what its
  paired Pilot adds (3-3-8-1), and effects on it ("AP+3 during this battle", 8-2-3), never below
  zero (1-3-6); its keyword effects, with copies of <Repair>/<Breach>/<Support> added up;
- `can_attack` / `can_block`: who may attack what (3-2-3, 3-2-4, 8-2-1), and who may block
  (8-3, 13-1-4, <High-Maneuver> 13-1-6);
- `exchange`: battle damage between two Units (8-5-3), <First Strike> (13-1-5), destroyed or not;
- `breach`: <Breach> after the exchange (13-1-2);
- `attack_on_player`: an attack that reaches the player's shield area (8-5-2): the Base, the top
  Shield (two with <Suppression>, 13-1-7) or the player, and defeat (1-2-2-1).

Every test is a cited step. Card fields the answer needs and the scenario left out raise
`ScenarioError` naming them; nothing is filled in.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Literal

from bot.engine.errors import NotCovered, ScenarioError
from bot.engine.games.gundam import quotes as Q
from bot.engine.games.gundam.cards import GundamCard
from bot.engine.games.gundam.roles import ATTACK_TARGET, ATTACKER, BLOCKER
from bot.engine.games.gundam.steps import rule
from bot.engine.reasoning import Reasoning

__all__ = [
    "Exchange",
    "Fighter",
    "PlayerAttack",
    "ShieldArea",
    "attack_on_player",
    "breach",
    "exchange",
    "fighter",
    "keyword_amount",
    "state_of",
]

_MOD = re.compile(r"^(AP|HP)([+-])(\d+)(?: during this (battle|turn))?$")
ADDING = ("<Repair>", "<Breach>", "<Support>")
_ADDS_UP = {"<Repair>": Q.REPAIR_ADDS_UP, "<Breach>": Q.BREACH_ADDS_UP, "<Support>": Q.SUPPORT_ADDS_UP}


def keyword_names(card: GundamCard) -> set[str]:
    return {keyword.name for keyword in card.keywords}


def keyword_amount(
    reasoning: Reasoning, card: GundamCard, name: str, extra: tuple[GundamCard, ...] = ()
) -> int:
    """The amount of a numbered keyword effect (<Repair 2>): copies add up (13-1-1-2, 13-1-2-5, 13-1-3-2)."""
    values = [k.value or 0 for c in (card, *extra) for k in c.keywords if k.name == name]
    if len(values) > 1:
        rule(
            reasoning,
            f"{card.name}'s {len(values)} copies of {name} are one {name} {sum(values)} "
            f"({' + '.join(map(str, values))})",
            True,
            _ADDS_UP[name],
        )
    return sum(values)


def state_of(card: GundamCard, what: str) -> bool:
    """Is the card rested? Refused when the question turns on it and it wasn't given."""
    if card.rested is None:
        raise ScenarioError(f"say whether {card.name} ({what}) is rested or active: add `rested` or `active`")
    return card.rested


@dataclass(frozen=True)
class Fighter:
    """A Unit or Base in the battle: AP and HP now, damage already on it, its keyword effects."""

    card: GundamCard
    role: str
    ap: int
    hp: int
    damage: int
    keywords: frozenset[str]
    pilot: GundamCard | None = None
    ap_shown: str = ""
    hp_shown: str = ""

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def who(self) -> str:
        return f"{self.card.name} ({self.role})"

    @property
    def left(self) -> int:
        """HP left before the battle's damage."""
        return self.hp - self.damage

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    def shown(self, stat: str) -> str:
        """How its AP or HP adds up: '3 + 1 (Amuro Ray) + 3 (AP+3)'."""
        return self.ap_shown if stat == "ap" else self.hp_shown


def _modifiers(card: GundamCard, stat: str) -> list[tuple[int, str, str | None]]:
    found = []
    for written in card.modifiers:
        match = _MOD.match(written)
        if match is None:  # GundamCard.prepare only keeps what the pattern reads
            raise ScenarioError(f"{card.name}: modifier {written!r} is not AP+N / HP-N")
        if match.group(1) == stat:
            amount = int(match.group(3)) * (-1 if match.group(2) == "-" else 1)
            found.append((amount, written, match.group(4)))
    return found


def _own_stat(
    reasoning: Reasoning, card: GundamCard, stat: Literal["ap", "hp"], role: str, as_base: bool
) -> int:
    """The card's own AP or HP: as written or in its card data; else, for the Base in the shield area
    (`as_base`), the one the rules give an EX Base token (5-17-3-1-1), cited."""
    word = stat.upper()
    own = getattr(card, stat)
    if own is not None:
        return int(own)
    ruled = card.rules_stat(stat) if as_base else None
    if ruled is None:
        raise ScenarioError(f"give the {word} of {card.name} ({role}): {stat}=N")
    rule(
        reasoning,
        f"{card.name} is an EX Base token, with {ruled} {word} (none written or in its card data)",
        True,
        Q.EX_BASE,
    )
    return ruled


def _stat(
    reasoning: Reasoning,
    card: GundamCard,
    pilot: GundamCard | None,
    stat: Literal["ap", "hp"],
    role: str,
    also: tuple[tuple[int, str], ...] = (),
    as_base: bool = False,
) -> tuple[int, str]:
    """The card's AP or HP now, and how it adds up ('3 + 1 (Amuro Ray) + 3 (AP+3 during this battle)').
    `also`: other effects' modifiers, (amount, what gives it), counted before a negative result
    becomes 0 (1-3-6: "… treat it as zero unless it will be modified by another effect")."""
    word = stat.upper()
    own = _own_stat(reasoning, card, stat, role, as_base)
    total, shown = own, str(own)
    if pilot is not None:
        added = getattr(pilot, stat)
        if added is None:
            raise ScenarioError(f"give the {word} {pilot.name} adds as a Pilot: {stat}=N (0 if none)")
        rule(
            reasoning,
            f"{pilot.name}, paired with {card.name}, adds its {word} (+{added})",
            True,
            Q.PILOT_ADDS_STATS,
        )
        total += added
        shown += f" + {added} ({pilot.name})"
    for amount, written, span in _modifiers(card, word):
        if span == "battle":
            rule(
                reasoning,
                f"{card.name}'s “{written}” applies from the attack step",
                True,
                Q.DURING_THIS_BATTLE,
            )
        total += amount
        shown += f" {'+' if amount >= 0 else '−'} {abs(amount)} ({written})"
    for amount, written in also:
        total += amount
        shown += f" {'+' if amount >= 0 else '−'} {abs(amount)} ({written})"
    if total < 0:
        rule(
            reasoning,
            f"{card.name}'s {word} after its effects ({total}) counts as 0",
            True,
            Q.NEGATIVE_IS_ZERO,
        )
        total = 0
        shown += " → 0"
    return total, shown


def fighter(
    reasoning: Reasoning,
    card: GundamCard,
    role: str,
    pilot: GundamCard | None = None,
    *,
    ap: bool = True,
    hp: bool = True,
    ap_also: tuple[tuple[int, str], ...] = (),
    hp_also: tuple[tuple[int, str], ...] = (),
    as_base: bool = False,
    gains: bool = True,
) -> Fighter:
    """The card in the battle as `role`, its AP and HP now (each unless turned off), with steps;
    `ap_also`/`hp_also`: modifiers of other effects (<Support>'s AP+, a 【During Pair】 bonus), counted
    before a negative result is 0; `as_base`: it is the Base in the shield area (an EX Base's AP and HP
    are 5-17-3-1-1's if not given); `gains`: record the keywords it gains from its Pilot (off where only
    its AP/HP is asked)."""
    keywords = keyword_names(card)
    if pilot is not None and gains:
        gained = {k for k in keyword_names(pilot) if k.startswith("<")}
        if gained:
            rule(
                reasoning,
                f"{card.name} gains {pilot.name}'s {', '.join(sorted(gained))} while they are paired",
                True,
                Q.PILOT_TEXT_BELOW,
            )
            keywords |= gained
    ap_value, ap_parts = _stat(reasoning, card, pilot, "ap", role, ap_also, as_base) if ap else (0, "")
    hp_value, hp_parts = _stat(reasoning, card, pilot, "hp", role, hp_also, as_base) if hp else (0, "")
    damage = card.damage or 0
    if hp and damage >= hp_value:
        raise ScenarioError(
            f"{card.name} ({role}) has {damage} damage and {hp_value} HP: it would already be destroyed "
            f"(5-5-2)"
        )
    return Fighter(card, role, ap_value, hp_value, damage, frozenset(keywords), pilot, ap_parts, hp_parts)


# --- who may attack, who may block ------------------------------------------------------------


@dataclass
class Legality:
    """Whether an action is allowed, and what would change a No."""

    allowed: bool
    problem: str = ""
    fix: list[str] = field(default_factory=list)


def can_attack(
    reasoning: Reasoning,
    attacker: GundamCard,
    target: GundamCard | None,
    *,
    deployed_this_turn: bool,
    linked: bool | None,
) -> Legality:
    """Can `attacker` declare an attack on `target` (None: the opposing player)? `linked`: whether it is
    a Link Unit (None when that wasn't asked: no Pilot)."""
    if not ATTACKER.step(reasoning, attacker):
        return Legality(False, f"{attacker.name} is a {attacker.type}, and only Units attack")
    rested = attacker.rested is True
    state = "rested" if rested else "active" if attacker.rested is False else "active (not written rested)"
    if not rule(
        reasoning, f"{attacker.name} (attacking) is active: it is {state}", not rested, Q.ATTACKER_ACTIVE
    ):
        reasoning.decisive()
        return Legality(False, f"{attacker.name} is rested", ["it were active"])
    if deployed_this_turn:
        if linked:
            rule(reasoning, f"{attacker.name} is a Link Unit deployed this turn", True, Q.LINK_UNIT_ATTACKS)
        else:
            rule(
                reasoning,
                f"{attacker.name} was deployed this turn and may attack",
                False,
                Q.NEW_UNIT_CANT_ATTACK,
            )
            reasoning.decisive()
            return Legality(
                False,
                f"{attacker.name} was deployed this turn",
                ["it were a Link Unit (a Pilot meeting its link condition paired: 3-2-6-3)"],
            )
    if target is None:
        rule(reasoning, "the opposing player is an attack target", True, Q.ATTACK_TARGETS)
        return Legality(True)
    if not ATTACK_TARGET.step(reasoning, target):
        reasoning.decisive()
        return Legality(False, f"{target.name} is a {target.type}: only the player or a rested enemy Unit")
    target_rested = state_of(target, "attack target")
    held = rule(
        reasoning,
        f"{target.name} is a rested enemy Unit: it is {'rested' if target_rested else 'active'}",
        target_rested,
        Q.ATTACK_TARGETS,
    )
    if not held:
        reasoning.decisive()
        return Legality(
            False, f"{target.name} is active", [f"{target.name} were rested", "it attacked the player"]
        )
    return Legality(True)


def can_block(
    reasoning: Reasoning,
    attacker: GundamCard,
    blocker: GundamCard,
    *,
    is_target: bool,
    blocked_already: bool,
    pilot: GundamCard | None = None,
) -> Legality:
    """Can `blocker` (the attacked Unit itself when `is_target`) activate <Blocker> against this attack?
    `pilot`: the attacker's paired Pilot, whose keyword effects it gains (3-3-9-2: <High-Maneuver>)."""
    if not rule(reasoning, f"{blocker.name} has <Blocker>", "<Blocker>" in keyword_names(blocker), Q.BLOCKER):
        reasoning.decisive()
        return Legality(False, f"{blocker.name} has no <Blocker>", [f"{blocker.name} had <Blocker>"])
    if not BLOCKER.step(reasoning, blocker):
        reasoning.decisive()
        return Legality(False, f"{blocker.name} is a {blocker.type}, and <Blocker> is activated on a Unit")
    if is_target:
        rule(
            reasoning,
            f"{blocker.name}, the Unit originally targeted, activates its own <Blocker>",
            False,
            Q.TARGET_CANT_BLOCK,
        )
        reasoning.decisive()
        return Legality(
            False,
            f"{blocker.name} is the Unit the attack targets, and can't block for itself",
            ["another of your active Units with <Blocker> blocked"],
        )
    rested = state_of(blocker, "blocker")
    if not rule(
        reasoning,
        f"{blocker.name} is active: it is {'rested' if rested else 'active'}",
        not rested,
        Q.BLOCKER_ACTIVE,
    ):
        reasoning.decisive()
        return Legality(False, f"{blocker.name} is rested", [f"{blocker.name} were active"])
    maneuver = fighter(reasoning, attacker, "attacking", pilot, ap=False, hp=False).has("<High-Maneuver>")
    gained = "<High-Maneuver>" not in keyword_names(attacker)
    if not rule(
        reasoning,
        f"enemy Units may activate <Blocker> while {attacker.name} attacks (<High-Maneuver> stops them)",
        not maneuver,
        Q.HIGH_MANEUVER,
    ):
        reasoning.decisive()
        source = f" (from its Pilot, {pilot.name})" if gained and pilot is not None else ""
        return Legality(
            False, f"{attacker.name} has <High-Maneuver>{source}", [f"{attacker.name} had no <High-Maneuver>"]
        )
    if blocked_already:
        rule(
            reasoning,
            "this is the first <Blocker> activated against this attack",
            False,
            Q.ONE_BLOCK_PER_ATTACK,
        )
        reasoning.decisive()
        return Legality(False, "another <Blocker> already blocked this attack")
    rule(
        reasoning,
        f"{blocker.name}'s <Blocker> changes the attack target to {blocker.name}",
        True,
        Q.BLOCKER_REDIRECTS,
    )
    return Legality(True)


# --- battle damage between two Units -----------------------------------------------------------


@dataclass(frozen=True)
class Exchange:
    """What the damage step did between the attacking Unit and the Unit it battles. A fate is None
    when it wasn't asked (its step wasn't recorded); `*_step` is the index of the step deciding it."""

    attacker_takes: int
    target_takes: int
    first: Literal["simultaneous", "attacker"]
    attacker_destroyed: bool | None = None
    target_destroyed: bool | None = None
    attacker_step: int | None = None
    target_step: int | None = None


def _zero(reasoning: Reasoning, source: Fighter, to: Fighter) -> None:
    if source.ap == 0:
        rule(reasoning, f"{source.who} deals 0 damage to {to.name}: no damage is dealt", True, Q.ZERO_DAMAGE)


def _fate(reasoning: Reasoning, unit: Fighter, taken: int) -> tuple[bool, int]:
    """Is the Unit destroyed by `taken` more damage? The result and the index of its step."""
    total = unit.damage + taken
    already = f" ({unit.damage} already on it)" if unit.damage else ""
    held = rule(
        reasoning,
        f"{unit.who} has {total} damage{already} against {unit.hp} HP: its HP becomes zero",
        total >= unit.hp,
        Q.UNIT_DESTROYED,
    )
    return held, len(reasoning.steps) - 1


def exchange(
    reasoning: Reasoning,
    attacker: Fighter,
    target: Fighter,
    *,
    about: Literal["attacker", "target"],
    fates: tuple[Literal["attacker", "target"], ...] = (),
) -> Exchange:
    """The damage step of an attack on a Unit: both deal damage equal to their AP at once (8-5-3-2),
    unless the attacking Unit has <First Strike> (8-5-3-2-2, 13-1-5-2). The steps about the side the
    question is `about` come last; `fates` are the sides whose destruction is asked (recorded)."""
    if target.has("<First Strike>"):
        rule(
            reasoning,
            f"{target.who} is the attacking Unit, for its <First Strike> to act",
            False,
            Q.FIRST_STRIKE,
        )
        rule(reasoning, f"{target.name} deals its battle damage first", False, Q.FIRST_STRIKE_ON_UNIT)
    if attacker.has("<First Strike>"):
        rule(
            reasoning,
            f"{attacker.who} has <First Strike>: it deals its battle damage first",
            True,
            Q.FIRST_STRIKE_ON_UNIT,
        )
        _zero(reasoning, attacker, target)
        dealt = attacker.ap
        target_destroyed, target_step = _fate(reasoning, target, dealt)
        if target_destroyed:
            rule(
                reasoning,
                f"{target.name} is destroyed by that damage, so {attacker.name} receives no battle damage "
                f"from it",
                True,
                Q.FIRST_STRIKE_NO_DAMAGE_BACK,
            )
            back = 0
        else:
            rule(
                reasoning,
                f"{target.name} survives and then deals its battle damage ({target.ap}) to {attacker.name}",
                True,
                Q.FIRST_STRIKE_THEN_TARGET,
            )
            _zero(reasoning, target, attacker)
            back = target.ap
        result = Exchange(back, dealt, "attacker", target_destroyed=target_destroyed, target_step=target_step)
        if "attacker" in fates:
            destroyed, step = _fate(reasoning, attacker, back)
            result = replace(result, attacker_destroyed=destroyed, attacker_step=step)
        return result
    rule(
        reasoning,
        f"{attacker.name} deals {attacker.ap} damage to {target.name} as {target.name} deals {target.ap} to "
        f"{attacker.name}, simultaneously",
        True,
        Q.UNITS_TRADE_DAMAGE,
    )
    sides = {"attacker": (target, attacker), "target": (attacker, target)}
    for side in sorted(sides, key=lambda side: side == about):
        _zero(reasoning, *sides[side])
    result = Exchange(target.ap, attacker.ap, "simultaneous")
    for side in sorted(fates, key=lambda side: side == about):
        source, unit = sides[side]
        destroyed, step = _fate(reasoning, unit, source.ap)
        if side == "attacker":
            result = replace(result, attacker_destroyed=destroyed, attacker_step=step)
        else:
            result = replace(result, target_destroyed=destroyed, target_step=step)
    return result


# --- the shield area: <Breach>, an attack on a player -------------------------------------------


@dataclass(frozen=True)
class ShieldArea:
    """The defending player's shield area: Shields (face down, 1 HP each) and a Base, if any."""

    shields: int
    base: Fighter | None


def shield_area(reasoning: Reasoning, shields: int | None, base: GundamCard | None) -> ShieldArea:
    if shields is None:
        raise ScenarioError("give how many Shields they have: shields=N (0 for none)")
    if base is None:
        return ShieldArea(shields, None)
    # Its AP only where it is written (or in card data); an EX Base token's 0 AP (5-17-3-1-1) is cited
    # only where it decides the answer: `base_strikes_back`.
    return ShieldArea(shields, fighter(reasoning, base, "their Base", ap=base.ap is not None, as_base=True))


@dataclass(frozen=True)
class Breach:
    """What <Breach> did: its amount and where it dealt it (`nothing`: it didn't activate)."""

    amount: int
    to: Literal["base", "shield", "nothing"]
    destroys: bool = False


def breach(
    reasoning: Reasoning, attacker: Fighter, target: Fighter, result: Exchange, area: ShieldArea | None
) -> Breach:
    """<Breach> after the exchange (13-1-2): it activates when the attacking Unit destroyed the enemy
    Unit with battle damage during its turn, and damages the Base, or else the top Shield."""
    if not attacker.has("<Breach>"):
        rule(reasoning, f"{attacker.who} has no <Breach>", True, Q.BREACH)
        return Breach(0, "nothing")
    amount = keyword_amount(reasoning, attacker.card, "<Breach>", (attacker.pilot,) if attacker.pilot else ())
    rule(reasoning, f"{attacker.name} attacks during its own player's turn", True, Q.ACTIVE_PLAYER_ATTACKS)
    if not result.target_destroyed:
        rule(
            reasoning,
            f"{target.name} survives: <Breach> needs {attacker.name} to destroy it with battle damage",
            True,
            Q.BREACH,
        )
        return Breach(0, "nothing")
    rule(
        reasoning, f"{attacker.name} destroys the enemy Unit {target.name} with battle damage", True, Q.BREACH
    )
    if result.attacker_destroyed:
        rule(
            reasoning,
            f"{attacker.name} is destroyed too: <Breach> still activates",
            True,
            Q.BREACH_BOTH_DESTROYED,
        )
    if area is None:
        raise ScenarioError(
            "<Breach> activates: give their shield area, shields=N and base= (if they have one)"
        )
    if area.base is not None:
        rule(
            reasoning,
            f"the first card in their shield area is their Base, {area.base.name}",
            True,
            Q.BREACH_FIRST_CARD,
        )
        destroys = area.base.damage + amount >= area.base.hp
        rule(
            reasoning,
            f"{area.base.name} has {area.base.damage + amount} damage against {area.base.hp} HP",
            destroys,
            Q.DESTROYED_AT_HP,
        )
        return Breach(amount, "base", destroys)
    if area.shields:
        rule(
            reasoning,
            "with no Base, <Breach> deals its damage to their topmost Shield",
            True,
            Q.BREACH_FIRST_CARD,
        )
        rule(reasoning, f"that Shield (1 HP) receives {amount} damage and is destroyed", True, Q.SHIELDS)
        return Breach(amount, "shield", True)
    rule(
        reasoning,
        "their shield area has neither a Base nor a Shield: <Breach> does not activate",
        True,
        Q.BREACH_NOTHING_THERE,
    )
    return Breach(0, "nothing")


@dataclass(frozen=True)
class PlayerAttack:
    """What an attack on a player did in the damage step."""

    hits: Literal["base", "shield", "player"]
    damage: int
    shields_destroyed: int
    base_destroyed: bool
    defeated: bool


def attack_on_player(reasoning: Reasoning, attacker: Fighter, area: ShieldArea) -> PlayerAttack:
    """The damage step of an attack on a player (8-5-2): the Base takes it if there is one (8-5-2-4);
    else the top Shield (8-5-2-3; the first two with <Suppression>, 13-1-7); else the player (8-5-2-2)."""
    rule(
        reasoning,
        "the attack on the player succeeds: check their shield area",
        True,
        Q.ATTACK_ON_PLAYER_CHECKS_SHIELDS,
    )
    dealt = attacker.ap
    if area.base is not None:
        base = area.base
        rule(
            reasoning,
            f"there is a Base ({base.name}): {attacker.name} deals battle damage equal to its AP ({dealt}) "
            f"to it",
            True,
            Q.DAMAGE_TO_BASE,
        )
        rule(
            reasoning,
            "damage to the shield area goes to the Base while it is present",
            True,
            Q.BASE_TAKES_DAMAGE_FIRST,
        )
        if attacker.has("<Suppression>"):
            rule(
                reasoning,
                f"{attacker.name} deals battle damage to an enemy Shield (<Suppression>)",
                False,
                Q.SUPPRESSION,
            )
        if dealt == 0:
            rule(reasoning, f"{attacker.name} deals 0 damage: no damage is dealt", True, Q.ZERO_DAMAGE)
            return PlayerAttack("base", 0, 0, False, False)
        base_destroyed = rule(
            reasoning,
            f"{base.name} has {base.damage + dealt} damage against {base.hp} HP: its HP becomes zero",
            base.damage + dealt >= base.hp,
            Q.BASE_DESTROYED,
        )
        if base_destroyed and base.damage + dealt > base.hp:
            rule(
                reasoning,
                "the damage beyond the Base's HP is not dealt to a Shield",
                True,
                Q.NO_EXCESS_TO_SHIELDS,
            )
        return PlayerAttack("base", dealt, 0, base_destroyed, False)
    if area.shields:
        rule(
            reasoning,
            f"there is a Shield and no Base: {attacker.name} deals damage equal to its AP ({dealt}) to the "
            f"top Shield",
            True,
            Q.DAMAGE_TO_SHIELD,
        )
        if dealt == 0:
            rule(reasoning, f"{attacker.name} deals 0 damage: no damage is dealt", True, Q.ZERO_DAMAGE)
            return PlayerAttack("shield", 0, 0, False, False)
        rule(reasoning, "a Shield receiving 1 or more damage is destroyed", True, Q.SHIELD_DESTROYED)
        destroyed = 1
        if attacker.has("<Suppression>"):
            if area.shields >= 2:
                rule(
                    reasoning,
                    f"{attacker.name} has <Suppression>: it deals damage to the first two Shields at once",
                    True,
                    Q.SUPPRESSION,
                )
                destroyed = 2
            else:
                rule(
                    reasoning,
                    "there is only one Shield: only it is dealt damage",
                    True,
                    Q.SUPPRESSION_ONE_SHIELD,
                )
        elif dealt > 1:
            rule(
                reasoning,
                "the damage beyond the Shield's 1 HP is not dealt to another Shield",
                True,
                Q.NO_EXCESS_TO_SHIELDS,
            )
        return PlayerAttack("shield", dealt, destroyed, False, False)
    rule(
        reasoning,
        f"there is no Base and not a single Shield: {attacker.name} deals battle damage equal to its AP "
        f"({dealt}) "
        "to the player",
        True,
        Q.DAMAGE_TO_PLAYER,
    )
    if dealt == 0:
        rule(
            reasoning,
            f"{attacker.name} deals 0 damage: no damage is dealt, so the player receives none",
            True,
            Q.ZERO_DAMAGE,
        )
        rule(
            reasoning,
            "the player receives battle damage while their shield area is empty",
            False,
            Q.DEFEAT_BY_BATTLE_DAMAGE,
        )
        return PlayerAttack("player", 0, 0, False, False)
    rule(
        reasoning,
        "the player receives battle damage from a Unit with no cards in their shield area: defeated",
        True,
        Q.DEFEAT_BY_BATTLE_DAMAGE,
    )
    return PlayerAttack("player", dealt, 0, False, True)


def base_strikes_back(
    reasoning: Reasoning, attacker: Fighter, hit: PlayerAttack, base: Fighter | None = None
) -> int:
    """Battle damage the attacking Unit takes from an attack on a player: from a Shield or the player,
    none (only Units deal battle damage to each other, 5-5-3); from a Base, the text does not decide,
    unless <First Strike> destroyed it first (13-1-5-2) or the Base has 0 AP (written, or an EX Base
    token's, 5-17-3-1-1: whatever it would deal is 0, and zero damage is not dealt, 5-5-5)."""
    if hit.hits != "base":
        rule(
            reasoning,
            "only attacking Units and Units being attacked deal each other battle damage: "
            f"{attacker.name}, attacking {'their top Shield' if hit.hits == 'shield' else 'the player'}, "
            f"takes none",
            True,
            Q.BATTLE_DAMAGE,
        )
        return 0
    if attacker.has("<First Strike>") and hit.base_destroyed:
        rule(
            reasoning,
            f"{attacker.name} has <First Strike>: it deals its damage to the Base first",
            True,
            Q.FIRST_STRIKE_ON_BASE,
        )
        rule(
            reasoning,
            "the Base is destroyed by that damage, so no battle damage from it is received",
            True,
            Q.FIRST_STRIKE_NO_DAMAGE_BACK,
        )
        return 0
    base_ap = None if base is None else _base_ap(reasoning, base)
    if base is not None and base_ap is not None and base_ap <= 0:
        rule(
            reasoning,
            f"{base.name} has {base_ap} AP: any battle damage it could deal back is 0, and is not dealt",
            True,
            Q.ZERO_DAMAGE,
        )
        return 0
    raise NotCovered(
        "Whether a Base deals battle damage to the Unit attacking it, 1.7.0 does not say: 8-5-2-4 has only "
        "the attacking Unit deal damage to the Base, and 5-5-3 has Units deal damage to each other, while "
        "13-1-5-2 (“battle damage from the Unit or Base targeted for attack is not received”) and 3-5-4-1 "
        "(a Base's AP is its “offensive strength in battle”) suggest that it does.",
        "Not covered: 1.7.0 doesn't say whether a Base deals battle damage back.",
    )


def _base_ap(reasoning: Reasoning, base: Fighter) -> int | None:
    """The Base's AP now, or None when nothing gives one. `shield_area` worked out an AP written (or in
    card data); an EX Base token's (5-17-3-1-1) is worked out here, where it decides the answer."""
    if base.card.ap is not None:
        return base.ap
    if base.card.rules_stat("ap") is None:
        return None
    return fighter(reasoning, base.card, base.role, hp=False, as_base=True).ap
