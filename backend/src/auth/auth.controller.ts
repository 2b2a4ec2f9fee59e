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
import { clientAddress, clientIp } from '../common/http/client-ip';
import { AdminAction, AdminGet, AdminReplaceSingleton, ExchangePost } from '../common/http/routes.decorator';
import { AuthService } from './auth.service';
import { LoginResponseDto, MessageResponseDto, RenewedTokenDto, toAdminProfile, VerifyResponseDto } from './dto/auth-response.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
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
      address: clientAddress(req),
      cookies: req.headers.cookie,
      secure: req.secure,
    });
    res.cookie(device.name, device.value, device.options);
    return { token, message: 'Login successful', expiresAt };
  }

  @AdminGet('verify', { permission: 'session', summary: 'Check that the bearer token is valid', response: VerifyResponseDto })
  @ApiServiceUnavailableResponse({ description: 'The token could not be checked (database unavailable); keep it and retry' })
  verify(@CurrentAdmin() admin: AuthenticatedAdmin): VerifyResponseDto {
    return { valid: true, user: toAdminProfile(admin) };
  }

  @AdminReplaceSingleton({
    permission: 'account',
    path: 'password',
    summary: "Change the signed-in member's password",
    description: 'Every other token of the account stops working; the answer carries a new one for this session.',
    record: RenewedTokenDto,
    invalid: 'The current password is wrong, or the new one breaks the password rules; `errors` lists the messages per field',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords from this address (Retry-After)' })
  changePassword(@CurrentAdmin() admin: AuthenticatedAdmin, @Body() dto: ChangePasswordDto, @Req() req: Request): Promise<RenewedTokenDto> {
    return this.auth.changePassword({ admin, ip: clientIp(req), ...dto });
  }

  @AdminAction('logout', {
    permission: 'session',
    summary: 'Revoke every token of the signed-in admin',
    response: MessageResponseDto,
    invalid: false,
  })
  async logout(@CurrentAdmin() admin: AuthenticatedAdmin): Promise<MessageResponseDto> {
    await this.auth.logout(admin);
    return { message: 'Logged out' };
  }
}
