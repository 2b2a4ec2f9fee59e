import { Body, Controller } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import { AdminEndpoint } from '../common/auth/admin-endpoint.decorator';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { ExchangePost } from '../common/http/routes.decorator';
import { RecoveryCodesResponseDto, SecondFactorSetupResponseDto } from './dto/auth-response.dto';
import { EnableSecondFactorDto } from './dto/enable-second-factor.dto';
import { SecondFactorService } from './second-factor.service';

@ApiTags('auth')
@AdminEndpoint()
@Controller('admin/totp')
export class SecondFactorController {
  constructor(private readonly secondFactor: SecondFactorService) {}

  @ExchangePost('setup', {
    summary: 'Start enrolling a TOTP authenticator: a new secret and its QR code',
    response: SecondFactorSetupResponseDto,
  })
  @ApiConflictResponse({ description: 'Two-factor authentication is already on' })
  setup(@CurrentAdmin() admin: AuthenticatedAdmin): Promise<SecondFactorSetupResponseDto> {
    return this.secondFactor.setup(admin);
  }

  @ExchangePost('enable', {
    summary: 'Turn two-factor authentication on with a code from the enrolled app; returns the recovery codes once',
    response: RecoveryCodesResponseDto,
  })
  @ApiBadRequestResponse({ description: 'The code is not valid for the secret being enrolled' })
  @ApiConflictResponse({ description: 'Two-factor authentication is already on' })
  enable(@CurrentAdmin() admin: AuthenticatedAdmin, @Body() dto: EnableSecondFactorDto): Promise<RecoveryCodesResponseDto> {
    return this.secondFactor.enable(admin, dto.code);
  }
}
