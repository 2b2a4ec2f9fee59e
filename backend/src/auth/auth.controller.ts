import { Body, Controller, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
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
  @ApiTooManyRequestsResponse({
    description:
      'Too many attempts from this address, or for this username from this address, or too many wrong codes for this account (Retry-After)',
  })
  async login(@Body() dto: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LoginResponseDto> {
    const { token, expiresAt, device } = await this.auth.login({
      ...dto,
      ip: clientIp(req),
      cookies: req.headers.cookie,
      secure: req.secure,
    });
    res.cookie(device.name, device.value, device.options);
    return { token, message: 'Login successful', expiresAt };
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
