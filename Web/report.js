/* LayoutWatch report: the pages' behaviour. No network; works from file://. */
(function () {
  "use strict";

  // Copy buttons beside replay commands: the clipboard API where the page may use it, else
  // select and copy (file:// pages are not always allowed the API). Hidden without JavaScript.
  function copy(text, done) {
    function fallback() {
      var area = document.createElement("textarea"), ok = false;
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      try { ok = document.execCommand("copy"); } catch (error) { ok = false; }
      document.body.removeChild(area);
      done(ok);
    }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, fallback);
    } else {
      fallback();
    }
  }
  var buttons = document.querySelectorAll("button.copy");
  for (var i = 0; i < buttons.length; i++) { buttons[i].hidden = false; }
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("button.copy");
    if (!button) { return; }
    var code = button.parentNode.querySelector("code");
    copy(code.textContent, function (ok) {
      button.textContent = ok ? "Copied" : "Press Ctrl+C";
      button.className = ok ? "copy copied" : "copy failed";
      if (!ok) { window.getSelection().selectAllChildren(code); }
      clearTimeout(button.reset);
      button.reset = setTimeout(function () { button.textContent = "Copy"; button.className = "copy"; }, 2000);
    });
  });

  // The search box: hides cards and rows that do not match, then every group left empty,
  // and says so when nothing matches at all.
  var box = document.getElementById("search"), none = document.getElementById("no-match");
  if (box) {
    box.addEventListener("input", function () {
      var needle = box.value.toLowerCase(), groups = document.querySelectorAll("[data-group]"), shown = 0;
      for (var g = 0; g < groups.length; g++) {
        var items = groups[g].querySelectorAll("li.card, tbody tr"), visible = 0;
        for (var k = 0; k < items.length; k++) {
          items[k].hidden = needle !== "" && items[k].textContent.toLowerCase().indexOf(needle) < 0;
          if (!items[k].hidden) { visible++; }
        }
        groups[g].hidden = needle !== "" && visible === 0;
        shown += visible;
      }
      if (none) { none.hidden = needle === "" || shown > 0; }
    });
  }

  // A name the layout cut short (ellipsis) shows in full when the pointer rests on it.
  document.addEventListener("mouseover", function (event) {
    var cell = event.target.closest && event.target.closest("table.tests td:first-child");
    if (cell && !cell.title && cell.scrollWidth > cell.clientWidth) { cell.title = cell.textContent; }
  });
})();
