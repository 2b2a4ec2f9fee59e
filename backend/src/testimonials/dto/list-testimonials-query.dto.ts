import { RegionActiveListQueryDto } from '../../common/content/region-active-list-query.dto';

export class ListTestimonialsQueryDto extends RegionActiveListQueryDto {}
