import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for VK's widget host: `/js/api/openapi.js` defines `VK.Widgets.Group`, which puts a
 * frame of `/widget_community.php` into the element, as VK's script does. `failing` makes the
 * script answer 500. Every request path is recorded.
 */
export interface VkStandIn {
  readonly origin: string;
  readonly scriptUrl: string;
  readonly requests: string[];
  failing: boolean;
  stop(): Promise<void>;
}

const SCRIPT = (origin: string) => `window.VK = { Widgets: { Group: function (elementId, options, groupId) {
  var frame = document.createElement('iframe');
  frame.src = '${origin}/widget_community.php?gid=' + groupId + '&mode=' + options.mode + '&height=' + options.height;
  frame.title = 'VK';
  frame.width = '100%';
  frame.height = String(options.height);
  frame.style.border = '0';
  document.getElementById(elementId).appendChild(frame);
} } };`;

const COMMUNITY = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Сообщество</title></head>
<body style="margin:0;font:16px sans-serif;background:#fff;color:#222"><div style="padding:16px;border-bottom:1px solid #ddd"><b>Зелёный уголок</b> · сообщество ВКонтакте (стенд)</div>
<p style="padding:0 16px">Новый флорариум «Геометрия» уже в мастерской.</p></body></html>`;

export async function startVkStandIn(): Promise<VkStandIn> {
  const requests: string[] = [];
  const state = { failing: false };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const { pathname } = new URL(request.url ?? '/', 'http://stand-in');
    requests.push(pathname);
    if (pathname === '/js/api/openapi.js' && state.failing) return void response.writeHead(500).end();
    if (pathname === '/js/api/openapi.js') return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(SCRIPT(origin));
    if (pathname === '/widget_community.php') return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(COMMUNITY);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    scriptUrl: `${origin}/js/api/openapi.js?169`,
    requests,
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
