/**
 * Demo data so a fresh installation looks alive: 24 companies, 12 clients, requests,
 * proposals, reviews, blog posts, contact messages and newsletter subscriptions, plus the SVG
 * logos, gallery pictures and blog covers under `${uploadsDir}/demo/`.
 *
 * Never loads into a database that already has users. Everything happens in one transaction
 * (the files are written inside it too, so a failure leaves nothing half-loaded in the
 * database). Deterministic: ids and data come from a seeded PRNG and are relative to `now`.
 *
 * Demo accounts (password `demo12345`): cliente@demo.rutalia.es, empresa@demo.rutalia.es,
 * impagos@demo.rutalia.es and admin@demo.rutalia.es. Every other demo user has the hash of a random secret: it cannot log in.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashPassword } from '../../common/security/password.js';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { BlogPost } from '../../modules/blog/blog-post.entity.js';
import { CompanyImage } from '../../modules/companies/company-image.entity.js';
import { Company } from '../../modules/companies/company.entity.js';
import { CompanyDocument } from '../../modules/documents/company-document.entity.js';
import { ContactMessage } from '../../modules/contact/contact-message.entity.js';
import { CompanyInsightDay } from '../../modules/insights/company-insight-day.entity.js';
import { refreshAllPeerMedians } from '../../modules/insights/peer-medians.service.js';
import { SiteVisitDay } from '../../modules/insights/site-visit-day.entity.js';
import { Message } from '../../modules/messaging/message.entity.js';
import { NewsletterSubscription } from '../../modules/newsletter/newsletter-subscription.entity.js';
import { Proposal } from '../../modules/proposals/proposal.entity.js';
import { RequestView } from '../../modules/requests/request-view.entity.js';
import { ServiceRequest } from '../../modules/requests/request.entity.js';
import { Review } from '../../modules/reviews/review.entity.js';
import { CompanySubscription } from '../../modules/subscriptions/company-subscription.entity.js';
import { SubscriptionPlan } from '../../modules/subscriptions/subscription-plan.entity.js';
import { UserRole } from '../../modules/users/user-role.entity.js';
import { User } from '../../modules/users/user.entity.js';
import { demoBillingServices, demoBillingSubjects } from './demo/billing-services.js';
import { buildDemoDataset, type DemoFile, type DemoPrivateFile } from './demo/build.js';
import { replayDemoBilling } from './demo/replay-billing.js';
import { DEMO_ADMIN_EMAIL, DEMO_CLIENT_EMAIL, DEMO_COMPANY_EMAIL, DEMO_PASSWORD, DEMO_UNPAID_COMPANY_EMAIL } from './demo/people.data.js';
import { seedPlans } from './plans.seed.js';

export { DEMO_PASSWORD } from './demo/people.data.js';

/** The documented demo accounts (all with DEMO_PASSWORD). */
export const DEMO_ACCOUNTS = [
  { email: DEMO_CLIENT_EMAIL, userType: 'client', description: 'cliente con solicitudes y propuestas recibidas' },
  { email: DEMO_COMPANY_EMAIL, userType: 'company', description: 'empresa en período de prueba con propuestas enviadas' },
  {
    email: DEMO_UNPAID_COMPANY_EMAIL,
    userType: 'company',
    description: 'empresa suspendida por impago: facturas pagadas y vencidas, sus PDF y el aviso «Pagar ahora»',
  },
  { email: DEMO_ADMIN_EMAIL, userType: 'super_admin', description: 'superadministrador: backoffice completo y autor del blog' },
] as const;

export interface SeedDemoOptions {
  /** Folder served under /uploads/ (config.uploadsDir); files go to `<uploadsDir>/demo/`. */
  uploadsDir: string;
  /**
   * The private folder (config.privateDir) where the demo's company documents go; default: `private`
   * beside the uploads folder, as config lays them out (`<DATA_DIR>/uploads`, `<DATA_DIR>/private`).
   */
  privateDir?: string;
  /** Reference time of the data (default: now). */
  now?: Date;
}

export interface SeedDemoResult {
  skipped: boolean;
  /** Rows inserted per table (plus `files` written); empty when skipped. */
  counts: Record<string, number>;
}

/** Arbitrary constant: two processes seeding at once serialise on this transaction lock. */
const DEMO_SEED_LOCK = 72_617_002;

/** Rows per INSERT statement (far below PostgreSQL's 65 535 parameters). */
const INSERT_CHUNK = 500;

async function hasUsers(runner: Pick<EntityManager, 'query'>): Promise<boolean> {
  const rows: unknown[] = await runner.query('SELECT 1 FROM users LIMIT 1');
  return rows.length > 0;
}

/**
 * seedPlans() takes a DataSource; this view of it routes repositories and queries through the
 * transaction's manager so the plans are part of the same all-or-nothing transaction.
 */
