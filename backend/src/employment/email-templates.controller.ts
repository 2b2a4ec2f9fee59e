import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminCreate, AdminGet, AdminReplace } from '../common/http/routes.decorator';
import { IdParam } from '../common/validation/id-param.decorator';
import { ApplicantMail } from './applicant-mail';
import { EmailTemplateBodyDto, EmailTemplateResponseDto, EmailTemplatesResponseDto } from './dto/email-template.dto';

const INVALID = 'Invalid fields, e.g. an unknown placeholder: "Body uses an unknown placeholder: {nickname} (known: …)"';

@ApiTags('employment')
@Controller('email-templates')
export class EmailTemplatesController {
  constructor(private readonly applicantMail: ApplicantMail) {}

  @AdminGet('/', {
    permission: 'email-templates',
    summary: 'The e-mail templates for applicants, by name, with the placeholders and whether e-mail can be sent',
    response: EmailTemplatesResponseDto,
  })
  list(): Promise<EmailTemplatesResponseDto> {
    return this.applicantMail.list();
  }

  @AdminCreate({
    permission: 'email-templates',
    summary: 'Add a template',
    description: 'sendOnStatus sends it by itself when an application reaches that status; one template per status (409 otherwise).',
    record: EmailTemplateResponseDto,
    invalid: INVALID,
  })
  create(@Body() dto: EmailTemplateBodyDto): Promise<EmailTemplateResponseDto> {
    return this.applicantMail.create(dto);
  }

  @AdminReplace({
    permission: 'email-templates',
    summary: 'Change a template',
    record: EmailTemplateResponseDto,
    notFound: 'E-mail template not found',
    invalid: INVALID,
  })
  replace(@IdParam() id: number, @Body() dto: EmailTemplateBodyDto): Promise<EmailTemplateResponseDto> {
    return this.applicantMail.replace(id, dto);
  }
}
