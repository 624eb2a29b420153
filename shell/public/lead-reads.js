// Starts an admin page's first reads as soon as its HTML arrives, in parallel with the scripts,
// instead of after the scripts have loaded and rendered. The server names them in data-reads
// (domain: adminLeadReads); they go out with the stored session's token, and the shell's HTTP
// client takes each answer once instead of asking again (shell/src/session/lead-reads.ts).
(function () {
  function stored(area) {
    try {
      return window[area].getItem('token');
    } catch (error) {
      return null;
    }
  }
  var token = stored('localStorage') || stored('sessionStorage');
  if (!token) return;
  var reads = {};
  (document.currentScript.getAttribute('data-reads') || '').split(' ').forEach(function (path) {
    if (!path) return;
    var answer = fetch(path, { headers: { Accept: 'application/json', Authorization: 'Bearer ' + token }, credentials: 'same-origin' });
    // A read nobody takes must not report a failure of its own.
    answer.catch(function () {});
    reads[path] = { token: token, answer: answer };
  });
  window.__shopLeadReads = reads;
})();
