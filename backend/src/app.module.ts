import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsModule } from './analytics/analytics.module';
import { AttractionsModule } from './attractions/attractions.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { AuthCoreModule } from './common/auth/auth-core.module';
import { ContentModule } from './common/content/content.module';
import { RedisModule } from './common/redis/redis.module';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { VisitsModule } from './common/visits/visits.module';
import { BlogModule } from './blog/blog.module';
import { CalendarModule } from './calendar/calendar.module';
import type { AppConfig } from './config/app.config';
import { AppConfigModule } from './config/config.module';
import { ContactModule } from './contact/contact.module';
import { dataSourceOptions } from './database/data-source';
import { DiscountModule } from './discount/discount.module';
import { EmploymentModule } from './employment/employment.module';
import { HealthModule } from './health/health.module';
import { MetricsModule } from './common/metrics/metrics.module';
import { MaintenanceModule } from './maintenance/maintenance.module';
import { FaqModule } from './faq/faq.module';
import { GroupBookingsModule } from './group-bookings/group-bookings.module';
import { MailingListModule } from './mailing-list/mailing-list.module';
import { MediaModule } from './media/media.module';
import { PagesModule } from './pages/pages.module';
import { RegionsModule } from './regions/regions.module';
import { LegalModule } from './legal/legal.module';
import { SetupModule } from './setup/setup.module';
import { TicketsModule } from './tickets/tickets.module';
import { TranslationsModule } from './translations/translations.module';
import { SettingsModule } from './settings/settings.module';
import { StaffModule } from './staff/staff.module';
import { TestimonialsModule } from './testimonials/testimonials.module';
import { VideoBackgroundsModule } from './video-backgrounds/video-backgrounds.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(config.database)),
        RedisModule,
        MetricsModule,
        AuthCoreModule,
        AuditModule,
        RateLimitModule,
        VisitsModule,
        AnalyticsModule,
        ContentModule,
        HealthModule,
        AuthModule,
        StaffModule,
        BlogModule,
        MediaModule,
        EmploymentModule,
        DiscountModule,
        ContactModule,
        AttractionsModule,
        TestimonialsModule,
        FaqModule,
        GroupBookingsModule,
        MailingListModule,
        VideoBackgroundsModule,
        SettingsModule,
        RegionsModule,
        TicketsModule,
        TranslationsModule,
        LegalModule,
        SetupModule,
        CalendarModule,
        ...(config.servePages ? [PagesModule] : []),
        MaintenanceModule,
      ],
    };
  }
}
