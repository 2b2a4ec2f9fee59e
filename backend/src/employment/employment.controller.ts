import { Body, Controller, Header, NotFoundException, Param, ParseEnumPipe, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { pipeline } from 'node:stream/promises';
import { ApiBody, ApiConsumes, ApiParam, ApiPayloadTooLargeResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse } from '@nestjs/swagger';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import {
  AdminAction,
  AdminChange,
  AdminCreate,
  AdminDelete,
  AdminGet,
  AdminList,
  AdminRead,
  AdminReplace,
  ApiInvalidId,
  PublicSubmit,
} from '../common/http/routes.decorator';
import { CountVisit } from '../common/visits/count-visit.interceptor';
import { OutboxMailResponseDto } from '../notifications/dto/outbox-mail-response.dto';
import { ApplicantFiles } from './applicant-files';
import { ApplicantMail } from './applicant-mail';
import {
  APPLICATION_FILE_KINDS,
  ApplicationFilesInterceptor,
  ApplicationUploads,
  type ApplicationFileKind,
  type ApplicationFiles,
} from './application-files.interceptor';
import { ApplicantPrivacy } from './applicant-privacy';
import { NightAvailability } from './night-availability';
import { CoverageQueryDto, CoverageResponseDto } from './dto/coverage.dto';
import { ApplicationExportDto } from './dto/application-export.dto';
import { ApplicationNoteBodyDto, ApplicationNoteResponseDto } from './dto/application-note.dto';
import { BulkSendTemplateDto, QueuedMailsDto, SendTemplateDto } from './dto/send-email.dto';
import { TimelineEntryDto } from './dto/timeline-entry.dto';
import type { Request, Response } from 'express';
import { clientIp } from '../common/http/client-ip';
import { type Page } from '../common/pagination/paginated';
import { IdParam } from '../common/validation/id-param.decorator';
import { CreateEmploymentApplicationDto } from './dto/create-employment-application.dto';
import { EmploymentApplicationQueryDto } from './dto/employment-application-query.dto';
import { StaffEmploymentApplicationResponseDto, SubmittedApplicationResponseDto } from './dto/employment-application-response.dto';
import { UpdateApplicationStatusDto } from './dto/update-application-status.dto';
import { EmploymentService } from './employment.service';

@ApiTags('employment')
@Controller('employment-applications')
export class EmploymentController {
  constructor(
    private readonly employment: EmploymentService,
    private readonly applicantMail: ApplicantMail,
    private readonly privacy: ApplicantPrivacy,
    private readonly nightAvailability: NightAvailability,
    private readonly applicantFiles: ApplicantFiles,
  ) {}

  @PublicSubmit({
    summary: 'Apply for a seasonal job',
    description:
      "The application starts pending. Rate limited per client address; the jobs address is e-mailed (queued until mail is set up). `confirmationMail` says whether the applicant's confirmation e-mail goes now, waits for the park's mail set-up, or is not sent.",
    record: SubmittedApplicationResponseDto,
    invalid: "Invalid fields, e.g. 'Phone must be in format: 123-456-7890', or a server-owned field such as status",
    tooMany: 'Too many applications from this address (Retry-After)',
  })
  @CountVisit('application')
  @UseInterceptors(ApplicationFilesInterceptor)
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({
    description:
      'JSON, or multipart/form-data with the same JSON in the field `application` and the optional files `headshot` (JPEG, PNG or WebP) and `resume` (PDF), each at most 5 MB, their type checked by content (400 otherwise).',
    type: CreateEmploymentApplicationDto,
  })
  @ApiPayloadTooLargeResponse({ description: 'A file is over 5 MB' })
  submit(
    @Body() dto: CreateEmploymentApplicationDto,
    @Req() req: Request,
    @ApplicationUploads() files: ApplicationFiles,
  ): Promise<SubmittedApplicationResponseDto> {
    return this.employment.submit(dto, clientIp(req), files);
  }

  @AdminList({
    permission: 'applications',
    summary: 'List applications, newest first',
    description:
      "Each carries the applicant's other applications (same e-mail or phone): duplicates of the same season, earlier seasons (returning).",
    record: StaffEmploymentApplicationResponseDto,
  })
  list(@Query() query: EmploymentApplicationQueryDto): Promise<Page<StaffEmploymentApplicationResponseDto>> {
    return this.employment.list(query);
  }

  @AdminGet('coverage', {
    permission: 'applications',
    summary: 'Per upcoming operating night of a region: how many accepted staff can work it, per position type',
    description: 'Nights with fewer than `target` (default 10) available are below target; a closed night never is.',
    response: CoverageResponseDto,
  })
  @ApiBadRequestResponse({ description: 'Invalid region or target' })
  coverage(@Query() query: CoverageQueryDto): Promise<CoverageResponseDto> {
    return this.nightAvailability.coverage(query.region, query.target);
  }

  @AdminRead({
    permission: 'applications',
    summary: "Read one application, with the applicant's other applications",
    record: StaffEmploymentApplicationResponseDto,
    notFound: 'Application not found',
  })
  findOne(@IdParam() id: number): Promise<StaffEmploymentApplicationResponseDto> {
    return this.employment.findOne(id);
  }

  @AdminChange({
    permission: 'applications',
    path: ':id/status',
    summary: 'Set the review status',
    description: 'reviewing, accepted or rejected, from any status; returning to pending is refused.',
    record: StaffEmploymentApplicationResponseDto,
    notFound: 'Application not found',
    invalid: 'Invalid id or status (pending is refused)',
  })
  setStatus(
    @IdParam() id: number,
    @Body() dto: UpdateApplicationStatusDto,
    @CurrentAdmin() member: AuthenticatedAdmin,
  ): Promise<StaffEmploymentApplicationResponseDto> {
    return this.employment.setStatus(id, dto.status, member);
  }

  @AdminGet(':id/timeline', {
    permission: 'applications',
    summary: "The application's timeline, oldest first",
    description:
      'Submitted, status changes (who, when), notes, e-mails to the applicant with their state (pending, sent, failed with the reason, discarded).',
    response: { type: TimelineEntryDto, isArray: true },
  })
  @ApiInvalidId()
  @ApiNotFoundResponse({ description: 'Application not found' })
  timeline(@IdParam() id: number): Promise<TimelineEntryDto[]> {
    return this.employment.timeline(id);
  }

  @AdminGet(':id/notes', {
    permission: 'applications',
    summary: "The hiring team's notes on the application, oldest first (never shown to the applicant)",
    response: { type: ApplicationNoteResponseDto, isArray: true },
  })
  @ApiInvalidId()
  @ApiNotFoundResponse({ description: 'Application not found' })
  notes(@IdParam() id: number): Promise<ApplicationNoteResponseDto[]> {
    return this.employment.listNotes(id);
  }

  @AdminCreate({ path: ':id/notes', permission: 'applications', summary: 'Add a note', record: ApplicationNoteResponseDto })
  @ApiNotFoundResponse({ description: 'Application not found' })
  addNote(
    @IdParam() id: number,
    @Body() dto: ApplicationNoteBodyDto,
    @CurrentAdmin() member: AuthenticatedAdmin,
  ): Promise<ApplicationNoteResponseDto> {
    return this.employment.addNote(id, dto.text, member);
  }

  @AdminReplace({
    path: ':id/notes/:noteId',
    permission: 'applications',
    summary: 'Edit a note: its author only, in the first 15 minutes',
    record: ApplicationNoteResponseDto,
    notFound: 'Note not found',
  })
  @ApiForbiddenResponse({ description: 'Another member wrote the note (NOT_NOTE_AUTHOR)' })
  @ApiConflictResponse({ description: 'More than 15 minutes have passed since it was written (NOTE_LOCKED)' })
  editNote(
    @IdParam() id: number,
    @IdParam('noteId') noteId: number,
    @Body() dto: ApplicationNoteBodyDto,
    @CurrentAdmin() member: AuthenticatedAdmin,
  ): Promise<ApplicationNoteResponseDto> {
    return this.employment.editNote(id, noteId, dto.text, member);
  }

  @AdminAction('emails', {
    permission: 'applications',
    summary: 'E-mail a template to several applicants (a filtered selection)',
    description: 'Queued in the mail outbox, one per application; ids that match no application are named in notFound.',
    response: QueuedMailsDto,
  })
  @ApiNotFoundResponse({ description: 'E-mail template not found' })
  sendBulk(@Body() dto: BulkSendTemplateDto): Promise<QueuedMailsDto> {
    return this.applicantMail.send(dto.ids, dto.templateId);
  }

  @AdminAction(':id/emails', {
    permission: 'applications',
    summary: 'E-mail a template to the applicant',
    description: 'Queued in the mail outbox (kept while SMTP is unset, and sent once it is set); its state shows on the timeline.',
    response: QueuedMailsDto,
  })
  @ApiInvalidId()
  @ApiNotFoundResponse({ description: 'Application or e-mail template not found' })
  sendOne(@IdParam() id: number, @Body() dto: SendTemplateDto): Promise<QueuedMailsDto> {
    return this.applicantMail.sendOne(id, dto.templateId);
  }

  @AdminAction(':id/emails/:mailId/discard', {
    permission: 'applications',
    summary: 'Discard an e-mail to the applicant that has not been sent (waiting for SMTP, or failed)',
    response: OutboxMailResponseDto,
    invalid: false,
  })
  @ApiInvalidId()
  @ApiNotFoundResponse({ description: 'Application or e-mail not found' })
  @ApiConflictResponse({ description: 'The e-mail is sent, being sent or discarded already (MAIL_NOT_DISCARDABLE)' })
  discardMail(@IdParam() id: number, @IdParam('mailId') mailId: number): Promise<OutboxMailResponseDto> {
    return this.applicantMail.discard(id, mailId);
  }

  @AdminGet(':id/export', {
    permission: 'applications',
    summary: 'Everything held about the applicant, as one JSON file: the application, notes, timeline and e-mails',
    response: ApplicationExportDto,
  })
  @Header('Content-Disposition', 'attachment; filename="application.json"')
  @ApiInvalidId()
  @ApiNotFoundResponse({ description: 'Application not found' })
  export(@IdParam() id: number): Promise<ApplicationExportDto> {
    return this.privacy.export(id);
  }

  @AdminGet(':id/files/:kind', {
    permission: 'applications',
    summary: "Download the applicant's headshot or résumé",
    description: 'Private files: never under /uploads, only here, as an attachment.',
    response: { description: 'The file (image/jpeg, image/png, image/webp or application/pdf)' },
  })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp', 'application/pdf')
  @ApiParam({ name: 'kind', enum: APPLICATION_FILE_KINDS, description: 'Which file: the headshot or the résumé' })
  @ApiInvalidId()
  @ApiNotFoundResponse({ description: 'Application not found, or it has no such file' })
  async file(
    @IdParam() id: number,
    @Param('kind', new ParseEnumPipe(APPLICATION_FILE_KINDS, { errorHttpStatusCode: 404 })) kind: ApplicationFileKind,
    @Res() res: Response,
  ): Promise<void> {
    const application = await this.employment.findRow(id);
    const object = await this.applicantFiles.open(application, kind);
    if (!object) throw new NotFoundException(`The application has no ${kind === 'resume' ? 'résumé' : 'headshot'}`);
    const key = (kind === 'resume' ? application.resumeKey : application.headshotKey) ?? '';
    res.attachment(`${application.firstName}-${application.lastName}-${kind}${key.slice(key.lastIndexOf('.'))}`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    if (object.contentLength !== undefined) res.setHeader('Content-Length', object.contentLength);
    await pipeline(object.body, res);
  }

  @AdminDelete({
    permission: 'applications',
    summary: 'Erase the application and everything about it: notes, timeline, e-mails',
    description:
      'The audit log keeps only that an application was erased (its entries about the application, its notes and e-mails go too).',
    notFound: 'Application not found',
  })
  erase(@IdParam() id: number): Promise<void> {
    return this.privacy.erase(id);
  }
}
