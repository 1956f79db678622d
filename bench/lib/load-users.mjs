// The simulated users of bench/load-test.mjs. Each one runs a loop of weighted actions with a think
// time between them until the world's deadline, calling the app like the site does (the same
// endpoints and query strings the React pages use). Three kinds:
// - anonymous visitors: home, directory with search and province, company pages, jobs, blog;
// - clients: sign up or sign in, publish requests, read them and their proposals, accept one and
//   write to companies, read and answer their conversations;
// - companies (on the trial they get when registering): browse opportunities, send proposals with
//   a price, read their proposals, answer their messages.
// Clients and companies keep a Socket.IO connection (MessageTracker) from sign-in to the end.
import { JOB_SERVICE_FILTERS } from '@rutalia/catalog';
import { ok } from './load-http.mjs';
import { PROPOSAL_TEXTS, TEMPLATES } from './requests-fixtures.mjs';
import { sleep } from './stats.mjs';

const SEARCH_TERMS = [
  'mudanza',
  'transporte',
  'palés',
  'frigorífico',
  'logística',
  'piano',
  'almacenaje',
  'mensajería',
  'oficina',
  'internacional',
  'urgente',
];
const CLIENT_LINES = [
  '¿Podríais hacerlo el sábado por la mañana?',
  'Hola, ¿el precio incluye el embalaje?',
  'Necesitaría factura a nombre de la empresa, ¿es posible?',
  '¿Cuántos operarios vendrían? Hay un tercer piso sin ascensor.',
  'Perfecto, quedo a la espera de vuestra confirmación.',
];
const COMPANY_LINES = [
  'Sí, tenemos disponibilidad ese día a partir de las 8:00.',
  'El embalaje va incluido; el seguro a todo riesgo también.',
  'Vendrían tres operarios con un camión de 20 m³.',
  'Le confirmamos la reserva. Gracias por confiar en nosotros.',
  'Podemos ajustar el precio si la fecha es flexible.',
];

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const chance = (p) => Math.random() < p;
const qs = (params) => new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')).toString();
const running = (world) => performance.now() < world.endAt;

/** Mean think time ± 50 %, cut short at the deadline. */
const think = (world) => sleep(Math.max(0, Math.min(world.thinkMs * (0.5 + Math.random()), world.endAt - performance.now())));

/** Runs weighted `actions` ([weight, fn]) until the deadline; an action that throws is counted, not fatal. */
async function loop(world, actions, ...args) {
  const total = actions.reduce((a, [w]) => a + w, 0);
  while (running(world)) {
    let r = Math.random() * total;
    const [, action] = actions.find(([w]) => (r -= w) < 0) ?? actions[0];
    try {
      await action(world, ...args);
    } catch (error) {
      world.counters.actionErrors++;
      if (world.counters.actionErrors <= 5) console.log(`Acción fallida: ${error.stack ?? error}`);
    }
    await think(world);
  }
}

// ------------------------------------------------------------------------- anonymous visitors

/** A first visit lands on the server-rendered HTML; later ones navigate inside the SPA. */
async function maybeHtml(world, route, path, p = 0.3) {
  if (chance(p)) await world.http.call(`GET ${route} (HTML)`, 'GET', path, { html: true });
}

async function home(world) {
  await maybeHtml(world, '/', '/', 0.6);
  await Promise.all([
    world.http.call('GET /api/companies/latest', 'GET', '/api/companies/latest?limit=6'),
    world.http.call('GET /api/stats', 'GET', '/api/stats'),
  ]);
}

async function directory(world, seen) {
  await maybeHtml(world, '/companies', '/companies');
  const city = pick(world.seed.cities);
  const params = pick([{ q: pick(SEARCH_TERMS) }, { province: city.province }, { q: pick(SEARCH_TERMS), province: city.province }, {}]);
  const res = await world.http.call('GET /api/companies', 'GET', `/api/companies?${qs({ ...params, page: chance(0.2) ? 2 : 1 })}`);
  if (ok(res) && res.body.items?.length) seen.companies = res.body.items.map((c) => c.seoParam);
}

