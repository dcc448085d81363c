"""A rules page's Markdown as blocks of rich Text, in one language or both (issue 18).

The pages (``rules/variants/<id>/rules.md``) give each rule in Chinese and in English, sentence beside
sentence. :func:`page_blocks` cuts the page into blocks (headings, paragraphs, list items, tables, fenced
example hands) and keeps the sentences of the language asked for: ``zh``, ``en`` or ``both``. A sentence is
Chinese when it has more Chinese characters than Latin letters; a label written ``中文 / English`` keeps its
side. The page's own small Markdown is drawn here rather than by Textual's Markdown widget, which mounts a
widget per block and took 1–2 s for a page; this opens in well under 0.3 s (benchmarks/bench_rules_page.py).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from rich import box
from rich.console import RenderableType
from rich.style import Style
from rich.table import Table
from rich.text import Text

from mahjong_tui.theme import colour

MODES = ("zh", "en", "both")
RULE_ID = re.compile(r"\b[A-Z]{2}-\d+\b")

_CJK = re.compile(r"[\u3400-\u9fff]")
_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
_SENTENCE_END = re.compile(
    r"(?<=[。！？])(?!\*\*)\s*"  # a Chinese sentence ends (not inside a bold label: **怎樣胡。**)
    # an English one (or a bold label) before Chinese
    r"|(?:(?<=[.!?:;)])|(?<=\*\*))\s+(?=[\u3400-\u9fff（「])"
    r"|(?<=[.!?])\s+(?=[A-Z*(])"  # an English one before the next
)
_PAIR = re.compile(r"^(?P<zh>[^/]*?[\u3400-\u9fff][^/]*?)\s+/\s+(?P<en>[^/]+)$")
_INLINE = re.compile(r"\*\*(?P<bold>.+?)\*\*|`(?P<code>[^`]+)`")

HEADING_STYLES = {1: Style(bold=True, color=colour("gold"), underline=True),
                  2: Style(bold=True, color=colour("gold")),
                  3: Style(bold=True, color=colour("minor-heading"))}
CODE_STYLE = Style(color=colour("code-text"))


@dataclass(frozen=True)
class Block:
    """One block of a page: ``kind`` is heading, paragraph, item, table, tiles or code."""

    kind: str
    text: str
    level: int = 0  # a heading's level
    lang: str = ""  # a fence's language

    @property
    def rule_ids(self) -> list[str]:
        return RULE_ID.findall(self.text)


def is_chinese(sentence: str) -> bool:
    return len(_CJK.findall(sentence)) > len("".join(_LATIN_WORD.findall(sentence)))


def sentences(text: str) -> list[str]:
    return [s for s in _SENTENCE_END.split(text) if s and s.strip()]


def in_language(text: str, mode: str) -> str:
    """``text`` with only the sentences of ``mode`` (``both`` keeps all); a ``中文 / English`` pair keeps its
    side."""
    if mode == "both":
        return text
    kept: list[str] = []
    for sentence in sentences(text):
        if not re.search(r"[\w\u3400-\u9fff]", sentence):
            continue  # nothing to read (a stray mark)
        labelled = _label_side(sentence, mode)
        if labelled is not None:
            kept.append(labelled + " ")  # a bold label stands apart from the sentence after it
        elif is_chinese(sentence) == (mode == "zh") or _label_only(sentence) and RULE_ID.search(sentence):
            kept.append(sentence.strip())
    return re.sub(r"\s+", " ", ("" if mode == "zh" else " ").join(kept)).strip()


def _label_only(sentence: str) -> bool:
    """A sentence that is nothing but a bold label and code (``**SH-18 換牌** (`swap_tiles`):``): both sides
    keep it."""
    return not re.sub(r"\*\*[^*]*\*\*|`[^`]*`|[\W_]", "", sentence)


def _label_side(sentence: str, mode: str) -> str | None:
    """A sentence opening with a bold label ``**JS-1 144 張 / 144 tiles.**``: the label in ``mode`` and the
    rest when the rest is in ``mode`` too (else the label alone), or None for a sentence without a label."""
    label = re.match(r"\*\*(?P<id>[A-Z]{2}-\d+\s+)?(?P<zh>[^*/]+?)\s*/\s*(?P<en>[^*]+?)\*\*\s*(?P<rest>.*)$",
                     sentence, flags=re.DOTALL)
    if label is None:
        return None
    side = label["zh"] if mode == "zh" else label["en"]
    head = f"**{label['id'] or ''}{side.strip()}**"
    rest = label["rest"].strip()
    keep_rest = rest and is_chinese(rest) == (mode == "zh")
    return f"{head} {rest}" if keep_rest else head


def _heading_in(text: str, mode: str) -> str:
    """A heading ``JS-13 胡數 / the 胡 count`` or ``牌與牌桌 Tiles and table`` in one language; its rule id
    stays."""
    if mode == "both":
        return text
    rule = re.match(r"^[A-Z]{2}-\d+\s+", text)
    head, body = (rule[0], text[rule.end():]) if rule else ("", text)
    pair = _PAIR.match(body)
    if pair:
        return head + pair[mode].strip()
    split = re.match(r"^(?P<zh>.*[\u3400-\u9fff][^A-Za-z]*?)\s+(?P<en>[A-Z].*)$", body)
    if split and not _CJK.search(split["en"][:12]):
        return head + split[mode].strip()
    return text


def page_blocks(markdown: str, mode: str = "both") -> list[Block]:
    """The page cut into blocks, each in ``mode``; blocks left empty by the language filter are dropped.

    In Chinese alone the command-line sections (a heading naming ``mahjong-tui``) and code are left out:
    commands are English by nature, and the page is for players at the table."""
    out: list[Block] = []
    command_line = False
    for block in _raw_blocks(markdown):
        if block.kind == "heading":
            command_line = block.level <= 2 and "mahjong-tui" in block.text
            block = Block("heading", _heading_in(block.text, mode), block.level)
        elif block.kind in ("paragraph", "item"):
            block = Block(block.kind, in_language(block.text, mode))
        elif block.kind == "table" and mode == "zh":
            block = Block("table", _table_in_chinese(block.text))
        if mode == "zh" and (command_line or block.kind == "code"):
            continue
        if mode == "zh" and block.kind in ("paragraph", "item", "heading"):
            block = Block(block.kind, _chinese_tidy(block.text), block.level)
        if block.text.strip():
            out.append(block)
    return out


def _chinese_tidy(text: str) -> str:
    """Chinese text without the English left inside it: DECISION is 決定, a bracketed English note goes."""
    text = re.sub(r"\*\*DECISION（決定）\*\*|\*\*DECISION\*\*（決定）|DECISION（決定）|DECISION", "決定",
                  text)
    text = re.sub(r"\s*[(（]`?[A-Za-z][A-Za-z_ ,.'’-]*`?[)）]", "", text)  # a bracketed English gloss or key
    text = re.sub(r"(?<=[(（])[a-z][a-z ]*[，,]\s*", "", text)  # an English word opening a bracket
    text = re.sub(r"`[A-Za-z][\w.]*`", "", text)  # an option's or a key's code name
    # Chinese runs on without spaces, where a line of the source broke or a bold word stood apart
    text = re.sub(r"(?<=[\u3400-\u9fff，。；：、）」])\s+(?=[\u3400-\u9fff（「])"
                  r"|(?<=[\u3400-\u9fff，。；：、）」])\s+(?=\*\*)", "", text)
    # a lowercase English gloss after a Chinese word: 總花數 flowers, 單位 hua / lezi / x
    return re.sub(r"(?<=[\u3400-\u9fff])\s+[a-z][a-z]+(?:\s*/\s*[a-z]+)*(?=[\s，。：；、（(]|$)", "", text)


_LATIN_PHRASE = re.compile(r"(?<![\w-])(?![A-Z]{2}-\d)[A-Za-z][A-Za-z'’]*"
                           r"(?:[\s,/+.-]+[A-Za-z][A-Za-z'’]*)*\.?")


def _table_in_chinese(text: str) -> str:
    """A bilingual table with its English columns dropped and the English words taken out of the others."""
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")] for line in text.splitlines()]
    body = [row for row in rows[1:] if not all(re.fullmatch(r":?-+:?", c) for c in row)]
    english = {i for i in range(len(rows[0]))
               if 2 * sum(1 for row in body if i < len(row) and re.search(r"[A-Za-z]{3,}", row[i])
                          and not is_chinese(row[i])) > len(body)}

    def cell(value: str) -> str:
        if not _CJK.search(value):
            return value
        value = _LATIN_PHRASE.sub("", value)
        value = re.sub(r"\s*/\s*(?=[）)]|$)|(?<=[（(])\s*/\s*", "", value)
        return re.sub(r"\s{2,}", " ", value.replace("（）", "").replace("()", "")).strip()

    kept = [[cell(c) for i, c in enumerate(row) if i not in english] for row in rows]
    return "\n".join("| " + " | ".join(row) + " |" for row in kept)


def _raw_blocks(markdown: str) -> Iterator[Block]:
    lines = markdown.splitlines()
    i = 0
    para: list[str] = []

    def flush() -> Iterator[Block]:
        if para:
            yield Block("paragraph", " ".join(line.strip() for line in para))
            para.clear()

    while i < len(lines):
        line = lines[i]
        fence = re.match(r"^```(\w*)\s*$", line)
        if fence:
            yield from flush()
            end = next((j for j in range(i + 1, len(lines)) if lines[j].startswith("```")), len(lines))
            lang = fence[1]
            yield Block("tiles" if lang == "tiles" else "code", "\n".join(lines[i + 1:end]), lang=lang)
            i = end + 1
            continue
        heading = re.match(r"^(#{1,6})\s+(.*)$", line)
        if heading:
            yield from flush()
            yield Block("heading", heading[2].strip(), len(heading[1]))
        elif line.startswith("|"):
            yield from flush()
            end = next((j for j in range(i, len(lines)) if not lines[j].startswith("|")), len(lines))
            yield Block("table", "\n".join(lines[i:end]))
            i = end
            continue
        elif re.match(r"^\s*(?:[-*]|\d+\.)\s+", line):
            yield from flush()
            para.append(line)
            while i + 1 < len(lines) and lines[i + 1].startswith("  ") and lines[i + 1].strip():
                i += 1
                para.append(lines[i])
            yield Block("item", " ".join(part.strip() for part in para))
            para.clear()
        elif not line.strip():
            yield from flush()
        else:
            para.append(line)
        i += 1
    yield from flush()


def inline_text(text: str, style: Style | None = None) -> Text:
    """``**bold**`` and ```code``` of a block's text as styled rich Text."""
    out = Text(style=style or Style())
    pos = 0
    for match in _INLINE.finditer(text):
        out.append(text[pos:match.start()])
        if match["bold"] is not None:
            out.append_text(inline_text(match["bold"], Style(bold=True)))
        else:
            out.append(match["code"], style=CODE_STYLE)
        pos = match.end()
    out.append(text[pos:])
    return out


