/**
 * Turns the demo data files into the rows of every table (plus the SVG files to write), without
 * touching the database. Pure and deterministic: the same `now` gives the same rows and ids.
 *
 * The steps live beside this file (build-people, build-requests, build-content) and share one
 * PRNG, so they run here in a fixed order: reordering them changes every id and value after.
 */
import { buildBlogPosts, buildContactAndNewsletter, buildMessages, buildReviews } from './build-content.js';
import { buildDocuments } from './build-documents.js';
import { buildInsights } from './build-insights.js';
import { buildPeople } from './build-people.js';
import { buildRequestsAndProposals } from './build-requests.js';
import { Rng } from './random.js';
import { DEMO_RANDOM_SEED, emptyDemoDataset, type BuildDemoInput, type DemoDataset } from './types.js';
import { assertDemoCatalogData } from './validate.js';

export {
  DEMO_RANDOM_SEED,
  DEMO_UPLOADS_SUBDIR,
  type BuildDemoInput,
  type DemoDataset,
  type DemoFile,
  type DemoPrivateFile,
} from './types.js';
export { assertDemoCatalogData } from './validate.js';

export function buildDemoDataset(input: BuildDemoInput): DemoDataset {
  assertDemoCatalogData();
  const ctx = { input, now: input.now, rng: new Rng(DEMO_RANDOM_SEED), ds: emptyDemoDataset() };

  const { adminId, clients, companies } = buildPeople(ctx);
  const accepted = buildRequestsAndProposals(ctx, clients, companies);
  buildReviews(ctx, clients, companies, accepted);
  buildMessages(ctx, accepted);
  buildBlogPosts(ctx, adminId);
  buildContactAndNewsletter(ctx);
  buildInsights(ctx, [...companies.values()]);
  buildDocuments(ctx, [...companies.values()], adminId);

  return ctx.ds;
}
