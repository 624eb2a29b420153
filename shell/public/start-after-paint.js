// Starts a server-rendered page's scripts once the page has been painted: the stylesheets and the
// first picture paint it, the scripts only make it interactive, so they wait for that first paint
// instead of sharing the connection with it. Added by the server in place of the shell's own
// <script> tag: data-main is that script, data-preload what it will load next (fetched in parallel).
(function () {
  var loader = document.currentScript;
  function start() {
    (loader.getAttribute('data-preload') || '').split(' ').forEach(function (url) {
      if (!url) return;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.href = url;
      if (/\.js$/.test(url)) link.as = 'script';
      else {
        link.as = 'fetch';
        link.crossOrigin = 'anonymous';
      }
      document.head.appendChild(link);
    });
    var main = document.createElement('script');
    main.src = loader.getAttribute('data-main');
    document.head.appendChild(main);
  }
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }
  // A tab in the background paints nothing until it is shown: start at once there.
  if (document.visibilityState !== 'visible' || typeof PerformanceObserver !== 'function') return startOnce();
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(startOnce, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    startOnce();
  }
  // Whatever happens to the paint, the page becomes interactive.
  setTimeout(startOnce, 3000);
})();
