// Causeway container script: runs in the container's isolated world of the main frame. It applies the page's
// selection and long-press switches and, while the container sizes itself to the content, reports the content
// height and hides the document's own scrolling.
(() => {
  'use strict';
  const handler = window.webkit.messageHandlers.causewayContainer;
  const post = (message) => handler.postMessage(message);

  const applySwitches = (options) => {
    const rules = [];
    if (!options.textSelection) rules.push('*{-webkit-user-select:none!important;user-select:none!important}');
    if (!options.longPressMenu) {
      rules.push('*{-webkit-touch-callout:none!important}');
      document.addEventListener('contextmenu', (event) => event.preventDefault(), true);
    }
    if (rules.length === 0) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules.join('\n'));
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  };

  // The document is as tall as its content, in a web view given that height: it never scrolls inside itself,
  // and shows no scrollbar of its own; the native screen around it scrolls.
  const fitContent = () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('html{overflow:hidden!important}');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  };

  const measure = () => {
    let reported = -1;
    const report = () => {
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      if (height === reported) return;
      reported = height;
      post({ kind: 'height', height });
    };
    new ResizeObserver(report).observe(document.documentElement);
    report();
  };

  post({ kind: 'options', url: location.href }).then((answer) => {
    const options = JSON.parse(answer);
    if (!options) return; // the container is gone
    applySwitches(options);
    if (!options.measuresHeight) return;
    fitContent();
    if (document.documentElement) measure();
    else document.addEventListener('DOMContentLoaded', measure, { once: true });
  });
})();
