/**
 * Builder step 3: what follows from the people and the jobs (reviews, messages about accepted
 * proposals) and the site's own content (blog, contact messages, newsletter subscriptions).
 */
import { blogSlug } from '@rutalia/catalog';
import { NewsletterStatus } from '../../enums.js';
import { DEMO_BLOG_POSTS } from './blog-posts.data.js';
import type { DemoCompany } from './companies.data.js';
import { DEMO_CONTACT_MESSAGES, DEMO_CONVERSATIONS, DEMO_NEWSLETTER_EMAILS } from './contact.data.js';
import { daysBefore, hoursAfter, maxDate, minDate } from './random.js';
import {
  GENERIC_POSITIVE_COMMENTS,
  MIXED_COMMENTS,
  NEGATIVE_COMMENTS,
  NO_COMMENT_SHARE,
  POSITIVE_COMMENTS,
  RATING_WEIGHTS,
} from './reviews.data.js';
import { blogCoverSvg } from './svg.js';
import { DEMO_UPLOADS_SUBDIR, type AcceptedProposal, type BuiltClient, type BuiltCompany, type DemoBuildContext } from './types.js';

export function buildReviews(
  ctx: DemoBuildContext,
  clients: ReadonlyMap<string, BuiltClient>,
  companies: ReadonlyMap<string, BuiltCompany>,
  accepted: readonly AcceptedProposal[],
): void {
  const { now, rng, ds } = ctx;
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
      const job = finished.find((a) => a.client === client);
      const jobDone = job?.request.endAt;
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
        // A completed hire makes it «Contratado en Rutalia».
        ...(job?.request.data.status === 'completed' ? { requestId: job.request.id, verifiedAt: createdAt } : {}),
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
}

/** Messages about accepted proposals. */
export function buildMessages(ctx: DemoBuildContext, accepted: readonly AcceptedProposal[]): void {
  const { now, rng, ds } = ctx;
  for (const conversation of DEMO_CONVERSATIONS) {
    const deal = accepted.find(
      (a) =>
        a.request.data.title === conversation.requestTitle &&
        a.company.data.key === conversation.company &&
        a.client.data.key === conversation.client,
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
}

export function buildBlogPosts(ctx: DemoBuildContext, authorId: string): void {
  const { now, rng, ds } = ctx;
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
      authorId,
      published: publishedAt !== null,
      publishedAt,
      featuredImage: `/uploads/${cover}`,
      tags: [...post.tags],
      metaDescription: post.metaDescription,
      createdAt,
      updatedAt: publishedAt ?? daysBefore(now, 1),
    });
  }
}

export function buildContactAndNewsletter(ctx: DemoBuildContext): void {
  const { now, rng, ds } = ctx;
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
}
