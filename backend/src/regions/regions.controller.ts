import { Body, Controller, Param, Query } from '@nestjs/common';
import type { AuthenticatedAdmin } from '../common/auth/authenticated-admin';
import { CurrentAdmin } from '../common/auth/current-admin.decorator';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { AdminAction, AdminChange, AdminCreate, AdminDelete, AdminReplaceSingleton, PublicGet } from '../common/http/routes.decorator';
import { CreateRegionDto, RenameRegionDto } from './dto/create-region.dto';
import { DirectionsQueryDto, DirectionsResponseDto, RegionParamsDto, UpdateDirectionsDto } from './dto/directions.dto';
import { RegionListDto, RegionResponseDto } from './dto/region-response.dto';
import { UpdateRegionDto } from './dto/update-region.dto';
import { RegionsService } from './regions.service';

@ApiTags('regions')
@Controller('regions')
export class RegionsController {
  constructor(private readonly regions: RegionsService) {}

  @PublicGet('/', {
    summary: 'Every region with its season state, copy, address and time zone',
    description:
      "What the public pages say about each region: open (selling tickets), coming-soon or closed-for-season, the opening line, the hero's and the landing card's lines, the park's address and the time zone its calendar is kept in.",
    response: RegionListDto,
    cache: 'regions',
  })
  list(): Promise<RegionListDto> {
    return this.regions.list();
  }

  @AdminCreate({
    permission: 'regions.manage',
    summary: 'Add a region: a third site, announced as coming soon',
    description:
      "Only the name is needed: the key is made from it (New Mexico: new-mexico), the time zone is the first region's and the status coming-soon, with the copy every new region starts with. Its pages exist at once. 400 for a key that is not lowercase letters, digits and hyphens or is a page's address, or a time zone that is not IANA.",
    record: RegionResponseDto,
  })
  @ApiConflictResponse({ description: 'REGION_KEY_TAKEN: another region has the key' })
  create(@Body() dto: CreateRegionDto): Promise<RegionResponseDto> {
    return this.regions.create(dto);
  }

  @AdminDelete({
    permission: 'regions.manage',
    path: ':key',
    summary: 'Delete a region nothing belongs to',
    description:
      'A region with records (attractions, stories, FAQ answers, nights, subscribers…) is not deleted: 409 REGION_HAS_RECORDS says what it has; close it for the season instead. The last region is not deleted either (409 LAST_REGION).',
    notFound: 'No such region',
  })
  @ApiConflictResponse({ description: 'REGION_HAS_RECORDS: records belong to the region; LAST_REGION: it is the only one' })
  remove(@Param('key') key: string): Promise<void> {
    return this.regions.remove(key);
  }

  @AdminAction(':key/rename', {
    permission: 'regions.manage',
    summary: "Change a region's key: its pages' addresses and every record of it",
    description:
      "In one transaction every record of the region moves to the new key, and the old key's addresses answer 301 to the new ones (/texas/faq to /lone-star/faq; an older key renamed again leads to the newest). The API takes only the new key: the old one is a 400 like any unknown region.",
    response: RegionResponseDto,
  })
  @ApiNotFoundResponse({ description: 'No such region' })
  @ApiConflictResponse({ description: 'REGION_KEY_TAKEN: another region has the key' })
  rename(@Param('key') key: string, @Body() dto: RenameRegionDto): Promise<RegionResponseDto> {
    return this.regions.rename(key, dto);
  }

  @AdminChange({
    permission: 'regions',
    path: ':key',
    summary: "Change a region's name, season state, copy, address or time zone",
    description:
      'Only the fields sent change, e.g. `{ "status": "open", "openingLine": "Opening September 2027" }`. Opening a region puts its ticket buttons, hours and calendar on its pages at once; coming-soon and closed-for-season take them away.',
    record: RegionResponseDto,
    notFound: 'No such region',
  })
  update(@Param('key') key: string, @Body() dto: UpdateRegionDto): Promise<RegionResponseDto> {
    return this.regions.update(key, dto);
  }

  @PublicGet(':region/directions', {
    summary: "How to reach a region's park: directions, parking, coordinates and a maps link",
    description:
      'Nulls until staff save them. Visitors get the texts in `language` where staff translated them (else in English); with an admin token (directions): as written, with their `translations`.',
    response: DirectionsResponseDto,
    invalid: 'Unknown region or language',
    cache: 'directions',
  })
  directions(
    @Param() params: RegionParamsDto,
    @Query() query: DirectionsQueryDto,
    @CurrentAdmin('directions') admin?: AuthenticatedAdmin,
  ): Promise<DirectionsResponseDto> {
    return this.regions.directionsOf(params.region, { isAdmin: !!admin }, query.language);
  }

  @AdminReplaceSingleton({
    permission: 'directions',
    path: ':region/directions',
    summary: "Replace a region's directions, parking and coordinates",
    description: 'Fields left out, null or empty are cleared; latitude and longitude go together.',
    record: DirectionsResponseDto,
  })
  replaceDirections(@Param() params: RegionParamsDto, @Body() dto: UpdateDirectionsDto): Promise<DirectionsResponseDto> {
    return this.regions.replaceDirections(params.region, dto);
  }
}
