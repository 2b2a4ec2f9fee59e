import type { ApiDispatch } from '../../../api/api-dispatch';
import { downloadText } from '../shared/download';
import { applicationsCsv } from './applications-csv';
import type { KeptApplicationDto as EmploymentApplication } from '../../../api/staff-api';
import { staffApi, type EmploymentListApiArg as ApplicationListQuery } from '../../../api/staff-api';

const EXPORT_PAGE = 100;

/** Every application matching the filters (all pages), saved as a CSV file. */
export async function exportApplicationsCsv(
  dispatch: ApiDispatch,
  filters: Omit<ApplicationListQuery, 'limit' | 'offset'>,
  nameOf: (region: string) => string,
) {
  const all: EmploymentApplication[] = [];
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const request = dispatch(
      staffApi.endpoints.employmentList.initiate({ ...filters, limit: EXPORT_PAGE, offset }, { subscribe: false, forceRefetch: true }),
    );
    const page = await request.unwrap();
    all.push(...page.items);
    if (page.items.length === 0 || all.length >= page.total) break;
  }
  const parts = ['applications', filters.region, filters.status, new Date().toISOString().slice(0, 10)].filter(Boolean);
  downloadText(`${parts.join('-')}.csv`, applicationsCsv(all, nameOf));
}
