"""The rules pages and the variant modules agree (issue 10): every rule id a variant's code cites is on its
page, and every rule id on the page is cited by the code that implements it (the variant package, the
engine, the bots or the app's screens). The pages ship as package data and their example hands parse."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules.tiles import parse_tiles
from rules.variants import VARIANT_IDS, get_variant
from tests.test_package_data import packaged_files

ROOT = Path(__file__).resolve().parents[2]
PREFIX = {"jinshan": "JS", "shanghai": "SH", "jinhua": "JH", "cixi": "CX"}
CODE_ROOTS = ("rules", "bots", "mahjong_tui")


def cited(prefix: str, paths: list[Path]) -> set[str]:
    pattern = re.compile(rf"\b{prefix}-\d+\b")
    return {rule for path in paths for rule in pattern.findall(path.read_text(encoding="utf-8"))}


def module_ids(variant: str) -> set[str]:
    return cited(PREFIX[variant], sorted((ROOT / "rules" / "variants" / variant).glob("*.py")))


def code_ids(variant: str) -> set[str]:
    return cited(PREFIX[variant], [p for root in CODE_ROOTS for p in sorted((ROOT / root).rglob("*.py"))])


def page_ids(variant: str) -> set[str]:
    return set(re.findall(rf"\b{PREFIX[variant]}-\d+\b", get_variant(variant).rules_page_text()))


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_every_rule_id_the_module_cites_is_on_the_page(variant: str) -> None:
    assert module_ids(variant) - page_ids(variant) == set()


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_every_rule_id_on_the_page_is_cited_by_the_code(variant: str) -> None:
    missing = page_ids(variant) - code_ids(variant)
    assert missing == set(), f"on the {variant} page but cited nowhere in {CODE_ROOTS}: {sorted(missing)}"


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_the_variant_module_cites_almost_all_of_its_rules(variant: str) -> None:
    # the variant package is where a variant's rules live: only engine-wide or screen rules are cited
    # elsewhere
    elsewhere = page_ids(variant) - module_ids(variant)
    assert elsewhere <= {"SH-10", "CX-17"}, sorted(elsewhere)


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_the_page_is_package_data_in_both_languages(variant: str) -> None:
    page = get_variant(variant).rules_page()
    assert page.name == "rules.md" and Path(str(page)).parent == ROOT / "rules" / "variants" / variant
    text = page.read_text(encoding="utf-8")
    assert re.search(r"[\u4e00-\u9fff]{4}", text) and re.search(r"\b(the|and|is)\b", text)
    assert f"rules/variants/{variant}/rules.md" in packaged_files(ROOT / "pyproject.toml")


def tiles_blocks(text: str) -> list[str]:
    return re.findall(r"```tiles\n(.*?)```", text, flags=re.DOTALL)


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_example_hands_are_tiles_blocks_that_parse(variant: str) -> None:
    blocks = tiles_blocks(get_variant(variant).rules_page_text())
    assert blocks, "a page shows at least one example hand"
    for block in blocks:
        for line in block.splitlines():
            body = line.partition("#")[0]
            for word in body.split():
                tiles = word.strip("+()").rpartition("=")[2]
                assert parse_tiles(tiles, check_copies=False), word


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_the_page_has_its_scoring_tables(variant: str) -> None:
    text = get_variant(variant).rules_page_text()
    assert re.search(r"^\|.*\|\n\|[-| :]+\|$", text, flags=re.MULTILINE), "a Markdown table"


def test_the_old_docs_folder_points_to_the_pages() -> None:
    readme = (ROOT / "docs" / "rules" / "README.md").read_text(encoding="utf-8")
    for variant in VARIANT_IDS:
        assert f"rules/variants/{variant}/rules.md" in readme
    assert [p.name for p in (ROOT / "docs" / "rules").glob("*.md")] == ["README.md"]
