/**
 * Turns the demo data files into the rows of every table (plus the SVG files to write), without
 * touching the database. Pure and deterministic: the same `now` gives the same rows and ids.
 */
import { CITY_PROVINCE_PAIRS, DIRECTORY_SERVICES, blogSlug, slugify } from '../../../catalog/index.js';
import type { BlogPost } from '../../../modules/blog/blog-post.entity.js';
import type { CompanyImage } from '../../../modules/companies/company-image.entity.js';
import type { Company } from '../../../modules/companies/company.entity.js';
import type { ContactMessage } from '../../../modules/contact/contact-message.entity.js';
import type { Message } from '../../../modules/messaging/message.entity.js';
import type { NewsletterSubscription } from '../../../modules/newsletter/newsletter-subscription.entity.js';
import type { ClientSharedData, Proposal } from '../../../modules/proposals/proposal.entity.js';
import type { ServiceRequest } from '../../../modules/requests/request.entity.js';
import type { Review } from '../../../modules/reviews/review.entity.js';
import type { CompanySubscription } from '../../../modules/subscriptions/company-subscription.entity.js';
import type { UserRole } from '../../../modules/users/user-role.entity.js';
import type { User } from '../../../modules/users/user.entity.js';
import {
  AppRole,
  BillingCycle,
  CompanyStatus,
  NewsletterStatus,
  PaymentStatus,
  ProposalStatus,
  RequestStatus,
  SubscriptionStatus,
  UserStatus,
  UserType,
} from '../../enums.js';
import { DEMO_BLOG_POSTS } from './blog-posts.data.js';
import { DEMO_COMPANIES, type DemoCompany, type Segment } from './companies.data.js';
import { DEMO_CONTACT_MESSAGES, DEMO_CONVERSATIONS, DEMO_NEWSLETTER_EMAILS } from './contact.data.js';
import {
  DEMO_ADMIN,
  DEMO_ADMIN_EMAIL,
  DEMO_CLIENTS,
  DEMO_CLIENT_EMAIL,
  DEMO_COMPANY_EMAIL,
  DEMO_EMAIL_DOMAIN,
  type DemoClient,
} from './people.data.js';
import { NO_PRICE_TEMPLATE, PROPOSAL_TEMPLATES } from './proposals.data.js';
import { Rng, addMonths, daysAfter, daysBefore, hoursAfter, maxDate, minDate } from './random.js';
import { DEMO_REQUESTS, type DemoRequest, type RequestKind } from './requests.data.js';
import {
  GENERIC_POSITIVE_COMMENTS,
  MIXED_COMMENTS,
  NEGATIVE_COMMENTS,
  NO_COMMENT_SHARE,
  POSITIVE_COMMENTS,
  RATING_WEIGHTS,
} from './reviews.data.js';
import { blogCoverSvg, gallerySvg, logoSvg } from './svg.js';

/** Seed of the PRNG: change it to get a different (but again stable) demo world. */
export const DEMO_RANDOM_SEED = 20_251_122;

/** Folder (inside the uploads folder) holding every generated demo file. */
export const DEMO_UPLOADS_SUBDIR = 'demo';

export interface DemoFile {
  /** Path relative to the uploads folder, with forward slashes (also the URL under /uploads/). */
  relativePath: string;
  content: string;
}

export interface DemoDataset {
  users: Partial<User>[];
  userRoles: Partial<UserRole>[];
  companies: Partial<Company>[];
  companyImages: Partial<CompanyImage>[];
  companySubscriptions: Partial<CompanySubscription>[];
  requests: Partial<ServiceRequest>[];
  proposals: Partial<Proposal>[];
  reviews: Partial<Review>[];
  messages: Partial<Message>[];
  blogPosts: Partial<BlogPost>[];
  contactMessages: Partial<ContactMessage>[];
  newsletterSubscriptions: Partial<NewsletterSubscription>[];
  files: DemoFile[];
}

export interface BuildDemoInput {
  now: Date;
  /** argon2id hash of DEMO_PASSWORD (the three documented accounts). */
  demoPasswordHash: string;
  /** argon2id hash of a random secret nobody knows (every other demo user). */
  unusablePasswordHash: string;
  /** Subscription plan ids by plan_name (basic, professional, premium). */
  planIds: Readonly<Record<string, string>>;
}

const HOUR_MS = 60 * 60 * 1000;

