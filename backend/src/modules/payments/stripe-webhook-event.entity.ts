import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A Stripe webhook event already processed: its id is the idempotency key of the webhook (issue 20). */
@Entity({ name: 'stripe_webhook_events' })
export class StripeWebhookEvent {
  /** evt_… */
  @PrimaryColumn({ name: 'event_id', type: 'varchar', length: 255, primaryKeyConstraintName: 'pk_stripe_webhook_events' })
  eventId: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @Column({ type: 'boolean' })
  livemode: boolean;

  /** When Stripe created the event (`created`). */
  @Column({ name: 'stripe_created_at', type: 'timestamptz' })
  stripeCreatedAt: Date;

  /** When it was applied (the app's clock). */
  @Column({ name: 'processed_at', type: 'timestamptz' })
  processedAt: Date;
}
