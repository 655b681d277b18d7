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

  function send(data) {
    if (socket && socket.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify(data));
      return true;
    }
    return false;
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
      resume.then(function () { send({ type: "watch", conversation: conversationId() }); });
    });
    socket.addEventListener("message", function (event) {
      htmx.swap(document.body, event.data, { swapStyle: "none" });
      adoptNewConversation();
      scrollToEnd();
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
