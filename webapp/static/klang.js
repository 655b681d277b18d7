// Klang's websocket glue on htmx 2's public API: the server sends HTML with
// hx-swap-oob, htmx.swap() places it; a JSON control frame says what is not a
// swap. Everything else is server-rendered.
(function () {
  "use strict";
  let socket = null;
  let retryDelay = 500;
  let everConnected = false;

  function chat() { return document.getElementById("chat"); }
  function conversationId() { return chat() ? chat().dataset.conversation : ""; }

  function scrollToEnd() {
    const list = document.getElementById("messages");
    if (list) list.scrollTop = list.scrollHeight;
  }

  let pending = [];  // sent before the socket was open (page just loaded, or reconnecting)

  function send(data) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(data));
    else pending.push(data);
  }

  function follow(control) {
    // The page now shows a new conversation: its address follows. Then the events the server
    // names (e.g. "klang:tool-finished": the panels refresh themselves).
    if (control.conversation) {
      chat().dataset.conversation = control.conversation;
      history.replaceState(null, "", "/c/" + control.conversation);
    }
    (control.trigger || []).forEach(function (name) { htmx.trigger(document.body, name); });
    // Nothing runs in this conversation: an answer the page still shows streaming ended before it watched.
    if (control.idle && document.querySelector("#messages .body.streaming")) reloadMessages();
  }

  function place(html) {
    // A finished answer re-renders its message: tool cards the user opened stay open.
    const opened = Array.from(document.querySelectorAll("details.tool-card[open]"), function (card) { return card.id; });
    htmx.swap(document.body, html, { swapStyle: "none" });
    opened.forEach(function (id) {
      const card = document.getElementById(id);
      if (card) card.open = true;
    });
    scrollToEnd();
  }

  function showBanner(lost) {
    const banner = document.getElementById("connection");
    if (banner) banner.hidden = !lost;
  }

  function reloadMessages() {
    // After a dropped connection the finished answer is in the history.
    const id = conversationId();
    if (!id) return Promise.resolve();
    return htmx.ajax("GET", "/c/" + id, { target: "#messages", swap: "outerHTML", select: "#messages" })
      .then(scrollToEnd);
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + "/ws");
    socket.addEventListener("open", function () {
      retryDelay = 500;
      showBanner(false);
      const resume = everConnected ? reloadMessages() : Promise.resolve();
      everConnected = true;
      resume.then(function () {
        send({ type: "watch", conversation: conversationId() });
        pending.splice(0).forEach(send);
      });
    });
    socket.addEventListener("message", function (event) {
      // An HTML frame starts with a tag or white space, a control frame is a JSON object.
      if (event.data.charAt(0) === "{") follow(JSON.parse(event.data));
      else place(event.data);
    });
    socket.addEventListener("close", function () {
      showBanner(true);
      setTimeout(connect, retryDelay);
      retryDelay = Math.min(retryDelay * 2, 5000);
    });
  }

  function submitPrompt(event) {
    event.preventDefault();
    const box = document.getElementById("prompt");
    const text = box.value.trim();
    if (!text) return;
    send({ type: "send", conversation: conversationId(), text: text, attachments: takeAttachments() });
    box.value = "";
  }

  // -- the panels beside the chat ------------------------------------------
  function openPreview(event) {
    // Path links and citations open the preview drawer; a modified click still opens the full page.
    const link = event.target.closest("a.path-link, a.cite");
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (!document.getElementById("preview-drawer")) return;
    event.preventDefault();
    htmx.ajax("GET", link.getAttribute("href"), { target: "#preview-drawer", swap: "innerHTML" });
  }

  function showRefusals(event) {
    // A refused preview or root (403/404/422) carries its message: show it instead of dropping it.
    const status = event.detail.xhr.status;
    if ((status === 403 || status === 404 || status === 422) && event.detail.target.closest("#panels, .panel-page")) {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  }

  // -- copy (messages and code blocks) ---------------------------------------
  function copyText(text, button, label) {
    // The clipboard API needs a secure context: a phone on the LAN over http uses the selection instead.
    function done(ok) {
      button.textContent = ok ? chat().dataset.copied : chat().dataset.copyFailed;
      setTimeout(function () { button.textContent = label; }, 1500);
    }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, function () { done(false); });
      return;
    }
    const scratch = document.createElement("textarea");
    scratch.value = text;
    scratch.setAttribute("readonly", "");
    scratch.className = "visually-hidden";
    document.body.appendChild(scratch);
    scratch.select();
    let ok = false;
    try { ok = document.execCommand("copy"); } catch (error) { ok = false; }
    scratch.remove();
    button.focus();
    done(ok);
  }

  function copyOnClick(event) {
    const button = event.target.closest("button.copy-message, button.copy-code");
    if (!button) return;
    if (!button.dataset.label) button.dataset.label = button.textContent;
    const source = button.classList.contains("copy-code")
      ? button.parentElement.querySelector("code") || button.parentElement.querySelector("pre")
      : button.closest("article.message").querySelector(".body");
    copyText(source.innerText, button, button.dataset.label);
  }

  function addCodeCopyButtons(root) {
    // The renderer's code blocks get a copy button here: it is page chrome, not part of what the model wrote.
    if (!chat() || !root.querySelectorAll) return;
    root.querySelectorAll(".message .body pre").forEach(function (block) {
      if (block.parentElement.classList.contains("code-block")) return;
      const frame = document.createElement("div");
      frame.className = "code-block";
      block.replaceWith(frame);
      frame.appendChild(block);
      const button = document.createElement("button");
      button.type = "button";
      button.className = "copy-code";
      button.textContent = chat().dataset.copyCode;
      frame.appendChild(button);
    });
  }

  // -- attachments: chosen or dropped files upload at once; their names go with the next message -------
  function takeAttachments() {
    const items = Array.from(document.querySelectorAll("#attachments li[data-name]"));
    document.querySelectorAll("#attachments li").forEach(function (item) { item.remove(); });
    return items.map(function (item) { return item.dataset.name; });
  }

  function removeAttachment(event) {
    const button = event.target.closest("button.remove-attachment");
    if (button) button.closest("li").remove();
  }

  function dropFiles(event) {
    const input = document.getElementById("attach-input");
    const hint = document.getElementById("drop-hint");
    if (!input || !event.dataTransfer || !Array.from(event.dataTransfer.types).includes("Files")) return;
    event.preventDefault();
    hint.hidden = event.type !== "dragover";
    if (event.type !== "drop") return;
    input.files = event.dataTransfer.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }

  function afterUpload(event) {
    // Clear the file field so the same file can be chosen again.
    if (event.detail.elt.id !== "attach-form") return;
    event.detail.elt.querySelector("input[type=file]").value = "";
  }

  function showActionRefusals(event) {
    // A refused upload, regeneration or edit carries its message (400/409/413/422): show it.
    const target = event.detail.target;
    if (!target.closest("#attachments, .message-actions")) return;
    target.querySelectorAll(".error").forEach(function (old) { old.remove(); });
    const status = event.detail.xhr.status;
    if (status >= 400 && status < 500) {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  }

  document.addEventListener("click", copyOnClick);
  document.addEventListener("click", removeAttachment);
  ["dragover", "dragleave", "drop"].forEach(function (name) { document.addEventListener(name, dropFiles); });
  document.addEventListener("htmx:afterRequest", afterUpload);
  document.addEventListener("htmx:beforeSwap", showActionRefusals);
  document.addEventListener("htmx:load", function (event) { addCodeCopyButtons(event.target); });
  document.addEventListener("click", openPreview);
  document.addEventListener("htmx:beforeSwap", showRefusals);
  // While a turn runs and the tab is visible, the web cache panel follows along.
  setInterval(function () {
    const busy = document.querySelector("#turn-state[data-state='busy']");
    if (busy && document.visibilityState === "visible") htmx.trigger(document.body, "klang:poll");
  }, 3000);

  document.addEventListener("DOMContentLoaded", function () {
    if (!chat()) return;
    const form = document.getElementById("composer");
    form.addEventListener("submit", submitPrompt);
    document.getElementById("prompt").addEventListener("keydown", function (event) {
      if (event.key === "Enter" && !event.shiftKey && !event.isComposing) submitPrompt(event);
    });
    document.getElementById("stop").addEventListener("click", function () { send({ type: "stop" }); });
    addCodeCopyButtons(document);
    scrollToEnd();
    connect();
  });
})();

