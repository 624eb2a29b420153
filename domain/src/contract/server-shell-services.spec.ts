import { serverShellServices } from './server-shell-services';
import { SIGNED_OUT_SESSION, type ServerApiGet } from './shell-services.contract';

describe('serverShellServices', () => {
  const asked: string[] = [];
  const get: ServerApiGet = async (path) => {
    asked.push(path);
    return path === '/api/flowers' ? { status: 200, body: [{ id: 1 }] } : { status: 404, body: { error: 'Товар не найден' } };
  };
  const { session, http } = serverShellServices(get);

  it('renders as nobody signed in', async () => {
    expect(session.getSnapshot()).toBe(SIGNED_OUT_SESSION);
    const unsubscribe = session.subscribe(() => undefined);
    unsubscribe();
    session.signIn({ token: 't', user_id: 1, role: 'user' } as never);
    await session.logOut();
    expect(session.getSnapshot()).toBe(SIGNED_OUT_SESSION);
  });

  it('reads public paths through the server and refuses everything else as a network failure', async () => {
    expect(await http.request('/api/flowers', { auth: 'anonymous' })).toEqual({ ok: true, status: 200, data: [{ id: 1 }] });
    expect(await http.request('/api/products/9', { auth: 'anonymous' })).toEqual({ ok: false, kind: 'status', status: 404, message: 'Товар не найден' });
    expect(await http.request('/api/cart')).toMatchObject({ ok: false, kind: 'network' });
    expect(await http.request('/api/cart/add', { method: 'POST', auth: 'anonymous' })).toMatchObject({ ok: false, kind: 'network' });
    expect(asked).toEqual(['/api/flowers', '/api/products/9']);
  });
});