function transactionalDataSource(dataSource: DataSource, manager: EntityManager): DataSource {
  return new Proxy(dataSource, {
    get(target, property, receiver) {
      if (property === 'manager') return manager;
      if (property === 'getRepository') return manager.getRepository.bind(manager);
      if (property === 'query') return manager.query.bind(manager);
      if (property === 'createQueryBuilder') return manager.createQueryBuilder.bind(manager);
      if (property === 'transaction') return manager.transaction.bind(manager);
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

async function insertAll<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, rows: Partial<T>[]): Promise<number> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(target)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .updateEntity(false)
      .execute();
  }
  return rows.length;
}

async function writeFiles(uploadsDir: string, files: DemoFile[]): Promise<number> {
  const folders = new Set(files.map((file) => path.dirname(path.join(uploadsDir, file.relativePath))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  await Promise.all(files.map((file) => writeFile(path.join(uploadsDir, file.relativePath), file.content, 'utf8')));
  return files.length;
}

/** The company documents' files, readable by this process only (as PrivateStorageService writes them). */
async function writePrivateFiles(privateDir: string, files: DemoPrivateFile[]): Promise<number> {
  const folders = new Set(files.map((file) => path.dirname(path.join(privateDir, file.relativePath))));
  for (const folder of folders) await mkdir(folder, { recursive: true, mode: 0o700 });
  await Promise.all(files.map((file) => writeFile(path.join(privateDir, file.relativePath), file.content, { mode: 0o600 })));
  return files.length;
}

export async function seedDemo(dataSource: DataSource, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const now = options.now ?? new Date();
  // Cheap early exit before spending time on argon2; the check is repeated under the lock.
  if (await hasUsers(dataSource)) return { skipped: true, counts: {} };

  // argon2 is slow on purpose: hash twice and reuse the hashes.
  const [demoPasswordHash, unusablePasswordHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(randomBytes(32).toString('base64url')),
  ]);

  return dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [DEMO_SEED_LOCK]);
    if (await hasUsers(manager)) return { skipped: true, counts: {} };

    await seedPlans(transactionalDataSource(dataSource, manager));
    const plans = await manager.find(SubscriptionPlan);
    const planIds = Object.fromEntries(plans.map((plan) => [plan.planName, plan.id]));

    const data = buildDemoDataset({ now, demoPasswordHash, unusablePasswordHash, planIds });
    const counts: Record<string, number> = {};
    // Foreign-key order. proposal_count, search_text and blank slugs are filled by triggers.
    counts.users = await insertAll(manager, User, data.users);
    counts.user_roles = await insertAll(manager, UserRole, data.userRoles);
    counts.companies = await insertAll(manager, Company, data.companies);
    counts.company_images = await insertAll(manager, CompanyImage, data.companyImages);
    counts.company_documents = await insertAll(manager, CompanyDocument, data.companyDocuments);
    counts.company_subscriptions = await insertAll(manager, CompanySubscription, data.companySubscriptions);
    counts.requests = await insertAll(manager, ServiceRequest, data.requests);
    // Views first: the response-time trigger on proposals reads them.
    counts.request_views = await insertAll(manager, RequestView, data.requestViews);
    counts.proposals = await insertAll(manager, Proposal, data.proposals);
    counts.reviews = await insertAll(manager, Review, data.reviews);
    counts.messages = await insertAll(manager, Message, data.messages);
    counts.blog_posts = await insertAll(manager, BlogPost, data.blogPosts);
    counts.contact_messages = await insertAll(manager, ContactMessage, data.contactMessages);
    counts.newsletter_subscriptions = await insertAll(manager, NewsletterSubscription, data.newsletterSubscriptions);
    // The invoice history: the paying companies' months lived through the billing services.
    const adminId = data.users.find((user) => user.email === DEMO_ADMIN_EMAIL)!.id!;
    const billing = demoBillingServices(transactionalDataSource(dataSource, manager), adminId, now);
    counts.invoices = await replayDemoBilling(billing, demoBillingSubjects(data, now), now);
    counts.company_insight_days = await insertAll(manager, CompanyInsightDay, data.insightDays);
    counts.site_visit_days = await insertAll(manager, SiteVisitDay, data.siteVisitDays);
    // The statistics' comparison is computed hourly; the demo shows it from the first start.
    counts.insight_peer_medians = await refreshAllPeerMedians(manager, now);
    counts.subscription_plans = plans.length;

    // Inside the transaction: if a file cannot be written, nothing is committed.
    counts.files = await writeFiles(options.uploadsDir, data.files);
    counts.private_files = await writePrivateFiles(
      options.privateDir ?? path.join(path.dirname(options.uploadsDir), 'private'),
      data.privateFiles,
    );
    return { skipped: false, counts };
  });
}
