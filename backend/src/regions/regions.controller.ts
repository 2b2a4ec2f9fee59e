import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminChange, AdminReplaceSingleton, PublicGet } from '../common/http/routes.decorator';
import { DirectionsResponseDto, RegionParamsDto, UpdateDirectionsDto } from './dto/directions.dto';
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
    description: 'Nulls until staff save them.',
    response: DirectionsResponseDto,
    invalid: 'Unknown region',
    cache: 'directions',
  })
  directions(@Param() params: RegionParamsDto): Promise<DirectionsResponseDto> {
    return this.regions.directionsOf(params.region);
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
