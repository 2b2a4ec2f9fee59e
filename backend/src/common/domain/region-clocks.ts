/** The regions' clocks (RegionsService provides them): common/ code that dates things by region asks them. */
export interface RegionClocks {
  /** The IANA zone a region's dates are kept in; without a region, the park's clock. */
  timeZoneOf(key?: string): Promise<string>;
}

export const REGION_CLOCKS = Symbol('REGION_CLOCKS');
