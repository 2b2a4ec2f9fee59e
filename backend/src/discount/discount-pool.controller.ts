import { Body, Controller, Get, Header, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AdminEndpoint } from '../common/auth/admin-endpoint.decorator';
import { DiscountPoolService } from './discount-pool.service';
import { ImportPoolDto, PoolImportResultDto, PoolSettingsDto, PoolStatusDto } from './dto/discount-pool.dto';

/** Staff's pool of promo codes created at the ticketing vendor, handed out by the game. */
@ApiTags('discount')
@AdminEndpoint()
@Controller('discount/pool')
export class DiscountPoolController {
  constructor(private readonly pool: DiscountPoolService) {}

  @Get()
  @ApiOperation({ summary: 'Pool levels per value (with the low-pool flag) and the generated-codes fallback setting' })
  @ApiOkResponse({ type: PoolStatusDto })
  status(): Promise<PoolStatusDto> {
    return this.pool.status();
  }

  @Post('import')
  @ApiOperation({
    summary: 'Import promo codes from a CSV (code,value[,expires])',
    description: 'All or nothing: any bad line refuses the whole file with a report per line.',
  })
  @ApiCreatedResponse({ type: PoolImportResultDto })
  @ApiBadRequestResponse({
    description:
      'Wrong columns, a bad code, an unknown value, a duplicate or already known code, a bad or past expiry; `errors.csv` lists the problems by line',
  })
  import(@Body() dto: ImportPoolDto): Promise<PoolImportResultDto> {
    return this.pool.import(dto.csv);
  }

  @Put('settings')
  @ApiOperation({ summary: 'Allow or forbid generated codes once the pool is empty' })
  @ApiOkResponse({ type: PoolStatusDto })
  @ApiBadRequestResponse({ description: 'allowGeneratedCodes is not a boolean' })
  settings(@Body() dto: PoolSettingsDto): Promise<PoolStatusDto> {
    return this.pool.setAllowGeneratedCodes(dto.allowGeneratedCodes);
  }

  @Get('issued.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="issued-discount-codes.csv"')
  @ApiOperation({ summary: 'Every code the game issued, as CSV: code, value, issued at, expires, redeemed' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV file', schema: { type: 'string' } })
  exportIssued(): Promise<string> {
    return this.pool.exportIssued();
  }
}
