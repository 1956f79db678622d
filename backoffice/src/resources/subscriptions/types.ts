import type { Schemas } from '@rutalia/api-contract';

/** A record of `GET /api/admin/subscriptions`. */
export type SubscriptionRecord = Schemas['AdminSubscriptionDto'];
