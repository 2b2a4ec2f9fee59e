import { Column } from 'typeorm';

/** A region key (a row of the regions table); 20 characters hold the longest (REGION_TEXT_MAX.key). */
export const RegionColumn = () => Column({ type: 'varchar', length: 20 });

/** A link or a site path (pictures, videos, social and ticketing links): at most 500 characters, as their validators allow. */
export const UrlColumn = (options: { nullable?: true } = {}) => Column({ type: 'varchar', length: 500, ...options });
