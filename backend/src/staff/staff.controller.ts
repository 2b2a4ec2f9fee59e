import { Body, Controller, Inject, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiGoneResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { Public } from '../common/auth/public.decorator';
import {
  AdminAction,
  AdminChange,
  AdminCreate,
  AdminDelete,
  AdminGet,
  AdminRead,
  AdminReplaceSingleton,
  ApiInvalidBody,
  ExchangePost,
} from '../common/http/routes.decorator';
import { clientAddress } from '../common/http/client-ip';
import { siteOrigin } from '../common/http/site-origin';
import { IdParam } from '../common/validation/id-param.decorator';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import { AcceptInviteDto } from './dto/accept-invite.dto';
import { InvitationTokenDto } from './dto/invitation-token.dto';
import { InviteStaffDto } from './dto/invite-staff.dto';
import { RolePermissionsResponseDto, toRolePermissionsResponse } from './dto/role-permissions-response.dto';
import {
  AcceptedInviteResponseDto,
  InvitationLinkResponseDto,
  InvitationResponseDto,
  InvitedStaffMemberResponseDto,
  StaffMemberResponseDto,
} from './dto/staff-member-response.dto';
import { StaffPolicyDto } from './dto/staff-policy.dto';
import { UpdateStaffDto } from './dto/update-staff.dto';
import { INVITATION_GONE, LAST_OWNER, NO_INVITATION_LINK, StaffService } from './staff.service';

const NOT_FOUND = 'No such staff member';

@ApiTags('staff')
@Controller('staff')
export class StaffController {
  constructor(
    private readonly staff: StaffService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @AdminGet('/', {
    permission: 'staff',
    summary: 'List the staff accounts, by username',
    response: { type: StaffMemberResponseDto, isArray: true },
  })
  list(): Promise<StaffMemberResponseDto[]> {
    return this.staff.list();
  }

  @AdminCreate({
    permission: 'staff',
    summary: 'Invite a member',
    description:
      'Creates the account without a password and answers with the single-use invitation link (`inviteUrl`, valid 72 hours, the token after `#`); it is also e-mailed to the member when SMTP_URL is set.',
    record: InvitedStaffMemberResponseDto,
  })
  @ApiConflictResponse({ description: 'The username is taken' })
  invite(@Body() dto: InviteStaffDto, @Req() req: Request): Promise<InvitedStaffMemberResponseDto> {
    return this.staff.invite(dto, siteOrigin(this.config, req));
  }

  @AdminGet('roles', {
    permission: 'staff',
    summary: 'What each role may do',
    description: 'The permission table the server enforces, a row per role; the staff screen describes the roles from it.',
    response: { type: RolePermissionsResponseDto, isArray: true },
  })
  roles(): RolePermissionsResponseDto[] {
    return toRolePermissionsResponse();
  }

  @AdminGet('policy', { permission: 'staff', summary: 'The rules every member signs in by', response: StaffPolicyDto })
  policy(): Promise<StaffPolicyDto> {
    return this.staff.policy();
  }

  @AdminReplaceSingleton({
    permission: 'staff',
    path: 'policy',
    summary: 'Change the rules every member signs in by',
    description: 'With `requireTwoFactor`, a member without two-factor authentication can only set it up after signing in.',
    record: StaffPolicyDto,
  })
  replacePolicy(@Body() dto: StaffPolicyDto): Promise<StaffPolicyDto> {
    return this.staff.replacePolicy(dto);
  }

  @AdminRead({
    permission: 'staff',
    path: ':id/invitation-link',
    summary: "A pending member's invitation link, again",
    description: 'The same link as when it was made, while it is valid, for the owner to copy again.',
    record: InvitationLinkResponseDto,
    notFound: NOT_FOUND,
  })
  @ApiGoneResponse({ description: NO_INVITATION_LINK })
  invitationLink(@IdParam() id: number, @Req() req: Request): Promise<InvitationLinkResponseDto> {
    return this.staff.invitationLink(id, siteOrigin(this.config, req));
  }

  @Public()
  @ExchangePost('invitation', {
    summary: 'Whose invitation a token is',
    description: 'The accept page asks before the member types anything; the token is posted, never put in a URL.',
    response: InvitationResponseDto,
  })
  @ApiInvalidBody()
  @ApiGoneResponse({ description: INVITATION_GONE })
  invitation(@Body() dto: InvitationTokenDto): Promise<InvitationResponseDto> {
    return this.staff.invitation(dto.token);
  }

  @Public()
  @ExchangePost('accept-invite', {
    summary: 'Choose the password of an invited account',
    description: 'The same password rules as everywhere; the link then stops working.',
    response: AcceptedInviteResponseDto,
  })
  @ApiInvalidBody()
  @ApiGoneResponse({ description: INVITATION_GONE })
  async acceptInvite(@Body() dto: AcceptInviteDto, @Req() req: Request): Promise<AcceptedInviteResponseDto> {
    const { username } = await this.staff.acceptInvite(dto, clientAddress(req));
    return { username, message: 'Your password is set. Sign in with it.' };
  }

  @AdminChange({
    permission: 'staff',
    summary: "Change a member's role, or disable or enable the account",
    description: 'Either change signs the member out everywhere at once.',
    record: StaffMemberResponseDto,
    notFound: NOT_FOUND,
  })
  @ApiConflictResponse({ description: LAST_OWNER })
  change(@IdParam() id: number, @Body() dto: UpdateStaffDto): Promise<StaffMemberResponseDto> {
    return this.staff.change(id, dto);
  }

  @AdminAction(':id/reset', {
    permission: 'staff',
    summary: 'Reset a member: a new invitation, no password, two-factor off',
    description: 'The member is signed out everywhere and earlier invitation links stop working; `inviteUrl` is the new one.',
    response: InvitedStaffMemberResponseDto,
    invalid: false,
  })
  @ApiConflictResponse({ description: 'An owner cannot reset their own account' })
  reset(@IdParam() id: number, @CurrentAdmin() owner: AuthenticatedAdmin, @Req() req: Request): Promise<InvitedStaffMemberResponseDto> {
    return this.staff.reset(id, owner, siteOrigin(this.config, req));
  }

  @AdminDelete({ permission: 'staff', summary: 'Delete a member', notFound: NOT_FOUND })
  @ApiConflictResponse({ description: LAST_OWNER })
  remove(@IdParam() id: number): Promise<void> {
    return this.staff.remove(id);
  }
}
