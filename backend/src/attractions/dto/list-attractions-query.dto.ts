import { RegionActiveListQueryDto } from '../../common/content/region-active-list-query.dto';

export class ListAttractionsQueryDto extends RegionActiveListQueryDto {}