// -- ui-layout: drawers on a phone, Escape, the preview's focus, example prompts, the theme switch.
(function () {
  "use strict";
  let drawerButton = null;   // the button that opened the drawer now open: focus returns to it
  let previewOpener = null;  // what had the focus when a preview opened

  function closeDrawer() {
    if (!document.body.dataset.drawer) return false;
    delete document.body.dataset.drawer;
    const chat = document.getElementById("chat");
    if (chat) chat.inert = false;
    if (drawerButton) {
      drawerButton.setAttribute("aria-expanded", "false");
      drawerButton.focus();
    }
    drawerButton = null;
    return true;
  }

  function openDrawer(button) {
    closeDrawer();
    drawerButton = button;
    document.body.dataset.drawer = button.dataset.drawer;
    button.setAttribute("aria-expanded", "true");
    // While a drawer covers the chat, Tab stays out of what is behind it.
    document.getElementById("chat").inert = true;
    const drawer = document.getElementById(button.getAttribute("aria-controls"));
    const first = drawer.querySelector("input:checked, button, a[href]");
    if (first) first.focus();
  }

  function toggleDrawer(event) {
    const button = event.target.closest(".drawer-button");
    if (button) {
      if (button.getAttribute("aria-expanded") === "true") closeDrawer();
      else openDrawer(button);
    } else if (event.target.id === "drawer-backdrop") {
      closeDrawer();
    }
  }

  function openPreviewDialog() {
    return document.querySelector("dialog.preview[open]");
  }

  function focusPreview(event) {
    // A preview just opened: the keyboard goes to it, and comes back where it was when it closes.
    if (event.detail.target.id !== "preview-drawer" || !openPreviewDialog()) return;
    if (!openPreviewDialog().contains(document.activeElement)) previewOpener = document.activeElement;
    openPreviewDialog().querySelector("button.close").focus();
  }

  function restoreAfterPreview(event) {
    if (!event.target.matches("dialog.preview")) return;
    if (previewOpener && previewOpener.isConnected) previewOpener.focus();
    previewOpener = null;
  }

  function closeOverlays(event) {
    // Escape closes the topmost thing over the chat: the preview, else a drawer.
    if (event.key !== "Escape" || event.defaultPrevented) return;
    const preview = openPreviewDialog();
    if (preview) {
      preview.close();
      event.preventDefault();
    } else if (closeDrawer()) {
      event.preventDefault();
    }
  }

  function sendExample(event) {
    const example = event.target.closest("button.example-prompt");
    const box = document.getElementById("prompt");
    if (!example || !box) return;
    box.value = example.textContent.trim();
    document.getElementById("composer").requestSubmit();
    box.focus();
  }

  function followSystemTheme(event) {
    // Picking the theme the system already asks for means "follow the system" again.
    if (event.target.id !== "theme-switch" || !event.submitter) return;
    const systemDark = window.matchMedia("(prefers-color-scheme: dark)").matches;
    if ((event.submitter.value === "dark") === systemDark) event.submitter.value = "system";
  }

  document.addEventListener("click", toggleDrawer);
  // Drawers exist only on a narrow screen: widening the window must not leave the chat inert behind one.
  window.matchMedia("(max-width: 720px)").addEventListener("change", function (event) {
    if (!event.matches) closeDrawer();
  });
  document.addEventListener("click", sendExample);
  document.addEventListener("keydown", closeOverlays);
  document.addEventListener("submit", followSystemTheme);
  document.addEventListener("htmx:afterSwap", focusPreview);
  // A dialog's close event does not bubble: listen while it goes down.
  document.addEventListener("close", restoreAfterPreview, true);
})();

