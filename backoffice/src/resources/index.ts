import { auditLogsResource } from './audit-logs';
import { blogPostsResource } from './blog-posts';
import { companiesResource } from './companies';
import { contactMessagesResource } from './contact-messages';
import { documentsResource } from './documents';
import { invoicesResource } from './invoices';
import { mailLogResource } from './mail-log';
import { newsletterSubscribersResource } from './newsletter-subscribers';
import { plansResource } from './plans';
import { proposalsResource } from './proposals';
import { reportsResource } from './reports';
import { requestsResource } from './requests';
import { reviewsResource } from './reviews';
import { subscriptionsResource } from './subscriptions';
import type { ResourceDefinition } from './types';
import { usersResource } from './users';

export type { ResourceDefinition } from './types';

/** Every backoffice resource, in menu order (each in `resources/<name>/index.ts`). */
export const resources: ResourceDefinition[] = [
  companiesResource,
  documentsResource,
  usersResource,
  requestsResource,
  proposalsResource,
  reviewsResource,
  reportsResource,
  blogPostsResource,
  contactMessagesResource,
  newsletterSubscribersResource,
  plansResource,
  subscriptionsResource,
  invoicesResource,
  mailLogResource,
  auditLogsResource,
];
