import { Body, Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/auth/public.decorator';
import { AdminCreate, AdminDelete, AdminGet, AdminReplace } from '../common/http/routes.decorator';
import { IdParam } from '../common/validation/id-param.decorator';
import { CampaignLinks } from './campaign-links';
import { CampaignLinkBodyDto, CampaignLinkResponseDto } from './dto/campaign-link.dto';

const NOT_FOUND = 'No such campaign link';

@ApiTags('campaign-links')
@Controller('campaign-links')
export class CampaignLinksController {
  constructor(private readonly links: CampaignLinks) {}

  @AdminGet('/', {
    permission: 'campaigns',
    summary: 'List the campaign links, newest first, with their follows and ticket clicks',
    response: { type: CampaignLinkResponseDto, isArray: true },
  })
  list(): Promise<CampaignLinkResponseDto[]> {
    return this.links.list();
  }

  @AdminCreate({ permission: 'campaigns', summary: 'Make a campaign link /go/{slug}', record: CampaignLinkResponseDto })
  create(@Body() body: CampaignLinkBodyDto): Promise<CampaignLinkResponseDto> {
    return this.links.create(body);
  }

  @AdminReplace({ permission: 'campaigns', summary: 'Replace a campaign link', record: CampaignLinkResponseDto, notFound: NOT_FOUND })
  replace(@IdParam() id: number, @Body() body: CampaignLinkBodyDto): Promise<CampaignLinkResponseDto> {
    return this.links.replace(id, body);
  }

  @AdminDelete({ permission: 'campaigns', summary: 'Delete a campaign link', notFound: NOT_FOUND })
  remove(@IdParam() id: number): Promise<void> {
    return this.links.remove(id);
  }
}

/** /go/{slug}, outside /api: the address staff hand out. */
@ApiTags('campaign-links')
@Controller('go')
export class CampaignRedirectController {
  constructor(private readonly links: CampaignLinks) {}

  @Public()
  @Get(':slug')
  @ApiOperation({
    summary: 'Follow a campaign link',
    description:
      "A page address, not the API's: 302 to the link's page with its campaign as utm_… parameters (the home page for an unknown link); a visitor's follow is counted.",
  })
  @ApiFoundResponse({ description: "To the link's page" })
  async follow(@Param('slug') slug: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, await this.links.follow(slug, req));
  }
}
