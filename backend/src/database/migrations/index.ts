import { InitialSchema1763800000000 } from './1763800000000-InitialSchema.js';
import { CompanySearchIndexes1764000000000 } from './1764000000000-CompanySearchIndexes.js';
import { BillingLifecycle1764200000000 } from './1764200000000-BillingLifecycle.js';
import { ActiveRequestIndexes1764300000000 } from './1764300000000-ActiveRequestIndexes.js';
import { MessagingRealtime1764400000000 } from './1764400000000-MessagingRealtime.js';
import { BackofficeListIndexes1764500000000 } from './1764500000000-BackofficeListIndexes.js';
import { RequestModeration1764610000000 } from './1764610000000-RequestModeration.js';
import { MailRedrive1764630000000 } from './1764630000000-MailRedrive.js';
import { ServiceTaxonomy1764700000000 } from './1764700000000-ServiceTaxonomy.js';
import { StructuredRequests1764800000000 } from './1764800000000-StructuredRequests.js';
import { ReviewReplies1764900000000 } from './1764900000000-ReviewReplies.js';
import { HiringLifecycle1765000000000 } from './1765000000000-HiringLifecycle.js';
import { PlanEntitlements1765200000000 } from './1765200000000-PlanEntitlements.js';
import { ResponseTime1765100000000 } from './1765100000000-ResponseTime.js';
import { RequestAlerts1765300000000 } from './1765300000000-RequestAlerts.js';
import { InsightsNotSoldYet1765400000000 } from './1765400000000-InsightsNotSoldYet.js';
import { CompanyInsights1765500000000 } from './1765500000000-CompanyInsights.js';
import { AlertsFanOutSweep1765600000000 } from './1765600000000-AlertsFanOutSweep.js';
import { OnlinePayments1765700000000 } from './1765700000000-OnlinePayments.js';
import { DunningUnpaid1765710000000 } from './1765710000000-DunningUnpaid.js';
import { CompanyDocuments1765720000000 } from './1765720000000-CompanyDocuments.js';
import { FullTextSearch1765800000000 } from './1765800000000-FullTextSearch.js';
import { EmailVerification1765900000000 } from './1765900000000-EmailVerification.js';
import { DataRights1765910000000 } from './1765910000000-DataRights.js';
import { NotificationPreferences1765920000000 } from './1765920000000-NotificationPreferences.js';
import { TwoFactorAndDevices1765930000000 } from './1765930000000-TwoFactorAndDevices.js';
import { Passkeys1765940000000 } from './1765940000000-Passkeys.js';

/** Every migration class, oldest first (the data source runs them at start-up). */
export const migrations = [
  InitialSchema1763800000000,
  CompanySearchIndexes1764000000000,
  BillingLifecycle1764200000000,
  ActiveRequestIndexes1764300000000,
  MessagingRealtime1764400000000,
  BackofficeListIndexes1764500000000,
  RequestModeration1764610000000,
  MailRedrive1764630000000,
  ServiceTaxonomy1764700000000,
  StructuredRequests1764800000000,
  ReviewReplies1764900000000,
  HiringLifecycle1765000000000,
  ResponseTime1765100000000,
  PlanEntitlements1765200000000,
  RequestAlerts1765300000000,
  InsightsNotSoldYet1765400000000,
  CompanyInsights1765500000000,
  AlertsFanOutSweep1765600000000,
  OnlinePayments1765700000000,
  DunningUnpaid1765710000000,
  CompanyDocuments1765720000000,
  FullTextSearch1765800000000,
  EmailVerification1765900000000,
  DataRights1765910000000,
  NotificationPreferences1765920000000,
  TwoFactorAndDevices1765930000000,
  Passkeys1765940000000,
];
