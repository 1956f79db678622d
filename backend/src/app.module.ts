import { DynamicModule, Module, type Type } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { CatalogModule } from './catalog/catalog.module.js';
import { AuthCoreModule } from './common/auth/auth-core.module.js';
import { Clock, ClockModule } from './common/clock/clock.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { loggerOptions } from './logger.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { AlertsModule } from './modules/alerts/alerts.module.js';
import { InsightsCoreModule } from './modules/insights/insights-core.module.js';
import { InsightsModule } from './modules/insights/insights.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { BillingModule } from './modules/billing/billing.module.js';
import { BlogModule } from './modules/blog/blog.module.js';
import { CompaniesModule } from './modules/companies/companies.module.js';
import { ContactModule } from './modules/contact/contact.module.js';
import { DashboardModule } from './modules/dashboard/dashboard.module.js';
import { DocumentsModule } from './modules/documents/documents.module.js';
import { MailAdminModule } from './modules/mail/mail-admin.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { MatchingModule } from './modules/matching/matching.module.js';
import { MessagingModule } from './modules/messaging/messaging.module.js';
import { NewsletterModule } from './modules/newsletter/newsletter.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { PrivacyModule } from './modules/privacy/privacy.module.js';
import { ProposalsModule } from './modules/proposals/proposals.module.js';
import { ReportsModule } from './modules/reports/reports.module.js';
import { RequestsModule } from './modules/requests/requests.module.js';
import { ReviewsModule } from './modules/reviews/reviews.module.js';
import { SearchModule } from './modules/search/search.module.js';
import { SeoModule } from './modules/seo/seo.module.js';
import { StatsModule } from './modules/stats/stats.module.js';
import { SubscriptionsModule } from './modules/subscriptions/subscriptions.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { QueueModule } from './queue/queue.module.js';
import { RealtimeModule } from './realtime/realtime.module.js';
import { WebModule } from './web/web.module.js';

/** What tests may replace: the clock that every lifecycle decision reads. */
export interface AppModuleOptions {
  clock?: Clock;
}

@Module({})
export class AppModule {
  /** `extraImports`: modules only tests add (e.g. probe controllers for the guards). */
  static forRoot(config: AppConfig, extraImports: Array<Type | DynamicModule> = [], options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule.forRoot(options.clock),
        LoggerModule.forRoot(loggerOptions(config)),
        DatabaseModule,
        QueueModule,
        WebModule,
        AuthCoreModule, // global auth and roles guards: every route needs a token unless @Public()
        RealtimeModule, // the Socket.IO gateway at /socket.io (adapter set in create-app.ts)
        InsightsCoreModule, // global: the public lists and the company page count views with it
        HealthModule,
        CatalogModule,
        MailModule,
        MailAdminModule,
        AuthModule,
        UsersModule,
        SubscriptionsModule,
        BillingModule,
        PaymentsModule,
        CompaniesModule,
        DocumentsModule,
        ReviewsModule,
        SearchModule,
        MatchingModule,
        RequestsModule,
        AlertsModule,
        InsightsModule,
        ProposalsModule,
        DashboardModule,
        MessagingModule,
        BlogModule,
        ContactModule,
        NewsletterModule,
        NotificationsModule,
        StatsModule,
        SeoModule,
        AuditModule,
        ReportsModule,
        AdminModule,
        PrivacyModule,
        ...extraImports,
      ],
    };
  }
}
