import { ApiPropertyOptional } from '@nestjs/swagger';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { SearchQuery } from '../../common/search/search-query';
import { BooleanQuery } from '../../common/validation/boolean-query.decorator';

export class ContactSubmissionQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ type: Boolean, description: 'Only read (true) or unread (false) messages' })
  @BooleanQuery('read')
  read?: boolean;

  @SearchQuery('Messages whose name, e-mail or message contain this text, case-insensitive')
  search?: string;
}
