import { Body, Controller, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { Public } from '../common/auth/public.decorator';
import { clientIp } from '../common/http/client-ip';
import { AdminAction, AdminGet, ExchangePost } from '../common/http/routes.decorator';
import { AuthService } from './auth.service';
import { LoginResponseDto, MessageResponseDto, VerifyResponseDto } from './dto/auth-response.dto';
import { LoginDto } from './dto/login.dto';

@ApiTags('auth')
@Controller('admin')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @ExchangePost('login', { summary: 'Exchange admin credentials for a bearer token', response: LoginResponseDto })
  @ApiBadRequestResponse({ description: 'Username or password missing' })
  @ApiUnauthorizedResponse({
    description:
      'Invalid credentials, or an invalid authentication code; `secondFactorRequired: true` when the password was right and a code is needed',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this address, or for this username from this address (Retry-After)' })
  async login(@Body() dto: LoginDto, @Req() req: Request): Promise<LoginResponseDto> {
    const { token, expiresAt } = await this.auth.login(dto.username, dto.password, clientIp(req), dto.code);
    return { token, message: 'Login successful', expiresAt: expiresAt.toISOString() };
  }

  @AdminGet('verify', { summary: 'Check that the bearer token is valid', response: VerifyResponseDto })
  @ApiServiceUnavailableResponse({ description: 'The token could not be checked (database unavailable); keep it and retry' })
  verify(@CurrentAdmin() admin: AuthenticatedAdmin): VerifyResponseDto {
    return { valid: true, user: { id: admin.id, username: admin.username, role: admin.role, totpEnabled: admin.totpEnabled } };
  }

  @AdminAction('logout', { summary: 'Revoke every token of the signed-in admin', response: MessageResponseDto, invalid: false })
  async logout(@CurrentAdmin() admin: AuthenticatedAdmin): Promise<MessageResponseDto> {
    await this.auth.logout(admin);
    return { message: 'Logged out' };
  }
}
