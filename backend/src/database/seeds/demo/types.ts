/**
 * Shared shapes of the demo builder: the constants, the dataset it returns, its input, the
 * intermediate records the builder steps hand to each other and the context they share.
 */
import type { BlogPost } from '../../../modules/blog/blog-post.entity.js';
import type { CompanyImage } from '../../../modules/companies/company-image.entity.js';
import type { Company } from '../../../modules/companies/company.entity.js';
import type { CompanyDocument } from '../../../modules/documents/company-document.entity.js';
import type { ContactMessage } from '../../../modules/contact/contact-message.entity.js';
import type { CompanyInsightDay } from '../../../modules/insights/company-insight-day.entity.js';
import type { SiteVisitDay } from '../../../modules/insights/site-visit-day.entity.js';
import type { Message } from '../../../modules/messaging/message.entity.js';
import type { NewsletterSubscription } from '../../../modules/newsletter/newsletter-subscription.entity.js';
import type { Proposal } from '../../../modules/proposals/proposal.entity.js';
import type { ServiceRequest } from '../../../modules/requests/request.entity.js';
import type { RequestView } from '../../../modules/requests/request-view.entity.js';
import type { Review } from '../../../modules/reviews/review.entity.js';
import type { CompanySubscription } from '../../../modules/subscriptions/company-subscription.entity.js';
import type { UserRole } from '../../../modules/users/user-role.entity.js';
import type { User } from '../../../modules/users/user.entity.js';
import type { DemoCompany } from './companies.data.js';
import type { DemoClient } from './people.data.js';
import type { Rng } from './random.js';
import type { DemoRequest } from './requests.data.js';

/** Seed of the PRNG: change it to get a different (but again stable) demo world. */
export const DEMO_RANDOM_SEED = 20_251_122;

/** Folder (inside the uploads folder) holding every generated demo file. */
export const DEMO_UPLOADS_SUBDIR = 'demo';

export interface DemoFile {
  /** Path relative to the uploads folder, with forward slashes (also the URL under /uploads/). */
  relativePath: string;
  content: string;
}

/** A file of the private folder (config.privateDir): a company document. */
export interface DemoPrivateFile {
  /** Key inside the private folder, with forward slashes (company_documents.file_key). */
  relativePath: string;
  content: Buffer;
}

export interface DemoDataset {
  users: Partial<User>[];
  userRoles: Partial<UserRole>[];
  companies: Partial<Company>[];
  companyImages: Partial<CompanyImage>[];
  companySubscriptions: Partial<CompanySubscription>[];
  requests: Partial<ServiceRequest>[];
  proposals: Partial<Proposal>[];
  requestViews: Partial<RequestView>[];
  reviews: Partial<Review>[];
  messages: Partial<Message>[];
  blogPosts: Partial<BlogPost>[];
  contactMessages: Partial<ContactMessage>[];
  newsletterSubscriptions: Partial<NewsletterSubscription>[];
  /** What the statistics recorder would have counted: per company and day, and the funnel's visits. */
  insightDays: Partial<CompanyInsightDay>[];
  siteVisitDays: Partial<SiteVisitDay>[];
  /** Checked documents (build-documents.ts) and their files, which go to the private folder, never under /uploads. */
  companyDocuments: Partial<CompanyDocument>[];
  privateFiles: DemoPrivateFile[];
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

export const HOUR_MS = 60 * 60 * 1000;

export interface BuiltCompany {
  data: DemoCompany;
  id: string;
  userId: string;
  slug: string;
  createdAt: Date;
}

export interface BuiltClient {
  data: DemoClient;
  id: string;
  createdAt: Date;
}

export interface BuiltRequest {
  data: DemoRequest;
  id: string;
  createdAt: Date;
  /** When proposals stop: the status change for non-active requests, otherwise now. */
  endAt: Date;
}

/** An accepted proposal: who did which job for whom, and when the client accepted. */
export interface AcceptedProposal {
  request: BuiltRequest;
  company: BuiltCompany;
  client: BuiltClient;
  respondedAt: Date;
}

/**
 * What every builder step shares. There is one PRNG for the whole build: the steps must run in
 * the same order every time (see buildDemoDataset) or the ids and values change.
 */
export interface DemoBuildContext {
  input: BuildDemoInput;
  now: Date;
  rng: Rng;
  ds: DemoDataset;
}

export function emptyDemoDataset(): DemoDataset {
  return {
    users: [],
    userRoles: [],
    companies: [],
    companyImages: [],
    companySubscriptions: [],
    requests: [],
    proposals: [],
    requestViews: [],
    reviews: [],
    messages: [],
    blogPosts: [],
    contactMessages: [],
    newsletterSubscriptions: [],
    insightDays: [],
    siteVisitDays: [],
    companyDocuments: [],
    privateFiles: [],
    files: [],
  };
}
