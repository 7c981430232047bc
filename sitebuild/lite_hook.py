"""mkdocs hooks for "Run this lesson in your browser" (JupyterLite under ``site/lite/``).

* ``on_page_content``: a notebook page gets a button, at its end, that opens the same
  notebook in JupyterLite. It is a plain link: nothing of JupyterLite loads until it is followed.
* ``on_post_build``: build the JupyterLite site (``sitebuild/lite.py``, cached in ``build/lite/``)
  from the wheel ``sitebuild/hooks.py`` built, and mirror it into ``site/lite/``.

Registered after ``sitebuild/hooks.py`` in ``mkdocs.yml``, whose ``on_config`` builds the wheel.
"""

from __future__ import annotations

import html
import logging
import re
import sys
import time
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # mkdocs loads hooks by path; ``sitebuild`` is beside this file
    sys.path.insert(0, str(ROOT))

from sitebuild import lite, site_wheel  # noqa: E402

log = logging.getLogger("mkdocs.plugins.tractor.lite")

_LESSON = re.compile(r"\d\d-")


def run_button(page_url: str, source: str) -> str:
    """The way to open a page's notebook in JupyterLite, in the page's language.

    It goes at the end of the page, for teachers and readers who code: a beginner reads the
    lesson above it and need never press it (at the top it was the first thing a beginner saw,
    and pressed).

    >>> "运行这一课" in run_button("zh/02-trumps/", "02-trumps.zh.py")
    True
    """
    lesson = bool(_LESSON.match(Path(source).name))
    href = html.escape(lite.lesson_url(page_url, source), quote=True)
    if page_url.startswith("zh/"):
        return (
            '<p class="tc-run-lite" lang="zh-Hans">'
            "<small>给老师和会编程的读者：这一页的每张图、每个答案都是 Python 代码算出来的，"
            "代码可以改，也可以运行。</small> "
            f'<a href="{href}">'
            f"▶ 在浏览器里运行这一{'课' if lesson else '个笔记本'}</a> "
            "<small>在 JupyterLite 中打开，Python 就在这个浏览器里运行"
            "（第一次要下载约 30 MB，之后 10–30 秒启动）。Python 启动期间运行的代码格会等它启动好。"
            "</small></p>"
        )
    what = "lesson" if lesson else "notebook"
    return (
        '<p class="tc-run-lite">'
        "<small>For teachers and readers who code: every picture and answer on this page is "
        "worked out by Python code, which you can change and run.</small> "
        f'<a href="{href}">'
        f"▶ Run this {what} in your browser</a> "
        "<small>Opens it in JupyterLite, with Python running in this browser (up to 30 MB to "
        "download the first time, then 10–30 s to start). A cell you run while Python starts "
        "waits for it.</small></p>"
    )


def on_page_content(output: str, *, page: Page, config: MkDocsConfig, files: Files) -> str | None:
    """Put the run button at the end of every notebook page that JupyterLite has."""
    source = page.file.src_path
    names = {p.name for p in lite.lesson_sources()}
    if Path(source).name not in names:
        return output
    return output + run_button(page.url, source)


def on_post_build(*, config: MkDocsConfig) -> None:
    """Build (or reuse) the JupyterLite site and publish it under ``site/lite/``."""
    start = time.monotonic()
    built = lite.build(site_wheel.wheel())  # this build's own wheel (sitebuild/site_wheel.py)
    target = lite.publish(built, Path(config.site_dir))
    log.info("JupyterLite in %s (%.1f s)", target, time.monotonic() - start)
