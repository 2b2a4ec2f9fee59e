import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DiscountController } from './discount.controller';
import { DiscountService } from './discount.service';
import { DiscountCoupon } from './entities/discount-coupon.entity';
import { DiscountVisitor } from './entities/discount-visitor.entity';

@Module({
  imports: [TypeOrmModule.forFeature([DiscountCoupon, DiscountVisitor])],
  controllers: [DiscountController],
  providers: [DiscountService],
})
export class DiscountModule {}
