import { Body, Controller, Header, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConsumes, ApiGoneResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../common/auth/public.decorator';
import { clientIp } from '../common/http/client-ip';
import { AdminDelete, AdminGet, AdminList, ExchangePost, PublicSubmit } from '../common/http/routes.decorator';
import { CountVisit } from '../common/visits/count-visit.interceptor';
import type { Page } from '../common/pagination/paginated';
import { IdParam } from '../common/validation/id-param.decorator';
import { SubscribeDto, SubscriptionTokenDto } from './dto/subscribe.dto';
import { SubscriberFilterDto, SubscriberQueryDto } from './dto/subscriber-query.dto';
import {
  ConfirmedSubscriptionResponseDto,
  MailStatusResponseDto,
  SubscriberResponseDto,
  SubscriptionResponseDto,
  UnsubscribedResponseDto,
} from './dto/subscription-response.dto';
import { SubscribersService } from './subscribers.service';

const LINK_GONE = 'The link is unknown, was used already or has expired (code SUBSCRIPTION_LINK_INVALID)';

@ApiTags('mailing-list')
@Controller('subscribers')
export class SubscribersController {
  constructor(private readonly subscribers: SubscribersService) {}

  @PublicSubmit({
    summary: "Sign up for a region's news (double opt-in)",
    description:
      "Stores the address unconfirmed and queues its confirmation link (valid 7 days from when it is sent), sent at once when mail is set up, else as soon as it is (the address is kept meanwhile). The answer is the same for an address already on the list. One link waits per address, a new one is sent at most every 3 hours and an address gets at most 3 visitors' mails a day. Rate limited per client address.",
    record: SubscriptionResponseDto,
    invalid: "Invalid fields, e.g. 'Please enter a valid email address'",
    tooMany: 'Too many sign-ups from this address (Retry-After)',
  })
  @CountVisit('newsletter-signup')
  subscribe(@Body() dto: SubscribeDto, @Req() req: Request): Promise<SubscriptionResponseDto> {
    return this.subscribers.subscribe(dto, clientIp(req));
  }

  @Public()
  @ExchangePost('confirm', { summary: 'Confirm a sign-up with the token of its e-mailed link', response: ConfirmedSubscriptionResponseDto })
  @ApiBadRequestResponse({ description: 'No token, or not a token' })
  @ApiGoneResponse({ description: LINK_GONE })
  confirm(@Body() dto: SubscriptionTokenDto): Promise<ConfirmedSubscriptionResponseDto> {
    return this.subscribers.confirm(dto.token);
  }

  @Public()
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOperation({
    summary: 'Unsubscribe with one click',
    description:
      "The address of every mailing-list mail's List-Unsubscribe header (RFC 8058: mail programs POST `List-Unsubscribe=One-Click` to it) and of the unsubscribe page. Deletes the address.",
  })
  @ApiOkResponse({ type: UnsubscribedResponseDto })
  @ApiBadRequestResponse({ description: 'No token, or not a token' })
  @ApiGoneResponse({ description: LINK_GONE })
  async unsubscribe(@Query() query: SubscriptionTokenDto): Promise<UnsubscribedResponseDto> {
    await this.subscribers.unsubscribe(query.token);
    return { unsubscribed: true };
  }

  @AdminList({
    permission: 'subscribers',
    summary: 'List subscribers, newest first',
    description: 'Unconfirmed addresses older than 7 days are forgotten first.',
    record: SubscriberResponseDto,
  })
  list(@Query() query: SubscriberQueryDto): Promise<Page<SubscriberResponseDto>> {
    return this.subscribers.list(query);
  }

  @AdminGet('export.csv', {
    permission: 'subscribers',
    summary: 'The subscribers as CSV, with the list filters',
    response: { description: 'The CSV file', schema: { type: 'string' } },
  })
  @ApiBadRequestResponse({ description: 'Invalid filter value' })
  @ApiProduces('text/csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="subscribers.csv"')
  exportCsv(@Query() filter: SubscriberFilterDto): Promise<string> {
    return this.subscribers.exportCsv(filter);
  }

  @AdminGet('mail-status', {
    permission: 'subscribers',
    summary: 'Whether mail can go out (without it sign-ups are kept and their links wait in the outbox)',
    response: MailStatusResponseDto,
  })
  mailStatus(): Promise<MailStatusResponseDto> {
    return this.subscribers.mailStatus();
  }

  @AdminDelete({ permission: 'subscribers', summary: 'Remove a subscriber', notFound: 'Subscriber not found' })
  remove(@IdParam() id: number): Promise<void> {
    return this.subscribers.remove(id);
  }
}
