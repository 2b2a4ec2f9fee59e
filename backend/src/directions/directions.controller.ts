import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminReplaceSingleton, PublicGet } from '../common/http/routes.decorator';
import { DirectionsResponseDto, RegionParamsDto, UpdateDirectionsDto } from './dto/directions.dto';
import { DirectionsService } from './directions.service';

@ApiTags('directions')
@Controller('regions')
export class DirectionsController {
  constructor(private readonly directions: DirectionsService) {}

  @PublicGet(':region/directions', {
    summary: "How to reach a region's park: directions, parking, coordinates and a maps link",
    description: 'Nulls until staff save them.',
    response: DirectionsResponseDto,
    invalid: 'Unknown region',
    cache: 'directions',
  })
  get(@Param() params: RegionParamsDto): Promise<DirectionsResponseDto> {
    return this.directions.get(params.region);
  }

  @AdminReplaceSingleton({
    permission: 'directions',
    path: ':region/directions',
    summary: "Replace a region's directions, parking and coordinates",
    description: 'Fields left out, null or empty are cleared; latitude and longitude go together.',
    record: DirectionsResponseDto,
  })
  replace(@Param() params: RegionParamsDto, @Body() dto: UpdateDirectionsDto): Promise<DirectionsResponseDto> {
    return this.directions.replace(params.region, dto);
  }
}
