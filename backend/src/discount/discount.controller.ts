import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiGoneResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AdminAction, AdminGet, AdminList, PublicSubmit } from '../common/http/routes.decorator';
import type { Request } from 'express';
import { clientIp } from '../common/http/client-ip';
import { type Page } from '../common/pagination/paginated';
import { DiscountService } from './discount.service';
import { CouponQueryDto } from './dto/coupon-query.dto';
import { CouponResponseDto } from './dto/coupon-response.dto';
import { GenerateDiscountDto } from './dto/generate-discount.dto';
import { GeneratedDiscountDto } from './dto/generated-discount.dto';

@ApiTags('discount')
@Controller('discount')
export class DiscountController {
  constructor(private readonly discount: DiscountService) {}

  @PublicSubmit({
    path: 'generate',
    summary: 'Play the discount game: issue a code',
    description:
      'The server picks the value at random (a value in the body is ignored). One code per visitor per 24 hours; the code expires 24 hours after issue.',
    record: GeneratedDiscountDto,
    invalid: 'Malformed body',
    tooMany: "You've already received a discount code today (Retry-After)",
  })
  @ApiGoneResponse({ description: "Today's codes are gone: the imported pool is empty and staff do not allow generated codes" })
  // The body is validated (and documented) but deliberately not used.
  generate(@Body() _dto: GenerateDiscountDto, @Req() req: Request): Promise<GeneratedDiscountDto> {
    return this.discount.generate(clientIp(req));
  }

  @AdminList({ permission: 'discounts', path: 'coupons', summary: 'List discount codes, newest first', record: CouponResponseDto })
  list(@Query() query: CouponQueryDto): Promise<Page<CouponResponseDto>> {
    return this.discount.list(query);
  }

  @AdminGet('coupons/:code', { permission: 'discounts', summary: 'Look up a discount code (any case)', response: CouponResponseDto })
  @ApiNotFoundResponse({ description: 'Discount code not found' })
  findByCode(@Param('code') code: string): Promise<CouponResponseDto> {
    return this.discount.findByCode(code);
  }

  @AdminAction('coupons/:code/redeem', {
    permission: 'discounts',
    summary: 'Mark a discount code redeemed',
    description: 'Succeeds once per code, and only before it expires.',
    response: CouponResponseDto,
    invalid: false,
  })
  @ApiNotFoundResponse({ description: 'Discount code not found' })
  @ApiConflictResponse({ description: 'Already redeemed' })
  @ApiGoneResponse({ description: 'Expired' })
  redeem(@Param('code') code: string): Promise<CouponResponseDto> {
    return this.discount.redeem(code);
  }
}
