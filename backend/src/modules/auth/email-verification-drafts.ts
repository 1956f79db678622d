import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RequestAlertsService } from '../alerts/request-alerts.service.js';
import { ProposalNotifications } from '../proposals/proposal-notifications.js';
import { EntitlementsService } from '../subscriptions/entitlements.service.js';
import { listDraftProposals, publishDraftRequests, sendDraftProposal } from './email-verification-sql.js';

export interface PublishedDrafts {
  requests: number;
  proposals: number;
}

/**
 * What an account wrote before verifying its email goes out on verification, with the side effects
 * of a normal publish or send: a request is alerted to the matching companies (the fan-out job);
 * a proposal is counted on its request and in the plan's month and the client is told (mail,
 * socket). A proposal the plan no longer allows, or whose request is no longer active, stays a
 * draft (its author still sees it as such).
 */
@Injectable()
export class EmailVerificationDrafts {
  private readonly logger = new Logger(EmailVerificationDrafts.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly alerts: RequestAlertsService,
    private readonly entitlements: EntitlementsService,
    private readonly notifications: ProposalNotifications,
  ) {}

  /** Called after the verification has committed. */
  async publish(userId: string): Promise<PublishedDrafts> {
    const requests = await publishDraftRequests(this.dataSource, userId);
    for (const id of requests) this.alerts.queueFanOut(id);
    let proposals = 0;
    for (const draft of await listDraftProposals(this.dataSource, userId)) {
      if (await this.sendProposal(draft)) proposals += 1;
    }
    return { requests: requests.length, proposals };
  }

  private async sendProposal(draft: { id: string; companyId: string }): Promise<boolean> {
    let sent: boolean;
    try {
      // The plan's month is checked under the same per-company lock as a normal send.
      sent = await this.dataSource.transaction(async (tx) => {
        await this.entitlements.assertCanSendProposal(draft.companyId, tx);
        return sendDraftProposal(tx, draft.id);
      });
    } catch (error) {
      this.logger.warn(`La propuesta ${draft.id} sigue en borrador: ${(error as Error).message}`);
      return false;
    }
    if (sent) await this.notifications.proposalReceived(draft.id);
    return sent;
  }
}
