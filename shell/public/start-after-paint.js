// Starts a server-rendered page's scripts once the page has been painted: the stylesheets and the
// first picture paint it, the scripts only make it interactive, so they wait for that first paint
// instead of sharing the connection with it. Added by the server in place of the shell's own
// <script> tag: data-main is that script, data-preload what it will load next (fetched in parallel).
// Until the page is live it also holds the visitor's presses, so none is lost (holdEarlyPresses).
(function () {
  var loader = document.currentScript;
  holdEarlyPresses();
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

  /**
   * A press on one of the page's controls before the part that owns it is live would do nothing: it
   * is held and repeated on the same element once that part is (hydration keeps the server's nodes).
   * A part that hydrates alone (the cookie banner) is live when it carries data-live, the remote's
   * region (#main) when the remote marks <html data-REMOTE-hydrated>, the rest (header, footer) when
   * the shell marks <html data-shell-hydrated> (the names are HYDRATES_ALONE_ATTRIBUTES,
   * remoteHydratedAttribute and SHELL_HYDRATED_ATTRIBUTE of the domain's shell contract). A link
   * is not held: it is followed as a plain link, or by the page's router (linkNotLiveOf). A held
   * press also marks <html data-early-press>, so the shell starts the remote at once
   * (EARLY_PRESS_ATTRIBUTE). A press on a control that closes its part
   * (data-closes-part: the cookie banner's choices) is answered at once: the part is hidden
   * (data-closing) and the choice sent in the background while the press waits for the part. A
   * control that sends a visitor nobody is signed in as to /login (data-sign-in-first: «В корзину»)
   * opens /login at once when the browser keeps no session (SIGN_IN_FIRST_ATTRIBUTE).
   */
  function holdEarlyPresses() {
    var html = document.documentElement;
    var root = document.getElementById('root');
    var remote = root && root.getAttribute('data-deferred-remote');
    var shellLive = 'data-shell-hydrated';
    var remoteLive = remote ? 'data-' + remote + '-hydrated' : null;
    var pressable = 'button, [role="button"], input, select, textarea, label, summary';
    var FORM_FALLBACK_MS = 8000;
    var held = null;
    // The element whose attribute says the control is live: a part that hydrates alone (its
    // data-live), the remote's region (<html>'s data-REMOTE-hydrated), or the shell (data-shell-hydrated).
    function ownerOf(control) {
      var part = control.closest('[data-hydrates-alone]');
      if (part) return { element: part, attribute: 'data-live' };
      var main = document.getElementById('main');
      return { element: html, attribute: remoteLive && main && main.contains(control) ? remoteLive : shellLive };
    }
    function isLive(owner) {
      return owner.element.hasAttribute(owner.attribute);
    }
    // Hydration keeps the server's nodes, but React renders a part anew when it cannot hydrate it
    // (the server's HTML did not match): the press goes to the new control with the same name,
    // value and text.
    function counterpartOf(control) {
      if (control.isConnected) return control;
      var candidates = document.querySelectorAll(control.tagName);
      for (var i = 0; i < candidates.length; i++) {
        var candidate = candidates[i];
        if (candidate.name === control.name && candidate.value === control.value && candidate.textContent === control.textContent) return candidate;
      }
      return null;
    }
    function everyPartLive() {
      if (!html.hasAttribute(shellLive) || (remoteLive && !html.hasAttribute(remoteLive))) return false;
      return !document.querySelector('[data-hydrates-alone]:not([data-live])');
    }
    // The held control, when `event` is a press on one of the page's controls whose part is not live.
    function heldControlOf(event) {
      var control = event.target instanceof Element ? event.target.closest(pressable) : null;
      if (!control || !root || !root.contains(control)) return null;
      return isLive(ownerOf(control)) ? null : control;
    }
    // The press's pointer, touch and mouse events are kept from the page's React root until the part
    // is live: seeing one on a part it has not hydrated, React hydrates the whole shell at once
    // inside the event (50-95 ms of a phone's main thread, traced at 4x), and the click that
    // answers waits for that. Hydration goes on in its slices; the press itself is held and
    // repeated (the click). Listeners on the window, as this one, still hear them; the browser's
    // own handling (focus, :active, the click) is untouched.
    var PRESS_PHASES = ['pointerdown', 'pointerup', 'touchstart', 'touchend', 'mousedown', 'mouseup'];
    function keepFromPage(event) {
      if (heldControlOf(event) || linkNotLiveOf(event)) event.stopPropagation();
    }
    // A link to one of the shop's server-rendered pages, pressed before the page is live (its
    // remote's part, which the next page's content needs), is followed as a plain link: the next
    // page comes as the server rendered it and paints at once, where the page's router would
    // hydrate the shell inside the press if it is not live, then wait for the remote's code. A page
    // the server leaves to the browser (data-browser-pages: the cart, the profile…) would arrive empty and
    // render only once its scripts run, so a link to it waits for the router.
    var browserPages = (loader.getAttribute('data-browser-pages') || '').split(' ').filter(Boolean);
    function rendersInBrowser(url) {
      var path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '').toLowerCase() : url.pathname;
      return browserPages.some(function (page) {
        return path === page || path.indexOf(page + '/') === 0;
      });
    }
    function linkNotLiveOf(event) {
      var link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || !root || !root.contains(link) || html.hasAttribute(remoteLive || shellLive)) return null;
      var url = new URL(link.href, location.href);
      return url.origin === location.origin && !rendersInBrowser(url) ? link : null;
    }
    // Signed in means a token kept by the shell's session store, in either storage (as lead-reads.js reads it).
    function keepsSession() {
      return ['localStorage', 'sessionStorage'].some(function (area) {
        try {
          return Boolean(window[area].getItem('token'));
        } catch (error) {
          return false;
        }
      });
    }
    // /login coming back to this page, as the live page would open it (the domain's loginReturningTo).
    function signInReturningHere() {
      return '/login?redirect=' + encodeURIComponent(location.pathname + location.search).replace(/%2F/g, '/');
    }
    function hold(event) {
      var control = heldControlOf(event);
      if (!control) {
        if (linkNotLiveOf(event)) event.stopPropagation();
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      if (control.hasAttribute('data-sign-in-first') && !keepsSession()) {
        // Taken at once; a page the browser brings back from its cache shows it untaken again.
        control.setAttribute('data-held-press', '');
        window.addEventListener(
          'pageshow',
          function () {
            control.removeAttribute('data-held-press');
          },
          { once: true },
        );
        location.assign(signInReturningHere());
        return;
      }
      html.setAttribute('data-early-press', '');
      if (held) releaseHeld();
      held = control;
      // The press shows at once that it was taken: a choice that closes its part by the part going,
      // any other by the control's data-held-press (shown busy by the shell's stylesheet) until the
      // press is repeated on the live part, or a later press is held instead.
      var closes = control.hasAttribute('data-closes-part');
      if (closes) closeAtOnce(control.closest('[data-hydrates-alone]'));
      else control.setAttribute('data-held-press', '');
      // A button of a plain HTML form (the cookie banner's) works without the page's scripts. A
      // choice that closes its part is sent at once, in the background and kept alive through a
      // navigation, so a visitor who moves on before the part is live still has it kept (the part
      // sends the same choice again once live). Another (the settings) posts its form as it would
      // have if the scripts have not made it live in a few seconds. A form with no action of its own
      // (the sign-in forms) is the scripts' alone.
      if (control.form && control.type === 'submit' && control.form.hasAttribute('action')) {
        if (closes) sendInBackground(control);
        else
          setTimeout(function () {
            submitIfStillHeld(control);
          }, FORM_FALLBACK_MS);
      }
    }
    // The form as the button would post it (its fields and the button's own name and value),
    // without following the page the server sends back to.
    function sendInBackground(control) {
      var fields = new URLSearchParams();
      new FormData(control.form).forEach(function (value, name) {
        if (typeof value === 'string') fields.append(name, value);
      });
      if (control.name) fields.append(control.name, control.value);
      fetch(control.form.action, { method: 'POST', body: fields, credentials: 'same-origin', keepalive: true, redirect: 'manual' }).catch(function () {});
    }
    // The part (the cookie banner) answers the press at once by going; focus goes on to the page,
    // as the live part sends it.
    function closeAtOnce(part) {
      if (!part) return;
      var hadFocus = part.contains(document.activeElement);
      part.setAttribute('data-closing', '');
      var main = document.getElementById('main');
      if (hadFocus && main) main.focus({ preventScroll: true });
    }
    // Typing or tabbing into a part that is not live yet starts it at once, as a press does. The
    // browser types into the field as it is; hydration then sets the field to what the part's
    // state says (empty), so what was typed is put back and announced as typed once it is live.
    var KEYS_AND_FOCUS = ['keydown', 'focusin', 'input'];
    var TEXT_FIELD = /^(text|search|email|tel|url|number|password)$/;
    var typed = [];
    function noteEarlyInteraction(event) {
      var target = event.target instanceof Element ? event.target : null;
      if (!target || !root || !root.contains(target) || isLive(ownerOf(target))) return;
      html.setAttribute('data-early-press', '');
      var textField = target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && TEXT_FIELD.test(target.type));
      if (event.type !== 'input' || !textField) return;
      typed = typed.filter(function (entry) {
        return entry.field !== target;
      });
      typed.push({ field: target, value: target.value });
    }
    // Hydration sets the field a moment after its part says it is live (a part hydrates in steps):
    // watched for a second, the field's text is put back when it is changed, unless the visitor
    // has typed in it since.
    function putBackTyped(entry) {
      var field = entry.field;
      var typedSince = false;
      function noteTyping(event) {
        if (event.isTrusted) typedSince = true;
      }
      field.addEventListener('input', noteTyping);
      var frames = 0;
      (function check() {
        var watching = !typedSince && field.isConnected && field.value === entry.value && ++frames < 60;
        if (watching) return void requestAnimationFrame(check);
        field.removeEventListener('input', noteTyping);
        if (typedSince || !field.isConnected || field.value === entry.value) return;
        var prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        // The native setter: the part's own handlers see a change, as from the keyboard.
        Object.getOwnPropertyDescriptor(prototype, 'value').set.call(field, entry.value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      })();
    }
    function releaseHeld() {
      held.removeAttribute('data-held-press');
      held = null;
    }
    function submitIfStillHeld(control) {
      if (held !== control) return;
      releaseHeld();
      var current = counterpartOf(control);
      if (current && current.form) current.form.requestSubmit(current);
    }
    // The owner is looked up anew each time: a part rendered anew is a new element, and only the
    // new one is ever marked live.
    function liveCounterpartOfHeld() {
      var control = counterpartOf(held);
      return control && isLive(ownerOf(control)) ? control : null;
    }
    var watching = new MutationObserver(function () {
      var control = held && liveCounterpartOfHeld();
      if (control) {
        releaseHeld();
        control.click();
      }
      typed = typed.filter(function (entry) {
        if (!isLive(ownerOf(entry.field))) return true;
        putBackTyped(entry);
        return false;
      });
      if (!held && typed.length === 0 && everyPartLive()) {
        watching.disconnect();
        window.removeEventListener('click', hold, true);
        PRESS_PHASES.forEach(function (type) {
          window.removeEventListener(type, keepFromPage, true);
        });
        KEYS_AND_FOCUS.forEach(function (type) {
          window.removeEventListener(type, noteEarlyInteraction, true);
        });
      }
    });
    watching.observe(html, { attributes: true, subtree: true, attributeFilter: remoteLive ? [shellLive, remoteLive, 'data-live'] : [shellLive, 'data-live'] });
    window.addEventListener('click', hold, true);
    PRESS_PHASES.forEach(function (type) {
      window.addEventListener(type, keepFromPage, { capture: true, passive: true });
    });
    KEYS_AND_FOCUS.forEach(function (type) {
      window.addEventListener(type, noteEarlyInteraction, true);
    });
  }
})();
