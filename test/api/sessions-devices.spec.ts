import { DataSource } from 'typeorm';
import {
  bearer,
  call,
  login,
  registerClient,
  relaxedRateLimits,
  TEST_PASSWORD,
  type ApiErrorBody,
  type LoggedIn,
} from '../factories/auth-factories.js';
import { closeAll, connectSocket, type TestSocket } from '../helpers/sockets.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const OLD_ANDROID = 'Mozilla/5.0 (Linux; U; Android 4.0.3; es-ES; GT-I9100 Build/IML74K) AppleWebKit/534.30 Mobile Safari/534.30';

interface Device {
  id: string;
  label: string;
  kind: string;
  place: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

/** Resolves with the disconnect reason, or rejects if the socket stays connected for 5 s. */
function disconnectOf(socket: TestSocket): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('el socket sigue conectado')), 5000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

describe('connected devices (refresh token families)', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const signIn = async (email: string, userAgent: string): Promise<LoggedIn> => {
    const res = await call<{ accessToken: string; user: LoggedIn['user'] }>(
      t,
      'POST',
      '/api/auth/login',
      { email, password: TEST_PASSWORD },
      { 'user-agent': userAgent },
    );
    if (res.status !== 200) throw new Error(`login: ${res.status}`);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('rutalia_refresh=')) ?? '';
    return { accessToken: res.body.accessToken, user: res.body.user, cookie: setCookie.split(';')[0], setCookie };
  };
  const devices = (token: string) => call<{ items: Device[] }>(t, 'GET', '/api/auth/devices', undefined, bearer(token));
  const refresh = (cookie: string) => call(t, 'POST', '/api/auth/refresh', undefined, { cookie });

  it('lists only the user’s own live sessions, with device, place, dates and «Este dispositivo»', async () => {
    const account = await registerClient(t);
    const laptop = await signIn(account.email, CHROME_WINDOWS);
    const phone = await signIn(account.email, IPHONE);
    const android = await signIn(account.email, OLD_ANDROID);
    const gone = await signIn(account.email, CHROME_WINDOWS);
    await call(t, 'POST', '/api/auth/logout', undefined, { cookie: gone.cookie });
    const other = await registerClient(t);
    await login(t, other.email);

    const res = await devices(phone.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(3);
    const byLabel = Object.fromEntries(res.body.items.map((d) => [d.label, d]));
    expect(byLabel['Chrome 120 en Windows 10']).toMatchObject({ kind: 'desktop', place: 'Ubicación no disponible', current: false });
    const current = res.body.items.filter((d) => d.current);
    expect(current).toHaveLength(1);
    expect(current[0].label).toMatch(/^Safari 17 en iOS/);
    expect(current[0].kind).toBe('mobile');
    expect(res.body.items.find((d) => d.place !== 'Ubicación no disponible')?.place).toBe('España (según el navegador)');
    const [{ count }] = await ds.query(`SELECT count(DISTINCT family_id)::int AS count FROM refresh_tokens WHERE user_id = $1`, [
      account.id,
    ]);
    expect(count).toBe(4); // the signed-out one is not listed
    expect((await devices(laptop.accessToken)).body.items.find((d) => d.current)?.label).toBe('Chrome 120 en Windows 10');
    expect((await devices(android.accessToken)).body.items.map((d) => d.id).sort()).toEqual(res.body.items.map((d) => d.id).sort());
  });

  it('a refresh moves «last used» and keeps «created»', async () => {
    const account = await registerClient(t);
    const session = await signIn(account.email, CHROME_WINDOWS);
    const [before] = (await devices(session.accessToken)).body.items;
    await ds.query(
      `UPDATE refresh_tokens SET last_used_at = now() - interval '2 hours', session_started_at = now() - interval '3 days' WHERE user_id = $1`,
      [account.id],
    );
    const refreshed = await refresh(session.cookie);
    expect(refreshed.status).toBe(200);
    const token = (refreshed.body as { accessToken: string }).accessToken;
    const [after] = (await devices(token)).body.items;
    expect(after.id).toBe(before.id);
    expect(Date.now() - new Date(after.lastUsedAt).getTime()).toBeLessThan(60_000);
    expect(Date.now() - new Date(after.createdAt).getTime()).toBeGreaterThan(2 * 24 * 3600_000);
    expect(after.current).toBe(true);
  });

  it('ends one session: its refresh fails and its sockets close; someone else’s id is 404', async () => {
    const account = await registerClient(t);
    const mine = await signIn(account.email, CHROME_WINDOWS);
    const lost = await signIn(account.email, IPHONE);
    const lostSocket = await connectSocket(t, lost.accessToken);
    const mineSocket = await connectSocket(t, mine.accessToken);
    try {
      const target = (await devices(mine.accessToken)).body.items.find((d) => !d.current)!;
      const closed = disconnectOf(lostSocket);
      expect((await call(t, 'DELETE', `/api/auth/devices/${target.id}`, undefined, bearer(mine.accessToken))).status).toBe(204);
      expect(await closed).toBe('io server disconnect');
      expect(mineSocket.connected).toBe(true);
      expect((await refresh(lost.cookie)).status).toBe(401);
      expect((await refresh(mine.cookie)).status).toBe(200);

      const again = await call<ApiErrorBody>(t, 'DELETE', `/api/auth/devices/${target.id}`, undefined, bearer(mine.accessToken));
      expect(again.status).toBe(404);
      const stranger = await registerClient(t);
      const strangerSession = await signIn(stranger.email, CHROME_WINDOWS);
      const [theirs] = (await devices(strangerSession.accessToken)).body.items;
      const foreign = await call<ApiErrorBody>(t, 'DELETE', `/api/auth/devices/${theirs.id}`, undefined, bearer(mine.accessToken));
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({
        statusCode: 404,
        code: 'DEVICE_NOT_FOUND',
        message: 'Ese dispositivo no existe o su sesión ya está cerrada.',
      });
      expect((await refresh(strangerSession.cookie)).status).toBe(200);
      expect((await call(t, 'DELETE', '/api/auth/devices/no-es-un-id', undefined, bearer(mine.accessToken))).status).toBe(404);
      expect((await call(t, 'DELETE', `/api/auth/devices/${theirs.id}`)).status).toBe(401);
    } finally {
      closeAll(lostSocket, mineSocket);
    }
  });

  it('ends every other session and keeps this one', async () => {
    const account = await registerClient(t);
    const here = await signIn(account.email, CHROME_WINDOWS);
    const others = [await signIn(account.email, IPHONE), await signIn(account.email, OLD_ANDROID)];
    const bystander = await registerClient(t);
    const bystanderSession = await signIn(bystander.email, CHROME_WINDOWS);
    const otherSocket = await connectSocket(t, others[0].accessToken);
    const hereSocket = await connectSocket(t, here.accessToken);
    try {
      const closed = disconnectOf(otherSocket);
      const res = await call(t, 'POST', '/api/auth/devices/revoke-others', undefined, bearer(here.accessToken));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ revoked: 2 });
      expect(await closed).toBe('io server disconnect');
      expect(hereSocket.connected).toBe(true);
      for (const other of others) expect((await refresh(other.cookie)).status).toBe(401);
      const refreshed = await refresh(here.cookie);
      expect(refreshed.status).toBe(200);
      const list = await devices((refreshed.body as { accessToken: string }).accessToken);
      expect(list.body.items).toHaveLength(1);
      expect(list.body.items[0].current).toBe(true);
      expect((await refresh(bystanderSession.cookie)).status).toBe(200);
    } finally {
      closeAll(otherSocket, hereSocket);
    }
  });
});