async function companyPage(world, seen) {
  const seoParam = seen.companies?.length && chance(0.7) ? pick(seen.companies) : pick(world.seed.companySeoParams);
  await maybeHtml(world, '/company/:seoParam', `/company/${seoParam}`);
  const res = await world.http.call('GET /api/companies/:id', 'GET', `/api/companies/${seoParam}`);
  if (!ok(res)) return;
  await Promise.all([
    world.http.call('GET /api/companies/:id/reviews', 'GET', `/api/companies/${res.body.id}/reviews?page=1&pageSize=10`),
    world.http.call('GET /api/companies/:id/reviews/stats', 'GET', `/api/companies/${res.body.id}/reviews/stats`),
  ]);
}

async function jobs(world, seen) {
  await maybeHtml(world, '/jobs', '/jobs');
  const params = pick([
    { q: pick(SEARCH_TERMS) },
    { location: pick(world.seed.cities).name },
    { service: pick(JOB_SERVICE_FILTERS).value },
    { q: pick(SEARCH_TERMS), date: 'month' },
    {},
  ]);
  const res = await world.http.call('GET /api/requests', 'GET', `/api/requests?${qs({ ...params, page: chance(0.2) ? 2 : 1 })}`);
  if (ok(res) && res.body.items?.length) seen.jobs = res.body.items.map((r) => r.seoParam);
}

async function jobPage(world, seen) {
  const seoParam = seen.jobs?.length && chance(0.7) ? pick(seen.jobs) : pick(world.seed.requestSeoParams);
  await maybeHtml(world, '/job/:seoParam', `/job/${seoParam}`);
  await world.http.call('GET /api/requests/:id', 'GET', `/api/requests/${seoParam}`);
}

async function blog(world) {
  await maybeHtml(world, '/blog', '/blog');
  const res = await world.http.call('GET /api/blog/posts', 'GET', '/api/blog/posts?page=1&pageSize=9');
  if (!ok(res) || !res.body.items?.length) return;
  const slug = pick(res.body.items).slug;
  await world.http.call('GET /api/blog/posts/:slug', 'GET', `/api/blog/posts/${slug}`);
  await world.http.call('GET /api/blog/posts/:slug/related', 'GET', `/api/blog/posts/${slug}/related?limit=3`);
}

const ANONYMOUS_ACTIONS = [
  [2, home],
  [4, directory],
  [3, companyPage],
  [3, jobs],
  [2, jobPage],
  [1, blog],
];

export function runAnonymous(world) {
  return loop(world, ANONYMOUS_ACTIONS, {});
}

// ------------------------------------------------------------------------------- signing in

/** Signs up (unless the account was created beforehand) and signs in; fills user.id/token. False when it could not. */
async function signIn(world, user) {
  if (!user.registered) {
    const res = await world.http.call('POST /api/auth/register', 'POST', '/api/auth/register', { body: user.registration });
    if (res.status !== 201) return fail(world, user, 'registro', res);
    world.counters.signUps++;
    user.registered = true;
  }
  const login = await world.http.call('POST /api/auth/login', 'POST', '/api/auth/login', {
    body: { email: user.email, password: user.password },
  });
  if (login.status !== 200) return fail(world, user, 'inicio de sesión', login);
  world.counters.signIns++;
  user.id = login.body.user.id;
  user.token = login.body.accessToken;
  await world.http.call('GET /api/auth/me', 'GET', '/api/auth/me', { token: user.token });
  return true;
}

