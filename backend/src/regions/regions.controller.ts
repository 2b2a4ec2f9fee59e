import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminChange, PublicGet } from '../common/http/routes.decorator';
import { RegionListDto, RegionResponseDto } from './dto/region-response.dto';
import { UpdateRegionDto } from './dto/update-region.dto';
import { RegionsService } from './regions.service';

@ApiTags('regions')
@Controller('regions')
export class RegionsController {
  constructor(private readonly regions: RegionsService) {}

  @PublicGet('/', {
    summary: 'Every region with its season state and copy',
    description:
      "What the public pages say about each region: open (selling tickets), coming-soon or closed-for-season, the opening line, the hero's and the landing card's lines.",
    response: RegionListDto,
    cache: 'regions',
  })
  list(): Promise<RegionListDto> {
    return this.regions.list();
  }

  @AdminChange({
    permission: 'regions',
    path: ':key',
    summary: "Change a region's season state or copy",
    description:
      'Only the fields sent change, e.g. `{ "status": "open", "openingLine": "Opening September 2027" }`. Opening a region puts its ticket buttons, hours and calendar on its pages at once; coming-soon and closed-for-season take them away.',
    record: RegionResponseDto,
    notFound: 'No such region (new-york, florida)',
  })
  update(@Param('key') key: string, @Body() dto: UpdateRegionDto): Promise<RegionResponseDto> {
    return this.regions.update(key, dto);
  }
}
