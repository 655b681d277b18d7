// Klang's websocket glue on htmx 2's public API: the server sends HTML with
// hx-swap-oob, htmx.swap() places it. Everything else is server-rendered.
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
    if (socket && socket.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify(data));
    } else {
      pending.push(data);
    }
    return true;
  }

  function flushPending() {
    const queued = pending;
    pending = [];
    queued.forEach(send);
  }

  function adoptNewConversation() {
    const marker = document.getElementById("new-conversation");
    if (!marker) return;
    chat().dataset.conversation = marker.dataset.id;
    history.replaceState(null, "", "/c/" + marker.dataset.id);
    marker.remove();
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
      const banner = document.getElementById("connection");
      if (banner) banner.hidden = true;
      const resume = everConnected ? reloadMessages() : Promise.resolve();
      everConnected = true;
      resume.then(function () {
        send({ type: "watch", conversation: conversationId() });
        flushPending();
      });
    });
    socket.addEventListener("message", function (event) {
      // A finished answer re-renders its message: tool cards the user opened stay open.
      const opened = Array.from(document.querySelectorAll("details.tool-card[open]"), function (card) { return card.id; });
      htmx.swap(document.body, event.data, { swapStyle: "none" });
      opened.forEach(function (id) {
        const card = document.getElementById(id);
        if (card) card.open = true;
      });
      adoptNewConversation();
      scrollToEnd();
      // A tool finished (maybe wrote a file or cached a page): the panels refresh themselves.
      if (event.data.indexOf("data-finished-tool=") !== -1) htmx.trigger(document.body, "klang:tool-finished");
    });
    socket.addEventListener("close", function () {
      const banner = document.getElementById("connection");
      if (banner) banner.hidden = false;
      setTimeout(connect, retryDelay);
      retryDelay = Math.min(retryDelay * 2, 5000);
    });
  }

  function submitPrompt(event) {
    event.preventDefault();
    const box = document.getElementById("prompt");
    const text = box.value.trim();
    if (!text) return;
    if (send({ type: "send", conversation: conversationId(), text: text })) box.value = "";
  }

  // -- the panels beside the chat ------------------------------------------
  function turnBusy() {
    const state = document.getElementById("turn-state");
    return state !== null && state.dataset.state === "busy";
  }

  function openPreview(event) {
    // Path links open the preview drawer; a modified click still opens the full page.
    const link = event.target.closest("a.path-link");
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

  document.addEventListener("click", openPreview);
  document.addEventListener("htmx:beforeSwap", showRefusals);
  // While a turn runs and the tab is visible, the web cache panel follows along.
  setInterval(function () {
    if (document.visibilityState === "visible" && turnBusy()) htmx.trigger(document.body, "klang:poll");
  }, 3000);

  document.addEventListener("DOMContentLoaded", function () {
    if (!chat()) return;
    const form = document.getElementById("composer");
    form.addEventListener("submit", submitPrompt);
    document.getElementById("prompt").addEventListener("keydown", function (event) {
      if (event.key === "Enter" && !event.shiftKey && !event.isComposing) submitPrompt(event);
    });
    document.getElementById("stop").addEventListener("click", function () { send({ type: "stop" }); });
    scrollToEnd();
    connect();
  });
})();
