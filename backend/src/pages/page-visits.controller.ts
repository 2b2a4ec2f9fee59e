import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConsumes, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../common/auth/public.decorator';
import { DISTINCT_PER_VISITOR } from '../common/visits/visit-events';
import { VisitBeaconDto } from './dto/visit-beacon.dto';
import { PageServer } from './page-server';

@ApiTags('pages')
@Controller('visits')
export class PageVisitsController {
  constructor(private readonly pages: PageServer) {}

  @Public()
  @Post()
  @HttpCode(204)
  @ApiOperation({
    summary: "Count a page view or a ticket click (the pages' beacon)",
    description: `Sent by navigator.sendBeacon, form-encoded. Counted in aggregate per day, a visitor's repeats within 30 minutes once, and at most ${DISTINCT_PER_VISITOR} distinct things of a visitor per 30 minutes; bots, prefetches and addresses that are no page of the site are not counted. Always 204 once the body is valid.`,
  })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiNoContentResponse({ description: 'Received' })
  @ApiBadRequestResponse({ description: 'Invalid fields' })
  count(@Body() beacon: VisitBeaconDto, @Req() req: Request): void {
    this.pages.countVisit(beacon, req);
  }
}
