import { coded } from '../common/http/error-codes';
import { ConflictException, GoneException, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { hashLinkToken } from '../common/auth/link-tokens';
import { DataSource, MoreThan, Not, Repository, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log';
import { changedFields } from '../audit/audit-changes';
import { sameUsername, TWO_FACTOR_OFF } from '../auth/admin-accounts';
import { hashPassword } from '../auth/password-hasher';
import { refuseWeakPassword } from '../auth/password-strength';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { StaffPolicy } from '../common/auth/staff-policy.entity';
import { User } from '../common/auth/user.entity';
import { isUniqueViolation } from '../common/database/driver-errors';
import { findOr404, idNotFound } from '../common/database/rows-or-404';
import { MailOutboxService } from '../notifications/mail-outbox.service';
import { SITE_ADDRESS } from '../notifications/notification-mails';
import { SettingsService } from '../settings/settings.service';
import type { AcceptInviteDto } from './dto/accept-invite.dto';
import type { InviteStaffDto } from './dto/invite-staff.dto';
import {
  toStaffMemberResponse,
  type InvitationLinkResponseDto,
  type InvitationResponseDto,
  type InvitedStaffMemberResponseDto,
  type StaffMemberResponseDto,
} from './dto/staff-member-response.dto';
import type { StaffPolicyDto } from './dto/staff-policy.dto';
import type { UpdateStaffDto } from './dto/update-staff.dto';
import { invitationMail } from './invitation-mail';
import { InvitationLinks, inviteUrl } from './invitation-links';

export const INVITATION_HOURS = 72;
export const INVITATION_GONE =
  'This invitation link is no longer valid: it has been used, replaced by a newer one or has expired. Ask the park owner for a new invitation.';
export const LAST_OWNER = 'The park needs at least one active owner: make another member owner first';
export const STAFF_NOT_FOUND = idNotFound('Staff member');
const POLICY_ID = 1;

export const NO_INVITATION_LINK =
  'This member has no invitation link to show: it has been used, has expired or was made before links could be shown again. Reset the member for a new one.';

/** When an invitation made now expires. */
const invitationExpiry = () => new Date(Date.now() + INVITATION_HOURS * 3_600_000);

/**
 * The park's staff accounts (docs/running-the-park.md, "Staff and roles"): the owner invites members, changes their role, disables,
 * resets and deletes them; a change to who a member is or may be revokes every token they hold (tokenVersion). The
 * park always keeps one active owner: changes that would leave none are refused, serialised on the owners' rows.
 */
@Injectable()
export class StaffService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(StaffPolicy) private readonly policies: Repository<StaffPolicy>,
    private readonly mail: MailOutboxService,
    private readonly audit: AuditLog,
    private readonly links: InvitationLinks,
    private readonly settings: SettingsService,
  ) {}

  async list(): Promise<StaffMemberResponseDto[]> {
    return (await this.users.find({ order: { username: 'ASC' } })).map(toStaffMemberResponse);
  }

  async invite(dto: InviteStaffDto, origin: string): Promise<InvitedStaffMemberResponseDto> {
    const inviteExpiresAt = invitationExpiry();
    let url = '';
    let id: number;
    try {
      id = await this.dataSource.transaction(async (manager) => {
        if (await manager.getRepository(User).existsBy({ username: sameUsername(dto.username) })) throw usernameTaken(dto.username);
        const { identifiers } = await manager.insert(User, {
          username: dto.username,
          email: dto.email,
          role: dto.role,
          passwordHash: '',
          inviteExpiresAt,
        });
        // The audit log records the new account itself (an insert through the entity manager).
        const memberId = identifiers[0].id as number;
        const token = this.links.token(memberId, inviteExpiresAt);
        await manager.update(User, { id: memberId }, { inviteTokenHash: hashLinkToken(token) });
        url = inviteUrl(origin, token);
        await this.mailInvitation(manager, dto.username, dto.email, token);
        return memberId;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw usernameTaken(dto.username);
      throw error;
    }
    this.mail.nudge();
    return { ...toStaffMemberResponse(await this.users.findOneByOrFail({ id })), inviteUrl: url };
  }

  async change(id: number, dto: UpdateStaffDto): Promise<StaffMemberResponseDto> {
    await this.dataSource.transaction(async (manager) => {
      const member = await findOr404(manager.getRepository(User), { id }, STAFF_NOT_FOUND);
      const role = dto.role ?? member.role;
      const disabled = dto.disabled ?? member.disabled;
      if (role === member.role && disabled === member.disabled) return;
      const stopsBeingActiveOwner = member.role === 'owner' && canSignIn(member) && (role !== 'owner' || disabled);
      if (stopsBeingActiveOwner) await refuseLastOwner(manager, member.id);
      await manager.update(User, { id }, { role, disabled, tokenVersion: () => 'tokenVersion + 1' });
      const changes = changedFields(['role', 'disabled'], { role: member.role, disabled: member.disabled }, { role, disabled });
      await this.audit.record(manager, { action: 'update', recordType: 'user', recordId: id, label: member.username, changes });
    });
    return toStaffMemberResponse(await this.users.findOneByOrFail({ id }));
  }

  /** A new invitation (the old link stops working), no password and two-factor off; the member is signed out everywhere. */
  async reset(id: number, owner: AuthenticatedAdmin, origin: string): Promise<InvitedStaffMemberResponseDto> {
    if (id === owner.id)
      throw new ConflictException(coded('OWN_ACCOUNT', 'You cannot reset your own account; change your password instead'));
    const inviteExpiresAt = invitationExpiry();
    const token = this.links.token(id, inviteExpiresAt);
    const url = inviteUrl(origin, token);
    await this.dataSource.transaction(async (manager) => {
      const member = await findOr404(manager.getRepository(User), { id }, STAFF_NOT_FOUND);
      await manager.update(
        User,
        { id },
        {
          passwordHash: '',
          ...TWO_FACTOR_OFF,
          inviteTokenHash: hashLinkToken(token),
          inviteExpiresAt,
          tokenVersion: () => 'tokenVersion + 1',
        },
      );
      await this.audit.record(manager, { action: 'reset', recordType: 'user', recordId: id, label: member.username });
      if (member.email) await this.mailInvitation(manager, member.username, member.email, token);
    });
    this.mail.nudge();
    return { ...toStaffMemberResponse(await this.users.findOneByOrFail({ id })), inviteUrl: url };
  }

  async remove(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const member = await findOr404(manager.getRepository(User), { id }, STAFF_NOT_FOUND);
      if (member.role === 'owner' && canSignIn(member)) await refuseLastOwner(manager, member.id);
      await manager.delete(User, { id });
      await this.audit.record(manager, { action: 'delete', recordType: 'user', recordId: id, label: member.username });
    });
  }

  /** The link of a member's pending invitation, made again for the owner to copy (410 when there is none to show). */
  async invitationLink(id: number, origin: string): Promise<InvitationLinkResponseDto> {
    const member = await findOr404(this.users, { id }, STAFF_NOT_FOUND);
    const pending = member.inviteExpiresAt && member.inviteExpiresAt > new Date();
    const url = pending ? this.links.linkOf(member, origin) : null;
    if (!url) throw new GoneException(coded('INVITATION_GONE', NO_INVITATION_LINK));
    return { inviteUrl: url, inviteExpiresAt: member.inviteExpiresAt!.toISOString() };
  }

  /** What the accept page shows before anything is typed: whose invitation the token is, or 410 when it cannot be used. */
  async invitation(token: string): Promise<InvitationResponseDto> {
    const member = await this.users.findOneBy({ inviteTokenHash: hashLinkToken(token), inviteExpiresAt: MoreThan(new Date()) });
    if (!member) throw new GoneException(coded('INVITATION_GONE', INVITATION_GONE));
    return { username: member.username, expiresAt: member.inviteExpiresAt!.toISOString() };
  }

  /** Sets the invited member's password; the link then stops working. Used, replaced, expired and unknown links get 410. */
  async acceptInvite({ token, password }: AcceptInviteDto, ip: string): Promise<{ username: string }> {
    const inviteTokenHash = hashLinkToken(token);
    const member = await this.users.findOneBy({ inviteTokenHash, inviteExpiresAt: MoreThan(new Date()) });
    if (!member) throw new GoneException(coded('INVITATION_GONE', INVITATION_GONE));
    await refuseWeakPassword('password', password, member.username, await this.settings.parkName());
    const passwordHash = await hashPassword(password);
    const accepted = await this.dataSource.transaction(async (manager) => {
      const result = await manager.update(
        User,
        { id: member.id, inviteTokenHash },
        { passwordHash, inviteTokenHash: null, inviteExpiresAt: null, tokenVersion: () => 'tokenVersion + 1' },
      );
      // Signed out, the new member is who acts.
      const actor = { id: member.id, username: member.username, role: member.role, address: ip };
      if (result.affected)
        await this.audit.record(manager, {
          action: 'accept-invite',
          recordType: 'user',
          recordId: member.id,
          label: member.username,
          actor,
        });
      return result.affected;
    });
    if (!accepted) throw new GoneException(coded('INVITATION_GONE', INVITATION_GONE));
    return { username: member.username };
  }

  async policy(): Promise<StaffPolicyDto> {
    return { requireTwoFactor: (await this.policies.findOneBy({ id: POLICY_ID }))?.requireTwoFactor ?? false };
  }

  async replacePolicy(dto: StaffPolicyDto): Promise<StaffPolicyDto> {
    await this.policies.save({ id: POLICY_ID, requireTwoFactor: dto.requireTwoFactor });
    return this.policy();
  }

  /**
   * The mailed link is written on SITE_ADDRESS, never on the Host of the owner's request: the outbox sends it on the
   * site's public address and holds it until one is set. The link shown to the owner on screen is on their own address.
   */
  private async mailInvitation(manager: EntityManager, username: string, email: string, token: string): Promise<void> {
    const parkName = await this.settings.parkName(manager);
    const url = inviteUrl(SITE_ADDRESS, token);
    await this.mail.queueMail(manager, email, `invitation of ${username}`, () =>
      invitationMail({ parkName, username, url, hours: INVITATION_HOURS }),
    );
  }
}

function usernameTaken(username: string): ConflictException {
  return new ConflictException(coded('USERNAME_TAKEN', `The username "${username}" is taken; choose another`));
}

/** A member who can sign in: enabled, with a password (an invited or reset member has none until they accept). */
const canSignIn = (member: User) => !member.disabled && member.passwordHash !== '';

/**
 * Refuses (409) a change that leaves no active owner but `memberId`: an owner who can sign in (an invited owner who has
 * not chosen a password yet does not count). On MySQL every active owner's row is locked first, in id order, so two
 * owners demoting each other at once cannot both pass; SQLite has one writer at a time.
 */
async function refuseLastOwner(manager: EntityManager, memberId: number): Promise<void> {
  const owners = manager
    .getRepository(User)
    .createQueryBuilder('u')
    .select('u.id')
    .where({ role: 'owner', disabled: false, passwordHash: Not('') })
    .orderBy('u.id');
  if (manager.connection.options.type !== 'better-sqlite3') owners.setLock('pessimistic_write');
  if (!(await owners.getMany()).some((owner) => owner.id !== memberId)) throw new ConflictException(coded('LAST_OWNER', LAST_OWNER));
}
