import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { OperatingNight } from '../calendar/entities/operating-night.entity';
import { User } from '../common/auth/user.entity';
import { deleteOr404, findOr404, idNotFound } from '../common/database/rows-or-404';
import { newestFirstPage, type Page } from '../common/pagination/paginated';
import { FieldErrors } from '../common/validation/field-errors';
import { VisitorSubmissions, type SubmissionKind } from '../notifications/visitor-submissions';
import type { CreateGroupBookingDto } from './dto/create-group-booking.dto';
import type { GroupBookingQueryDto } from './dto/group-booking-query.dto';
import {
  toGroupBookingResponse,
  toStaffGroupBookingResponse,
  type AssigneeResponseDto,
  type GroupBookingResponseDto,
  type StaffGroupBookingResponseDto,
} from './dto/group-booking-response.dto';
import type { UpdateGroupBookingDto } from './dto/update-group-booking.dto';
import { GroupBooking } from './entities/group-booking.entity';
import { groupBookingMail } from './group-booking-mail';
import { GROUP_BOOKING_RATE_LIMIT } from './group-bookings.constants';

const GROUP_BOOKING: SubmissionKind<GroupBooking> = {
  bucket: 'group-booking',
  rateLimit: GROUP_BOOKING_RATE_LIMIT,
  recipient: 'groupsEmail',
  mail: groupBookingMail,
};

const notFound = idNotFound('Group booking');

@Injectable()
export class GroupBookingsService {
  constructor(
    @InjectRepository(GroupBooking) private readonly bookings: Repository<GroupBooking>,
    @InjectRepository(OperatingNight) private readonly nights: Repository<OperatingNight>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly visitorSubmissions: VisitorSubmissions,
  ) {}

  /** A preferred night must be one the region's park opens (or planned to): one of its operating calendar. */
  async submit(dto: CreateGroupBookingDto, clientIp: string): Promise<GroupBookingResponseDto> {
    const preferredNights = [...(dto.preferredNights ?? [])].sort();
    if (preferredNights.length) {
      const known = await this.nights.findBy({ region: dto.region, date: In(preferredNights) });
      const unknown = preferredNights.filter((date) => !known.some((night) => night.date === date));
      if (unknown.length) throw FieldErrors.of('preferredNights', `The park is not open on ${unknown.join(', ')}`);
    }
    const values = { ...dto, preferredNights, notes: dto.notes?.trim() || null, status: 'new' as const };
    return toGroupBookingResponse(await this.visitorSubmissions.receive(GROUP_BOOKING, clientIp, this.bookings, values));
  }

  list(query: GroupBookingQueryDto): Promise<Page<StaffGroupBookingResponseDto>> {
    const qb = this.bookings.createQueryBuilder('booking');
    if (query.status) qb.andWhere('booking.status = :status', { status: query.status });
    if (query.region) qb.andWhere('booking.region = :region', { region: query.region });
    return newestFirstPage(qb, query, toStaffGroupBookingResponse);
  }

  /** Who a request can be assigned to: every staff member who may sign in. */
  async assignees(): Promise<AssigneeResponseDto[]> {
    const users = await this.users.find({ where: { disabled: false }, order: { username: 'ASC' } });
    return users.map(({ id, username }) => ({ id, username }));
  }

  async update(id: number, dto: UpdateGroupBookingDto): Promise<StaffGroupBookingResponseDto> {
    const booking = await findOr404(this.bookings, { id }, notFound);
    if (dto.assigneeId !== undefined && dto.assigneeId !== null && !(await this.users.existsBy({ id: dto.assigneeId, disabled: false })))
      throw FieldErrors.of('assigneeId', `No staff member ${dto.assigneeId} can take it`);
    if (dto.status !== undefined) booking.status = dto.status;
    if (dto.assigneeId !== undefined) booking.assigneeId = dto.assigneeId;
    return toStaffGroupBookingResponse(await this.bookings.save(booking));
  }

  async remove(id: number): Promise<void> {
    await deleteOr404(this.bookings, { id }, notFound);
  }
}
