import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { BooleanQuery } from '../../common/validation/boolean-query.decorator';

export class CouponQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ type: Boolean, description: 'Only redeemed (true) or unredeemed (false) codes' })
  @BooleanQuery('used')
  used?: boolean;

  @ApiPropertyOptional({ type: Boolean, description: 'Only expired (true) or still valid (false) codes' })
  @BooleanQuery('expired')
  expired?: boolean;

  @ApiPropertyOptional({ description: 'Part of a code, any case', example: '7QX2' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9-]{1,32}$/, { message: 'code may contain only letters, digits and hyphens (at most 32)' })
  code?: string;
}
