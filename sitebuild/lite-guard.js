// "Run this lesson": keep a reader's first run from being lost while the notebook connects.
//
// JupyterLite shows a lesson's cells about a second before the notebook has its kernel. A cell
// run in that second is dropped by JupyterLab's notebook (its prompt stays "[ ]") or answered
// with a "Select Kernel" dialog whose default is "No Kernel"; either way the reader sees a
// notebook that never answers. Until the notebook has its kernel this script holds every run
// (Shift/Ctrl/Alt+Enter and the run buttons and menus), says so in a banner, and replays the
// last one as soon as the kernel is attached. The banner stays, without blocking anything,
// until Python has started, so the reader knows why the first answer takes a few seconds.
//
// It reads the app through `window.jupyterapp` (`exposeAppInBrowser` in jupyter-lite.json) and
// marks its state on <html data-tractor-kernel="starting|attached|ready"> for the tests.
(() => {
  "use strict";
  const root = document.documentElement;
  const RUN_KEYS = {
    // key modifier -> the command JupyterLab binds to it in a notebook
    shiftKey: "notebook:run-cell-and-select-next",
    altKey: "notebook:run-cell-and-insert-below",
    ctrlKey: "notebook:run-cell",
    metaKey: "notebook:run-cell",
  };
  const RUN_COMMAND = /^(notebook:run|notebook:restart-run|runmenu:)/;
  let pending = null; // the command of the reader's last held run
  let banner = null;

  const setState = (state) => {
    root.dataset.tractorKernel = state;
  };
  setState("starting");

  const say = (en, zh) => {
    if (!banner) {
      banner = document.createElement("div");
      banner.className = "tractor-lite-banner";
      banner.setAttribute("role", "status");
      banner.setAttribute("aria-live", "polite");
      banner.style.cssText =
        "position:fixed;z-index:10000;left:50%;bottom:1.5rem;transform:translateX(-50%);" +
        "max-width:min(36rem,92vw);padding:.6rem 1rem;border-radius:.4rem;" +
        // the site's Chinese font first (its face: the site's chinese.css, which lite.py links here)
        'font:14px/1.4 "Tractor Noto Sans SC",system-ui,sans-serif;background:#1f2933;color:#fff;' +
        "box-shadow:0 2px 8px rgba(0,0,0,.3)";
      document.body.appendChild(banner);
    }
    banner.textContent = "";
    const line = document.createElement("div");
    line.textContent = en;
    const zhLine = document.createElement("div");
    zhLine.lang = "zh-Hans";
    zhLine.textContent = zh;
    banner.append(line, zhLine);
  };
  const quiet = () => {
    banner?.remove();
    banner = null;
  };

  const notebook = () => {
    const widget = window.jupyterapp?.shell?.currentWidget;
    return widget && widget.sessionContext ? widget : null;
  };
  const kernel = () => notebook()?.sessionContext?.session?.kernel ?? null;

  const hold = (command) => {
    pending = command;
    root.dataset.tractorHeld = command; // for the tests: a run was held (and will be replayed)
    say(
      "Python is still starting in this browser: your cell will run as soon as it is ready.",
      "浏览器中的 Python 还在启动：准备好后会马上运行这个单元格。",
    );
  };

  // Capture phase: these run before JupyterLab's own key and click handlers.
  window.addEventListener(
    "keydown",
    (event) => {
      if (root.dataset.tractorKernel !== "starting" || event.key !== "Enter") return;
      const modifier = Object.keys(RUN_KEYS).find((m) => event[m]);
      if (!modifier || !notebook()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hold(RUN_KEYS[modifier]);
    },
    true,
  );
  window.addEventListener(
    "click",
    (event) => {
      if (root.dataset.tractorKernel !== "starting") return;
      const target = event.target instanceof Element ? event.target : null;
      const command = target?.closest("[data-command]")?.getAttribute("data-command");
      if (!command || !RUN_COMMAND.test(command) || !notebook()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hold(command);
    },
    true,
  );

  const watch = setInterval(() => {
    const state = root.dataset.tractorKernel;
    const current = kernel();
    if (state === "starting" && current) {
      setState("attached");
      if (pending) {
        const command = pending;
        pending = null;
        void window.jupyterapp.commands.execute(command);
      }
      say(
        "Starting Python in this browser (the first time can take up to a minute)…",
        "正在浏览器中启动 Python（第一次可能需要一分钟）……",
      );
    } else if (state === "attached" && current && current.status === "idle") {
      setState("ready");
      quiet();
      clearInterval(watch);
    }
  }, 100);
})();