def caption_in(line: str, mode: str) -> str:
    """An example hand's line with its caption (``# 中文 // English``) in ``mode``."""
    body, hash_mark, caption = line.partition("#")
    zh, bar, en = caption.partition("//")
    if not bar:
        return line
    chosen = {"zh": zh.strip(), "en": en.strip()}.get(mode, f"{zh.strip()} · {en.strip()}")
    return f"{body}{hash_mark} {chosen}"


def block_renderable(block: Block) -> RenderableType:
    """A heading, paragraph, item or table drawn (fences are drawn by the screen: tiles need the tile
    style)."""
    if block.kind == "heading":
        return inline_text(block.text, HEADING_STYLES.get(block.level, HEADING_STYLES[3]))
    if block.kind == "item":
        bullet = re.match(r"^\s*([-*]|\d+\.)\s+", block.text)
        mark = "•" if bullet and bullet[1] in "-*" else bullet[1] if bullet else "•"
        body = block.text[bullet.end():] if bullet else block.text
        return Text.assemble(f"  {mark} ", inline_text(body))
    if block.kind == "table":
        return table_of(block.text)
    if block.kind == "code":
        return Text(block.text, style=CODE_STYLE)
    return inline_text(block.text)


def table_of(text: str) -> Table:
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")] for line in text.splitlines()]
    rows = [row for row in rows if not all(re.fullmatch(r":?-+:?", cell) for cell in row)]
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    for cell in rows[0]:
        table.add_column(inline_text(cell, Style(bold=True)))
    for row in rows[1:]:
        table.add_row(*(inline_text(cell) for cell in row))
    return table