// -- ui (issue 14): the status line's clock, and the passage a citation opened, in view.
(function () {
  "use strict";

  function stampClocks(root) {
    // When each clock arrived: the time it shows counts on from there.
    if (!root.querySelectorAll) return;
    const now = String(Date.now());
    root.querySelectorAll(".progress-elapsed:not([data-shown-at])").forEach(function (clock) {
      clock.dataset.shownAt = now;
    });
  }

  function tickClocks() {
    // Prompt evaluation can be silent for seconds: between two Progress events the time still moves.
    stampClocks(document);
    const now = Date.now();
    document.querySelectorAll(".progress-elapsed").forEach(function (clock) {
      const seconds = parseFloat(clock.dataset.elapsed) + (now - Number(clock.dataset.shownAt)) / 1000;
      clock.textContent = clock.dataset.format.replace("{n}", String(Math.floor(seconds)));
    });
  }

  function showPassage(event) {
    // A citation's preview marks the passage: scroll its text so the passage stands in the middle.
    if (event.detail.target.id !== "preview-drawer") return;
    const mark = event.detail.target.querySelector("mark.passage");
    const text = mark && mark.closest(".preview-text");
    if (!text) return;
    const top = mark.getBoundingClientRect().top - text.getBoundingClientRect().top + text.scrollTop;
    text.scrollTop = Math.max(0, top - text.clientHeight / 3);
  }

  document.addEventListener("htmx:load", function (event) { stampClocks(event.target); });
  document.addEventListener("htmx:afterSettle", showPassage);
  setInterval(tickClocks, 1000);
})();