function fail(world, user, what, res) {
  world.counters.failedSignIns++;
  console.log(`${user.email}: ${what} falló: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  return false;
}

/** Sign-in and socket; null (user idle) when either fails. */
async function start(world, user) {
  if (!(await signIn(world, user))) return false;
  user.socket = await world.tracker.connect(world.io, world.http.base, user);
  return Boolean(user.socket);
}

// ----------------------------------------------------------------------------------- clients

async function publish(world, client) {
  if (client.requests.length >= 4 && chance(0.8)) return myRequests(world, client);
  const [title, description, services] = pick(TEMPLATES);
  const city = pick(world.seed.cities);
  const body = {
    title: `${title} en ${city.name}`,
    description: `<p>${description}</p>`,
    services,
    city: city.name,
    province: city.province,
  };
  const res = await world.http.call('POST /api/requests', 'POST', '/api/requests', { body, token: client.token });
  if (res.status !== 201) return;
  world.counters.requests++;
  client.requests.push({ id: res.body.id, proposalCount: 0 });
  await world.http.call('GET /api/requests/:id/matches', 'GET', `/api/requests/${res.body.id}/matches`, { token: client.token });
}

async function myRequests(world, client) {
  const res = await world.http.call(
    'GET /api/me/requests',
    'GET',
    `/api/me/requests?${qs({ page: 1, status: chance(0.3) ? 'active' : undefined })}`,
    { token: client.token },
  );
  if (!ok(res)) return;
  for (const item of res.body.items ?? []) {
    const mine = client.requests.find((r) => r.id === item.id);
    if (mine) mine.proposalCount = item.proposalCount;
  }
}

/** Reads the proposals of one of its requests; accepts a pending one (once per request) and writes to that company. */
async function proposals(world, client) {
  const withProposals = client.requests.filter((r) => r.proposalCount > 0);
  if (withProposals.length === 0) return myRequests(world, client);
  const request = pick(withProposals);
  const res = await world.http.call('GET /api/requests/:id/proposals', 'GET', `/api/requests/${request.id}/proposals`, {
    token: client.token,
  });
  if (!ok(res) || !res.body.items?.length) return;
  const proposal = pick(res.body.items);
  await world.http.call('GET /api/proposals/:id', 'GET', `/api/proposals/${proposal.id}`, { token: client.token });
  if (proposal.status !== 'pending') return;
  if (!request.accepted && chance(0.6)) {
    const accepted = await world.http.call('POST /api/proposals/:id/accept', 'POST', `/api/proposals/${proposal.id}/accept`, {
      token: client.token,
    });
    if (!ok(accepted)) return;
    request.accepted = true;
    world.counters.accepts++;
    const company = world.companiesById.get(proposal.companyId);
    if (company)
      await world.tracker.send(world.http, client, {
        companyId: company.companyId,
        receiverUserId: company.id,
        requestId: request.id,
        content: `He aceptado vuestra propuesta. ${pick(CLIENT_LINES)}`,
      });
  } else if (chance(0.3)) {
    await world.http.call('POST /api/proposals/:id/reject', 'POST', `/api/proposals/${proposal.id}/reject`, { token: client.token });
  }
}

/** A client writes to a company it found (general conversation), by companyId as the company page does. */
async function writeToCompany(world, client) {
  if (world.companies.length === 0) return;
  const company = pick(world.companies);
  await world.tracker.send(world.http, client, { companyId: company.companyId, receiverUserId: company.id, content: pick(CLIENT_LINES) });
}

/** Conversation list, then one conversation: read it, mark it read and (sometimes) answer. */
async function conversations(world, user, lines, answerChance) {
  const res = await world.http.call('GET /api/conversations', 'GET', '/api/conversations?page=1', { token: user.token });
  if (!ok(res) || !res.body.items?.length) return;
  const unread = res.body.items.filter((c) => c.unreadCount > 0 || !c.lastMessage.mine);
  const conversation = unread.length ? pick(unread) : pick(res.body.items);
  const other = conversation.otherUser.id;
  const requestQuery = conversation.request ? `?requestId=${conversation.request.id}` : '';
  const page = await world.http.call(
    'GET /api/conversations/:userId/messages',
    'GET',
    `/api/conversations/${other}/messages${requestQuery}`,
    { token: user.token },
  );
  if (!ok(page)) return;
  if (conversation.unreadCount > 0) {
    await world.http.call('POST /api/conversations/:userId/read', 'POST', `/api/conversations/${other}/read`, {
      body: { requestId: conversation.request?.id ?? null },
      token: user.token,
    });
  }
  if (!conversation.lastMessage.mine || chance(answerChance)) {
    world.tracker.typingTo(user, other, conversation.request?.id);
    await world.tracker.send(world.http, user, { receiverId: other, requestId: conversation.request?.id, content: pick(lines) });
  }
}

async function unread(world, user) {
  await world.http.call('GET /api/conversations/unread', 'GET', '/api/conversations/unread', { token: user.token });
}

const CLIENT_ACTIONS = [
  [2, publish],
  [3, myRequests],
  [4, proposals],
  [2, writeToCompany],
  [3, (world, client) => conversations(world, client, CLIENT_LINES, 0.2)],
  [2, unread],
  [2, (world, client) => directory(world, client.seen)],
  [1, (world, client) => companyPage(world, client.seen)],
];

export async function runClient(world, client) {
  if (!(await start(world, client))) return;
  client.requests = [];
  client.seen = {};
  world.clients.push(client);
  await loop(world, CLIENT_ACTIONS, client);
}

// --------------------------------------------------------------------------------- companies

/** Opportunities, one request's page and a proposal with a price. */
async function propose(world, company) {
  const res = await world.http.call('GET /api/me/opportunities', 'GET', `/api/me/opportunities?page=${chance(0.8) ? 1 : 2}`, {
    token: company.token,
  });
  if (!ok(res) || !res.body.items?.length) return;
  const request = pick(res.body.items);
  const page = await world.http.call('GET /api/requests/:id', 'GET', `/api/requests/${request.seoParam}`, { token: company.token });
  if (!ok(page) || chance(0.25)) return; // read but not interested
  const price = Math.round((150 + Math.random() * 4850) * 100) / 100;
  const sent = await world.http.call('POST /api/requests/:id/proposals', 'POST', `/api/requests/${request.id}/proposals`, {
    body: { message: `<p>${pick(PROPOSAL_TEXTS)}</p>`, price },
    token: company.token,
  });
  if (sent.status === 201) world.counters.proposals++;
}

/** Its proposals; accepted ones show the client, to whom it may then write. */
async function myProposals(world, company) {
  const res = await world.http.call(
    'GET /api/me/proposals',
    'GET',
    `/api/me/proposals?${qs({ page: 1, status: pick([undefined, 'pending', 'accepted']) })}`,
    { token: company.token },
  );
  if (!ok(res)) return;
  for (const p of res.body.items ?? []) if (p.clientSharedData) company.contacts.set(p.clientSharedData.clientUserId, p.requestId);
}

async function writeToClient(world, company) {
  if (company.contacts.size === 0) return myProposals(world, company);
  const [clientId, requestId] = pick([...company.contacts.entries()]);
  await world.tracker.send(world.http, company, {
    receiverId: clientId,
    requestId: chance(0.5) ? requestId : undefined,
    content: pick(COMPANY_LINES),
  });
}

async function ownProfile(world, company) {
  await world.http.call('GET /api/companies/me', 'GET', '/api/companies/me', { token: company.token });
}

const COMPANY_ACTIONS = [
  [5, propose],
  [2, myProposals],
  [4, (world, company) => conversations(world, company, COMPANY_LINES, 0.3)],
  [1, writeToClient],
  [2, unread],
  [1, ownProfile],
];

export async function runCompany(world, company) {
  if (!(await start(world, company))) return;
  const me = await world.http.call('GET /api/companies/me', 'GET', '/api/companies/me', { token: company.token });
  if (!ok(me)) return;
  company.companyId = me.body.id;
  company.contacts = new Map();
  world.companies.push(company);
  world.companiesById.set(company.companyId, company);
  await loop(world, COMPANY_ACTIONS, company);
}

// -------------------------------------------------------------------------------- accounts

/** The account a simulated client or company uses: its registration body and password. */
export function account(kind, i, runId, password) {
  const email = `carga-${runId}-${kind === 'company' ? 'empresa' : 'cliente'}-${i}@rutalia.test`;
  const city = ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Zaragoza', 'Málaga'][i % 6];
  const registration =
    kind === 'company'
      ? {
          userType: 'company',
          email,
          password,
          companyName: `Transportes Carga ${i}`,
          contactPerson: `Contacto ${i}`,
          phone: '600111222',
          city,
          province: city,
        }
      : { userType: 'client', email, password, fullName: `Cliente Carga ${i}` };
  return { kind, email, password, registration, registered: false };
}
