import { Body, Controller, Header } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { AdminCreate, AdminGet, AdminReplaceSingleton } from '../common/http/routes.decorator';
import { DiscountPoolService } from './discount-pool.service';
import { ImportPoolDto, PoolImportResultDto, PoolSettingsDto, PoolStatusDto } from './dto/discount-pool.dto';

/** Staff's pool of promo codes created at the ticketing vendor, handed out by the game. */
@ApiTags('discount')
@Controller('discount/pool')
export class DiscountPoolController {
  constructor(private readonly pool: DiscountPoolService) {}

  @AdminGet('/', {
    permission: 'discounts',
    summary: 'Pool levels per value (with the low-pool flag) and the generated-codes fallback setting',
    response: PoolStatusDto,
  })
  status(): Promise<PoolStatusDto> {
    return this.pool.status();
  }

  @AdminCreate({
    permission: 'discounts',
    path: 'import',
    summary: 'Import promo codes from a CSV (code,value[,expires])',
    description: 'All or nothing: any bad line refuses the whole file with a report per line.',
    record: PoolImportResultDto,
    invalid:
      'Wrong columns, a bad code, an unknown value, a duplicate or already known code, a bad or past expiry; `errors.csv` lists the problems by line',
  })
  import(@Body() dto: ImportPoolDto): Promise<PoolImportResultDto> {
    return this.pool.import(dto.csv);
  }

  @AdminReplaceSingleton({
    permission: 'discounts',
    path: 'settings',
    summary: "The game's settings: code validity, the vendor's checkout URL, generated codes once the pool is empty",
    description: 'A field left out keeps its value.',
    record: PoolStatusDto,
    invalid: 'An unknown policy or validity, or a checkout URL that is not https; `errors` lists the messages per field',
  })
  settings(@Body() dto: PoolSettingsDto): Promise<PoolStatusDto> {
    return this.pool.saveSettings(dto);
  }

  @AdminGet('issued.csv', {
    permission: 'discounts',
    summary: 'Every code the game issued, as CSV: code, value, issued at, expires, redeemed',
    response: {
      description: 'The CSV file',
      schema: { type: 'string' },
    },
  })
  @ApiProduces('text/csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="issued-discount-codes.csv"')
  exportIssued(): Promise<string> {
    return this.pool.exportIssued();
  }
}
