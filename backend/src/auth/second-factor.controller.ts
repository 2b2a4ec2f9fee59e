import { Body, Controller, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { clientIp } from '../common/http/client-ip';
import { ExchangePost } from '../common/http/routes.decorator';
import { RecoveryCodesResponseDto, RenewedTokenDto, SecondFactorSetupResponseDto } from './dto/auth-response.dto';
import { SecondFactorChangeDto } from './dto/second-factor-change.dto';
import { SecondFactorService } from './second-factor.service';

@ApiTags('auth')
@Controller('admin/totp')
export class SecondFactorController {
  constructor(private readonly secondFactor: SecondFactorService) {}

  @ExchangePost('setup', {
    permission: 'two-factor.setup',
    summary: 'Start enrolling a TOTP authenticator: a new secret and its QR code',
    response: SecondFactorSetupResponseDto,
  })
  @ApiConflictResponse({ description: 'Two-factor authentication is already on' })
  setup(@CurrentAdmin() admin: AuthenticatedAdmin): Promise<SecondFactorSetupResponseDto> {
    return this.secondFactor.setup(admin);
  }

  @ExchangePost('enable', {
    permission: 'two-factor.setup',
    summary:
      'Turn two-factor authentication on with the current password and a code from the enrolled app; returns the recovery codes once and a new token (every other token of the account stops working)',
    response: RecoveryCodesResponseDto,
  })
  @ApiBadRequestResponse({ description: 'The password is wrong, or the code is not valid for the secret being enrolled' })
  @ApiConflictResponse({ description: 'Two-factor authentication is already on' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords from this address (Retry-After)' })
  enable(
    @CurrentAdmin() admin: AuthenticatedAdmin,
    @Body() dto: SecondFactorChangeDto,
    @Req() req: Request,
  ): Promise<RecoveryCodesResponseDto> {
    return this.secondFactor.enable({ admin, ip: clientIp(req), ...dto });
  }

  @ExchangePost('disable', {
    permission: 'account',
    summary:
      'Turn two-factor authentication off with the current password and a current code (or a recovery code); returns a new token (every other token of the account stops working)',
    response: RenewedTokenDto,
  })
  @ApiBadRequestResponse({ description: 'The password is wrong, or the code is not valid' })
  @ApiConflictResponse({ description: 'Two-factor authentication is already off' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords from this address, or wrong codes for this account (Retry-After)' })
  disable(@CurrentAdmin() admin: AuthenticatedAdmin, @Body() dto: SecondFactorChangeDto, @Req() req: Request): Promise<RenewedTokenDto> {
    return this.secondFactor.disable({ admin, ip: clientIp(req), ...dto });
  }
}
