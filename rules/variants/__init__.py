"""The four regional games. Each is a package ``rules.variants.<id>`` exposing ``VARIANT``.

The engine and the commands find a variant by its id here; nothing outside ``rules/variants``
tests a variant's name.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.variants.base import Variant

VARIANT_IDS = ("jinshan", "shanghai", "jinhua", "cixi")


class UnknownVariant(ValueError):
    def __init__(self, name: str) -> None:
        super().__init__(f"unknown variant {name!r} (choose from {', '.join(VARIANT_IDS)})")


def get_variant(name: str) -> Variant:
    """The variant with this id; raises :class:`UnknownVariant` (a ValueError) otherwise."""
    if name not in VARIANT_IDS:
        raise UnknownVariant(name)
    module = importlib.import_module(f"rules.variants.{name}")
    variant: Variant = module.VARIANT
    return variant
