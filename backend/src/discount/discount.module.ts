import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../settings/settings.module';
import { RegionsModule } from '../regions/regions.module';
import { VisitorKeysModule } from '../common/http/visitor-keys.module';
import { DiscountPoolController } from './discount-pool.controller';
import { DiscountPoolService } from './discount-pool.service';
import { DiscountController } from './discount.controller';
import { DiscountService } from './discount.service';
import { DiscountCoupon } from './entities/discount-coupon.entity';
import { DiscountPoolCode } from './entities/discount-pool-code.entity';
import { DiscountSettings } from './entities/discount-settings.entity';
import { DiscountVisitor } from './entities/discount-visitor.entity';

@Module({
  imports: [
    TypeOrmModule.forFeature([DiscountCoupon, DiscountVisitor, DiscountPoolCode, DiscountSettings]),
    VisitorKeysModule,
    SettingsModule,
    RegionsModule,
  ],
  controllers: [DiscountController, DiscountPoolController],
  providers: [DiscountService, DiscountPoolService],
})
export class DiscountModule {}