/** Companies of these segments are the most likely to answer each kind of request. */
const KIND_SEGMENTS: Readonly<Record<RequestKind, readonly Segment[]>> = {
  mudanza: ['mudanzas'],
  palets: ['transporte'],
  frio: ['frio'],
  almacen: ['almacen', 'mudanzas'],
  aduanas: ['aduanas'],
  internacional: ['transporte'],
  'ultima-milla': ['ecommerce'],
  ecommerce: ['ecommerce', 'almacen'],
  especial: ['especial'],
  consultoria: ['tecnologia'],
};

/** Throws when a data file drifts away from the catalog or from the rules of the brief. */
export function assertDemoCatalogData(): void {
  const problems: string[] = [];
  const pairs = new Set(CITY_PROVINCE_PAIRS.map((p) => `${p.city}|${p.province}`));
  const services = new Set(DIRECTORY_SERVICES);
  const companyKeys = new Set<string>();
  const slugs = new Set<string>();
  for (const company of DEMO_COMPANIES) {
    if (companyKeys.has(company.key)) problems.push(`duplicate company key ${company.key}`);
    companyKeys.add(company.key);
    const slug = slugify(company.name);
    if (slugs.has(slug)) problems.push(`duplicate company slug ${slug}`);
    slugs.add(slug);
    if (!pairs.has(`${company.city}|${company.province}`)) problems.push(`${company.name}: ${company.city}/${company.province} not in the catalog`);
    if (company.services.length < 2 || company.services.length > 4) problems.push(`${company.name}: needs 2-4 services`);
    for (const service of company.services) if (!services.has(service)) problems.push(`${company.name}: unknown service ${service}`);
    if (company.subscription === 'trialing' && company.ageDays >= 6.5) problems.push(`${company.name}: a trial must be younger than 7 days`);
    if (company.reviews > DEMO_CLIENTS.length) problems.push(`${company.name}: more reviews than clients`);
  }
  const covered = new Set(DEMO_COMPANIES.flatMap((c) => c.services));
  for (const service of DIRECTORY_SERVICES) if (!covered.has(service)) problems.push(`no company offers ${service}`);
  if (new Set(DEMO_COMPANIES.map((c) => c.city)).size < 12) problems.push('companies must cover at least 12 cities');

  const clientKeys = new Set(DEMO_CLIENTS.map((c) => c.key));
  for (const request of DEMO_REQUESTS) {
    if (!clientKeys.has(request.client)) problems.push(`${request.title}: unknown client ${request.client}`);
    if (!pairs.has(`${request.city}|${request.province}`)) problems.push(`${request.title}: ${request.city}/${request.province} not in the catalog`);
    if (request.services.length === 0) problems.push(`${request.title}: no services`);
    for (const service of request.services) if (!services.has(service)) problems.push(`${request.title}: unknown service ${service}`);
    for (const pin of request.pinned ?? []) if (!companyKeys.has(pin.company)) problems.push(`${request.title}: unknown company ${pin.company}`);
    if ((request.pinned ?? []).length > request.offers) problems.push(`${request.title}: more pinned proposals than offers`);
    const active = (request.status ?? 'active') === 'active';
    if (active && request.daysAgo > 25) problems.push(`${request.title}: active requests are at most 25 days old`);
    if (!active && request.endedDaysAgo === undefined) problems.push(`${request.title}: endedDaysAgo missing`);
  }
  for (const conversation of DEMO_CONVERSATIONS) {
    if (!DEMO_REQUESTS.some((r) => r.title === conversation.requestTitle)) problems.push(`conversation about unknown request ${conversation.requestTitle}`);
  }
  for (const post of DEMO_BLOG_POSTS) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(blogSlug(post.title))) problems.push(`${post.title}: bad blog slug`);
  }
  if (problems.length > 0) throw new Error(`Demo data does not match the catalog:\n- ${problems.join('\n- ')}`);
}

/** Price in euros with cents: rounded prices, prices with IVA added, and the odd .50/.90. */
function demoPrice(rng: Rng, [min, max]: [number, number]): number {
  const base = Math.round(rng.between(min, max) / 5) * 5;
  const style = rng.weighted([
    ['round', 40],
    ['vat', 35],
    ['cents', 25],
  ] as const);
  if (style === 'vat') return Math.round(base * 1.21 * 100) / 100;
  if (style === 'cents') return base - rng.pick([0.05, 0.1, 0.5]);
  return base;
}

interface BuiltCompany {
  data: DemoCompany;
  id: string;
  userId: string;
  slug: string;
  createdAt: Date;
}

