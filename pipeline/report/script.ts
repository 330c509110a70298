/**
 * The report's only script, inlined into the page and allowed by its hash in the page's
 * Content-Security-Policy: an injected script (if escaping ever failed) would not run.
 *
 * It never writes HTML: it reads the items the server already rendered (escaped) and sets
 * their `hidden` flag, and it writes counts with textContent. Errors, and console.error calls,
 * are collected into #report-errors so a headless browser's DOM shows them; the root element
 * gets data-ready="1" when the script has run.
 */
export const SCRIPT = `(function () {
  'use strict';
  var root = document.documentElement;
  var errs = document.getElementById('report-errors');
  function fail(msg) {
    var li = document.createElement('li');
    li.textContent = String(msg);
    errs.appendChild(li);
    root.setAttribute('data-errors', String(errs.children.length));
  }
  window.addEventListener('error', function (e) { fail('error: ' + (e.message || e)); });
  window.addEventListener('unhandledrejection', function (e) { fail('rejection: ' + e.reason); });
  var consoleError = console.error;
  console.error = function () { fail('console.error: ' + Array.prototype.join.call(arguments, ' ')); consoleError.apply(console, arguments); };
  try {
    var form = document.getElementById('filters');
    var items = Array.prototype.slice.call(document.querySelectorAll('article.item'));
    var count = document.getElementById('shown-count');
    var idx = items.map(function (el) {
      return {
        el: el,
        text: el.textContent.toLowerCase(),
        reasons: JSON.parse(el.getAttribute('data-reasons') || '[]'),
        channel: el.getAttribute('data-channel') || '',
        lang: el.getAttribute('data-lang') || '',
        agent: el.getAttribute('data-agent') || '',
        action: el.getAttribute('data-kind') || ''
      };
    });
    function value(name) { var f = form && form.elements.namedItem(name); return f ? f.value : ''; }
    function apply() {
      var q = value('q').trim().toLowerCase();
      var reason = value('reason'), channel = value('channel'), lang = value('lang'), agent = value('agent'), kind = value('kind');
      var shown = 0;
      for (var i = 0; i < idx.length; i++) {
        var it = idx[i];
        var ok = (!q || it.text.indexOf(q) >= 0) &&
          (!reason || it.reasons.indexOf(reason) >= 0) &&
          (!channel || it.channel === channel) &&
          (!lang || it.lang === lang) &&
          (!agent || it.agent === agent) &&
          (!kind || it.action === kind);
        it.el.hidden = !ok;
        if (ok) shown++;
      }
      if (count) count.textContent = shown.toLocaleString('en-US') + ' of ' + idx.length.toLocaleString('en-US') + ' listed memories match';
      root.setAttribute('data-matching', String(shown));
    }
    if (form) {
      form.addEventListener('input', apply);
      form.addEventListener('change', apply);
      form.addEventListener('submit', function (e) { e.preventDefault(); apply(); });
      form.addEventListener('reset', function () { setTimeout(apply, 0); });
      // a link from a table row (#filter:reason=...) sets that filter
      window.addEventListener('hashchange', fromHash);
      fromHash();
    }
    function fromHash() {
      var m = /^#filter:(reason|channel|lang|agent)=(.*)$/.exec(location.hash);
      if (!m) return;
      var f = form.elements.namedItem(m[1]);
      if (f) { f.value = decodeURIComponent(m[2]); apply(); var list = document.getElementById('memories'); if (list) list.scrollIntoView(); }
    }
    apply();
    root.setAttribute('data-ready', '1');
  } catch (e) {
    fail('script: ' + (e && e.message ? e.message : e));
  }
})();`;