interface BuiltClient {
  data: DemoClient;
  id: string;
  createdAt: Date;
}

export function buildDemoDataset(input: BuildDemoInput): DemoDataset {
  assertDemoCatalogData();
  const { now } = input;
  const rng = new Rng(DEMO_RANDOM_SEED);
  const demoAccounts = new Set([DEMO_CLIENT_EMAIL, DEMO_COMPANY_EMAIL, DEMO_ADMIN_EMAIL]);
  const hashFor = (email: string) => (demoAccounts.has(email) ? input.demoPasswordHash : input.unusablePasswordHash);
  const ds: DemoDataset = {
    users: [],
    userRoles: [],
    companies: [],
    companyImages: [],
    companySubscriptions: [],
    requests: [],
    proposals: [],
    reviews: [],
    messages: [],
    blogPosts: [],
    contactMessages: [],
    newsletterSubscriptions: [],
    files: [],
  };
  const addUser = (user: Partial<User>, role: AppRole) => {
    ds.users.push(user);
    ds.userRoles.push({ userId: user.id, role, createdAt: user.createdAt });
  };

  // ------------------------------------------------------------------ admin
  const adminId = rng.uuid();
  const adminCreatedAt = daysBefore(now, DEMO_ADMIN.ageDays);
  addUser(
    {
      id: adminId,
      email: DEMO_ADMIN.email,
      passwordHash: hashFor(DEMO_ADMIN.email),
      fullName: DEMO_ADMIN.fullName,
      phone: DEMO_ADMIN.phone,
      address: null,
      city: DEMO_ADMIN.city,
      province: DEMO_ADMIN.province,
      postalCode: null,
      userType: UserType.Admin,
      status: UserStatus.Active,
      createdAt: adminCreatedAt,
      updatedAt: adminCreatedAt,
    },
    AppRole.Admin,
  );

  // ------------------------------------------------------------------ clients
  const clients = new Map<string, BuiltClient>();
  for (const client of DEMO_CLIENTS) {
    const oldestRequest = Math.max(0, ...DEMO_REQUESTS.filter((r) => r.client === client.key).map((r) => r.daysAgo));
    const createdAt = daysBefore(now, Math.max(client.ageDays, oldestRequest + 1) + rng.between(0, 0.8));
    const id = rng.uuid();
    clients.set(client.key, { data: client, id, createdAt });
    addUser(
      {
        id,
        email: client.email.toLowerCase(),
        passwordHash: hashFor(client.email),
        fullName: client.fullName,
        phone: client.phone,
        address: client.address,
        city: client.city,
        province: client.province,
        postalCode: client.postalCode,
        userType: UserType.Client,
        status: UserStatus.Active,
        createdAt,
        updatedAt: createdAt,
      },
      AppRole.User,
    );
  }

  // ------------------------------------------------------------------ companies
  const companies = new Map<string, BuiltCompany>();
  DEMO_COMPANIES.forEach((company, index) => {
    const slug = slugify(company.name);
    const userId = rng.uuid();
    const id = rng.uuid();
    const createdAt = daysBefore(now, company.ageDays - rng.between(0, 0.5));
    companies.set(company.key, { data: company, id, userId, slug, createdAt });
    const accountEmail = (company.accountEmail ?? `${slug}@${DEMO_EMAIL_DOMAIN}`).toLowerCase();
    addUser(
      {
        id: userId,
        email: accountEmail,
        passwordHash: hashFor(accountEmail),
        fullName: company.contactPerson,
        phone: company.phone,
        address: null,
        city: company.city,
        province: company.province,
        postalCode: null,
        userType: UserType.Company,
        status: UserStatus.Active,
        createdAt,
        updatedAt: createdAt,
      },
      AppRole.Company,
    );

    // Subscription: a running trial, or a paid period that contains `now`.
    let periodStart: Date;
    let periodEnd: Date;
    const trialEndsAt = daysAfter(createdAt, 7);
    if (company.subscription === 'trialing') {
      periodStart = createdAt;
      periodEnd = trialEndsAt;
    } else {
      const step = company.yearly ? 12 : 1;
      let k = 0;
      while (addMonths(createdAt, (k + 1) * step) <= now) k++;
      periodStart = addMonths(createdAt, k * step);
      periodEnd = addMonths(createdAt, (k + 1) * step);
    }
    ds.companySubscriptions.push({
      id: rng.uuid(),
      companyId: id,
      planId: input.planIds[company.plan],
      status: company.subscription === 'trialing' ? SubscriptionStatus.Trialing : SubscriptionStatus.Active,
      billingCycle: company.yearly ? BillingCycle.Yearly : BillingCycle.Monthly,
      trialEndsAt,
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
      cancelledAt: null,
      createdAt,
      updatedAt: company.subscription === 'trialing' ? createdAt : periodStart,
    });

    const verifiedAt = company.verified ? minDate(hoursAfter(createdAt, rng.between(24, 48)), hoursAfter(now, -1)) : null;
    const logo = `${DEMO_UPLOADS_SUBDIR}/logos/${slug}.svg`;
    ds.files.push({ relativePath: logo, content: logoSvg(company.name, company.color) });
    ds.companies.push({
      id,
      userId,
      slug,
      companyName: company.name,
      contactPerson: company.contactPerson,
      email: `${slug}@example.com`,
      phone: company.phone,
      city: company.city,
      province: company.province,
      services: [...company.services],
      description: company.description,
      website: `https://${slug}.example.com`,
      logo: `/uploads/${logo}`,
      isActive: true,
      status: CompanyStatus.Active,
      verifiedAt,
      suspensionReason: null,
      suspendedAt: null,
      paymentStatus: company.subscription === 'active' ? PaymentStatus.Paid : null,
      lastPayment: company.subscription === 'active' ? periodStart : null,
      createdAt,
      updatedAt: maxDate(createdAt, verifiedAt ?? createdAt),
    });

    company.gallery.forEach((scene, position) => {
      const file = `${DEMO_UPLOADS_SUBDIR}/gallery/${slug}-${position + 1}.svg`;
      ds.files.push({ relativePath: file, content: gallerySvg(scene, company.name, company.color, index + position) });
      ds.companyImages.push({
        id: rng.uuid(),
        companyId: id,
        url: `/uploads/${file}`,
        thumbnailUrl: null,
        storageKey: file,
        width: 1200,
        height: 800,
        position,
        createdAt: minDate(hoursAfter(createdAt, 2 + position), hoursAfter(now, -0.5)),
      });
    });
  });

  // ------------------------------------------------------------------ requests and proposals
  interface BuiltRequest {
    data: DemoRequest;
    id: string;
    createdAt: Date;
    /** When proposals stop: the status change for non-active requests, otherwise now. */
    endAt: Date;
  }
  const requests: BuiltRequest[] = [];
  const accepted: { request: BuiltRequest; company: BuiltCompany; client: BuiltClient; respondedAt: Date }[] = [];

  for (const request of DEMO_REQUESTS) {
    const client = clients.get(request.client)!;
    const status = (request.status ?? RequestStatus.Active) as RequestStatus;
    const createdAt = daysBefore(now, request.daysAgo);
    const endedAt = status === RequestStatus.Active ? null : daysBefore(now, request.endedDaysAgo!);
    const built: BuiltRequest = { data: request, id: rng.uuid(), createdAt, endAt: endedAt ?? now };
    requests.push(built);
    ds.requests.push({
      id: built.id,
      clientId: client.id,
      slug: slugify(request.title),
      title: request.title,
      description: request.description,
      services: [...request.services],
      city: request.city,
      province: request.province,
      status,
      closedAt: status === RequestStatus.Closed ? endedAt : null,
      createdAt,
      updatedAt: endedAt ?? createdAt,
    });

    // When could this company have answered? null when it joined too late.
    const windowFor = (company: BuiltCompany): [Date, Date] | null => {
      const start = hoursAfter(maxDate(createdAt, company.createdAt), 0.5);
      const end = hoursAfter(built.endAt, -0.5);
      return end.getTime() - start.getTime() >= HOUR_MS ? [start, end] : null;
    };

    const text = `${request.title} ${request.description}`;
    const mentions = (places: readonly string[]) => places.some((place) => text.includes(place));
    const chosen: { company: BuiltCompany; status?: ProposalStatus }[] = [];
    for (const pin of request.pinned ?? []) {
      const company = companies.get(pin.company)!;
      if (!windowFor(company)) throw new Error(`Demo data: ${company.data.name} cannot answer "${request.title}" in time`);
      chosen.push({ company, status: pin.status as ProposalStatus });
    }
    const candidates = [...companies.values()]
      .filter((company) => !chosen.some((c) => c.company === company))
      // The first service listed is what the job is about: only companies offering it answer.
      .filter((company) => company.data.services.includes(request.services[0]))
      .filter((company) => windowFor(company) !== null)
      // Island companies only answer jobs on or to their islands.
      .filter((company) => !company.data.islands || company.data.province === request.province || mentions(company.data.islands))
      .map((company) => ({
        company,
        score:
          company.data.services.filter((service) => request.services.includes(service)).length +
          (KIND_SEGMENTS[request.kind].includes(company.data.segment) ? 3 : 0) +
          (company.data.province === request.province ? 2 : 0) +
          (mentions([company.data.city, ...(company.data.islands ?? [])]) ? 2 : 0) +
          rng.between(0, 2),
      }))
      .sort((a, b) => b.score - a.score);
    for (const { company } of candidates.slice(0, Math.max(0, request.offers - chosen.length))) chosen.push({ company });
    if (chosen.length < request.offers) throw new Error(`Demo data: not enough companies can answer "${request.title}"`);

    const templates = PROPOSAL_TEMPLATES[request.kind];
    const firstTemplate = rng.int(0, templates.length - 1);
    let hasAccepted = chosen.some((c) => c.status === ProposalStatus.Accepted);
    chosen.forEach(({ company, status: pinnedStatus }, i) => {
      let proposalStatus: ProposalStatus;
      if (pinnedStatus) proposalStatus = pinnedStatus;
      else if (status === RequestStatus.Active) proposalStatus = ProposalStatus.Pending;
      else if (status === RequestStatus.Cancelled || hasAccepted) proposalStatus = ProposalStatus.Rejected;
      else {
        proposalStatus = ProposalStatus.Accepted;
        hasAccepted = true;
      }
      const [start, end] = windowFor(company)!;
      const proposalCreatedAt = minDate(hoursAfter(start, rng.between(0.5, 30)), end);
      const respondedAt =
        proposalStatus === ProposalStatus.Pending
          ? null
          : minDate(hoursAfter(proposalCreatedAt, rng.between(2, 36)), new Date(built.endAt.getTime() - 5 * 60 * 1000));
      const noPrice =
        proposalStatus === ProposalStatus.Pending && (request.kind === 'mudanza' || request.kind === 'almacen') && rng.chance(0.15);
      const context = { companyName: company.data.name, contactPerson: company.data.contactPerson, city: request.city };
      const message = noPrice ? NO_PRICE_TEMPLATE(context) : templates[(firstTemplate + i) % templates.length](context);
      const clientSharedData: ClientSharedData | null =
        proposalStatus === ProposalStatus.Accepted
          ? { client_name: client.data.fullName, client_phone: client.data.phone, shared_at: respondedAt!.toISOString() }
          : null;
      ds.proposals.push({
        id: rng.uuid(),
        requestId: built.id,
        companyId: company.id,
        message,
        price: noPrice ? null : demoPrice(rng, request.budget),
        status: proposalStatus,
        clientSharedData,
        respondedAt,
        createdAt: proposalCreatedAt,
        updatedAt: respondedAt ?? proposalCreatedAt,
      });
      if (proposalStatus === ProposalStatus.Accepted) accepted.push({ request: built, company, client, respondedAt: respondedAt! });
    });
  }

  // ------------------------------------------------------------------ reviews
  const commentPools = {
    positive: new Map(Object.entries(POSITIVE_COMMENTS).map(([segment, list]) => [segment, rng.shuffle(list)])),
    generic: rng.shuffle(GENERIC_POSITIVE_COMMENTS),
    mixed: rng.shuffle(MIXED_COMMENTS),
    negative: rng.shuffle(NEGATIVE_COMMENTS),
  };
  let cycle = 0;
  const nextComment = (rating: number, company: DemoCompany): string => {
    const pools =
      rating >= 4
        ? [commentPools.positive.get(company.segment) ?? [], commentPools.generic]
        : rating === 3
          ? [commentPools.mixed]
          : [commentPools.negative];
    for (const pool of pools) {
      const comment = pool.shift();
      if (comment) return comment;
    }
    // Every pool of this rating is used up: reuse the fallbacks in turn.
    const fallback = rating >= 4 ? GENERIC_POSITIVE_COMMENTS : rating === 3 ? MIXED_COMMENTS : NEGATIVE_COMMENTS;
    return fallback[cycle++ % fallback.length];
  };
  for (const company of companies.values()) {
    // Clients whose finished job this company did review it first (and kindly).
    const finished = accepted.filter((a) => a.company === company && (a.request.data.status ?? 'active') !== 'active');
    const happy = [...new Set(finished.map((a) => a.client))];
    const others = rng.shuffle([...clients.values()].filter((c) => !happy.includes(c)));
    for (const client of [...happy, ...others].slice(0, company.data.reviews)) {
      const jobDone = finished.find((a) => a.client === client)?.request.endAt;
      const rating = jobDone ? rng.pick([4, 5, 5]) : rng.weighted(RATING_WEIGHTS);
      const comment = rng.chance(NO_COMMENT_SHARE) ? null : nextComment(rating, company.data);
      const start = hoursAfter(maxDate(client.createdAt, company.createdAt, jobDone ?? client.createdAt), 12);
      const end = hoursAfter(now, -1);
      const createdAt = new Date(start.getTime() + rng.float() * Math.max(0, end.getTime() - start.getTime()));
      ds.reviews.push({
        id: rng.uuid(),
        companyId: company.id,
        userId: client.id,
        rating,
        comment,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }

  // ------------------------------------------------------------------ messages about accepted proposals
  for (const conversation of DEMO_CONVERSATIONS) {
    const deal = accepted.find(
      (a) => a.request.data.title === conversation.requestTitle && a.company.data.key === conversation.company && a.client.data.key === conversation.client,
    );
    if (!deal) throw new Error(`Demo data: no accepted proposal for the conversation about "${conversation.requestTitle}"`);
    const count = conversation.messages.length;
    conversation.messages.forEach((message, i) => {
      const createdAt = minDate(hoursAfter(deal.respondedAt, message.hoursAfterAccept), new Date(now.getTime() - (count - i) * 60_000));
      const last = i === count - 1;
      const fromClient = message.from === 'client';
      ds.messages.push({
        id: rng.uuid(),
        senderId: fromClient ? deal.client.id : deal.company.userId,
        receiverId: fromClient ? deal.company.userId : deal.client.id,
        requestId: deal.request.id,
        content: message.content,
        isRead: !last,
        readAt: last ? null : minDate(new Date(createdAt.getTime() + 10 * 60_000), now),
        createdAt,
      });
    });
  }

  // ------------------------------------------------------------------ blog
  for (const post of DEMO_BLOG_POSTS) {
    const slug = blogSlug(post.title);
    const cover = `${DEMO_UPLOADS_SUBDIR}/blog/${slug}.svg`;
    ds.files.push({ relativePath: cover, content: blogCoverSvg(post.coverLabel, post.coverIcon, post.coverColor) });
    const publishedAt = post.publishedDaysAgo === null ? null : daysBefore(now, post.publishedDaysAgo - rng.between(0, 0.3));
    const createdAt = publishedAt ? daysBefore(publishedAt, 2) : daysBefore(now, 3);
    ds.blogPosts.push({
      id: rng.uuid(),
      title: post.title,
      slug,
      content: post.content,
      excerpt: post.excerpt,
      authorId: adminId,
      published: publishedAt !== null,
      publishedAt,
      featuredImage: `/uploads/${cover}`,
      tags: [...post.tags],
      metaDescription: post.metaDescription,
      createdAt,
      updatedAt: publishedAt ?? daysBefore(now, 1),
    });
  }

  // ------------------------------------------------------------------ contact and newsletter
  for (const contact of DEMO_CONTACT_MESSAGES) {
    ds.contactMessages.push({
      id: rng.uuid(),
      name: contact.name,
      email: contact.email,
      subject: contact.subject,
      message: contact.message,
      phone: contact.phone,
      company: contact.company,
      read: contact.readDaysAgo !== undefined,
      readAt: contact.readDaysAgo === undefined ? null : daysBefore(now, contact.readDaysAgo),
      createdAt: daysBefore(now, contact.daysAgo),
    });
  }
  for (const subscription of DEMO_NEWSLETTER_EMAILS) {
    const createdAt = daysBefore(now, subscription.daysAgo);
    ds.newsletterSubscriptions.push({
      id: rng.uuid(),
      email: subscription.email,
      status: NewsletterStatus.Confirmed,
      confirmTokenHash: null,
      unsubscribeToken: rng.uuid(),
      confirmedAt: minDate(new Date(createdAt.getTime() + 12 * 60_000), now),
      unsubscribedAt: null,
      createdAt,
    });
  }

  return ds;
}
